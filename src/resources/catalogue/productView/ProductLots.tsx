// The product's lots (one pack each) at the user's locations, every status, paged on the server.
import { Alert, Card, Typography } from "antd";
import dayjs from "dayjs";
import { isExpiredOn } from "../../../../common/schemas/dates";
import { DataGrid, type GridColumn } from "../../../components/DataGrid";
import { useSession } from "../../../providers/session";
import { DATE_FORMAT } from "../../columns";
import { errorMessage } from "../../../providers/serverErrors";
import { priceText } from "../options";
import { LOT_STATUS_OPTIONS, LotStatusTag } from "./labels";
import { PRODUCT_LOTS, type ProductLotRow } from "./queries";
import { useGqlListGrid } from "./useGqlListGrid";

const PAGING = { pageSize: 10, pageSizeOptions: [10, 20, 50, 100] };

export function ProductLots({ productId }: { productId: string }) {
  const locations = useSession()?.allowedLocations ?? [];
  const { gridState, error } = useGqlListGrid("product-lots", PRODUCT_LOTS, { productId }, PAGING);
  const columns: GridColumn<ProductLotRow>[] = [
    { key: "actionId", title: "Lot", sortable: true, filter: { kind: "text" }, width: 170, sticky: "left" },
    {
      key: "location",
      title: "Location",
      field: "locationId",
      path: "location.name",
      filter: { kind: "select", options: locations.map((location) => ({ label: location.name, value: location.id })) },
      width: 170,
    },
    { key: "batchNumber", title: "Batch", sortable: true, filter: { kind: "text" }, width: 140 },
    {
      key: "batchExpiry",
      title: "Expiry",
      sortable: true,
      filter: { kind: "date" },
      width: 130,
      render: (lot) => <Typography.Text type={isExpiredOn(lot.batchExpiry) ? "danger" : undefined}>{dayjs(lot.batchExpiry).format(DATE_FORMAT)}</Typography.Text>,
    },
    {
      key: "status",
      title: "Status",
      sortable: true,
      filter: { kind: "select", options: LOT_STATUS_OPTIONS },
      width: 150,
      render: (lot) => <LotStatusTag status={lot.status} />,
    },
    { key: "quantity", title: "Quantity", sortable: true, filter: { kind: "number" }, width: 110, align: "right" },
    { key: "isOpened", title: "Opened", width: 100, render: (lot) => (lot.isOpened ? "Yes" : "No") },
    { key: "vendor", title: "Vendor", field: "vendor.name", sortable: true, filter: { kind: "text" }, width: 200 },
    { key: "mrpSellingUnit", title: "MRP / Unit", width: 130, align: "right", render: (lot) => priceText(lot.mrpSellingUnit) },
    { key: "createdAt", title: "Received", sortable: true, filter: { kind: "date" }, width: 130, render: (lot) => dayjs(lot.createdAt).format(DATE_FORMAT) },
  ];
  return (
    <Card size="small" title="Lots" data-testid="product-lots">
      {error && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={errorMessage(error) ?? "The lots could not be loaded."} />}
      <DataGrid gridId="product-lots" columns={columns} {...gridState} />
    </Card>
  );
}

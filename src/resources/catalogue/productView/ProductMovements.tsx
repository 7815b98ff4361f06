// The product's stock ledger at the user's locations, newest first, paged on the server.
import { Alert, Card, Typography } from "antd";
import { Link } from "react-router";
import { DataGrid, type GridColumn } from "../../../components/DataGrid";
import { appPath } from "../../defineResource";
import { errorMessage } from "../../../providers/serverErrors";
import { KindTag, QuantityChange, readable } from "./labels";
import { PRODUCT_MOVEMENTS, type MovementRow } from "./queries";
import { useGqlListGrid } from "./useGqlListGrid";
import { formatDateTime } from "../../../../common/format/date";

const PAGING = { pageSize: 10, pageSizeOptions: [10, 20, 50, 100] };

function DocumentCell({ movement }: { movement: MovementRow }) {
  const label = movement.documentCode ?? readable(movement.documentType);
  if (movement.documentType === "GRN") return <Link to={appPath(`procurement/grn/details/${movement.documentId}`)}>{label}</Link>;
  return <>{label}</>;
}

const statusChange = (movement: MovementRow) =>
  [movement.fromStatus, movement.toStatus].map((status) => (status ? readable(status) : "—")).join(" → ");

export function ProductMovements({ productId }: { productId: string }) {
  const { gridState, error } = useGqlListGrid("product-movements", PRODUCT_MOVEMENTS, { productId }, PAGING);
  const columns: GridColumn<MovementRow>[] = [
    {
      key: "createdAt",
      title: "Date",
      sortable: true,
      filter: { kind: "date" },
      width: 160,
      sticky: "left",
      render: (movement) => formatDateTime(movement.createdAt),
    },
    { key: "kind", title: "Movement", filter: { kind: "text" }, width: 150, render: (movement) => <KindTag kind={movement.kind} /> },
    { key: "quantity", title: "Quantity", filter: { kind: "number" }, width: 110, align: "right", render: (movement) => <QuantityChange quantity={movement.quantity} /> },
    { key: "lot", title: "Lot", field: "lot.actionId", filter: { kind: "text" }, width: 170 },
    { key: "batch", title: "Batch", field: "lot.batchNumber", filter: { kind: "text" }, width: 140 },
    { key: "from", title: "From", path: "fromLocation.name", width: 160 },
    { key: "to", title: "To", path: "toLocation.name", width: 160 },
    { key: "status", title: "Status", width: 220, render: (movement) => <Typography.Text type="secondary">{statusChange(movement)}</Typography.Text> },
    { key: "document", title: "Document", width: 150, render: (movement) => <DocumentCell movement={movement} /> },
    { key: "userName", title: "By", width: 160 },
  ];
  return (
    <Card size="small" title="Stock Movements" data-testid="product-movements">
      {error && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={errorMessage(error) ?? "The movements could not be loaded."} />}
      <DataGrid gridId="product-movements" columns={columns} {...gridState} />
    </Card>
  );
}

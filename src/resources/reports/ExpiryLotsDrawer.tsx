// The lots behind one of the Expiry report's figures (a month and location, a month, a location, or the expired),
// server-paged, soonest expiry first: the shelf list a manager pulls them from.
import { keepPreviousData, skipToken, useQuery } from "@tanstack/react-query";
import { Alert, Drawer, Table, Tag } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import type { ExpiryReportFilters } from "../../../common/schemas/expiryReport";
import { requestDocument } from "../../providers/gqlHooks";
import { errorMessage } from "../../providers/serverErrors";
import { priceText } from "../catalogue/options";
import { DATE_FORMAT } from "../columns";
import { EXPIRY_REPORT_LOTS, type ExpiryReportLot } from "./expiryReportQueries";

/** Which lots: the report's filters narrowed to the figure, and whether they are the expired. */
export interface LotsDrill {
  title: string;
  filters: ExpiryReportFilters;
  expired: boolean;
}

const PAGE_SIZES = [50, 100, 200];

export function ExpiryLotsDrawer({ drill, onClose }: { drill: LotsDrill | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(50);
  const lots = useQuery({
    queryKey: ["data", "expiry-report-lots", drill, page, limit],
    queryFn: drill ? () => requestDocument(EXPIRY_REPORT_LOTS, { ...drill.filters, expired: drill.expired, page, limit }).then((result) => result.lots) : skipToken,
    placeholderData: keepPreviousData,
  });
  const close = () => {
    setPage(1);
    onClose();
  };
  return (
    <Drawer open={drill !== null} onClose={close} width={1100} title={drill?.title} destroyOnHidden data-testid="expiry-lots-drawer">
      {lots.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={errorMessage(lots.error) ?? "The lots could not be loaded."} />}
      <Table<ExpiryReportLot>
        rowKey="lotId"
        size="small"
        loading={lots.isFetching}
        dataSource={lots.data?.data ?? []}
        pagination={{ current: page, pageSize: limit, total: lots.data?.meta.total ?? 0, pageSizeOptions: PAGE_SIZES, showSizeChanger: true, onChange: (next, size) => (size !== limit ? (setLimit(size), setPage(1)) : setPage(next)) }}
        scroll={{ x: 1000 }}
        data-testid="expiry-lots-table"
        columns={[
          { title: "Expiry", key: "expiry", width: 110, render: (_, lot) => dayjs(lot.batchExpiry).format(DATE_FORMAT) },
          {
            title: "Days Left",
            key: "daysLeft",
            width: 100,
            align: "right",
            render: (_, lot) => (lot.daysLeft <= 0 ? <Tag color="error">Expired</Tag> : lot.daysLeft),
          },
          { title: "Location", dataIndex: "locationName", width: 150 },
          { title: "Product", key: "product", width: 240, render: (_, lot) => `${lot.productName} (${lot.productCode})` },
          { title: "Lot", dataIndex: "actionId", width: 170 },
          { title: "Batch", dataIndex: "batchNumber", width: 110 },
          { title: "Vendor", dataIndex: "vendorName", width: 160 },
          { title: "Units", dataIndex: "units", width: 80, align: "right" },
          { title: "Pack", key: "pack", width: 90, render: (_, lot) => (lot.isOpened ? "Opened" : "Sealed") },
          { title: "Value at Cost", key: "value", width: 130, align: "right", render: (_, lot) => priceText(lot.value) },
        ]}
      />
    </Drawer>
  );
}

// The lost sales of the current store: the products asked for most (totals by product over the last 30 days),
// then every lost sale, server-paged.
import { useQuery } from "@tanstack/react-query";
import { Alert, Card, Table } from "antd";
import dayjs from "dayjs";
import { useMemo } from "react";
import { graphql, type ResultOf } from "../../../graphql";
import { requestDocument } from "../../../providers/gqlHooks";
import { useCurrentLocation } from "../../../providers/session";
import { priceText } from "../../catalogue/options";
import { BespokeListPage } from "../../screens/BespokeListPage";
import { errorMessage } from "../../../providers/serverErrors";
import { DATE_TIME_FORMAT } from "../orders/resource";
import { lostSaleDeclaration, type LostSaleRecord } from "./resource";

const TOTALS_DAYS = 30;

const LOST_SALE_TOTALS = graphql(`query LostSaleTotals($locationId: ID, $from: DateTime) {
  totals: getLostSaleTotals(locationId: $locationId, from: $from) { productId productName count quantity value lastAt }
}`);
type TotalRow = ResultOf<typeof LOST_SALE_TOTALS>["totals"][number];

function TotalsByProduct() {
  const { current } = useCurrentLocation();
  const from = useMemo(() => dayjs().subtract(TOTALS_DAYS, "day").startOf("day").toISOString(), []);
  const totals = useQuery({
    queryKey: ["data", "lost-sale-totals", current?.id, from],
    queryFn: () => requestDocument(LOST_SALE_TOTALS, { locationId: current?.id ?? null, from }).then((result) => result.totals),
  });
  return (
    <Card size="small" title={`Most asked for, last ${TOTALS_DAYS} days${current ? ` · ${current.name}` : ""}`} style={{ marginBottom: 16 }} data-testid="lost-sale-totals">
      {totals.isError && <Alert type="error" showIcon message={errorMessage(totals.error) ?? "The totals could not be loaded."} />}
      <Table<TotalRow>
        size="small"
        rowKey={(row) => row.productId ?? `typed:${row.productName.toLowerCase()}`}
        loading={totals.isLoading}
        dataSource={(totals.data ?? []).slice(0, 10)}
        pagination={false}
        locale={{ emptyText: "No lost sales in this period." }}
        columns={[
          { title: "Product", dataIndex: "productName" },
          { title: "Times", dataIndex: "count", width: 90, align: "right" },
          { title: "Units", dataIndex: "quantity", width: 90, align: "right" },
          { title: "Value", dataIndex: "value", width: 140, align: "right", render: (value: number) => priceText(value) },
          { title: "Last Asked", dataIndex: "lastAt", width: 170, render: (value: string) => dayjs(value).format(DATE_TIME_FORMAT) },
        ]}
      />
    </Card>
  );
}

export function LostSalePage() {
  return (
    <div>
      <TotalsByProduct />
      <BespokeListPage<LostSaleRecord> declaration={lostSaleDeclaration} />
    </div>
  );
}

// Stock on hand per location (IN_INVENTORY lots at the user's locations), with a total row.
import { Alert, Card, Table, Typography } from "antd";
import dayjs from "dayjs";
import { isExpiredOn } from "../../../../common/schemas/dates";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { DATE_FORMAT } from "../../columns";
import { errorMessage } from "../../../providers/serverErrors";
import { readable } from "./labels";
import { PRODUCT_STOCK, type LocationStock } from "./queries";

const sum = (rows: readonly LocationStock[], key: "quantity" | "lots" | "openedLots" | "expiredQuantity") =>
  rows.reduce((total, row) => total + row[key], 0);

export function StockOnHand({ productId, sellingUnit }: { productId: string; sellingUnit: string }) {
  const query = useGqlQuery(["product-stock"], PRODUCT_STOCK, { productId });
  const rows = query.data?.stock ?? [];
  const unit = readable(sellingUnit).toLowerCase();
  return (
    <Card size="small" title="Stock on Hand" data-testid="product-stock">
      {query.error ? (
        <Alert type="error" showIcon message={errorMessage(query.error) ?? "The stock could not be loaded."} />
      ) : (
        <Table<LocationStock>
          size="small"
          bordered
          loading={query.isLoading}
          rowKey={(row) => row.location.id}
          dataSource={rows}
          pagination={false}
          locale={{ emptyText: "No stock of this product at your locations." }}
          columns={[
            { key: "location", title: "Location", render: (_, row) => <span data-testid={`product-stock-${row.location.name}`}>{row.location.name}</span> },
            { key: "quantity", title: `On Hand (${unit})`, align: "right", render: (_, row) => row.quantity },
            { key: "lots", title: "Packs", align: "right", render: (_, row) => row.lots },
            { key: "opened", title: "Opened", align: "right", render: (_, row) => row.openedLots },
            {
              key: "expired",
              title: `Expired (${unit})`,
              align: "right",
              render: (_, row) => (row.expiredQuantity > 0 ? <Typography.Text type="danger">{row.expiredQuantity}</Typography.Text> : 0),
            },
            {
              key: "nextExpiry",
              title: "Next Expiry",
              render: (_, row) =>
                row.nextExpiry ? (
                  <Typography.Text type={isExpiredOn(row.nextExpiry) ? "danger" : undefined}>{dayjs(row.nextExpiry).format(DATE_FORMAT)}</Typography.Text>
                ) : (
                  "—"
                ),
            },
          ]}
          summary={() =>
            rows.length > 1 ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <Typography.Text strong>Total</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <Typography.Text strong data-testid="product-stock-total">
                    {sum(rows, "quantity")}
                  </Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  {sum(rows, "lots")}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {sum(rows, "openedLots")}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  {sum(rows, "expiredQuantity")}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} />
              </Table.Summary.Row>
            ) : null
          }
        />
      )}
    </Card>
  );
}

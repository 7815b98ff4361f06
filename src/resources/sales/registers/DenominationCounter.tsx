// The denomination counter of the open and close screens (spec §9): one row per note or coin with its count and
// the row's total, and the running total of the drawer.
import { InputNumber, Table, Typography } from "antd";
import { DENOMINATIONS, denominationRowTotal, denominationTotalNumber, type DenominationCount } from "../../../../common/denominations";
import { priceText } from "../../catalogue/options";

export type Counts = Record<number, number>;

export const emptyCounts = (): Counts => Object.fromEntries(DENOMINATIONS.map((d) => [d, 0]));

export function countRows(counts: Counts): DenominationCount[] {
  return DENOMINATIONS.map((denomination) => ({ denomination, count: counts[denomination] ?? 0 }));
}

export function countsTotal(counts: Counts): number {
  return denominationTotalNumber(countRows(counts));
}

export function DenominationCounter({ counts, onChange, disabled }: { counts: Counts; onChange: (counts: Counts) => void; disabled?: boolean }) {
  const rows = countRows(counts);
  return (
    <Table<DenominationCount>
      size="small"
      pagination={false}
      rowKey="denomination"
      dataSource={rows}
      data-testid="denomination-counter"
      columns={[
        { title: "Denomination", dataIndex: "denomination", render: (value: number) => `Rs ${value}` },
        {
          title: "Count",
          dataIndex: "count",
          render: (_value: number, row) => (
            <InputNumber
              min={0}
              precision={0}
              step={1}
              disabled={disabled}
              value={row.count}
              aria-label={`Count of ${row.denomination}`}
              data-testid={`count-${row.denomination}`}
              onChange={(value) => onChange({ ...counts, [row.denomination]: Math.max(0, Math.trunc(Number(value ?? 0))) })}
            />
          ),
        },
        { title: "Total", key: "total", align: "right", render: (_v, row) => priceText(denominationRowTotal(row).toNumber()) },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={2}>
            <Typography.Text strong>Total</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="right">
            <Typography.Text strong data-testid="denomination-total">
              {priceText(countsTotal(counts))}
            </Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}

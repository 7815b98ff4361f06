// The summary of a session (spec §2 Close Register, sessions page): opening, sales and returned per payment method,
// cash in/out, the balance, and — when a closing amount is known — the difference, shown only: "Short PKR 80.00" in
// red when the drawer holds less than its balance, "Over …" in amber when more, "Exact" in green.
import { paymentMethodLabel } from "../../../../common/schemas/order";
import { Descriptions, Table, Typography } from "antd";
import { cashCountOutcome, cashCountWords, type CashCountOutcome } from "../../../../common/denominations";
import type { ResultOf } from "../../../graphql";
import { SESSION_SUMMARY } from "./documents";
import { cashText } from "./shared";

type Summary = ResultOf<typeof SESSION_SUMMARY>;

export function SessionSummaryPanel({ summary, closingAmount }: { summary: Summary; closingAmount?: number | null }) {
  const drawer = summary.getRegisterSummaryById;
  const methods = summary.getLocationSessionSummaryById.methods;
  const closing = closingAmount ?? drawer.closingAmount;
  return (
    <div data-testid="session-summary">
      <Table
        size="small"
        pagination={false}
        rowKey="method"
        dataSource={methods}
        columns={[
          { title: "Method", dataIndex: "method", render: (m: string) => paymentMethodLabel(m) },
          { title: "Gross", dataIndex: "gross", align: "right", render: (v: number) => cashText(v) },
          { title: "Discount", dataIndex: "discount", align: "right", render: (v: number) => cashText(v) },
          { title: "Returned", dataIndex: "returned", align: "right", render: (v: number) => cashText(v) },
          { title: "Net", dataIndex: "netAmount", align: "right", render: (v: number) => <span data-testid={`net-${v}`}>{cashText(v)}</span> },
          { title: "Invoices", dataIndex: "orderCount", align: "right" },
        ]}
      />
      <Descriptions size="small" column={1} bordered style={{ marginTop: 12 }}>
        <Descriptions.Item label="Opening Amount">{cashText(drawer.openingAmount)}</Descriptions.Item>
        <Descriptions.Item label="Cash Sales">{cashText(drawer.cashSales)}</Descriptions.Item>
        <Descriptions.Item label="Cash Refunds">{cashText(drawer.cashRefunds)}</Descriptions.Item>
        <Descriptions.Item label="Cash In">{cashText(drawer.totalAdditions)}</Descriptions.Item>
        <Descriptions.Item label="Cash Out">{cashText(drawer.totalWithdrawals)}</Descriptions.Item>
        <Descriptions.Item label="Balance">
          <Typography.Text strong data-testid="summary-balance">
            {cashText(drawer.balance)}
          </Typography.Text>
        </Descriptions.Item>
        {closing !== null && closing !== undefined && (
          <>
            <Descriptions.Item label="Closing Amount">{cashText(closing)}</Descriptions.Item>
            <Descriptions.Item label="Difference">
              <CashOutcome outcome={cashCountOutcome(drawer.balance, closing)} />
            </Descriptions.Item>
          </>
        )}
      </Descriptions>
    </div>
  );
}

const OUTCOME_TYPE = { SHORT: "danger", OVER: "warning", EXACT: "success" } as const;

function CashOutcome({ outcome }: { outcome: CashCountOutcome }) {
  return (
    <Typography.Text strong type={OUTCOME_TYPE[outcome.kind]} data-testid="summary-difference" data-outcome={outcome.kind}>
      {cashCountWords(outcome, cashText)}
    </Typography.Text>
  );
}

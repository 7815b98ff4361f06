// The order return panel: find the sale by its number (typed, or the receipt's barcode scanned), choose how many of
// each lot come back and whether each goes back on the shelf (sealed, in date) or is written off, and the reason. The
// refund goes back to the sale's own methods unless a permitted user chooses another (RefundMethodPicker). The
// server works out the refund to the paisa and pays it from this register's session; its refund slip prints at once
// (and again from the button beside the confirmation).
import { PrinterOutlined } from "@ant-design/icons";
import { Alert, Button, Checkbox, Input, InputNumber, Space, Table, Typography } from "antd";
import { useState } from "react";
import { formatMoney } from "../../../common/money";
import { todayUtc } from "../../../common/schemas/dates";
import { newIdempotencyKey } from "../../../common/schemas/idempotency";
import { paymentMethodLabel } from "../../../common/schemas/order";
import { isOtherRefundMethod, REFUND_METHOD_REASON_MESSAGE, returnOrderSchema } from "../../../common/schemas/orderReturn";
import { graphql, type ResultOf } from "../../graphql";
import { printOrderReceipt } from "../../components/printing/printOrderReceipt";
import { requestDocument, useGqlMutation } from "../../providers/gqlHooks";
import { errorMessage } from "../../providers/serverErrors";
import { RefundMethodPicker, type RefundChoice } from "./RefundMethodPicker";

const FIND_SALE = graphql(`query PosFindSale($secondaryId: String) {
  sale: getOrder(secondaryId: $secondaryId) {
    id secondaryId kind status paymentStatus totalAmount createdAt
    payments { method amount status }
    items { id name quantity returnedQuantity lots { id actionId batchExpiry quantity returnedQuantity } }
  }
}`);
type Sale = ResultOf<typeof FIND_SALE>["sale"];

const RETURN_ORDER = graphql(`mutation PosReturnOrder($input: ReturnOrderInput!) {
  returned: returnOrder(input: $input) { id secondaryId totalAmount payments { method amount } }
}`);

interface LotRow {
  key: string;
  name: string;
  actionId: string;
  expired: boolean;
  left: number;
  sold: number;
}

const rowsOf = (sale: Sale): LotRow[] =>
  sale.items.flatMap((item) =>
    item.lots.map((lot) => ({ key: lot.id, name: item.name, actionId: lot.actionId, expired: lot.batchExpiry <= todayUtc(), left: lot.quantity - lot.returnedQuantity, sold: lot.quantity })),
  );

export function ReturnPanel({ registerId, currency }: { registerId: string; currency: string }) {
  const [number, setNumber] = useState("");
  const [sale, setSale] = useState<Sale | null>(null);
  const [finding, setFinding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [writeOff, setWriteOff] = useState<Record<string, boolean>>({});
  const [refund, setRefund] = useState<RefundChoice>({ method: null, reason: "" });
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [comment, setComment] = useState("");
  const [key, setKey] = useState(newIdempotencyKey);
  const [done, setDone] = useState<{ id: string; secondaryId: string; text: string } | null>(null);
  const [slipFailed, setSlipFailed] = useState<string | null>(null);
  const printSlip = (returnId: string, secondaryId: string) => {
    setSlipFailed(null);
    printOrderReceipt(returnId, { onFailed: (message) => setSlipFailed(`The refund slip of ${secondaryId} did not print: ${message}`) });
  };
  const giveBack = useGqlMutation(RETURN_ORDER, { failure: false });

  const find = async () => {
    if (!number.trim()) return setProblem("Please type or scan the order number.");
    setFinding(true);
    setProblem(null);
    setDone(null);
    try {
      const found = (await requestDocument(FIND_SALE, { secondaryId: number.trim() })).sale;
      if (found.kind !== "NORMAL") throw new Error(`${found.secondaryId} is a return, not a sale.`);
      setSale(found);
      setQuantities({});
      setWriteOff(Object.fromEntries(rowsOf(found).map((row) => [row.key, row.expired])));
      setRefund({ method: null, reason: "" });
      setReasonError(null);
      setKey(newIdempotencyKey());
    } catch (error) {
      setSale(null);
      setProblem(errorMessage(error) ?? "The sale was not found.");
    } finally {
      setFinding(false);
    }
  };

  const submit = () => {
    if (!sale) return;
    const lines = Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([orderItemLotId, quantity]) => ({ orderItemLotId, quantity, restock: !writeOff[orderItemLotId] }));
    const other = isOtherRefundMethod(sale.payments.filter((payment) => payment.status === "PAID").map((payment) => payment.method), refund.method);
    const parsed = returnOrderSchema.safeParse({ idempotencyKey: key, orderId: sale.id, registerId, lines, refundMethod: refund.method, refundMethodReason: other ? refund.reason : null, comment });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Please check the return.");
    setReasonError(other && !parsed.data.refundMethodReason ? REFUND_METHOD_REASON_MESSAGE : null);
    if (other && !parsed.data.refundMethodReason) return setProblem(null);
    setProblem(null);
    const { idempotencyKey, orderId, lines: checked, refundMethod, refundMethodReason, comment: reason } = parsed.data;
    giveBack.mutate(
      { input: { idempotencyKey: idempotencyKey ?? key, orderId, registerId, lines: checked, refundMethod, refundMethodReason, comment: reason } },
      {
        onSuccess: ({ returned }) => {
          const methods =
            returned.payments.length > 1
              ? returned.payments.map((payment) => `${paymentMethodLabel(payment.method)} ${formatMoney(payment.amount, { prefix: `${currency} ` })}`).join(" and ")
              : paymentMethodLabel(returned.payments[0]?.method ?? "CASH");
          setDone({ id: returned.id, secondaryId: returned.secondaryId, text: `${returned.secondaryId}: ${formatMoney(returned.totalAmount, { prefix: `${currency} ` })} refunded by ${methods}.` });
          setRefund({ method: null, reason: "" });
          printSlip(returned.id, returned.secondaryId);
          setSale(null);
          setNumber("");
          setComment("");
        },
      },
    );
  };

  return (
    <div data-testid="return-panel">
      {done && (
        <Alert
          type="success"
          showIcon
          message="Return completed"
          description={done.text}
          action={
            <Button size="small" icon={<PrinterOutlined />} onClick={() => printSlip(done.id, done.secondaryId)} data-testid="return-print-slip">
              Refund slip
            </Button>
          }
          style={{ marginBottom: 12 }}
          data-testid="return-done"
        />
      )}
      {slipFailed && <Alert type="error" showIcon message={slipFailed} style={{ marginBottom: 12 }} data-testid="return-slip-failed" />}
      <Space.Compact style={{ width: "100%" }}>
        <Input autoFocus placeholder="Order number, e.g. 000001-000042" value={number} onChange={(event) => setNumber(event.target.value)} onPressEnter={() => void find()} data-testid="return-number" />
        <Button type="primary" loading={finding} onClick={() => void find()} data-testid="return-find">
          Find
        </Button>
      </Space.Compact>
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginTop: 12 }} data-testid="return-problem" />}
      {giveBack.isError && <Alert type="error" showIcon message={errorMessage(giveBack.error) ?? "The return was not made."} style={{ marginTop: 12 }} data-testid="return-failed" />}
      {sale && (
        <div style={{ marginTop: 12 }}>
          <Typography.Text>
            Sale <strong>{sale.secondaryId}</strong> · {formatMoney(sale.totalAmount, { prefix: `${currency} ` })}
          </Typography.Text>
          <Table<LotRow>
            style={{ marginTop: 8 }}
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={rowsOf(sale)}
            columns={[
              { title: "Item", key: "name", render: (_, row) => <span>{row.name}<br /><Typography.Text type="secondary">{row.actionId}</Typography.Text></span> },
              { title: "Left", dataIndex: "left", width: 50, align: "right" },
              {
                title: "Return",
                key: "quantity",
                width: 80,
                render: (_, row) => (
                  <InputNumber min={0} precision={0} disabled={row.left === 0} value={quantities[row.key] ?? 0} onChange={(value) => setQuantities((current) => ({ ...current, [row.key]: value ?? 0 }))} data-testid="return-quantity" />
                ),
              },
              {
                title: "Write off",
                key: "writeOff",
                width: 80,
                render: (_, row) => (
                  <Checkbox checked={writeOff[row.key] ?? false} disabled={row.expired} onChange={(event) => setWriteOff((current) => ({ ...current, [row.key]: event.target.checked }))} data-testid="return-write-off">
                    {row.expired ? "expired" : ""}
                  </Checkbox>
                ),
              },
            ]}
          />
          <RefundMethodPicker
            salePayments={sale.payments.filter((payment) => payment.status === "PAID")}
            currency={currency}
            value={refund}
            onChange={(choice) => {
              setRefund(choice);
              if (choice.reason.trim()) setReasonError(null);
            }}
            reasonError={reasonError}
          />
          <Input.TextArea style={{ marginTop: 8 }} rows={2} placeholder="Reason" value={comment} onChange={(event) => setComment(event.target.value)} data-testid="return-comment" />
          <Button type="primary" danger block style={{ marginTop: 12 }} loading={giveBack.isPending} onClick={submit} data-testid="return-submit">
            Return and refund
          </Button>
        </div>
      )}
    </div>
  );
}

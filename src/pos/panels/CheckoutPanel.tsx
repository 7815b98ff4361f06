// Checkout: payment rows (cash, card, credit, bank transfer; several for a split) that must cover the total
// exactly, cash possibly over it with change. Opens with one cash row of the total, selected: Enter completes an
// exact-cash sale. A delivery may instead be paid when it arrives ('Pay on delivery': no payment now).
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Alert, Button, Descriptions, Divider, Input, Select, Space, Typography, type InputRef } from "antd";
import { useEffect, useRef, useState } from "react";
import { formatMoney } from "../../../common/money";
import { PAYMENT_METHOD_LABELS } from "../../../common/schemas/order";
import { amountText, coverage, PAYMENT_METHODS, remainingText, type PaymentMethod, type PaymentRow } from "../checkout";

interface Props {
  total: number;
  currency: string;
  /** The summary is of the cart as it is (no newer change on its way). */
  ready: boolean;
  submitting: boolean;
  onConfirm: (rows: PaymentRow[]) => void;
  /** Only for a delivery: the order is made UNPAID, to be paid when it arrives. */
  onPayOnDelivery?: () => void;
}

let rowCounter = 0;
const newRow = (method: PaymentMethod, text: string): PaymentRow => ({ key: `payment-${(rowCounter += 1)}`, method, text });

export function CheckoutPanel({ total, currency, ready, submitting, onConfirm, onPayOnDelivery }: Props) {
  const [rows, setRows] = useState<PaymentRow[]>(() => [newRow("CASH", amountText(total))]);
  const first = useRef<InputRef>(null);
  const amounts = useRef(new Map<string, InputRef>());
  // "Split: add a payment" puts the cursor on the new amount
  const [focusRow, setFocusRow] = useState<string | null>(null);
  useEffect(() => {
    if (focusRow) amounts.current.get(focusRow)?.focus({ cursor: "all" });
  }, [focusRow]);
  const prefix = `${currency} `;
  const state = coverage(total, rows, prefix);
  const canConfirm = ready && !submitting && state.problem === null;

  useEffect(() => {
    const timer = setTimeout(() => first.current?.focus({ cursor: "all" }), 50);
    return () => clearTimeout(timer);
  }, []);

  const update = (key: string, patch: Partial<PaymentRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const addRow = () => {
    const used = new Set(rows.map((row) => row.method));
    const method = PAYMENT_METHODS.find((candidate) => !used.has(candidate)) ?? "CARD";
    const added = newRow(method, remainingText(total, rows));
    setRows((current) => [...current, added]);
    setFocusRow(added.key);
  };
  const confirm = () => {
    if (canConfirm) onConfirm(rows);
  };

  return (
    <div data-testid="pos-checkout">
      <div style={{ textAlign: "center", padding: "8px 0 16px" }}>
        <Typography.Text type="secondary">Amount due</Typography.Text>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="pos-checkout-total">
          {formatMoney(total, { prefix })}
        </Typography.Title>
      </div>
      <Space direction="vertical" style={{ width: "100%" }} size={8}>
        {rows.map((row, index) => (
          <div key={row.key} data-testid="pos-payment-row">
            <Space.Compact style={{ width: "100%" }} size="large">
              <Select<PaymentMethod>
                aria-label={`Payment ${index + 1} method`}
                data-testid="pos-payment-method"
                value={row.method}
                style={{ width: 170 }}
                options={PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
                onChange={(method) => update(row.key, { method })}
              />
              <Input
                ref={(input) => {
                  if (index === 0) first.current = input;
                  if (input) amounts.current.set(row.key, input);
                  else amounts.current.delete(row.key);
                }}
                aria-label={`Payment ${index + 1} amount`}
                data-testid="pos-payment-amount"
                inputMode="decimal"
                prefix={prefix}
                value={row.text}
                status={state.rowErrors[row.key] && row.text.trim() !== "" ? "error" : undefined}
                onChange={(event) => update(row.key, { text: event.target.value })}
                onFocus={(event) => event.currentTarget.select()}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    confirm();
                  }
                }}
              />
              {rows.length > 1 && (
                <Button aria-label={`Remove payment ${index + 1}`} icon={<DeleteOutlined />} onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))} />
              )}
            </Space.Compact>
          </div>
        ))}
        <Button icon={<PlusOutlined />} onClick={addRow} block data-testid="pos-payment-add" disabled={rows.length >= 8}>
          Split: add a payment
        </Button>
      </Space>
      <Divider style={{ margin: "16px 0" }} />
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Paid">
          <span data-testid="pos-checkout-paid">{formatMoney(state.paid, { prefix })}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Still to pay">
          <span data-testid="pos-checkout-remaining">{formatMoney(state.remaining, { prefix })}</span>
        </Descriptions.Item>
        <Descriptions.Item label={<strong>Change due</strong>}>
          <Typography.Text strong style={{ fontSize: 18, color: state.change.gt(0) ? "#389e0d" : undefined }} data-testid="pos-checkout-change">
            {formatMoney(state.change, { prefix })}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      {state.problem && (
        <Alert style={{ marginTop: 12 }} type="warning" showIcon message={state.problem} data-testid="pos-checkout-problem" />
      )}
      {!ready && <Alert style={{ marginTop: 12 }} type="info" showIcon message="Updating the cart total…" />}
      <Button
        type="primary"
        size="large"
        block
        style={{ marginTop: 16, height: 52, fontSize: 18 }}
        disabled={!canConfirm}
        loading={submitting}
        onClick={confirm}
        data-testid="pos-checkout-confirm"
      >
        Complete sale (Enter)
      </Button>
      {onPayOnDelivery && (
        <Button size="large" block style={{ marginTop: 8 }} disabled={!ready || submitting} onClick={onPayOnDelivery} data-testid="pos-checkout-pay-on-delivery">
          Pay on delivery
        </Button>
      )}
    </div>
  );
}

// How a till return's money goes back (issue 25): to the sale's own methods, in proportion to what each paid (the
// server works out the amounts to the paisa). Only a user holding sales-orders:return-order:refund-any-method may
// choose another method, and then must say why; everyone else sees the sale's methods and cannot change them.
import { useCan } from "@refinedev/core";
import { Alert, Checkbox, Input, Select, Space, Typography } from "antd";
import { formatMoney, sumMoney, type Money } from "../../../common/money";
import { P } from "../../../common/permissions/catalogue";
import { PAYMENT_METHODS, paymentMethodLabel, type PaymentMethod } from "../../../common/schemas/order";
import { REFUND_METHOD_REASON_RULE } from "../../../common/schemas/orderReturn";

export interface RefundChoice {
  /** null: the sale's own methods. */
  method: PaymentMethod | null;
  reason: string;
}

interface Props {
  salePayments: readonly { method: string; amount: number }[];
  currency: string;
  value: RefundChoice;
  onChange: (choice: RefundChoice) => void;
  /** The message for the reason, when it is missing. */
  reasonError?: string | null;
}

/** The sale's methods with what each paid: "Card PKR 300.00 · Cash PKR 500.00". */
function ownMethods(payments: Props["salePayments"], currency: string): string {
  const byMethod = new Map<string, Money>();
  for (const payment of payments) byMethod.set(payment.method, sumMoney([byMethod.get(payment.method) ?? 0, payment.amount]));
  if (byMethod.size === 0) return "no payment";
  return [...byMethod].map(([method, amount]) => `${paymentMethodLabel(method)} ${formatMoney(amount, { prefix: `${currency} ` })}`).join(" · ");
}

export function RefundMethodPicker({ salePayments, currency, value, onChange, reasonError }: Props) {
  const canChoose = useCan({ action: "access", params: { permission: P.salesOrders.returnOrder.refundAnyMethod } }).data?.can === true;
  const split = new Set(salePayments.map((payment) => payment.method)).size > 1;
  const choosing = value.method !== null;
  return (
    <div style={{ marginTop: 12 }} data-testid="return-refund">
      <Typography.Text type={choosing ? "secondary" : undefined} delete={choosing} data-testid="return-own-methods">
        Refund to the sale&apos;s {split ? "methods, in proportion" : "method"}: {ownMethods(salePayments, currency)}
      </Typography.Text>
      {canChoose ? (
        <Space direction="vertical" style={{ width: "100%", marginTop: 8 }}>
          <Checkbox checked={choosing} onChange={(event) => onChange({ method: event.target.checked ? "CASH" : null, reason: "" })} data-testid="return-choose-method">
            Refund by another method
          </Checkbox>
          {choosing && (
            <>
              <Select<PaymentMethod>
                style={{ width: "100%" }}
                value={value.method ?? undefined}
                onChange={(method) => onChange({ ...value, method })}
                options={PAYMENT_METHODS.map((method) => ({ value: method, label: `Refund by ${paymentMethodLabel(method)}` }))}
                data-testid="return-method"
              />
              <Input
                placeholder="Why another method? (required, kept with the return)"
                maxLength={REFUND_METHOD_REASON_RULE.max}
                value={value.reason}
                status={reasonError ? "error" : undefined}
                onChange={(event) => onChange({ ...value, reason: event.target.value })}
                data-testid="return-method-reason"
              />
              {reasonError && <Alert type="error" showIcon message={reasonError} data-testid="return-method-reason-error" />}
            </>
          )}
        </Space>
      ) : (
        <Typography.Paragraph type="secondary" style={{ margin: "4px 0 0" }} data-testid="return-method-locked">
          Only a user allowed to choose the refund method (a manager) can refund another way.
        </Typography.Paragraph>
      )}
    </div>
  );
}

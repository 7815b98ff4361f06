// The cart's totals as the server priced them (calculateCartSummary): subtotal, each discount by its title, tax,
// delivery charges and their discount, platform fee, total; and why a typed discount code does not apply.
import { Alert, Skeleton, Typography } from "antd";
import { formatMoney } from "../../common/money";
import type { CartSummary } from "./documents";

interface Props {
  summary: CartSummary | null;
  empty: boolean;
  loading: boolean;
  error: string | null;
  currency: string;
  itemCount: number;
}

export function SummaryCard({ summary, empty, loading, error, currency, itemCount }: Props) {
  const row = (label: string, value: number | undefined, testId: string) => (
    <div className="pos-summary-row">
      <Typography.Text type="secondary">{label}</Typography.Text>
      <span data-testid={testId}>{value === undefined ? "—" : formatMoney(value)}</span>
    </div>
  );
  return (
    <div className="pos-card" data-testid="pos-summary" aria-busy={loading}>
      <Typography.Text type="secondary" style={{ fontSize: 12, textTransform: "uppercase", letterSpacing: 0.5 }}>
        Order summary · {itemCount} unit{itemCount === 1 ? "" : "s"}
      </Typography.Text>
      {!empty && !summary && !error ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} style={{ marginTop: 12 }} />
      ) : (
        <div style={{ marginTop: 8, opacity: loading ? 0.6 : 1 }}>
          {row("Subtotal", summary?.subtotal ?? (empty ? 0 : undefined), "pos-summary-subtotal")}
          {row("Discount", summary?.totalDiscount ?? (empty ? 0 : undefined), "pos-summary-discount")}
          {summary?.discounts.map((discount) => (
            <div key={discount.discountId} className="pos-summary-row pos-summary-row--sub" data-testid="pos-summary-discount-line">
              <Typography.Text type="secondary">{discount.title}</Typography.Text>
              <span>−{formatMoney(discount.amount)}</span>
            </div>
          ))}
          {row("Tax", summary?.tax ?? (empty ? 0 : undefined), "pos-summary-tax")}
          {summary && summary.deliveryCharges > 0 && row("Delivery charges", summary.deliveryCharges, "pos-summary-delivery")}
          {summary && summary.platformFee > 0 && row("Platform fee", summary.platformFee, "pos-summary-platform-fee")}
          {summary && summary.platformFeeTax > 0 && row("Platform fee tax", summary.platformFeeTax, "pos-summary-platform-fee-tax")}
          {summary && summary.posFees > 0 && row("POS fees", summary.posFees, "pos-summary-pos-fees")}
          {summary?.integrations.map((integration) => (
            <div key={integration.name} className="pos-summary-row" data-testid="pos-summary-integration">
              <Typography.Text>{integration.name} POS fee</Typography.Text>
              <span>{formatMoney(integration.amount)}</span>
            </div>
          ))}
          <div style={{ borderTop: "1px dashed #d9d9d9", margin: "10px 0 4px" }} />
          <div className="pos-summary-row" style={{ alignItems: "baseline" }}>
            <Typography.Text strong>Total</Typography.Text>
            <span className="pos-total" data-testid="pos-summary-total">
              <small style={{ fontSize: 14, fontWeight: 500, marginRight: 6 }}>{currency}</small>
              {summary ? formatMoney(summary.total) : empty ? "0.00" : "—"}
            </span>
          </div>
        </div>
      )}
      {error && <Alert type="error" showIcon style={{ marginTop: 8 }} message={error} data-testid="pos-summary-error" />}
      {summary?.discountCodeRefusal && <Alert type="warning" showIcon style={{ marginTop: 8 }} message={summary.discountCodeRefusal} data-testid="pos-summary-code-refusal" />}
    </div>
  );
}

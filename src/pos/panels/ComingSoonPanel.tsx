// The till's buttons whose screens come with later releases: each opens its panel saying so plainly.
import { Alert } from "antd";

export const COMING_SOON = {
  discounts: { title: "Discounts", text: "Discount codes and manual discounts are not available yet: they come with the customers & discounts release. Prices are charged as listed." },
  partners: { title: "Partners", text: "Selling for a partner (insurance, corporate accounts) is not available yet: it comes with the customers & discounts release." },
  delivery: { title: "Delivery", text: "Delivery orders are not available yet: every sale at this till is a counter (pickup) sale for now." },
  orderReturn: { title: "Order return", text: "Returns at the till are not available yet: they come with the returns release." },
  lostSale: { title: "Lost sale", text: "Recording a lost sale (a product asked for but not sold) is not available yet: it comes with the customers & discounts release." },
} as const;
export type ComingSoonKind = keyof typeof COMING_SOON;

export function ComingSoonPanel({ kind }: { kind: ComingSoonKind }) {
  return <Alert type="info" showIcon message="Coming with a later release" description={COMING_SOON[kind].text} data-testid="pos-coming-soon" />;
}

// The till's buttons whose screens come with later releases: each opens its panel saying so plainly.
import { Alert } from "antd";

export const COMING_SOON = {
  orderReturn: { title: "Order return", text: "Returns at the till are not available yet: they come with the returns release." },
  lostSale: { title: "Lost sale", text: "Recording a lost sale (a product asked for but not sold) is not available yet: it comes with the returns and lost sales release." },
} as const;
export type ComingSoonKind = keyof typeof COMING_SOON;

export function ComingSoonPanel({ kind }: { kind: ComingSoonKind }) {
  return <Alert type="info" showIcon message="Coming with a later release" description={COMING_SOON[kind].text} data-testid="pos-coming-soon" />;
}

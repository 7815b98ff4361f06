// The till's buttons whose screens come with later releases: each opens its panel saying so plainly.
import { Alert } from "antd";

export const COMING_SOON = {
  orderReturn: { title: "Order return", text: "Returns at the till are not available yet: they come with the returns release." },
} as const;
export type ComingSoonKind = keyof typeof COMING_SOON;

export function ComingSoonPanel({ kind }: { kind: ComingSoonKind }) {
  return <Alert type="info" showIcon message="Coming with a later release" description={COMING_SOON[kind].text} data-testid="pos-coming-soon" />;
}

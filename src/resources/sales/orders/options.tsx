// The order enums as the screens show them: words instead of codes (underscores as spaces) and chip colours in
// the spec's scheme (done: success, waiting: warning, under way: info, refused or cancelled: error).
import { Tag } from "antd";
import { ORDER_CHANNELS, ORDER_SOURCES, ORDER_STATUSES, PAYMENT_STATUSES } from "../../../../common/schemas/order";
import { enumLabel } from "../../../../common/format/enumLabel";
import type { FieldOption } from "../../types";

export { enumLabel };

const COLOURS: Record<string, string> = {
  COMPLETED: "success",
  FULFILLED: "success",
  PAID: "success",
  SHIPPED: "success",
  HOLD: "warning",
  PENDING: "warning",
  RETURN_REQUESTED: "warning",
  UNPAID: "warning",
  PARTIALLY_PAID: "warning",
  NOT_SHIPPED: "warning",
  UNFULFILLED: "warning",
  PARTIALLY_FULFILLED: "warning",
  PARTIALLY_SHIPPED: "warning",
  PROCESSING: "processing",
  IN_TRANSIT: "processing",
  CANCELLED: "error",
  FAILED: "error",
  RETURNED: "purple",
  PARTIALLY_RETURNED: "purple",
  REFUNDED: "purple",
  PARTIALLY_REFUNDED: "purple",
};

const optionsOf = (values: readonly string[]): readonly FieldOption[] =>
  values.map((value) => ({ value, label: enumLabel(value), color: COLOURS[value] ?? "default" }));

export const ORDER_STATUS_OPTIONS = optionsOf(ORDER_STATUSES);
export const PAYMENT_STATUS_OPTIONS = optionsOf(PAYMENT_STATUSES);
export const ORDER_SOURCE_OPTIONS = optionsOf(ORDER_SOURCES);
export const ORDER_CHANNEL_OPTIONS = optionsOf(ORDER_CHANNELS);

/** A status chip; `testId` names it for tests (default status-{value}). */
export function StatusChip({ value, testId }: { value: string | null | undefined; testId?: string }) {
  if (!value) return <>—</>;
  return (
    <Tag color={COLOURS[value] ?? "default"} data-testid={testId ?? `status-${value}`}>
      {enumLabel(value)}
    </Tag>
  );
}

/** Only sales print a receipt: not a held cart, not a cancelled one. */
export const hasReceipt = (order: { status: string; kind: string }) => order.kind === "NORMAL" && order.status !== "HOLD" && order.status !== "CANCELLED";

import { Tag } from "antd";
import type { FieldOption } from "../../types";
import { enumLabel } from "../../../../common/format/enumLabel";
import { PURCHASE_ORDER_STATUSES } from "../../../../common/schemas/purchaseOrder";
import { optionsOf } from "../../catalogue/options";

export const PO_STATUS_OPTIONS = optionsOf(PURCHASE_ORDER_STATUSES, { OPEN: "blue", PARTIAL: "orange", FULFILLED: "green", CLOSED: "default", CANCELLED: "red" });

export const GRN_ITEM_STATUS_OPTIONS: readonly FieldOption[] = [
  { label: "QC", value: "QC", color: "gold" },
  { label: "Accepted", value: "ACCEPTED", color: "cyan" },
  { label: "Received", value: "RECEIVED", color: "blue" },
  { label: "Completed", value: "COMPLETED", color: "green" },
  { label: "Rejected", value: "REJECTED", color: "red" },
  { label: "Pending", value: "PENDING", color: "gold" },
  { label: "Open", value: "OPEN", color: "blue" },
  { label: "Partial", value: "PARTIAL", color: "orange" },
  { label: "Fulfilled", value: "FULFILLED", color: "green" },
  { label: "Closed", value: "CLOSED", color: "default" },
];

export function EnumTag({ value, options }: { value: string | null | undefined; options: readonly FieldOption[] }) {
  if (!value) return <>—</>;
  const option = options.find((candidate) => candidate.value === value);
  return (
    <Tag color={option?.color} data-testid={`status-${value}`}>
      {option?.label ?? enumLabel(value)}
    </Tag>
  );
}

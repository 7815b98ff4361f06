// How the product page shows lot statuses, ledger kinds and stock quantities.
import { Tag } from "antd";
import { labelColor } from "../../../../common/format/labelColor";
import type { FieldOption } from "../../types";

const LOT_STATUS_COLORS: Record<string, string> = {
  IN_INVENTORY: "green",
  IN_TRANSFER: "blue",
  IN_AUDIT: "purple",
  IN_ADJUSTMENT: "purple",
  RETURNED: "orange",
  STOCK_OUT: "default",
  ADJUSTED_STOCK_OUT: "default",
  MATCHED: "cyan",
  SHORT: "red",
  EXCESS: "gold",
};

const KIND_COLORS: Record<string, string> = {
  INTAKE: "green",
  TRANSFER_IN: "green",
  RETURN_FROM_CUSTOMER: "green",
  SALE: "blue",
  TRANSFER_OUT: "geekblue",
  RETURN: "orange",
  RETURN_TO_VENDOR: "orange",
  ADJUSTMENT: "purple",
  AUDIT: "purple",
};

/** IN_INVENTORY → In Inventory, BOX → Box. */
export const readable = (value: string): string =>
  value
    .split("_")
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join(" ");

/** The spec's lot statuses (the server's PRODUCT_LOT_STATUSES), readable and coloured. */
export const LOT_STATUS_OPTIONS: readonly FieldOption[] = Object.keys(LOT_STATUS_COLORS)
  .sort()
  .map((value) => ({ value, label: readable(value), color: LOT_STATUS_COLORS[value] }));

export function LotStatusTag({ status }: { status: string }) {
  const option = LOT_STATUS_OPTIONS.find((candidate) => candidate.value === status);
  return <Tag color={option?.color ?? labelColor(status)}>{option?.label ?? readable(status)}</Tag>;
}

export function KindTag({ kind }: { kind: string }) {
  return <Tag color={KIND_COLORS[kind] ?? labelColor(kind)}>{readable(kind)}</Tag>;
}

/** A ledger change: +60 in green, −60 in red. */
export function QuantityChange({ quantity }: { quantity: number }) {
  const color = quantity > 0 ? "#389e0d" : quantity < 0 ? "#cf1322" : undefined;
  return <span style={{ color, fontVariantNumeric: "tabular-nums" }}>{quantity > 0 ? `+${quantity}` : quantity < 0 ? `−${-quantity}` : "0"}</span>;
}

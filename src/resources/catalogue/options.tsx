// Option lists and cells shared by the catalogue and procurement resources.
import { Tag } from "antd";
import { labelColor } from "../../../common/format/labelColor";
import { formatPrice } from "../../../common/format/price";
import { getSession } from "../../providers/session";
import type { FieldOption } from "../types";
import { enumLabel } from "../../../common/format/enumLabel";

export const ACTIVE_STATUS_OPTIONS: readonly FieldOption[] = [
  { label: "Active", value: "ACTIVE", color: "green" },
  { label: "Deactive", value: "DEACTIVE", color: "orange" },
  { label: "Inactive", value: "INACTIVE", color: "red" },
];

export const UNIT_OPTIONS: readonly FieldOption[] = [
  { label: "Box", value: "BOX" },
  { label: "Carton", value: "CARTON" },
  { label: "Piece", value: "PIECE" },
  { label: "Unit", value: "UNIT" },
];

/** Options whose label is the value made readable (MEDICAL_DEVICE → Medical Device), by common/format/enumLabel. */
export const optionsOf = (values: readonly string[]): FieldOption[] => values.map((value) => ({ value, label: enumLabel(value) }));

export function StatusTag({ status }: { status: string }) {
  const option = ACTIVE_STATUS_OPTIONS.find((candidate) => candidate.value === status);
  return <Tag color={option?.color ?? labelColor(status)}>{option?.label ?? enumLabel(status)}</Tag>;
}

export function NameTags({ items }: { items: readonly { id: string; name: string }[] | null | undefined }) {
  if (!items || items.length === 0) return <>—</>;
  return (
    <>
      {items.map((item) => (
        <Tag key={item.id} color={labelColor(item.name)}>
          {item.name}
        </Tag>
      ))}
    </>
  );
}

/** The tenant's currency code (PKR for the demo tenant). */
export const currencyCode = (): string => getSession()?.tenant.currency ?? "PKR";

/** A price cell: "PKR 1,234.50", or a dash when there is none. */
export function priceText(value: number | null | undefined): string {
  return value === null || value === undefined ? "—" : formatPrice(value, { prefix: `${currencyCode()} ` });
}

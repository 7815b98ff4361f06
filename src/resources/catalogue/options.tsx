// Option lists and cells shared by the catalogue and procurement resources.
import { Tag } from "antd";
import { labelColor } from "../../../common/format/labelColor";
import { formatPrice } from "../../../common/format/price";
import { getSession } from "../../providers/session";
import type { FieldOption } from "../types";
import { enumLabel } from "../../../common/format/enumLabel";
import { ACTIVE_STATUSES, UNITS_OF_MEASURE } from "../../../common/schemas/taxonomy";

/** Tag colours of an enum's values (antd presets or "default"). */
type OptionColors<T extends string> = Partial<Readonly<Record<T, string>>>;

const option = <T extends string>(value: T, label: string, colors: OptionColors<T>): FieldOption => {
  const color = colors[value];
  return color ? { label, value, color } : { label, value };
};

/** Options for one of common/'s enum lists, in its order, labelled by common/format/enumLabel (MEDICAL_DEVICE → Medical Device). */
export const optionsOf = <T extends string>(values: readonly T[], colors: OptionColors<T> = {}): FieldOption[] =>
  values.map((value) => option(value, enumLabel(value), colors));

/** Options for an enum that common/ words itself (DISCOUNT_STATUS_LABELS…), in the order the labels are written. */
export const labelledOptions = <T extends string>(labels: Readonly<Record<T, string>>, colors: OptionColors<T> = {}): FieldOption[] =>
  (Object.keys(labels) as T[]).map((value) => option(value, labels[value], colors));

/** The option's label for an enum value (the value made readable when unknown, empty when there is none). */
export function optionLabel(value: string | null | undefined, options: readonly FieldOption[]): string {
  if (!value) return "";
  return options.find((option) => option.value === value)?.label ?? enumLabel(value);
}

export const ACTIVE_STATUS_OPTIONS = optionsOf(ACTIVE_STATUSES, { ACTIVE: "green", DEACTIVE: "orange", INACTIVE: "red" });

export const UNIT_OPTIONS = optionsOf(UNITS_OF_MEASURE);

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

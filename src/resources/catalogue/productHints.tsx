import { marginOf, unitPriceOf } from "../../../common/schemas/product";
import type { FormValues } from "../types";
import { priceText } from "./options";

const numberOf = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** Under the unit price: MRP ÷ units per buying unit, what the server stores when the field is left blank. */
export function unitPriceHint(values: FormValues) {
  const mrp = numberOf(values.maximumRetailPrice);
  const factor = numberOf(values.uomFactor);
  if (mrp === null || factor === null || factor < 1 || !Number.isInteger(factor)) {
    return "Maximum retail price ÷ units per buying unit; leave blank to compute it.";
  }
  return (
    <span data-testid="unit-price-hint">
      {`Computed: ${priceText(unitPriceOf(mrp, factor))} (${priceText(mrp)} ÷ ${factor}); leave blank to use it.`}
    </span>
  );
}

/** Under the margin: (MRP − purchasing price) ÷ MRP, what the server stores when the field is left blank. */
export function marginHint(values: FormValues) {
  const mrp = numberOf(values.maximumRetailPrice);
  const margin = mrp === null ? null : marginOf(mrp, numberOf(values.purchasingPrice));
  return margin === null ? "Computed from the MRP and the purchasing price when left blank." : `Computed: ${margin}% when left blank.`;
}

// The create screen's lines: the lots chosen (from a scan, a search or the expired list) with what the user typed
// for each, the input sent (checked by the shared schema first), and the errors of either side put beside the
// line they name: `lines.{index}.{field}` of the schema or the server becomes `{lotId}.{field}`.
import { TYPE_LINE_KIND, type AdjustmentLineKind, type HandAdjustmentType } from "../../../../common/schemas/adjustment";
import type { FieldErrors } from "../../../../common/validation/fieldErrors";
import type { AdjustableLot, ExpiredLot } from "./queries";

/** A lot as a line shows it, whichever list it came from. */
export interface PickedLot {
  id: string;
  actionId: string;
  productName: string;
  batchNumber: string | null;
  batchExpiry: string;
  status: string;
  /** Selling units it holds now. */
  quantity: number;
}

export interface AdjustmentLine {
  lot: PickedLot;
  quantity: number | null;
  reason: string;
  /** CORRECTION only: out (SHORT) or in (EXCESS); the other types imply it. */
  kind: AdjustmentLineKind | null;
}

export const pickedFromLot = (lot: AdjustableLot): PickedLot => ({
  id: lot.id,
  actionId: lot.actionId,
  productName: lot.product.name,
  batchNumber: lot.batchNumber,
  batchExpiry: lot.batchExpiry,
  status: lot.status,
  quantity: lot.quantity,
});

export const pickedFromExpired = (lot: ExpiredLot): PickedLot => ({
  id: lot.lotId,
  actionId: lot.actionId,
  productName: lot.productName,
  batchNumber: null,
  batchExpiry: lot.batchExpiry,
  status: "IN_INVENTORY",
  quantity: lot.quantity,
});

/**
 * A new line: a type that takes stock out starts with the whole lot (a broken or expired pack usually goes whole),
 * an expired one with the reason the write-off would give; the user changes what differs.
 */
export function newLine(lot: PickedLot, type: HandAdjustmentType | null): AdjustmentLine {
  const out = type !== null && TYPE_LINE_KIND[type] === "SHORT";
  return { lot, quantity: out ? lot.quantity : null, reason: type === "EXPIRED" ? `Expired on ${lot.batchExpiry}.` : "", kind: null };
}

interface AdjustmentForm {
  title: string;
  remarks: string;
  adjustmentType: HandAdjustmentType | null;
  locationId: string;
  lines: readonly AdjustmentLine[];
}

/** What createAdjustment takes, before the shared schema checks it (nothing is rounded or clamped here). */
export function adjustmentInput(form: AdjustmentForm) {
  return {
    title: form.title,
    remarks: form.remarks,
    adjustmentType: form.adjustmentType,
    locationId: form.locationId,
    lines: form.lines.map((line) => ({
      lotId: line.lot.id,
      quantity: line.quantity,
      reason: line.reason,
      kind: form.adjustmentType === "CORRECTION" ? line.kind : null,
    })),
  };
}

/** Field errors keyed as the screen shows them: `{lotId}.quantity`, `{lotId}.lotId`, or the form field (`title`). */
export function errorsByLine(fields: FieldErrors, lotIds: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const [field, index, ...rest] = path.split(".");
    const lotId = field === "lines" && index !== undefined && /^\d+$/.test(index) ? lotIds[Number(index)] : undefined;
    const key = lotId ? `${lotId}.${rest.join(".") || "lotId"}` : field;
    found[key] = found[key] ? `${found[key]} ${message}` : message;
  }
  return found;
}

/** "2 lines need a look: see the marked lines." (null when no line is at fault). */
export function linesAtFault(errors: Readonly<Record<string, string>>, lotIds: readonly string[]): string | null {
  const count = lotIds.filter((id) => Object.keys(errors).some((key) => key.startsWith(`${id}.`))).length;
  if (count === 0) return null;
  return `${count} line${count === 1 ? " needs" : "s need"} a look: see the marked line${count === 1 ? "" : "s"}.`;
}

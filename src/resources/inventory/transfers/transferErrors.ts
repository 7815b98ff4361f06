// Where a refused transfer's errors go: createTransfer names a refused lot as lotCodes.{index} and a product line it
// cannot fill as products.{index}.packs (indexes of what was sent); the screen puts each beside its line, keyed by
// lot code or product id, and says in one short sentence how many lines need a look.
import type { FieldErrors } from "../../../../common/validation/fieldErrors";

export interface SentLines {
  lotCodes: readonly string[];
  productIds: readonly string[];
}

/** The server's field errors keyed as the screen shows them: a lot's code, a product's id, or the form field. */
export function transferErrorsByLine(fields: FieldErrors, sent: SentLines): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const [field, index] = path.split(".");
    const rows = field === "lotCodes" ? sent.lotCodes : field === "products" ? sent.productIds : null;
    const key = rows && index !== undefined && /^\d+$/.test(index) ? (rows[Number(index)] ?? field) : field;
    found[key] = found[key] ? `${found[key]} ${message}` : message;
  }
  return found;
}

/** "2 lines cannot be sent as they are: see the marked lines." (null when no line is at fault). */
export function linesAtFaultText(errors: Readonly<Record<string, string>>, sent: SentLines): string | null {
  const lines = new Set([...sent.lotCodes, ...sent.productIds]);
  const count = Object.keys(errors).filter((key) => lines.has(key)).length;
  if (count === 0) return null;
  return `${count} line${count === 1 ? "" : "s"} cannot be sent as ${count === 1 ? "it is" : "they are"}: see the marked line${count === 1 ? "" : "s"}.`;
}

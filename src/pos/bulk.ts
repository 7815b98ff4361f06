// Bulk cart items: a pasted or uploaded list of "SKU or GTIN, quantity" lines (comma, semicolon or tab; a header
// line and blank lines are skipped; a missing quantity means 1).
import { parseQuantity } from "./cart";

export const BULK_MAX_LINES = 200;

export interface BulkLine {
  /** 1-based line number in the text. */
  line: number;
  code: string;
  quantity: number;
}

export interface BulkRefusal {
  line: number;
  code: string;
  reason: string;
}

export function parseBulkList(text: string): { lines: BulkLine[]; refused: BulkRefusal[] } {
  const lines: BulkLine[] = [];
  const refused: BulkRefusal[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === "") return;
    const [codePart = "", quantityPart = ""] = trimmed.split(/[,;\t]/).map((part) => part.trim().replace(/^"|"$/g, ""));
    if (index === 0 && /^(sku|gtin|code|barcode)/i.test(codePart) && !/^\d/.test(quantityPart)) return; // a header
    if (codePart === "") {
      refused.push({ line, code: "", reason: "No SKU or GTIN on this line." });
      return;
    }
    const quantity = quantityPart === "" ? { quantity: 1 } : parseQuantity(quantityPart);
    if ("error" in quantity) refused.push({ line, code: codePart, reason: quantity.error });
    else lines.push({ line, code: codePart, quantity: quantity.quantity });
  });
  if (lines.length > BULK_MAX_LINES) {
    for (const extra of lines.splice(BULK_MAX_LINES)) refused.push({ line: extra.line, code: extra.code, reason: `Only ${BULK_MAX_LINES} lines are added at a time.` });
  }
  return { lines, refused };
}

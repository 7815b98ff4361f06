// Enum values as people read them, in one place for every screen: PARTIALLY_RECEIVED → "Partially Received",
// POS_FEE → "POS Fee", purchaseOrder → "Purchase Order"; a few values read better in words of their own (a HOLD order is a "Held" cart).
const OWN_WORDS: Readonly<Record<string, string>> = {
  HOLD: "Held",
  DEACTIVE: "Deactive",
};

/** Codes kept in capitals inside a label. */
const CODES = new Set(["POS", "FBR", "SRB", "QC", "GRN", "PO", "SKU", "GTIN", "MRP", "UOM", "FOC", "ID", "GST", "NTN", "STRN", "IBAN", "OTC", "API", "CSV", "XLSX", "URL"]);

export function enumLabel(value: string | null | undefined): string {
  if (!value) return "";
  const own = OWN_WORDS[value];
  if (own) return own;
  return value
    // camelCase and kebab-case names read the same way (purchaseOrder, lost-sale)
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .split(/[_\-\s]+/)
    .filter((word) => word !== "")
    .map((word) => {
      const upper = word.toUpperCase();
      return CODES.has(upper) ? upper : upper.charAt(0) + upper.slice(1).toLowerCase();
    })
    .join(" ");
}

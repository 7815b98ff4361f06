// The bounded field builders every shared schema is made of, and a few schemas that must use them.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DATE_RANGE_MESSAGE, optionalDate, requiredDate } from "../../../common/schemas/dates";
import { optionalImageUrl, optionalText, requiredText } from "../../../common/schemas/fields";
import { grnInputSchema, grnItemInputSchema } from "../../../common/schemas/grn";
import { productInputSchema } from "../../../common/schemas/product";
import { purchaseOrderItemInputSchema } from "../../../common/schemas/purchaseOrder";
import { loginInputSchema } from "../../../common/schemas/session";
import { stockReturnInputSchema } from "../../../common/schemas/stockReturn";
import {
  CONVERSION_MAX,
  MONEY_MAX,
  formatBound,
  optionalMoney,
  optionalPercent,
  optionalSorting,
  requiredCount,
  requiredMoney,
} from "../../../common/validation/bounds";
import { fieldErrorsFromZod } from "../../../common/validation/fieldErrors";
import { hasControlCharacters, isHttpUrl, isImageUrl } from "../../../common/validation/text";

/** The one message a field builder answers for value, or null when it accepts it. */
function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = z.object({ field: schema }).safeParse({ field: value });
  return result.success ? null : (fieldErrorsFromZod(result.error).field ?? null);
}

function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsFromZod(result.error);
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("money", () => {
  const price = requiredMoney("Trade price");
  it("takes 0 to 1,000,000,000 with at most 2 decimals, numbers or numeric text", () => {
    for (const value of [0, 0.01, 12.5, MONEY_MAX, "99.99"]) expect(messageOf(price, value), String(value)).toBeNull();
    expect(z.object({ p: price }).parse({ p: " 12.30 " }).p).toBe(12.3);
  });
  it("refuses more than 1,000,000,000, naming the bound", () => {
    expect(messageOf(price, 1e13)).toBe("Trade price must be at most 1,000,000,000.");
    expect(messageOf(price, MONEY_MAX + 0.01)).toBe("Trade price must be at most 1,000,000,000.");
  });
  it("refuses a third decimal instead of rounding it away", () => {
    expect(messageOf(price, 1.234)).toBe("Trade price can have at most 2 decimals.");
    expect(messageOf(price, 0.001)).toBe("Trade price can have at most 2 decimals.");
  });
  it("refuses negatives, non-numbers and infinities; says when a required amount is missing", () => {
    expect(messageOf(price, -1)).toBe("Trade price cannot be negative.");
    expect(messageOf(price, "abc")).toBe("Trade price must be a number.");
    expect(messageOf(price, "12,5")).toBe("Trade price must be a number.");
    expect(messageOf(price, Infinity)).toBe("Trade price must be a number.");
    expect(messageOf(requiredMoney("MRP", { missingMessage: "MRP is required." }), undefined)).toBe("MRP is required.");
  });
  it("lets a form give one message for every way of failing (the document forms' wording)", () => {
    const combined = requiredMoney("Trade price", { message: "Trade price must be a number of 0 or more with at most 2 decimals." });
    expect(messageOf(combined, 1.234)).toBe("Trade price must be a number of 0 or more with at most 2 decimals.");
    expect(messageOf(combined, 2e9)).toBe("Trade price must be at most 1,000,000,000.");
  });
  it("makes blank optional amounts null", () => {
    expect(z.object({ p: optionalMoney("Credit limit") }).parse({ p: "" }).p).toBeNull();
    expect(z.object({ p: optionalMoney("Credit limit") }).parse({}).p).toBeNull();
    expect(messageOf(optionalMoney("Credit limit"), 1e13)).toBe("Credit limit must be at most 1,000,000,000.");
  });
});

describe("percentages", () => {
  const gst = optionalPercent("GST");
  it("take 0 to 100 with at most 2 decimals", () => {
    for (const value of [0, 17, 12.75, 100, null]) expect(messageOf(gst, value), String(value)).toBeNull();
    expect(messageOf(gst, 150)).toBe("GST must be between 0 and 100.");
    expect(messageOf(gst, -1)).toBe("GST must be between 0 and 100.");
    expect(messageOf(gst, 12.345)).toBe("GST can have at most 2 decimals.");
  });
});

describe("counts and conversions", () => {
  const conversion = requiredCount("Conversion", { min: 1, max: CONVERSION_MAX });
  it("take whole numbers from min to max", () => {
    expect(messageOf(conversion, 1)).toBeNull();
    expect(messageOf(conversion, CONVERSION_MAX)).toBeNull();
    expect(messageOf(conversion, 0)).toBe("Conversion must be a whole number of 1 or more.");
    expect(messageOf(conversion, 2.5)).toBe("Conversion must be a whole number of 1 or more.");
    expect(messageOf(conversion, 2147483647)).toBe("Conversion must be at most 10,000.");
  });
  it("bound sort orders both ways", () => {
    expect(messageOf(optionalSorting(), -5)).toBeNull();
    expect(messageOf(optionalSorting(), 2e9)).toBe("Sorting must be between -1,000,000 and 1,000,000.");
    expect(messageOf(optionalSorting(), -2e9)).toBe("Sorting must be between -1,000,000 and 1,000,000.");
    expect(messageOf(optionalSorting(), 1.5)).toBe("Sorting must be a whole number.");
  });
  it("format their bounds for people", () => {
    expect(formatBound(1_000_000_000)).toBe("1,000,000,000");
    expect(formatBound(-1000)).toBe("-1,000");
  });
});

describe("dates", () => {
  it("take calendar dates from 1900-01-01 to 2100-12-31", () => {
    expect(messageOf(requiredDate(), "1900-01-01")).toBeNull();
    expect(messageOf(requiredDate(), "2100-12-31T10:00:00Z")).toBeNull();
    expect(messageOf(requiredDate(), "1899-12-31")).toBe(DATE_RANGE_MESSAGE);
    expect(messageOf(requiredDate(), "2101-01-01")).toBe(DATE_RANGE_MESSAGE);
    expect(messageOf(optionalDate(), "9999-12-31")).toBe(DATE_RANGE_MESSAGE);
    expect(messageOf(optionalDate(), "0000-01-01")).toBe(DATE_RANGE_MESSAGE);
  });
  it("still refuse what is not a date at all, a year 275760 included", () => {
    expect(messageOf(requiredDate(), "275760-09-13")).toBe("Please enter a valid date.");
    expect(messageOf(requiredDate(), "2026-02-30")).toBe("Please enter a valid date.");
    expect(messageOf(optionalDate(), "")).toBeNull();
  });
});

describe("text", () => {
  const name = requiredText("Name is required.", { label: "Name", max: 10 });
  const comment = optionalText({ label: "Comment", max: 50, multiline: true });
  it("has a maximum length per field", () => {
    expect(messageOf(name, "0123456789")).toBeNull();
    expect(messageOf(name, "0123456789x")).toBe("Name must be at most 10 characters.");
  });
  it("refuses NUL and the other control characters", () => {
    expect(messageOf(name, "Pana\u0000dol")).toBe("Name cannot contain control characters.");
    expect(messageOf(name, "a\u001bb")).toBe("Name cannot contain control characters.");
    expect(messageOf(name, "a\u007fb")).toBe("Name cannot contain control characters.");
    expect(messageOf(name, "a\u0085b")).toBe("Name cannot contain control characters.");
    expect(messageOf(comment, "a\u0000b")).toBe("Comment cannot contain control characters.");
  });
  it("keeps tab and line breaks in multi-line text only", () => {
    expect(messageOf(comment, "line one\r\nline\ttwo")).toBeNull();
    expect(messageOf(name, "a\nb")).toBe("Name cannot contain control characters.");
    expect(messageOf(name, "a\tb")).toBe("Name cannot contain control characters.");
    expect(hasControlCharacters("Müller & Söhne — ✓")).toBe(false);
  });
  it("refuses half a surrogate pair but takes whole ones", () => {
    expect(messageOf(name, "a\ud800b")).toBe("Name contains an invalid character.");
    expect(messageOf(name, "💊")).toBeNull();
  });
});

describe("links", () => {
  it("take http(s) links and our uploads only", () => {
    expect(isHttpUrl("https://example.com/logo.png")).toBe(true);
    expect(isImageUrl("/files/0b9d3c1e-1111-4111-8111-111111111111/0b9d3c1e-2222-4222-8222-222222222222.png")).toBe(true);
    for (const bad of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:image/png;base64,AAAA", "file:///etc/passwd", "//evil.test/x.png", "/files/../x.png", "https://", "https://a b.test/", "https://a.test/\u0000"]) {
      expect(isImageUrl(bad), bad).toBe(false);
    }
  });
  it("name the field when refused", () => {
    expect(messageOf(optionalImageUrl("Image"), "javascript:alert(1)")).toBe("Image must be an uploaded image or an http(s) link.");
    expect(messageOf(optionalImageUrl("Image"), "")).toBeNull();
    expect(messageOf(optionalImageUrl("Image"), `https://example.com/${"a".repeat(1000)}`)).toBe("Image must be at most 1000 characters.");
  });
});

describe("schemas built from them", () => {
  const product = { name: "Panadol 500mg", status: "ACTIVE", buyingUnit: "BOX", sellingUnit: "PIECE", uomFactor: 200, maximumRetailPrice: 540 };
  it("bound a product's conversion, prices, percentages and levels", () => {
    expect(
      errorsOf(productInputSchema, {
        ...product,
        uomFactor: 20_000,
        conversions: [{ itemConversion: 2147483647, sellingUnit: "PIECE" }],
        purchasingPrice: 1e13,
        tradePrice: 1.005,
        discountPercentage: 150,
        skuMaximumLevel: 5_000_000,
        images: ["javascript:alert(1)"],
      }),
    ).toEqual({
      uomFactor: "Units per buying unit must be at most 10,000.",
      "conversions.0.itemConversion": "Conversion must be at most 10,000.",
      purchasingPrice: "Purchasing price must be at most 1,000,000,000.",
      tradePrice: "Trade price can have at most 2 decimals.",
      discountPercentage: "Discount percentage must be between 0 and 100.",
      skuMaximumLevel: "Maximum level must be at most 1,000,000.",
      images: "Images must be uploaded files.",
    });
  });
  it("refuses a purchasing price so far above the retail price that the margin leaves its column", () => {
    expect(errorsOf(productInputSchema, { ...product, maximumRetailPrice: 1, purchasingPrice: 500 })).toEqual({
      purchasingPrice: "Purchasing price is so far above the maximum retail price that the margin would be below -1,000%.",
    });
    expect(errorsOf(productInputSchema, { ...product, margins: -5000 })).toEqual({ margins: "Margin must be a number from -1,000 to 100." });
  });
  it("bounds a purchase order line's conversion and amount", () => {
    const line = { productId: uuid(1), requiredQuantity: 10, tradePrice: 100 };
    expect(errorsOf(purchaseOrderItemInputSchema, { ...line, itemConversion: 2147483647 })).toEqual({ itemConversion: "Conversion must be at most 10,000." });
    expect(errorsOf(purchaseOrderItemInputSchema, { ...line, requiredQuantity: 1_000_000, tradePrice: 1001 })).toEqual({
      requiredQuantity: "A line can amount to at most 1,000,000,000 (quantity × trade price).",
    });
  });
  it("bounds the packs of a GRN line, received and FOC together", () => {
    const line = { poItemId: uuid(1), batchNumber: "B1", batchExpiry: "2099-01-01", mrp: 10, tradePrice: 5, receivedQuantity: 6000, foc: 5000 };
    expect(errorsOf(grnItemInputSchema, line)).toEqual({ receivedQuantity: "A GRN line can bring in at most 10,000 packs (received and FOC together)." });
    expect(errorsOf(grnItemInputSchema, { ...line, receivedQuantity: 100_000, foc: 0 })).toEqual({ receivedQuantity: "Received quantity must be at most 10,000." });
  });
  it("bounds a whole GRN's packs and total, once its lines are valid", () => {
    const line = (n: number, overrides: object = {}) => ({ poItemId: uuid(n), batchNumber: "B1", batchExpiry: "2099-01-01", mrp: 10, tradePrice: 5, receivedQuantity: 8000, ...overrides });
    const grn = (items: object[]) => ({ poId: uuid(9), invoiceNumber: "INV-1", invoiceDate: "2024-01-01", stockArrivalDate: "2024-01-01", items });
    expect(errorsOf(grnInputSchema, grn([line(1), line(2), line(3)]))).toEqual({ items: "A GRN can bring in at most 20,000 packs." });
    expect(errorsOf(grnInputSchema, grn([line(1, { tradePrice: 100_000 }), line(2, { tradePrice: 100_000 })]))).toEqual({ items: "A GRN can total at most 1,000,000,000." });
    expect(errorsOf(grnInputSchema, grn([line(1, { tradePrice: 1e13 }), line(2), line(3)]))).toEqual({ "items.0.tradePrice": "Trade price must be at most 1,000,000,000." });
  });
  it("reports a bad price once, not again as a line amount and a total", () => {
    expect(errorsOf(purchaseOrderItemInputSchema, { productId: uuid(1), requiredQuantity: 10, tradePrice: 1e13 })).toEqual({ tradePrice: "Trade price must be at most 1,000,000,000." });
  });
  it("refuses more than 5,000 lots in one stock return", () => {
    const lotIds = Array.from({ length: 5001 }, (_, index) => uuid(index + 1));
    expect(errorsOf(stockReturnInputSchema, { vendorId: uuid(1), locationId: uuid(2), lotIds })).toEqual({ lotIds: "A return can have at most 5,000 lots." });
    expect(errorsOf(stockReturnInputSchema, { vendorId: uuid(1), locationId: uuid(2), lotIds: lotIds.slice(0, 3000), actionIds: lotIds.slice(0, 2001).map((id) => `C-${id}`) })).toEqual({
      lots: "A return can have at most 5,000 lots.",
    });
  });
  it("keeps sign-in inputs short and the account free of control characters", () => {
    expect(errorsOf(loginInputSchema, { email: "a@b.test", password: "x".repeat(257) })).toEqual({ password: "Password must be at most 256 characters" });
    expect(errorsOf(loginInputSchema, { email: "a@b.test", password: "x", accountId: "de\u0000mo" })).toEqual({ accountId: "Invalid company account" });
  });
});

import { describe, expect, it } from "vitest";
import { categoryInputSchema, CATEGORY_MAX_LEVEL } from "../../../common/schemas/category";
import { manufacturerInputSchema, manufacturerNeedsReason } from "../../../common/schemas/manufacturer";
import { marginOf, productInputSchema, unitPriceOf } from "../../../common/schemas/product";
import { genericFormulaInputSchema, tagInputSchema } from "../../../common/schemas/taxonomy";
import { vendorInputSchema } from "../../../common/schemas/vendor";
import { fieldErrorsFromZod } from "../../../common/validation/fieldErrors";
import { gtinCheckDigit, gtinProblem } from "../../../common/validation/gtin";
import { ibanWithCheckDigits, isValidIban, normalizeIban } from "../../../common/validation/iban";

type Schema = { safeParse(value: unknown): { success: true } | { success: false; error: Parameters<typeof fieldErrorsFromZod>[0] } };
function errorsOf(schema: Schema, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsFromZod(result.error);
}

const product = { name: "Panadol 500mg", status: "ACTIVE", buyingUnit: "BOX", sellingUnit: "PIECE", uomFactor: 200, maximumRetailPrice: 540 };

describe("GTIN", () => {
  it("accepts GTIN-8, -12, -13 and -14 with a right check digit", () => {
    for (const gtin of ["96385074", "036000291452", "4006381333931", "10012345678902"]) expect(gtinProblem(gtin), gtin).toBeNull();
  });
  it("names a wrong check digit and a wrong length", () => {
    expect(gtinProblem("4006381333932")).toBe("GTIN check digit is wrong.");
    expect(gtinProblem("12345")).toBe("GTIN must have 8, 12, 13 or 14 digits.");
    expect(gtinProblem("40063813339a1")).toBe("GTIN must have 8, 12, 13 or 14 digits.");
    expect(gtinCheckDigit("400638133393")).toBe(1);
  });
});

describe("IBAN", () => {
  it("checks mod 97 and the country's length, ignoring spaces and case", () => {
    expect(isValidIban("PK36SCBL0000001123456702")).toBe(true);
    expect(isValidIban("pk36 scbl 0000 0011 2345 6702")).toBe(true);
    expect(isValidIban("GB82WEST12345698765432")).toBe(true);
    expect(isValidIban("PK37SCBL0000001123456702")).toBe(false);
    expect(isValidIban("PK36SCBL000000112345670")).toBe(false);
    expect(normalizeIban("pk36 scbl 0000")).toBe("PK36SCBL0000");
  });
  it("makes valid demo numbers", () => {
    const iban = ibanWithCheckDigits("PK", "HABB0000421234567801");
    expect(iban).toMatch(/^PK\d{2}HABB0000421234567801$/);
    expect(isValidIban(iban)).toBe(true);
  });
});

describe("units and prices", () => {
  it("divides the buying unit's price by uomFactor, rounding half-up to 2 places", () => {
    expect(unitPriceOf(540, 200)).toBe(2.7);
    expect(unitPriceOf(100, 30)).toBe(3.33);
    expect(unitPriceOf(0.05, 2)).toBe(0.03);
    expect(unitPriceOf(1.005, 1)).toBe(1.01);
  });
  it("computes the margin on the retail price", () => {
    expect(marginOf(100, 80)).toBe(20);
    expect(marginOf(100, null)).toBeNull();
    expect(marginOf(0, 10)).toBeNull();
  });
});

describe("productInputSchema", () => {
  it("names every missing required field", () => {
    expect(errorsOf(productInputSchema, {})).toEqual({
      name: "Name is required.",
      status: "Status is required.",
      buyingUnit: "Buying unit is required.",
      sellingUnit: "Selling unit is required.",
      uomFactor: "Units per buying unit must be a whole number of at least 1.",
      maximumRetailPrice: "Maximum retail price is required.",
    });
  });
  it("accepts a minimal product and fills list defaults", () => {
    const result = productInputSchema.parse({ ...product, description: " " });
    expect(result).toMatchObject({ description: null, categoryIds: [], images: [], conversions: [], prescriptionRequired: false, isTaxInclusive: true });
  });
  it("refuses fractional or zero units, negative prices and out-of-range rates", () => {
    expect(errorsOf(productInputSchema, { ...product, uomFactor: 1.5, tradePrice: -1, discountPercentage: 120, sellingTaxRate: -1 })).toEqual({
      uomFactor: "Units per buying unit must be a whole number of at least 1.",
      tradePrice: "Trade price cannot be negative.",
      discountPercentage: "Discount percentage must be between 0 and 100.",
      sellingTaxRate: "Tax rate must be between 0 and 100.",
    });
  });
  it("checks the unit price against the price and uomFactor, with a paisa of tolerance", () => {
    expect(errorsOf(productInputSchema, { ...product, maximumRetailUnitPrice: 2.71 })).toEqual({});
    expect(errorsOf(productInputSchema, { ...product, maximumRetailUnitPrice: 2.8 })).toEqual({
      maximumRetailUnitPrice: "Maximum retail unit price must equal the maximum retail price divided by the units per buying unit (2.70).",
    });
  });
  it("keeps minimum ≤ reorder ≤ maximum", () => {
    expect(errorsOf(productInputSchema, { ...product, skuMinimumLevel: 2, skuReorderLevel: 5, skuMaximumLevel: 10 })).toEqual({});
    expect(errorsOf(productInputSchema, { ...product, skuMinimumLevel: 2, skuReorderLevel: 11, skuMaximumLevel: 10 })).toEqual({
      skuReorderLevel: "Reorder level must be between the minimum and maximum levels.",
    });
    expect(errorsOf(productInputSchema, { ...product, skuMinimumLevel: 12, skuMaximumLevel: 10 })).toEqual({
      skuMaximumLevel: "Maximum level must be at least the minimum level.",
    });
  });
  it("checks the GTIN, image URLs, relation ids and conversions", () => {
    expect(
      errorsOf(productInputSchema, {
        ...product,
        gtin: "4006381333932",
        images: ["javascript:alert(1)"],
        tagIds: ["x"],
        conversions: [{ itemConversion: 0, sellingUnit: "PIECE" }],
      }),
    ).toEqual({
      gtin: "GTIN check digit is wrong.",
      images: "Images must be uploaded files.",
      tagIds: "Please select valid tags.",
      "conversions.0.itemConversion": "Conversion must be a whole number of at least 1.",
    });
  });
});

describe("categoryInputSchema", () => {
  it("requires name and status and a uuid parent", () => {
    expect(errorsOf(categoryInputSchema, { parentId: "x" })).toEqual({
      name: "Name is required.",
      status: "Status is required.",
      parentId: "Please select a valid parent category.",
    });
    expect(CATEGORY_MAX_LEVEL).toBe(3);
  });
});

describe("manufacturers, formulas and tags", () => {
  it("requires name and status; a reason only when leaving ACTIVE", () => {
    expect(errorsOf(manufacturerInputSchema, {})).toEqual({ name: "Name is required.", status: "Status is required." });
    expect(manufacturerNeedsReason("ACTIVE", "INACTIVE")).toBe(true);
    expect(manufacturerNeedsReason("ACTIVE", "DEACTIVE")).toBe(true);
    expect(manufacturerNeedsReason("INACTIVE", "ACTIVE")).toBe(false);
    expect(manufacturerNeedsReason("ACTIVE", "ACTIVE")).toBe(false);
  });
  it("defaults the status of formulas and tags to ACTIVE", () => {
    expect(genericFormulaInputSchema.parse({ name: " Paracetamol " })).toEqual({ name: "Paracetamol", status: "ACTIVE" });
    expect(errorsOf(tagInputSchema, { name: "" })).toEqual({ name: "Name is required." });
  });
});

describe("vendorInputSchema", () => {
  const vendor = { name: "IBL Healthcare", status: "ACTIVE" };
  it("accepts a vendor with valid contact details and normalises the IBAN", () => {
    const parsed = vendorInputSchema.parse({ ...vendor, primaryPhone: "0300 1234567", primaryEmail: "a@b.pk", ibanNumber: "pk36 scbl 0000 0011 2345 6702", taxExemptionValidity: "2027-01-31T00:00:00.000Z" });
    expect(parsed).toMatchObject({ ibanNumber: "PK36SCBL0000001123456702", taxExemptionValidity: "2027-01-31", manufacturerIds: [], taxExemption: false });
  });
  it("names each invalid field", () => {
    expect(
      errorsOf(vendorInputSchema, { ...vendor, primaryPhone: "123", secondaryEmail: "x@", ibanNumber: "PK00", creditLimit: -1, withHoldTaxPercentage: 101, leadTime: 1.5, documentExpiryDate: "2026-02-30" }),
    ).toEqual({
      primaryPhone: "Please enter a valid phone number",
      secondaryEmail: "Please enter a valid email address.",
      ibanNumber: "Please enter a valid IBAN.",
      creditLimit: "Credit limit cannot be negative.",
      withHoldTaxPercentage: "Withholding tax percentage must be between 0 and 100.",
      leadTime: "Lead time must be a whole number of 0 or more.",
      documentExpiryDate: "Please enter a valid date.",
    });
  });
});

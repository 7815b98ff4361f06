// The create-audit wizard's and the scan's shared rules (common/schemas/audit.ts), and how many products an
// automatic audit takes; the count's outcome rules of the server (modules/audits/countRules.ts).
import { describe, expect, it } from "vitest";
import { AUDIT_PERCENTAGE_MESSAGE, AUDIT_PRODUCTS_MESSAGE, AUDIT_QUANTITY_MAX_MESSAGE, AUDIT_QUANTITY_MESSAGE, AUDIT_QUANTITY_REQUIRED_MESSAGE, createAuditSchema, productsToAudit, scanAuditLotSchema } from "../../../common/schemas/audit";
import { outcomeOf, productFigures, unitsOff } from "../../../server/modules/audits/countRules";

const locationId = "6f1c1d3e-7a4b-4c5d-8e9f-0a1b2c3d4e5f";
const productId = "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e";
const messages = (input: unknown) => {
  const result = createAuditSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("createAuditSchema", () => {
  it("asks the automatic types for a whole percentage from 1 to 10, with the spec's helper text", () => {
    for (const percentage of [undefined, 0, 11, 2.5]) {
      expect(messages({ locationId, selectionType: "RANDOM", percentage })).toEqual([`percentage: ${AUDIT_PERCENTAGE_MESSAGE}`]);
    }
    expect(messages({ locationId, selectionType: "HIGH_SELLING", percentage: 10 })).toEqual([]);
  });

  it("asks SPECIFIC_PRODUCT for at least one product, and keeps each product once", () => {
    expect(messages({ locationId, selectionType: "SPECIFIC_PRODUCT", productIds: [] })).toEqual([`productIds: ${AUDIT_PRODUCTS_MESSAGE}`]);
    const parsed = createAuditSchema.parse({ locationId, selectionType: "SPECIFIC_PRODUCT", productIds: [productId, productId.toUpperCase()], percentage: 5 });
    expect(parsed).toEqual({ locationId, selectionType: "SPECIFIC_PRODUCT", percentage: null, productIds: [productId] });
  });

  it("takes neither a percentage nor products for ALL", () => {
    expect(createAuditSchema.parse({ locationId, selectionType: "ALL", percentage: 7, productIds: [productId] })).toEqual({ locationId, selectionType: "ALL", percentage: null, productIds: [] });
  });
});

describe("scanAuditLotSchema", () => {
  it("takes a Box scan without a quantity and an Open scan with a whole number from 1, with the spec's messages", () => {
    const scan = { auditId: locationId, productId, scannedLotActionId: " GRN-000001-1~1 " };
    expect(scanAuditLotSchema.parse(scan)).toMatchObject({ scannedLotActionId: "GRN-000001-1~1", force: false });
    expect(scanAuditLotSchema.parse({ ...scan, quantity: 1, force: true })).toMatchObject({ quantity: 1, force: true });
    const messageOf = (quantity: unknown) => scanAuditLotSchema.safeParse({ ...scan, quantity }).error?.issues[0]?.message;
    expect(messageOf("")).toBe(AUDIT_QUANTITY_REQUIRED_MESSAGE);
    for (const quantity of [0, -1, 1.5, "abc"]) expect(messageOf(quantity)).toBe(AUDIT_QUANTITY_MESSAGE);
    expect(messageOf(10_001)).toBe(AUDIT_QUANTITY_MAX_MESSAGE);
  });
});

describe("productsToAudit", () => {
  it("takes the percentage rounded down, at least one, never more than there are", () => {
    expect(productsToAudit(10, 10)).toBe(1);
    expect(productsToAudit(10, 5)).toBe(1);
    expect(productsToAudit(99, 10)).toBe(9);
    expect(productsToAudit(5000, 10)).toBe(500);
    expect(productsToAudit(1, 1)).toBe(1);
    expect(productsToAudit(0, 10)).toBe(0);
  });
});

describe("a count's outcome", () => {
  it("is MATCHED, SHORT or EXCESS by the counted units against the books at the count", () => {
    expect([outcomeOf(10, 10), outcomeOf(10, 7), outcomeOf(0, 4)]).toEqual(["MATCHED", "SHORT", "EXCESS"]);
    expect([unitsOff(10, 7), unitsOff(0, 4), unitsOff(5, 5)]).toEqual([3, 4, 0]);
  });

  it("sums a product's lots exactly", () => {
    const figures = productFigures([
      { status: "MATCHED", expected: 10, counted: 10, differenceValue: "0" },
      { status: "SHORT", expected: 10, counted: 7, differenceValue: "0.10" },
      { status: "SHORT", expected: 3, counted: 0, differenceValue: "0.20" },
      { status: "EXCESS", expected: 0, counted: 4, differenceValue: "28.00" },
    ]);
    expect({ ...figures, shortValue: figures.shortValue.toFixed(2), excessValue: figures.excessValue.toFixed(2) }).toEqual({
      matchedCount: 1,
      shortCount: 2,
      excessCount: 1,
      expectedQuantity: 23,
      actualQuantity: 21,
      shortValue: "0.30",
      excessValue: "28.00",
    });
  });
});

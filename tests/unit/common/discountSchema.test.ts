// The discount form's rules (common/schemas/discount.ts), shared by the screens and the server.
import { describe, expect, it } from "vitest";
import { discountInputSchema } from "../../../common/schemas/discount";

const base = { title: "Save", type: "PERCENTAGE", scope: "CART", value: 10, startDate: "2026-11-01T00:00:00.000Z" };
const issues = (input: object) => {
  const result = discountInputSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("discountInputSchema", () => {
  it("keeps a code trimmed in upper case, ACTIVE by default, not combinable, with unique target ids", () => {
    const parsed = discountInputSchema.parse({ ...base, code: " save10 ", productIds: ["AAAAAAAA-0000-4000-8000-000000000000", "aaaaaaaa-0000-4000-8000-000000000000"] });
    expect(parsed).toMatchObject({ code: "SAVE10", status: "ACTIVE", combinable: false, endDate: null, productIds: ["aaaaaaaa-0000-4000-8000-000000000000"] });
    expect(parsed.startDate).toEqual(new Date("2026-11-01T00:00:00.000Z"));
  });

  it("names each broken rule", () => {
    expect(issues({ ...base, title: " ", value: 0 })).toEqual({ title: "Title is required.", value: "Value must be more than 0." });
    expect(issues({ ...base, value: 100.5 })).toEqual({ value: "A percentage cannot be more than 100." });
    expect(issues({ ...base, type: "FIXED_AMOUNT", value: 150 })).toEqual({});
    expect(issues({ ...base, endDate: "2026-10-31T23:59:59.000Z" })).toEqual({ endDate: "End date must be after the start date." });
    expect(issues({ ...base, scope: "BUY_X_GET_Y", getYDiscount: 0 })).toEqual({
      buyX: "Buy quantity is required for Buy X Get Y.",
      getY: "Get quantity is required for Buy X Get Y.",
      getYDiscount: "Get Y discount must be more than 0 and at most 100.",
    });
    expect(issues({ ...base, code: "AB" })).toEqual({ code: "Code must be 3 to 30 letters, digits, - or _." });
    expect(issues({ ...base, startDate: "" })).toEqual({ startDate: "Start date is required." });
    expect(issues({ ...base, status: "EXPIRED" })).toEqual({ status: "Status must be Active or Inactive." });
    expect(issues({ ...base, type: undefined, scope: "X" })).toEqual({ type: "Please select a type.", scope: "Please select a scope." });
    expect(issues({ ...base, limitUses: 0, minQuantity: 1.5 })).toMatchObject({ limitUses: expect.any(String), minQuantity: expect.any(String) });
  });
});

describe("discount days", () => {
  it("takes a calendar day as the whole day in Pakistan, and shows an instant as its Pakistan day", async () => {
    const { discountDay } = await import("../../../common/schemas/discount");
    const parsed = discountInputSchema.parse({ ...base, startDate: "2026-12-01", endDate: "2026-12-01" });
    expect(parsed.startDate.toISOString()).toBe("2026-11-30T19:00:00.000Z");
    expect(parsed.endDate?.toISOString()).toBe("2026-12-01T18:59:59.000Z");
    expect(discountDay("2026-11-30T19:00:00.000Z")).toBe("2026-12-01");
  });
});

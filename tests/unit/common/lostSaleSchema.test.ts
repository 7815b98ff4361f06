// The lost sale form's price (issue 25, item 18): letters are "not a number", a minus is "negative"; the form and the
// server read the same schema.
import { describe, expect, it } from "vitest";
import { lostSaleInputSchema } from "../../../common/schemas/lostSale";

const base = { locationId: "7c9e6679-7425-40de-944b-e07fc1f90ae7", productName: "Imported Syrup", quantity: "1", reason: "NOT_STOCKED" };
const priceMessage = (price: unknown) => lostSaleInputSchema.safeParse({ ...base, price }).error?.issues.find((issue) => issue.path[0] === "price")?.message ?? null;

describe("a lost sale's price", () => {
  it("says letters are not a number, and a minus is negative", () => {
    expect(priceMessage("abc")).toBe("Price must be a number.");
    expect(priceMessage("12a")).toBe("Price must be a number.");
    expect(priceMessage("-5")).toBe("Price cannot be negative.");
    expect(priceMessage("480.50")).toBeNull();
  });
});

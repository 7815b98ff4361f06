// The demand note's suggested quantity, computed by hand for known histories.
import { describe, expect, it } from "vitest";
import { suggestPacks, type DemandHistory } from "../../../common/planning/suggestedQuantity";

const base: DemandHistory = { unitsPerPack: 10, onHandUnits: 0, inTransitUnits: 0, soldUnits30: 0, soldUnits90: 0, lostUnits30: 0, minimumLevel: null, maximumLevel: null, reorderLevel: null, leadTimeDays: null };

describe("suggested packs", () => {
  it("covers a week plus the lead time at the faster of the 30- and 90-day rates, lost sales included", () => {
    // 60 sold in 30 days (2/day) beats 90 in 90 days (1/day); 15 lost in 30 days (+0.5/day) → 2.5/day
    // WEEKLY: 7 + 2 lead = 9 days → 22.5 units = 2.25 packs; 4 units on hand → 0.4 pack → ceil(1.85) = 2
    const history = { ...base, soldUnits30: 60, soldUnits90: 90, lostUnits30: 15, onHandUnits: 4 };
    const suggestion = suggestPacks(history, "WEEKLY");
    expect(suggestion.packs).toBe(2);
    expect(suggestion.why).toBe("sold 60 in 30 days, 90 in 90 days; 15 asked for and lost; 2.5 a day × 9 days (7 + 2 lead) = 2.3 packs; − 0.4 on hand and in transit → 2 packs.");
    // MONTHLY with a 5-day lead: 35 days × 2.5 = 87.5 units = 8.75 packs − 0.4 → 9
    expect(suggestPacks({ ...history, leadTimeDays: 5 }, "MONTHLY").packs).toBe(9);
  });

  it("adds the minimum level, counts stock in transit, and never goes past the maximum", () => {
    const history = { ...base, soldUnits90: 270, minimumLevel: 3, inTransitUnits: 10 };
    // 3/day × (30 + 2) = 96 units = 9.6 packs + 3 minimum − 1 in transit = 11.6 → 12
    expect(suggestPacks(history, "MONTHLY").packs).toBe(12);
    expect(suggestPacks({ ...history, maximumLevel: 8 }, "MONTHLY")).toMatchObject({ packs: 7 });
    expect(suggestPacks({ ...history, maximumLevel: 8 }, "MONTHLY").why).toContain("capped at the maximum of 8");
  });

  it("asks for nothing without demand, or while the stock is above the reorder level", () => {
    expect(suggestPacks(base, "URGENT").packs).toBe(0);
    // 6 packs on hand, reorder at 5: nothing yet, although a month would need more
    expect(suggestPacks({ ...base, onHandUnits: 60, soldUnits30: 300, reorderLevel: 5 }, "MONTHLY").packs).toBe(0);
    expect(suggestPacks({ ...base, onHandUnits: 50, soldUnits30: 300, reorderLevel: 5 }, "MONTHLY").packs).toBe(27);
    // a pack of one unit, never a division by zero
    expect(suggestPacks({ ...base, unitsPerPack: 0, soldUnits30: 30 }, "URGENT").packs).toBe(5);
  });
});

import { describe, expect, it } from "vitest";
import { LABEL_COLORS, labelColor } from "../../../common/format/labelColor";

describe("labelColor", () => {
  it("gives the same colour for the same text", () => {
    expect(labelColor("Gulberg Store")).toBe(labelColor("Gulberg Store"));
  });

  it("picks from the antd palette, also for empty and unusual text", () => {
    for (const text of ["", "A", "Central Warehouse", "دوا", "🙂", "x".repeat(10000)]) {
      expect(LABEL_COLORS).toContain(labelColor(text));
    }
  });

  it("spreads different texts over several colours", () => {
    const colours = new Set(["ACTIVE", "INACTIVE", "RETAIL", "WAREHOUSE", "PENDING", "APPROVED", "REJECTED"].map(labelColor));
    expect(colours.size).toBeGreaterThan(2);
  });
});

// The dashboard's 30 days as rollup reads (thirtyDaysParts): whole months from sales_monthly less the days outside
// the 30, a first month cut short read by its days when they are fewer than the days it leaves out.
import { describe, expect, it } from "vitest";
import { thirtyDaysParts } from "../../server/modules/dashboard/thirtyDays";

const NONE = ["9999-12-31", "0001-01-01"];

describe("thirtyDaysParts", () => {
  it("reads a first month's few days by day and today's month less the days after today", () => {
    expect(thirtyDaysParts("2026-11-27")).toEqual({ months: ["2026-11-01", "2026-11-01"], plusDays: ["2026-10-29", "2026-10-31"], minusDays: [NONE, ["2026-11-28", "2026-11-30"]] });
  });

  it("takes the first month whole less its days before the 30 when those are fewer", () => {
    expect(thirtyDaysParts("2026-11-14")).toEqual({ months: ["2026-10-01", "2026-11-01"], plusDays: NONE, minusDays: [["2026-10-01", "2026-10-15"], ["2026-11-15", "2026-11-30"]] });
    expect(thirtyDaysParts("2026-12-01")).toEqual({ months: ["2026-11-01", "2026-12-01"], plusDays: NONE, minusDays: [["2026-11-01", "2026-11-01"], ["2026-12-02", "2026-12-31"]] });
  });

  it("covers three months across February and 30 days inside one month", () => {
    expect(thirtyDaysParts("2026-03-01")).toEqual({ months: ["2026-02-01", "2026-03-01"], plusDays: ["2026-01-31", "2026-01-31"], minusDays: [NONE, ["2026-03-02", "2026-03-31"]] });
    expect(thirtyDaysParts("2024-03-01")).toEqual({ months: ["2024-02-01", "2024-03-01"], plusDays: NONE, minusDays: [NONE, ["2024-03-02", "2024-03-31"]] });
    expect(thirtyDaysParts("2026-01-31")).toEqual({ months: ["2026-01-01", "2026-01-01"], plusDays: NONE, minusDays: [["2026-01-01", "2026-01-01"], ["2026-02-01", "2026-01-31"]] });
  });
});

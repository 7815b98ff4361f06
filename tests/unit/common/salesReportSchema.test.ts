// The sales reports' shared filters (common/schemas/salesReport.ts): the range's rules (the end not before the
// start; at most 13 months on screen, any range for the download), named by field.
import { describe, expect, it } from "vitest";
import { SALES_REPORT_END_MESSAGE, SALES_REPORT_RANGE_MESSAGE, lastScreenDay, salesReportDownloadSchema, salesReportSchema, salesTaxReportDownloadSchema, salesTaxReportSchema } from "../../../common/schemas/salesReport";

const base = { period: "MONTH", groupBy: "STORE" };
const problems = (schema: typeof salesReportSchema | typeof salesReportDownloadSchema | typeof salesTaxReportDownloadSchema, input: object) => {
  const result = schema.safeParse({ ...base, ...input });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the sales report's filters", () => {
  it("ends a screen range 13 months after its start, less a day (the end of a short month kept)", () => {
    expect(lastScreenDay("2025-01-01")).toBe("2026-01-31");
    expect(lastScreenDay("2025-01-31")).toBe("2026-02-27");
    expect(lastScreenDay("2024-12-15")).toBe("2026-01-14");
  });

  it("refuses an end before the start, on screen and in the download, naming `to`", () => {
    expect(problems(salesReportSchema, { from: "2026-03-10", to: "2026-03-01" })).toEqual({ to: SALES_REPORT_END_MESSAGE });
    expect(problems(salesReportDownloadSchema, { from: "2026-03-10", to: "2026-03-01" })).toEqual({ to: SALES_REPORT_END_MESSAGE });
  });

  it("refuses more than 13 months on screen, pointing to Download, which takes them", () => {
    expect(problems(salesReportSchema, { from: "2025-01-01", to: "2026-02-01" })).toEqual({ to: SALES_REPORT_RANGE_MESSAGE });
    expect(SALES_REPORT_RANGE_MESSAGE).toContain("Download");
    expect(problems(salesReportSchema, { from: "2025-01-01", to: "2026-01-31" })).toEqual({});
    expect(problems(salesReportDownloadSchema, { from: "2020-01-01", to: "2026-02-01" })).toEqual({});
  });

  it("asks for both dates, a known period and grouping, and locations from the list (an empty list: all)", () => {
    expect(Object.keys(problems(salesReportSchema, { from: null, to: "2026-01-01", period: "YEAR", groupBy: "CITY", locationIds: ["x"] })).sort()).toEqual(["from", "groupBy", "locationIds.0", "period"]);
    expect(salesReportSchema.parse({ ...base, from: "2026-01-01", to: "2026-01-31", locationIds: [] }).locationIds).toBeNull();
    expect(salesTaxReportSchema.safeParse({ from: "2025-01-01", to: "2026-03-01" }).success).toBe(false);
    // the sales tax download takes a longer range, but never an end before the start
    expect(salesTaxReportDownloadSchema.safeParse({ from: "2025-01-01", to: "2026-03-01" }).success).toBe(true);
    expect(problems(salesTaxReportDownloadSchema, { from: "2026-03-10", to: "2026-03-01" })).toEqual({ to: SALES_REPORT_END_MESSAGE });
  });
});

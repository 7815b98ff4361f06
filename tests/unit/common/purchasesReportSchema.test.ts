// The Purchases report's filters (common/schemas/purchasesReport.ts): the sales reports' range rules, and vendors
// named by id (deduplicated, lower-cased; none means all), each problem named by its field.
import { describe, expect, it } from "vitest";
import { SALES_REPORT_END_MESSAGE, SALES_REPORT_RANGE_MESSAGE } from "../../../common/schemas/salesReport";
import { purchasesReportDownloadSchema, purchasesReportSchema } from "../../../common/schemas/purchasesReport";

const VENDOR = "0b5f6a4e-7f55-4c39-9a53-2f0d9a1c1e01";
const problems = (schema: typeof purchasesReportSchema, input: object) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the purchases report's filters", () => {
  it("keeps the vendors once each, and none as all", () => {
    const parsed = purchasesReportSchema.parse({ from: "2026-01-01", to: "2026-01-31", vendorIds: [VENDOR, VENDOR.toUpperCase()] });
    expect(parsed.vendorIds).toEqual([VENDOR]);
    expect(purchasesReportSchema.parse({ from: "2026-01-01", to: "2026-01-31", vendorIds: [] }).vendorIds).toBeNull();
  });

  it("names a vendor that is not an id, an end before the start, and a screen range over 13 months", () => {
    expect(problems(purchasesReportSchema, { from: "2026-01-01", to: "2026-01-31", vendorIds: ["x"] })).toEqual({ "vendorIds.0": "Please choose vendors from the list." });
    expect(problems(purchasesReportSchema, { from: "2026-03-10", to: "2026-03-01" })).toEqual({ to: SALES_REPORT_END_MESSAGE });
    expect(problems(purchasesReportSchema, { from: "2025-01-01", to: "2026-02-01" })).toEqual({ to: SALES_REPORT_RANGE_MESSAGE });
    expect(problems(purchasesReportDownloadSchema, { from: "2020-01-01", to: "2026-02-01" })).toEqual({});
  });
});

// The audit screens' rules (src/resources/system/audits): what the create-audit wizard sends for each choice and
// where the shared schema's messages show, the figures of the details dialogs and their colours, and which audits
// the list continues.
import { describe, expect, it } from "vitest";
import { AUDIT_PERCENTAGE_MESSAGE, AUDIT_PRODUCTS_MESSAGE, AUDIT_TYPE_MESSAGE } from "../../common/schemas/audit";
import { accuracyColor, accuracyOf, canContinueAudit, percentOf, progressColor, FIGURE_COLORS } from "../../src/resources/system/audits/figures";
import { auditWizardForm, createAuditInput, stepFields } from "../../src/resources/system/audits/wizard/auditWizardForm";

const locationId = "0b5c2f3e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const product = { id: "7d4c2f3e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", secondaryId: "PRD-000001", name: "Panadol", maximumRetailUnitPrice: 5 };

describe("the create-audit wizard", () => {
  it("sends a percentage only for the automatic types and products only for specific", () => {
    expect(createAuditInput({ selection: "ALL", percentage: 5, products: [product] }, locationId)).toEqual({ locationId, selectionType: "ALL", percentage: null, productIds: null });
    expect(createAuditInput({ selection: "AUTOMATIC", criteria: "LOW_SELLING", percentage: 5, products: [product] }, locationId)).toEqual({ locationId, selectionType: "LOW_SELLING", percentage: 5, productIds: null });
    expect(createAuditInput({ selection: "SPECIFIC", percentage: 5, products: [product] }, locationId)).toEqual({ locationId, selectionType: "SPECIFIC_PRODUCT", percentage: null, productIds: [product.id] });
  });

  it("shows the schema's messages on the fields of the step that asks", () => {
    const rules = auditWizardForm(locationId);
    expect(rules.errorsOf({})).toEqual({ selection: AUDIT_TYPE_MESSAGE });
    expect(rules.errorsOf({ selection: "AUTOMATIC", percentage: 5 })).toEqual({ criteria: AUDIT_TYPE_MESSAGE });
    for (const percentage of [null, 0, 11, 2.5]) expect(rules.errorsOf({ selection: "AUTOMATIC", criteria: "RANDOM", percentage })).toEqual({ percentage: AUDIT_PERCENTAGE_MESSAGE });
    expect(rules.errorsOf({ selection: "AUTOMATIC", criteria: "RANDOM", percentage: 10 })).toEqual({});
    expect(rules.errorsOf({ selection: "SPECIFIC", products: [] })).toEqual({ products: AUDIT_PRODUCTS_MESSAGE });
    expect(rules.errorsOf({ selection: "ALL" })).toEqual({});
    expect(stepFields(1, { selection: "AUTOMATIC" })).toEqual(["criteria", "percentage"]);
    expect(stepFields(1, { selection: "ALL" })).toEqual([]);
  });
});

describe("the audit figures", () => {
  it("take whole percents, colour progress from 50 and 75 %, accuracy from 80 and 95 %", () => {
    expect([percentOf(0, 0), percentOf(1, 3), percentOf(2, 3), percentOf(3, 3)]).toEqual([0, 33, 66, 100]);
    expect([progressColor(49), progressColor(50), progressColor(75)]).toEqual([FIGURE_COLORS.neutral, FIGURE_COLORS.fair, FIGURE_COLORS.good]);
    expect([accuracyColor(79), accuracyColor(80), accuracyColor(95)]).toEqual(["red", "gold", "green"]);
    expect(accuracyOf({ matchedCount: 0, shortCount: 0, excessCount: 0 })).toBeNull();
    expect(accuracyOf({ matchedCount: 1, shortCount: 1, excessCount: 0 })).toBe(50);
  });

  it("continue an audit until it is closed", () => {
    expect(["PENDING", "IN_PROGRESS", "COMPLETED", "CLOSED"].map((status) => canContinueAudit(status as "PENDING"))).toEqual([true, true, true, false]);
  });
});

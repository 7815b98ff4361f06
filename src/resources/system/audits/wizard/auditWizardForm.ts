// The create-audit wizard's values and rules: step 1 chooses all products, an automatic selection or specific
// products; step 2 the automatic criteria (high selling, low selling, random) with its percentage, or the
// products; what is sent (createAuditDto) is checked by the shared createAuditSchema through the one form adapter,
// its messages shown on the step's fields.
import { createAuditSchema, type AuditType } from "../../../../../common/schemas/audit";
import { zodForm, type ZodForm } from "../../../../components/forms/zodForm";
import type { AuditSearchProduct } from "../queries";

export type AuditSelection = "ALL" | "AUTOMATIC" | "SPECIFIC";
export type AutomaticCriteria = "HIGH_SELLING" | "LOW_SELLING" | "RANDOM";

export interface AuditWizardValues {
  selection?: AuditSelection;
  criteria?: AutomaticCriteria;
  percentage?: number | null;
  products?: AuditSearchProduct[];
}

export const WIZARD_STEPS = ["Choose Audit Type", "Configure Selection", "Review and Create"] as const;

/** The audit type the values choose (none until step 1, and step 2 for an automatic one, are answered). */
export function auditTypeOf(values: AuditWizardValues): AuditType | undefined {
  if (values.selection === "ALL") return "ALL";
  if (values.selection === "SPECIFIC") return "SPECIFIC_PRODUCT";
  if (values.selection === "AUTOMATIC") return values.criteria;
  return undefined;
}

/** createAuditDto for these values at the location: a percentage only for the automatic types, products only for specific. */
export function createAuditInput(values: AuditWizardValues, locationId: string | null) {
  const type = auditTypeOf(values);
  return {
    locationId: locationId ?? "",
    selectionType: type,
    percentage: values.selection === "AUTOMATIC" ? (values.percentage ?? null) : null,
    productIds: values.selection === "SPECIFIC" ? (values.products ?? []).map((product) => product.id) : null,
  };
}

/** The form fields each step shows (and validates before the next). */
export function stepFields(step: number, values: AuditWizardValues): string[] {
  if (step === 0) return ["selection"];
  if (step === 1 && values.selection === "AUTOMATIC") return ["criteria", "percentage"];
  if (step === 1 && values.selection === "SPECIFIC") return ["products"];
  return [];
}

/** The shared schema's rules on the wizard's fields (a missing type shows on the step that asks for it). */
export function auditWizardForm(locationId: string | null): ZodForm<AuditWizardValues> {
  return zodForm<AuditWizardValues>({
    schema: createAuditSchema,
    toInput: (values) => ({
      input: createAuditInput(values, locationId),
      fieldOf: (path) => {
        if (path === "selectionType") return values.selection === "AUTOMATIC" ? "criteria" : "selection";
        if (path === "productIds" || path.startsWith("productIds.")) return "products";
        return path;
      },
    }),
  });
}

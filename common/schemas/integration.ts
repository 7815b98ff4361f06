// Tax-authority integrations (settings screen system/integrations): a register whose sales (and returns) are
// reported to FBR or SRB, with the authority's POS service fee. The spec's messages and defaults (FBR, ACTIVE,
// normal orders, charges 0). Ours: the register's location is chosen first; the authority's access token and
// POS ID are write-only (required when creating, blank on update keeps the saved ones).
import { z } from "zod";
import { MONEY_DECIMALS, MONEY_MAX, decimalsMessage, moneyMaxMessage, requiredBoundedNumber } from "../validation/bounds";
import { optionalImageUrl, optionalText, requiredId, requiredText } from "./fields";

export const INTEGRATION_TYPES = ["FBR", "SRB"] as const;
export const INTEGRATION_STATUSES = ["ACTIVE", "INACTIVE", "PENDING", "ERROR"] as const;
export const INTEGRATION_ORDER_TYPES = ["NORMAL", "RETURN"] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];
export type IntegrationOrderType = (typeof INTEGRATION_ORDER_TYPES)[number];

/** Statuses under which a register's orders are reported: ERROR too, so a rejection never stops reporting. */
export const REPORTING_STATUSES: readonly IntegrationStatus[] = ["ACTIVE", "ERROR"];

export const INTEGRATION_NAME_MESSAGE = "Integration name is required";
export const INTEGRATION_TYPE_MESSAGE = "Integration type is required";
export const INTEGRATION_STATUS_MESSAGE = "Status is required";
export const INTEGRATION_ORDER_TYPE_MESSAGE = "Order type is required";
export const CHARGES_MESSAGE = "Charges is required";
export const CHARGES_MIN_MESSAGE = "Charges must be positive";
export const INTEGRATION_REGISTER_MESSAGE = "Register is required";
export const INTEGRATION_LOCATION_MESSAGE = "Please select a location.";
export const ACCESS_TOKEN_MESSAGE = "Access token is required";
export const POS_ID_MESSAGE = "POS ID is required";
export const POS_ID_FORMAT_MESSAGE = "POS ID must be 1 to 12 digits.";
export const ACCESS_TOKEN_MAX = 2000;
export const integrationRegisterTakenMessage = (name: string) => `This register already reports through ${name}.`;
export const INTEGRATION_REGISTER_LOCATION_MESSAGE = "The register is not at the chosen location.";

export const INTEGRATION_DEFAULTS = {
  type: "FBR",
  status: "ACTIVE",
  allowedOrderType: ["NORMAL"],
  charges: 0,
} as const;

const charges = requiredBoundedNumber({
  min: 0,
  max: MONEY_MAX,
  decimals: MONEY_DECIMALS,
  message: CHARGES_MESSAGE,
  missingMessage: CHARGES_MESSAGE,
  minMessage: CHARGES_MIN_MESSAGE,
  maxMessage: moneyMaxMessage("Charges"),
  decimalsMessage: decimalsMessage("Charges"),
});

const accessToken = optionalText({ label: "Access token", max: ACCESS_TOKEN_MAX });
const posId = optionalText({ label: "POS ID", max: 12 }).refine((value) => value === null || /^\d{1,12}$/.test(value), { error: POS_ID_FORMAT_MESSAGE });

const integrationShape = {
  name: requiredText(INTEGRATION_NAME_MESSAGE, { label: "Integration name", max: 120 }),
  type: z.enum(INTEGRATION_TYPES, { error: INTEGRATION_TYPE_MESSAGE }),
  status: z.enum(INTEGRATION_STATUSES, { error: INTEGRATION_STATUS_MESSAGE }),
  allowedOrderType: z
    .array(z.enum(INTEGRATION_ORDER_TYPES, { error: INTEGRATION_ORDER_TYPE_MESSAGE }), { error: INTEGRATION_ORDER_TYPE_MESSAGE })
    .min(1, { error: INTEGRATION_ORDER_TYPE_MESSAGE })
    .transform((types) => [...new Set(types)].sort()),
  charges,
  logo: optionalImageUrl("Logo"),
  locationId: requiredId(INTEGRATION_LOCATION_MESSAGE),
  registerId: requiredId(INTEGRATION_REGISTER_MESSAGE),
  accessToken,
  posId,
};

/** The form (create and edit): the secrets may be blank here; createIntegration requires them. */
export const integrationFormSchema = z.object(integrationShape);

/** IntegrationInput (createIntegration): the authority's token and POS ID are needed to post anything. */
export const integrationInputSchema = z.object(integrationShape).superRefine((input, ctx) => {
  if (!input.accessToken) ctx.addIssue({ code: "custom", path: ["accessToken"], message: ACCESS_TOKEN_MESSAGE });
  if (!input.posId) ctx.addIssue({ code: "custom", path: ["posId"], message: POS_ID_MESSAGE });
});

/** UpdateIntegrationInput: blank secrets keep the saved ones. */
export const updateIntegrationInputSchema = z.object({ ...integrationShape, id: requiredId("Integration not found.") });

export type IntegrationInput = z.infer<typeof integrationFormSchema>;

// ---- fiscal postings ----

export const FISCAL_POSTING_STATUSES = ["PENDING", "POSTED", "FAILED", "REJECTED"] as const;
export type FiscalPostingStatus = (typeof FISCAL_POSTING_STATUSES)[number];

/** What the receipt prints while the authority's number has not arrived. */
export const FISCAL_NUMBER_PENDING = "Fiscal number pending";
/** Beside every number the server's SANDBOX authority issued, on screen and on paper: it was never reported. */
export const sandboxNumberLabel = (authority: string | null | undefined) => `Sandbox — not reported to ${authority ?? "FBR"}`;

export const FISCAL_INVOICE_ID_MESSAGE = "Invoice ID is required";
/** updateFbrInvoiceId / updateReturnFbrInvoiceId: the authority's number as an administrator types it. */
export const fiscalInvoiceIdSchema = requiredText(FISCAL_INVOICE_ID_MESSAGE, { label: "Invoice ID", max: 60 }).refine((value) => /^[A-Za-z0-9-]+$/.test(value), {
  error: "Invoice ID may hold only letters, digits and '-'.",
});

// Platform fee configs (settings screen system/platform-fee-config): a fee on a location's orders of one order
// type, flat or a percentage of the order's lines, with its own tax. The spec's messages and defaults (delivery,
// flat, value 0, rate 0, not taxable); ours: a percentage fee is at most 100, one config per location and type.
import { z } from "zod";
import { MONEY_DECIMALS, MONEY_MAX, PERCENT_DECIMALS, decimalsMessage, moneyMaxMessage, requiredBoundedNumber } from "../validation/bounds";
import { optionalBoolean, requiredId, requiredText } from "./fields";

export const PLATFORM_FEE_ORDER_TYPES = ["DELIVERY", "PICKUP", "RETURN"] as const;
export const PLATFORM_FEE_TYPES = ["FLAT", "PERCENTAGE"] as const;
export type PlatformFeeOrderType = (typeof PLATFORM_FEE_ORDER_TYPES)[number];
export type PlatformFeeType = (typeof PLATFORM_FEE_TYPES)[number];

export const PLATFORM_FEE_NAME_MESSAGE = "Platform fee name is required";
export const ORDER_TYPE_MESSAGE = "Order type is required";
export const FEE_TYPE_MESSAGE = "Fee type is required";
export const FEE_VALUE_MESSAGE = "Fee value is required";
export const FEE_VALUE_MIN_MESSAGE = "Fee value must be positive";
export const FEE_PERCENT_MAX_MESSAGE = "A percentage fee cannot exceed 100%.";
export const TAX_RATE_MESSAGE = "Tax rate is required";
export const TAX_RATE_MIN_MESSAGE = "Tax rate must be positive";
export const TAX_RATE_MAX_MESSAGE = "Tax rate cannot exceed 100%";
export const ACCOUNT_CODE_MESSAGE = "Account code is required";
export const PLATFORM_FEE_LOCATION_MESSAGE = "Please select a location.";
export const platformFeeTakenMessage = (orderType: string) => `This location already has a platform fee for ${orderType} orders.`;

export const PLATFORM_FEE_DEFAULTS = {
  orderType: "DELIVERY",
  platformFeeType: "FLAT",
  platformFeeValue: 0,
  platformFeeTaxRate: 0,
  platformFeeTaxable: false,
} as const;

const feeValue = requiredBoundedNumber({
  min: 0,
  max: MONEY_MAX,
  decimals: MONEY_DECIMALS,
  message: FEE_VALUE_MESSAGE,
  missingMessage: FEE_VALUE_MESSAGE,
  minMessage: FEE_VALUE_MIN_MESSAGE,
  maxMessage: moneyMaxMessage("Fee value"),
  decimalsMessage: decimalsMessage("Fee value"),
});

const taxRate = requiredBoundedNumber({
  min: 0,
  max: 100,
  decimals: PERCENT_DECIMALS,
  message: TAX_RATE_MESSAGE,
  missingMessage: TAX_RATE_MESSAGE,
  minMessage: TAX_RATE_MIN_MESSAGE,
  maxMessage: TAX_RATE_MAX_MESSAGE,
  decimalsMessage: decimalsMessage("Tax rate", PERCENT_DECIMALS),
});

const platformFeeShape = {
  locationId: requiredId(PLATFORM_FEE_LOCATION_MESSAGE),
  name: requiredText(PLATFORM_FEE_NAME_MESSAGE, { label: "Platform fee name", max: 120 }),
  orderType: z.enum(PLATFORM_FEE_ORDER_TYPES, { error: ORDER_TYPE_MESSAGE }),
  platformFeeType: z.enum(PLATFORM_FEE_TYPES, { error: FEE_TYPE_MESSAGE }),
  platformFeeValue: feeValue,
  platformFeeTaxRate: taxRate,
  platformFeeTaxable: optionalBoolean(PLATFORM_FEE_DEFAULTS.platformFeeTaxable),
  platformFeeAccountCode: requiredText(ACCOUNT_CODE_MESSAGE, { label: "Account code", max: 60 }),
};

const RULE_FIELDS: readonly PropertyKey[] = ["platformFeeType", "platformFeeValue"];

/** A percentage fee is a share of the order: at most 100. Runs beside other fields' errors once its two are valid. */
function withPercentRule<S extends z.ZodType<{ platformFeeType: PlatformFeeType; platformFeeValue: number }>>(schema: S) {
  return schema.superRefine(
    (fee, ctx) => {
      if (fee.platformFeeType === "PERCENTAGE" && fee.platformFeeValue > 100) {
        ctx.addIssue({ code: "custom", path: ["platformFeeValue"], message: FEE_PERCENT_MAX_MESSAGE });
      }
    },
    {
      when: ({ value, issues }) =>
        typeof value === "object" && value !== null && !issues.some((issue) => RULE_FIELDS.includes(issue.path?.[0] ?? "")),
    },
  );
}

/** PlatformFeeConfigInput (createPlatformFeeConfig) and the form. */
export const platformFeeInputSchema = withPercentRule(z.object(platformFeeShape));

/** UpdatePlatformFeeConfigInput: the same fields and the config's id. */
export const updatePlatformFeeInputSchema = withPercentRule(
  z.object({ ...platformFeeShape, id: requiredId("Platform fee not found.") }),
);

export type PlatformFeeInput = z.infer<typeof platformFeeInputSchema>;

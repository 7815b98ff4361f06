// Location registers (settings screen system/register): a till (SALES_REGISTER) or a cart register at one
// location. The spec's messages and defaults (sales register, thermal, USD); the receipt template defaults to
// TEMPLATE_1 and a new register is ACTIVE.
import { z } from "zod";
import { optionalText, requiredId, requiredText } from "./fields";

export const REGISTER_TYPES = ["SALES_REGISTER", "CART_REGISTER"] as const;
export const REGISTER_STATUSES = ["ACTIVE", "INACTIVE"] as const;
export const REGISTER_PRINT_MODES = ["THERMAL"] as const;
export const RECEIPT_TEMPLATES = ["TEMPLATE_1", "TEMPLATE_2", "TEMPLATE_3"] as const;
export type RegisterType = (typeof REGISTER_TYPES)[number];
export type RegisterStatus = (typeof REGISTER_STATUSES)[number];
export type RegisterPrintMode = (typeof REGISTER_PRINT_MODES)[number];
export type ReceiptTemplate = (typeof RECEIPT_TEMPLATES)[number];

/** Currencies offered by the form (any three-letter ISO code is accepted). */
export const REGISTER_CURRENCIES = ["PKR", "USD", "AED", "SAR", "EUR", "GBP"] as const;

export const REGISTER_NAME_MESSAGE = "Register name is required";
export const REGISTER_TYPE_MESSAGE = "Register type is required";
export const PRINT_MODE_MESSAGE = "Print mode is required";
export const CURRENCY_MESSAGE = "Currency is required";
export const CURRENCY_CODE_MESSAGE = "Currency must be a three-letter code such as PKR.";
export const REGISTER_LOCATION_MESSAGE = "Please select a location.";
export const REGISTER_NAME_TAKEN_MESSAGE = "A register with this name already exists at this location.";
export const REGISTER_NAME_MAX = 120;

export const REGISTER_DEFAULTS = {
  type: "SALES_REGISTER",
  printMode: "THERMAL",
  currency: "USD",
  receiptTemplate: "TEMPLATE_1",
  status: "ACTIVE",
} as const;

const registerShape = {
  name: requiredText(REGISTER_NAME_MESSAGE, { label: "Register name", max: REGISTER_NAME_MAX }),
  type: z.enum(REGISTER_TYPES, { error: REGISTER_TYPE_MESSAGE }),
  printMode: z.enum(REGISTER_PRINT_MODES, { error: PRINT_MODE_MESSAGE }),
  currency: requiredText(CURRENCY_MESSAGE, { label: "Currency", max: 3 })
    .transform((value) => value.toUpperCase())
    .refine((value) => /^[A-Z]{3}$/.test(value), { error: CURRENCY_CODE_MESSAGE }),
  receiptTemplate: z
    .enum(RECEIPT_TEMPLATES, { error: "Please select a receipt template." })
    .nullish()
    .transform((value) => value ?? REGISTER_DEFAULTS.receiptTemplate),
  terminalTaxId: optionalText({ label: "Terminal tax ID", max: 60 }),
  locationId: requiredId(REGISTER_LOCATION_MESSAGE),
  status: z
    .enum(REGISTER_STATUSES, { error: "Status is required." })
    .nullish()
    .transform((value) => value ?? REGISTER_DEFAULTS.status),
};

/** LocationRegisterInput (createLocationRegister) and the register form. */
export const registerInputSchema = z.object(registerShape);

/** UpdateLocationRegisterInput: the same fields and the register's id. */
export const updateRegisterInputSchema = z.object({ ...registerShape, id: requiredId("Register not found.") });

export type RegisterInput = z.infer<typeof registerInputSchema>;

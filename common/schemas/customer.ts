// Customers and their addresses. The phone is required and stored in E.164 (typed as customers say it, Pakistan
// by default); the email is optional. Ours: the length limits and the gender values.
import { z } from "zod";
import { phoneMessage, toE164Phone } from "../format/phone";
import { optionalId, optionalText, requiredText } from "./fields";

export const CUSTOMER_GENDERS = ["FEMALE", "MALE", "OTHER"] as const;

export const CUSTOMER_NAME_MESSAGE = "Customer name is required.";
export const PHONE_MESSAGE = `${phoneMessage}.`;
export const CUSTOMER_EMAIL_MESSAGE = "Please enter a valid email address.";
export const BIRTHDAY_MESSAGE = "Please enter the birthday as a date (YYYY-MM-DD).";
export const CUSTOMER_PHONE_TAKEN = "A customer with this phone number already exists.";
export const CUSTOMER_EMAIL_TAKEN = "A customer with this email already exists.";

const short = (label: string, max = 120) => optionalText({ label, max });

function toE164OrIssue(value: string, ctx: z.RefinementCtx): string {
  // the length rule reads the string as sent (toE164Phone refuses over 250 characters), so no trimming first
  const e164 = toE164Phone(value);
  if (e164 === null) {
    ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
    return z.NEVER;
  }
  return e164;
}

/** A required phone number, returned in E.164. */
export const requiredPhone = () => z.string({ error: PHONE_MESSAGE }).transform(toE164OrIssue);

/** An optional phone number: missing or blank becomes null, anything else must be valid (returned in E.164). */
export const optionalPhone = () =>
  z
    .string({ error: PHONE_MESSAGE })
    .nullish()
    .transform((value, ctx) => (value === null || value === undefined || value.trim() === "" ? null : toE164OrIssue(value, ctx)));

export const optionalEmail = () =>
  short("Email", 254).refine((value) => value === null || z.email().safeParse(value).success, { error: CUSTOMER_EMAIL_MESSAGE });

const birthday = () =>
  short("Birthday", 10).refine((value) => value === null || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))), {
    error: BIRTHDAY_MESSAGE,
  });

export const customerInputSchema = z.object({
  name: requiredText(CUSTOMER_NAME_MESSAGE, { label: "Name", max: 200 }),
  phoneNumber: requiredPhone(),
  email: optionalEmail(),
  gender: z.enum(CUSTOMER_GENDERS, { error: "Please choose a gender." }).nullish().transform((value) => value ?? null),
  birthday: birthday(),
  commercialRegisterNumber: short("Commercial register number", 60),
  nationalId: short("National ID", 60),
  notes: optionalText({ label: "Notes", max: 2000, multiline: true }),
  additionalNumber: short("Additional number", 60),
  partnerId: optionalId("Please select a valid partner."),
});
export type CustomerInput = z.infer<typeof customerInputSchema>;

export const addressInputSchema = z.object({
  cityId: optionalId("Please select a valid city."),
  streetName: short("Street name", 200),
  streetAddress1: short("Street address 1", 200),
  streetAddress2: short("Street address 2", 200),
  buildingNo: short("Building number", 60),
  districtName: short("District name"),
  postalCode: short("Postal code", 20),
  state: short("State"),
  landmark: short("Landmark", 200),
  additionalNumber: short("Additional number", 60),
});


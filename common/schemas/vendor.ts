// Vendors (distributors and other suppliers): contact details validated, IBAN checked, amounts in range.
import { z } from "zod";
import { plainFileUrlOrNull } from "../files/fileUrl";
import { isValidPhone, phoneMessage } from "../format/phone";
import { IBAN_MESSAGE, isValidIban, normalizeIban } from "../validation/iban";
import { optionalBoolean, optionalNumber } from "../validation/numberFields";
import { idList } from "../validation/idList";
import { optionalText, requiredText } from "./fields";
import { NAME_MESSAGE, activeStatus } from "./taxonomy";

export const EMAIL_MESSAGE = "Please enter a valid email address.";
export const DATE_MESSAGE = "Please enter a valid date.";

const short = (label: string, length = 120) => optionalText({ length, message: `${label} must be at most ${length} characters.` });

const phone = () =>
  short("Phone number", 250).refine((value) => value === null || isValidPhone(value), { error: phoneMessage });

const email = () =>
  short("Email", 254).refine((value) => value === null || z.email().safeParse(value).success, { error: EMAIL_MESSAGE });

/** A calendar date "YYYY-MM-DD" (a full ISO timestamp is cut to its date). */
const isoDate = () =>
  short("Date", 40)
    .transform((value) => (value && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value))
    .refine((value) => value === null || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)), {
      error: DATE_MESSAGE,
    });

const iban = () =>
  short("IBAN", 60)
    .refine((value) => value === null || isValidIban(value), { error: IBAN_MESSAGE })
    .transform((value) => (value === null ? null : normalizeIban(value)));

export const vendorInputSchema = z.object({
  name: requiredText(NAME_MESSAGE, { length: 200, message: "Name must be at most 200 characters." }),
  status: activeStatus(),
  type: short("Type", 60),
  classification: short("Classification", 60),
  creditLimit: optionalNumber("Credit limit cannot be negative.", { min: 0 }),
  leadTime: optionalNumber("Lead time must be a whole number of 0 or more.", { min: 0, integer: true }),
  paymentMethod: short("Payment method", 60),
  paymentTerms: short("Payment terms"),
  contactPerson: short("Contact person"),
  primaryEmail: email(),
  secondaryEmail: email(),
  primaryPhone: phone(),
  secondaryPhone: phone(),
  businessAddress: short("Business address", 500),
  city: short("City"),
  stateProvince: short("State or province"),
  zipCode: short("Zip code", 20),
  bankName: short("Bank name"),
  branchCode: short("Branch code", 40),
  branchCity: short("Branch city"),
  ibanNumber: iban(),
  registrationNumber: short("Registration number", 60),
  strn: short("STRN", 60),
  taxationNumber: short("Taxation number", 60),
  taxExemption: optionalBoolean(false),
  taxExemptionValidity: isoDate(),
  taxReturn: optionalBoolean(false),
  withHoldTaxGroup: short("Withholding tax group", 60),
  withHoldTaxPercentage: optionalNumber("Withholding tax percentage must be between 0 and 100.", { min: 0, max: 100 }),
  drugLicenseNo: short("Drug license number", 60),
  drugSaleLicense: short("Drug sale license", 60),
  document: short("Document", 1000).transform(plainFileUrlOrNull),
  documentExpiryDate: isoDate(),
  stockReturnPolicy: short("Stock return policy", 2000),
  comment: short("Comment", 2000),
  manufacturerIds: idList("Please select valid manufacturers."),
});

export type VendorInput = z.infer<typeof vendorInputSchema>;

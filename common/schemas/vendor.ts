// Vendors (distributors and other suppliers): contact details validated, IBAN checked, amounts in range.
import { z } from "zod";
import { isValidPhone, phoneMessage } from "../format/phone";
import { LEAD_TIME_DAYS_MAX, optionalCount, optionalMoney, optionalPercent } from "../validation/bounds";
import { IBAN_MESSAGE, isValidIban, normalizeIban } from "../validation/iban";
import { idList } from "../validation/idList";
import { optionalDate } from "./dates";
import { optionalBoolean, optionalImageUrl, optionalText, requiredText } from "./fields";
import { NAME_MESSAGE, activeStatus } from "./taxonomy";

export const EMAIL_MESSAGE = "Please enter a valid email address.";
/** What the vendor form offers for these (the server takes any text). */
export const VENDOR_TYPES = ["DISTRIBUTOR", "WHOLESALER", "MANUFACTURER", "IMPORTER"] as const;
export const VENDOR_CLASSIFICATIONS = ["A", "B", "C"] as const;
export const VENDOR_PAYMENT_METHODS = ["CASH", "CHEQUE", "BANK_TRANSFER", "CREDIT"] as const;

const short = (label: string, max = 120) => optionalText({ label, max });
const long = (label: string, max: number) => optionalText({ label, max, multiline: true });

const phone = () =>
  short("Phone number", 250).refine((value) => value === null || isValidPhone(value), { error: phoneMessage });

const email = () =>
  short("Email", 254).refine((value) => value === null || z.email().safeParse(value).success, { error: EMAIL_MESSAGE });

const iban = () =>
  short("IBAN", 60)
    .refine((value) => value === null || isValidIban(value), { error: IBAN_MESSAGE })
    .transform((value) => (value === null ? null : normalizeIban(value)));

export const vendorInputSchema = z.object({
  name: requiredText(NAME_MESSAGE, { label: "Name", max: 200 }),
  status: activeStatus(),
  type: short("Type", 60),
  classification: short("Classification", 60),
  creditLimit: optionalMoney("Credit limit"),
  leadTime: optionalCount("Lead time", { min: 0, max: LEAD_TIME_DAYS_MAX }),
  paymentMethod: short("Payment method", 60),
  paymentTerms: short("Payment terms"),
  contactPerson: short("Contact person"),
  primaryEmail: email(),
  secondaryEmail: email(),
  primaryPhone: phone(),
  secondaryPhone: phone(),
  businessAddress: long("Business address", 500),
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
  taxExemptionValidity: optionalDate(),
  taxReturn: optionalBoolean(false),
  withHoldTaxGroup: short("Withholding tax group", 60),
  withHoldTaxPercentage: optionalPercent("Withholding tax percentage"),
  drugLicenseNo: short("Drug license number", 60),
  drugSaleLicense: short("Drug sale license", 60),
  document: optionalImageUrl("Document"),
  documentExpiryDate: optionalDate(),
  stockReturnPolicy: long("Stock return policy", 2000),
  comment: long("Comment", 2000),
  manufacturerIds: idList("Please select valid manufacturers."),
});

export type VendorInput = z.infer<typeof vendorInputSchema>;

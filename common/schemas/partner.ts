// Partners: corporate, discount and other programmes customers belong to. The name is unique per tenant (ours).
import { z } from "zod";
import { optionalEmail, optionalPhone } from "./customer";
import { optionalId, optionalText, requiredText } from "./fields";

export const PARTNER_TYPES = ["AFFILIATE", "CORPORATE", "DISCOUNT", "DISTRIBUTOR", "RESELLER"] as const;
export const PARTNER_STATUSES = ["ACTIVE", "INACTIVE"] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

export const PARTNER_NAME_MESSAGE = "Partner name is required.";
export const PARTNER_TYPE_MESSAGE = "Please choose a partner type.";
export const PARTNER_NAME_TAKEN = "A partner with this name already exists.";

const short = (label: string, max = 120) => optionalText({ label, max });

export const partnerInputSchema = z.object({
  name: requiredText(PARTNER_NAME_MESSAGE, { label: "Name", max: 200 }),
  type: z.enum(PARTNER_TYPES, { error: PARTNER_TYPE_MESSAGE }),
  status: z.enum(PARTNER_STATUSES, { error: "Please choose a status." }).nullish().transform((value) => value ?? "ACTIVE"),
  address: optionalText({ label: "Address", max: 500, multiline: true }),
  cityId: optionalId("Please select a valid city."),
  contactPerson: short("Contact person"),
  email: optionalEmail(),
  phoneNumber: optionalPhone(),
  taxId: short("Tax ID", 60),
  websiteUrl: short("Website", 1000).refine((value) => value === null || /^https?:\/\/\S+$/i.test(value), {
    error: "Please enter a website starting with http:// or https://.",
  }),
});
export type PartnerInput = z.infer<typeof partnerInputSchema>;

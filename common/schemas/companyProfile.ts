// The company's profile (system/company, ours): the tenant's name, website, online store and logos, which the
// receipts, the transfer print and the offline till show. Logos are uploads of this company (POST /files?for=company)
// or the app's own /brand/ images;
// the server also checks that the path is under the caller's own tenant.
import { z } from "zod";
import { plainFileUrlOrNull } from "../files/fileUrl";
import { isHttpUrl } from "../validation/text";
import { LINK_MAX, optionalText, requiredText } from "./fields";

export const COMPANY_NAME_MAX = 120;
export const COMPANY_NAME_MESSAGE = "Company name is required";
export const companyUrlMessage = (label: string) => `${label} must be an http(s) link.`;
export const companyLogoMessage = (label: string) => `${label} must be an image uploaded here.`;

/** The path our upload endpoint answers: /files/<tenant id>/<file id>.<png|jpg|jpeg|webp>. */
const UPLOADED_IMAGE = /^\/files\/([0-9a-f-]+)\/[0-9a-f-]+\.(png|jpg|jpeg|webp)$/i;

/** The tenant an uploaded image's path belongs to, or null when it is not an upload path. */
export function uploadTenantOf(path: string): string | null {
  return UPLOADED_IMAGE.exec(path)?.[1]?.toLowerCase() ?? null;
}

function optionalLink(label: string) {
  return optionalText({ label, max: LINK_MAX }).refine((value) => value === null || isHttpUrl(value), { error: companyUrlMessage(label) });
}

/** One of the web app's own brand images (the demo's /brand/… logos): no other company's file, so always allowed. */
const BRAND_PATH = /^\/brand\/[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)?$/;

export const isBrandPath = (value: string) => BRAND_PATH.test(value);

function optionalLogo(label: string) {
  return optionalText({ label, max: LINK_MAX })
    .transform(plainFileUrlOrNull)
    .refine((value) => value === null || uploadTenantOf(value) !== null || isBrandPath(value), { error: companyLogoMessage(label) });
}

export const COMPANY_LOGO_FIELDS = ["logo", "parentCompanyLogo", "invertedLogo", "qrInvertedLogo"] as const;
export type CompanyLogoField = (typeof COMPANY_LOGO_FIELDS)[number];

export const COMPANY_LOGO_LABELS: Record<CompanyLogoField, string> = {
  logo: "Logo",
  parentCompanyLogo: "Parent company logo",
  invertedLogo: "Inverted logo",
  qrInvertedLogo: "QR inverted logo",
};

export const companyProfileInputSchema = z.object({
  name: requiredText(COMPANY_NAME_MESSAGE, { label: "Company name", max: COMPANY_NAME_MAX }),
  website: optionalLink("Website"),
  onlineStoreURL: optionalLink("Online store URL"),
  logo: optionalLogo(COMPANY_LOGO_LABELS.logo),
  parentCompanyLogo: optionalLogo(COMPANY_LOGO_LABELS.parentCompanyLogo),
  invertedLogo: optionalLogo(COMPANY_LOGO_LABELS.invertedLogo),
  qrInvertedLogo: optionalLogo(COMPANY_LOGO_LABELS.qrInvertedLogo),
});

export type CompanyProfileInput = z.output<typeof companyProfileInputSchema>;

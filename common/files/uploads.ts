// Uploaded files: what may be uploaded, how big, and what each upload is for. The server's POST /files and
// the web's ImageUpload read the same rules; UPLOAD_PURPOSES is the one map from `?for=` to the permissions
// that allow it (whoever may create or edit the entity may upload its images).
import { P } from "../permissions/catalogue";

export const UPLOAD_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  unauthenticated: "Please sign in.",
  type: "Only PNG, JPEG or WebP images can be uploaded.",
  tooLarge: "The file is larger than 2 MB.",
  empty: "The file is empty.",
  mismatch: "The file is not the image type it claims to be.",
};

const { product, category } = P.productCatalog;
const { vendor } = P.procurement;

export const UPLOAD_PURPOSES = {
  product: { what: "product images", permissions: [product.create, product.update] },
  category: { what: "category images", permissions: [category.create, category.update] },
  vendor: { what: "vendor documents", permissions: [vendor.create, vendor.update] },
  integration: { what: "integration logos", permissions: [P.system.integration.create, P.system.integration.update] },
  company: { what: "company logos", permissions: [P.system.company.update] },
} as const satisfies Record<string, { what: string; permissions: readonly string[] }>;

export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

export function isUploadPurpose(value: string | null): value is UploadPurpose {
  return value !== null && Object.hasOwn(UPLOAD_PURPOSES, value);
}

export const unknownPurposeMessage = () =>
  `Say what the file is for: ?for=${Object.keys(UPLOAD_PURPOSES).join(", ")}.`;

export const uploadForbiddenMessage = (purpose: UploadPurpose) =>
  `You do not have permission to upload ${UPLOAD_PURPOSES[purpose].what}.`;

export const quotaFullMessage = (quotaBytes: number) =>
  `Your company's file storage is full (${Number((quotaBytes / (1024 * 1024)).toFixed(1))} MB). Remove unused images or ask for more space.`;

// The company profile: the caller's own tenant row, read and changed (system:company:*). No tenant id is ever
// taken from the input; the row is the scope's tenant, and the tenants table's RLS update policy
// (migration company_profile) refuses any other row as a second wall.
import { eq } from "drizzle-orm";
import { COMPANY_LOGO_FIELDS, companyLogoMessage, COMPANY_LOGO_LABELS, companyProfileInputSchema, isBrandPath, uploadTenantOf } from "../../../common/schemas/companyProfile";
import type { FieldErrors } from "../../../common/validation/fieldErrors";
import type { TenantRow } from "../../db";
import { tenants } from "../../db/schema";
import type { ServiceScope } from "../../core/context";
import { badUserInput, notFound, parseInput } from "../../core/errors";
import { recordActivity } from "../../core/activity/recordActivity";

export async function getCompanyProfile({ tx, tenantId }: ServiceScope): Promise<TenantRow> {
  const [row] = await tx.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!row) throw notFound("Company not found.");
  return row;
}

export async function updateCompanyProfile(scope: ServiceScope, raw: unknown): Promise<TenantRow> {
  const { tx, tenantId } = scope;
  const input = parseInput(companyProfileInputSchema, raw);
  const errors: FieldErrors = {};
  for (const field of COMPANY_LOGO_FIELDS) {
    const path = input[field];
    // another company's upload is refused (its file is not ours to show); the app's /brand/… images are anyone's
    const ours = path === null || isBrandPath(path) || uploadTenantOf(path) === tenantId.toLowerCase();
    if (!ours) errors[field] = companyLogoMessage(COMPANY_LOGO_LABELS[field]);
  }
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  const [row] = await tx
    .update(tenants)
    .set({
      name: input.name,
      website: input.website,
      onlineStoreUrl: input.onlineStoreURL,
      logo: input.logo,
      parentCompanyLogo: input.parentCompanyLogo,
      invertedLogo: input.invertedLogo,
      qrInvertedLogo: input.qrInvertedLogo,
    })
    .where(eq(tenants.id, tenantId))
    .returning();
  if (!row) throw notFound("Company not found.");
  await recordActivity(scope, { action: "UPDATE", entity: "company", entityId: tenantId, details: { name: input.name } });
  return row;
}

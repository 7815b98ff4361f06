// Partners: list, read, create and update (ours). The name is unique per tenant, case-insensitively.
import { and, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import "../../../common/format/phoneRulesStatic";
import { PARTNER_NAME_TAKEN, partnerInputSchema, type PartnerInput, type PartnerStatus, type PartnerType } from "../../../common/schemas/partner";
import { SECONDARY_IDS, isUuid, nextSecondaryId, type Tx } from "../../db";
import { partners } from "../../db/schema";
import type { ServiceScope } from "../../core/context";
import { badUserInput, notFound, parseInput } from "../../core/errors";
import { containsPattern, type ListPage, type ListQueryArgs } from "../../core/listEngine";
import { runList } from "../../core/runList";
import { type CityRow, assertCity, citiesById } from "../geo";
import { recordActivity } from "../../core/activity/recordActivity";
import { partnerDefaultSort, partnerListFields } from "./listFields";

type PartnerTable = Omit<typeof partners.$inferSelect, "tenantId" | "createdBy" | "updatedBy">;
export type PartnerRow = Omit<PartnerTable, "type" | "status"> & { type: PartnerType; status: PartnerStatus; city: CityRow | null };

const NOT_FOUND_MESSAGE = "Partner not found.";

const columns = {
  id: partners.id,
  secondaryId: partners.secondaryId,
  name: partners.name,
  status: partners.status,
  type: partners.type,
  address: partners.address,
  cityId: partners.cityId,
  contactPerson: partners.contactPerson,
  email: partners.email,
  phoneNumber: partners.phoneNumber,
  taxId: partners.taxId,
  websiteUrl: partners.websiteUrl,
  createdAt: partners.createdAt,
  updatedAt: partners.updatedAt,
};

async function selectPartners(tx: Tx, where: SQL | undefined, page?: { orderBy: SQL[]; limit: number; offset: number }): Promise<PartnerRow[]> {
  const query = tx.select(columns).from(partners).where(where).$dynamic();
  const rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query;
  const cityMap = await citiesById(tx, rows.map((row) => row.cityId));
  return rows.map((row) => ({
    ...row,
    type: row.type as PartnerType,
    status: row.status as PartnerStatus,
    city: row.cityId ? (cityMap.get(row.cityId) ?? null) : null,
  }));
}

async function findPartner(scope: ServiceScope, id: string): Promise<PartnerRow> {
  if (!isUuid(id)) throw notFound(NOT_FOUND_MESSAGE);
  const [row] = await selectPartners(scope.tx, and(eq(partners.tenantId, scope.tenantId), eq(partners.id, id)));
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

export function listPartners(scope: ServiceScope, args: ListQueryArgs & { search?: string | null }): Promise<ListPage<PartnerRow>> {
  const { tx, tenantId } = scope;
  const text = args.search?.trim() ?? "";
  const search = text === "" ? undefined : or(ilike(partners.name, containsPattern(text)), ilike(partners.contactPerson, containsPattern(text)));
  return runList(tx, args, {
    fields: partnerListFields,
    tieBreaker: partners.id,
    defaultSort: partnerDefaultSort,
    from: partners,
    where: and(eq(partners.tenantId, tenantId), search),
    page: (window) => selectPartners(tx, window.where, window),
  });
}

export function getPartner(scope: ServiceScope, id: string): Promise<PartnerRow> {
  return findPartner(scope, id);
}

/** Partners by id for a page of customers (one query), in the order of ids; null where none. */
export async function partnersInOrder(scope: ServiceScope, ids: readonly string[]): Promise<(PartnerRow | null)[]> {
  const wanted = ids.filter(isUuid);
  const rows = wanted.length === 0 ? [] : await selectPartners(scope.tx, and(eq(partners.tenantId, scope.tenantId), inArray(partners.id, wanted)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}

async function checkRules(scope: ServiceScope, input: PartnerInput, existingId?: string): Promise<void> {
  const { tx, tenantId } = scope;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`partners:${tenantId}`}, 0))`);
  await assertCity(tx, input.cityId);
  const [taken] = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.tenantId, tenantId), sql`lower(${partners.name}) = lower(${input.name})`, existingId ? ne(partners.id, existingId) : undefined))
    .limit(1);
  if (taken) throw badUserInput({ name: PARTNER_NAME_TAKEN });
}

export async function createPartner(scope: ServiceScope, raw: unknown): Promise<PartnerRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(partnerInputSchema, raw);
  await checkRules(scope, input);
  const { counter, prefix } = SECONDARY_IDS.partner;
  const secondaryId = await nextSecondaryId(tx, tenantId, counter, prefix);
  const [created] = await tx
    .insert(partners)
    .values({ tenantId, secondaryId, ...input, createdBy: auth.user.id, updatedBy: auth.user.id })
    .returning({ id: partners.id });
  await recordActivity(scope, { action: "CREATE", entity: "partner", entityId: created.id, details: { name: input.name, type: input.type } });
  return findPartner(scope, created.id);
}

export async function updatePartner(scope: ServiceScope, id: string, raw: unknown): Promise<PartnerRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(partnerInputSchema, raw);
  await findPartner(scope, id);
  await checkRules(scope, input, id);
  await tx
    .update(partners)
    .set({ ...input, updatedBy: auth.user.id, updatedAt: new Date() })
    .where(and(eq(partners.tenantId, tenantId), eq(partners.id, id)));
  await recordActivity(scope, { action: "UPDATE", entity: "partner", entityId: id, details: { name: input.name, type: input.type } });
  return findPartner(scope, id);
}

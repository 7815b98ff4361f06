// Discounts: list, read (by id, code or partner), create and update. The code is unique per tenant whatever its
// case; the status a screen sees follows the dates (discountStatusSql), only ACTIVE and IN_ACTIVE are stored.
import { and, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import type { DiscountScope, DiscountStatus, DiscountType } from "../../../common/pricing/discountRules";
import { DISCOUNT_CODE_TAKEN, DISCOUNT_NOT_FOUND, discountInputSchema, type DiscountInput } from "../../../common/schemas/discount";
import { SECONDARY_IDS, isUuid, nextSecondaryId, type Tx } from "../../db";
import { discounts, partners } from "../../db/schema";
import type { ServiceScope } from "../../core/context";
import { badUserInput, notFound, parseInput } from "../../core/errors";
import { containsPattern, type ListPage, type ListQueryArgs } from "../../core/listEngine";
import { runList } from "../../core/runList";
import { recordActivity } from "../../core/activity/recordActivity";
import { discountDefaultSort, discountListFields, discountStatusSql } from "./listFields";
import { assertAuthorLocations, assertTargets, writeTargets } from "./targets";

/** A discount's terms, as the screens and the pricing rules both read them. */
export interface DiscountTerms {
  id: string;
  title: string;
  code: string | null;
  value: string;
  maxDiscountAmount: string | null;
  minPurchaseAmount: string | null;
  minQuantity: number | null;
  buyX: number | null;
  getY: number | null;
  getYDiscount: string | null;
  limitUses: number | null;
  usedCount: number;
  combinable: boolean;
  startDate: Date;
  endDate: Date | null;
  partnerId: string | null;
}

export interface DiscountRow extends DiscountTerms {
  secondaryId: string;
  type: DiscountType;
  scope: DiscountScope;
  status: DiscountStatus;
  createdAt: Date;
  updatedAt: Date;
}

/** A discount's columns as the screens and the cart read them (the status as the dates make it). */
export const discountColumns = {
  id: discounts.id,
  secondaryId: discounts.secondaryId,
  title: discounts.title,
  code: discounts.code,
  type: discounts.type,
  scope: discounts.scope,
  value: discounts.value,
  maxDiscountAmount: discounts.maxDiscountAmount,
  minPurchaseAmount: discounts.minPurchaseAmount,
  minQuantity: discounts.minQuantity,
  buyX: discounts.buyX,
  getY: discounts.getY,
  getYDiscount: discounts.getYDiscount,
  limitUses: discounts.limitUses,
  usedCount: discounts.usedCount,
  combinable: discounts.combinable,
  status: discountStatusSql,
  startDate: discounts.startDate,
  endDate: discounts.endDate,
  partnerId: discounts.partnerId,
  createdAt: discounts.createdAt,
  updatedAt: discounts.updatedAt,
};

async function selectDiscounts(tx: Tx, where: SQL | undefined, page?: { orderBy: SQL[]; limit: number; offset: number }): Promise<DiscountRow[]> {
  const query = tx.select(discountColumns).from(discounts).where(where).$dynamic();
  const rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query;
  return rows.map((row) => ({ ...row, type: row.type as DiscountType, scope: row.scope as DiscountScope, status: row.status as DiscountStatus }));
}

export function listDiscounts(scope: ServiceScope, args: ListQueryArgs & { search?: string | null; locationId?: string | number | null }): Promise<ListPage<DiscountRow>> {
  const { tx, tenantId } = scope;
  const text = args.search?.trim() ?? "";
  const search = text === "" ? undefined : or(ilike(discounts.title, containsPattern(text)), ilike(discounts.code, containsPattern(text)));
  const locationId = args.locationId == null ? null : String(args.locationId);
  // every location, or naming this one
  const atLocation =
    locationId === null
      ? undefined
      : isUuid(locationId)
        ? sql`(not exists (select 1 from discount_targets t where t.tenant_id = ${discounts.tenantId} and t.discount_id = ${discounts.id} and t.target_type = 'LOCATION')
            or exists (select 1 from discount_targets t where t.tenant_id = ${discounts.tenantId} and t.discount_id = ${discounts.id} and t.target_type = 'LOCATION' and t.target_id = ${locationId}::uuid))`
        : sql`false`;
  return runList(tx, args, {
    fields: discountListFields,
    tieBreaker: discounts.id,
    defaultSort: discountDefaultSort,
    from: discounts,
    where: and(eq(discounts.tenantId, tenantId), search, atLocation),
    page: (window) => selectDiscounts(tx, window.where, window),
  });
}

/** A discount of the tenant by id, code (any case) or partner (its newest); NOT_FOUND otherwise. */
export async function getDiscount(scope: ServiceScope, by: { id?: string | null; code?: string | null; partnerId?: string | null }): Promise<DiscountRow> {
  const { tx, tenantId } = scope;
  let where: SQL;
  if (by.id) where = isUuid(by.id) ? eq(discounts.id, by.id.toLowerCase()) : sql`false`;
  else if (by.code?.trim()) where = sql`lower(${discounts.code}) = lower(${by.code.trim().slice(0, 30)})`;
  else if (by.partnerId) where = isUuid(by.partnerId) ? eq(discounts.partnerId, by.partnerId.toLowerCase()) : sql`false`;
  else throw badUserInput({ id: "Please give the id, the code or the partner of the discount." });
  const [row] = await tx
    .select(discountColumns)
    .from(discounts)
    .where(and(eq(discounts.tenantId, tenantId), where))
    .orderBy(sql`${discounts.createdAt} desc`)
    .limit(1);
  if (!row) throw notFound(DISCOUNT_NOT_FOUND);
  return { ...row, type: row.type as DiscountType, scope: row.scope as DiscountScope, status: row.status as DiscountStatus };
}

async function checkRules(scope: ServiceScope, input: DiscountInput, existingId?: string): Promise<void> {
  const { tx, tenantId } = scope;
  if (input.code) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`discounts:${tenantId}`}, 0))`);
    const [taken] = await tx
      .select({ id: discounts.id })
      .from(discounts)
      .where(and(eq(discounts.tenantId, tenantId), sql`lower(${discounts.code}) = lower(${input.code})`, existingId ? ne(discounts.id, existingId) : undefined))
      .limit(1);
    if (taken) throw badUserInput({ code: DISCOUNT_CODE_TAKEN });
  }
  if (input.partnerId) {
    const [partner] = await tx.select({ id: partners.id }).from(partners).where(and(eq(partners.tenantId, tenantId), eq(partners.id, input.partnerId)));
    if (!partner) throw badUserInput({ partnerId: "Partner not found." });
  }
  await assertTargets(tx, tenantId, input);
  await assertAuthorLocations(scope, input.locationIds, existingId);
}

const storedColumns = (input: DiscountInput) => {
  const money = (value: number | null) => (value === null ? null : value.toFixed(2));
  const buyXGetY = input.scope === "BUY_X_GET_Y";
  return {
    title: input.title,
    code: input.code,
    type: input.type,
    scope: input.scope,
    value: input.value.toFixed(2),
    maxDiscountAmount: money(input.maxDiscountAmount),
    minPurchaseAmount: money(input.minPurchaseAmount),
    minQuantity: input.minQuantity,
    buyX: buyXGetY ? input.buyX : null,
    getY: buyXGetY ? input.getY : null,
    getYDiscount: buyXGetY ? money(input.getYDiscount ?? 100) : null,
    limitUses: input.limitUses,
    combinable: input.combinable,
    status: input.status,
    startDate: input.startDate,
    endDate: input.endDate,
    partnerId: input.partnerId,
  };
};

export async function createDiscount(scope: ServiceScope, raw: unknown): Promise<DiscountRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(discountInputSchema, raw);
  await checkRules(scope, input);
  const { counter, prefix } = SECONDARY_IDS.discount;
  const secondaryId = await nextSecondaryId(tx, tenantId, counter, prefix);
  const [created] = await tx
    .insert(discounts)
    .values({ tenantId, secondaryId, ...storedColumns(input), createdBy: auth.user.id, updatedBy: auth.user.id })
    .returning({ id: discounts.id });
  await writeTargets(tx, tenantId, created.id, input);
  await recordActivity(scope, { action: "CREATE", entity: "discount", entityId: created.id, details: { title: input.title, code: input.code, scope: input.scope } });
  return getDiscount(scope, { id: created.id });
}

export async function updateDiscount(scope: ServiceScope, id: string, raw: unknown): Promise<DiscountRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(discountInputSchema, raw);
  const existing = await getDiscount(scope, { id });
  await checkRules(scope, input, existing.id);
  // a limit below the uses already made would break the count's check: refuse it by name
  if (input.limitUses !== null && input.limitUses < existing.usedCount) throw badUserInput({ limitUses: `Limit uses cannot be less than the ${existing.usedCount} uses already made.` });
  await tx
    .update(discounts)
    .set({ ...storedColumns(input), updatedBy: auth.user.id, updatedAt: new Date() })
    .where(and(eq(discounts.tenantId, tenantId), eq(discounts.id, existing.id)));
  await writeTargets(tx, tenantId, existing.id, input);
  await recordActivity(scope, { action: "UPDATE", entity: "discount", entityId: existing.id, details: { title: input.title, code: input.code, status: input.status } });
  return getDiscount(scope, { id: existing.id });
}

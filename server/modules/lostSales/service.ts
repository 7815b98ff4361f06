// Lost sales: recorded at the till (createLostSale), listed per allowed location (getLostSales), read one by one
// (getLostSale), and added up per product (getLostSaleTotals) — the best signal of what to stock.
import { randomUUID } from "node:crypto";
import { and, eq, gte, ilike, inArray, lt, sql, type SQL } from "drizzle-orm";
import { formatMoney, money, round2, toMoneyString } from "../../../common/money";
import { LOST_SALE_NOT_FOUND, lostSaleInputSchema, lostSaleShelfPriceMessage, type LostSaleReason, type LostSaleType } from "../../../common/schemas/lostSale";
import { SECONDARY_IDS, isUuid, nextSecondaryId, reserveSecondaryIds, type Tx } from "../../db";
import { activityLog, locationRegisters, lostSales, products, users } from "../../db/schema";
import { assertLocationAllowed, locationScope, type ServiceScope } from "../../core/context";
import { badUserInput, notFound, parseInput } from "../../core/errors";
import { containsPattern, type ListPage, type ListQueryArgs } from "../../core/listEngine";
import { runList } from "../../core/runList";
import { recordActivity } from "../../core/activity/recordActivity";
import { availableByProduct } from "../sales";
import { lostSaleListFields } from "./listFields";

export interface LostSaleRow {
  id: string;
  secondaryId: string;
  locationId: string;
  registerId: string | null;
  productId: string | null;
  productName: string;
  quantity: number;
  price: number;
  value: number;
  currentInventory: number;
  reason: LostSaleReason;
  status: string;
  type: LostSaleType;
  comment: string | null;
  createdAt: Date;
  createdBy: { id: string; firstName: string; lastName: string } | null;
}

const columns = {
  id: lostSales.id,
  secondaryId: lostSales.secondaryId,
  locationId: lostSales.locationId,
  registerId: lostSales.registerId,
  productId: lostSales.productId,
  productName: lostSales.productName,
  quantity: lostSales.quantity,
  price: lostSales.price,
  value: lostSales.value,
  currentInventory: lostSales.currentInventory,
  reason: lostSales.reason,
  status: lostSales.status,
  type: lostSales.type,
  comment: lostSales.comment,
  createdAt: lostSales.createdAt,
  creatorId: users.id,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};

async function selectLostSales(tx: Tx, where: SQL | undefined, page?: { orderBy: SQL[]; limit: number; offset: number }): Promise<LostSaleRow[]> {
  const query = tx
    .select(columns)
    .from(lostSales)
    .leftJoin(users, and(eq(users.tenantId, lostSales.tenantId), eq(users.id, lostSales.createdBy)))
    .where(where)
    .$dynamic();
  const rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ creatorId, creatorFirstName, creatorLastName, ...row }) => ({
    ...row,
    price: Number(row.price),
    value: Number(row.value),
    reason: row.reason as LostSaleReason,
    type: row.type as LostSaleType,
    createdBy: creatorId ? { id: creatorId, firstName: creatorFirstName ?? "", lastName: creatorLastName ?? "" } : null,
  }));
}

export async function createLostSale(scope: ServiceScope, raw: unknown): Promise<LostSaleRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(lostSaleInputSchema, raw);
  assertLocationAllowed(scope, input.locationId);
  if (input.registerId) {
    const [register] = await tx
      .select({ id: locationRegisters.id })
      .from(locationRegisters)
      .where(and(eq(locationRegisters.tenantId, tenantId), eq(locationRegisters.id, input.registerId), eq(locationRegisters.locationId, input.locationId)));
    if (!register) throw badUserInput({ registerId: "Register not found at this location." });
  }
  let productName = input.productName ?? "";
  let price = input.price === null ? null : money(input.price);
  let currentInventory = 0;
  if (input.productId) {
    // an inactive product may still be asked for: any product of the tenant
    const [product] = await tx
      .select({ id: products.id, name: products.name, unitPrice: products.maximumRetailUnitPrice })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), eq(products.id, input.productId)));
    if (!product) throw badUserInput({ productId: "Product not found." });
    productName = product.name;
    // the shelf price, read here: a client never prices a catalogue product (an equal price, sent back, is fine)
    const shelfPrice = round2(product.unitPrice ?? 0);
    if (price !== null && !round2(price).equals(shelfPrice)) throw badUserInput({ price: lostSaleShelfPriceMessage(formatMoney(shelfPrice, { prefix: "Rs " })) });
    price = shelfPrice;
    currentInventory = (await availableByProduct(tx, tenantId, input.locationId, [product.id])).get(product.id) ?? 0;
  }
  const unitPrice = round2(price ?? 0);
  const { counter, prefix } = SECONDARY_IDS.lostSale;
  const [created] = await tx
    .insert(lostSales)
    .values({
      tenantId,
      secondaryId: await nextSecondaryId(tx, tenantId, counter, prefix),
      locationId: input.locationId,
      registerId: input.registerId,
      productId: input.productId,
      productName,
      quantity: input.quantity,
      price: toMoneyString(unitPrice),
      value: toMoneyString(unitPrice.times(input.quantity)),
      currentInventory,
      reason: input.reason,
      type: input.productId ? "IN_CATALOGUE" : "UNLISTED",
      comment: input.comment,
      createdBy: auth.user.id,
    })
    .returning({ id: lostSales.id });
  await recordActivity(scope, { action: "CREATE", entity: "lost-sale", entityId: created.id, details: { productName, quantity: input.quantity, reason: input.reason } });
  return getLostSale(scope, created.id);
}

/**
 * createLostSale for many at once (the demo's history records a season's at the start): the same checks and rows,
 * numbered in the order given, in a fixed number of statements; answers their ids in that order.
 */
export async function createLostSales(scope: ServiceScope, raws: readonly unknown[]): Promise<string[]> {
  const { tx, tenantId, auth } = scope;
  const inputs = raws.map((raw) => parseInput(lostSaleInputSchema, raw));
  if (inputs.length === 0) return [];
  for (const input of inputs) assertLocationAllowed(scope, input.locationId);
  const registerIds = [...new Set(inputs.flatMap((input) => (input.registerId ? [input.registerId] : [])))];
  const registers = registerIds.length === 0 ? [] : await tx
    .select({ id: locationRegisters.id, locationId: locationRegisters.locationId })
    .from(locationRegisters)
    .where(and(eq(locationRegisters.tenantId, tenantId), inArray(locationRegisters.id, registerIds)));
  const registerAt = new Map(registers.map((register) => [register.id, register.locationId]));
  const productIds = [...new Set(inputs.flatMap((input) => (input.productId ? [input.productId] : [])))];
  const found = productIds.length === 0 ? [] : await tx
    .select({ id: products.id, name: products.name, unitPrice: products.maximumRetailUnitPrice })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, productIds)));
  const productOf = new Map(found.map((product) => [product.id, product]));
  const available = new Map<string, Map<string, number>>();
  for (const locationId of new Set(inputs.filter((input) => input.productId).map((input) => input.locationId))) {
    const asked = inputs.filter((input) => input.locationId === locationId && input.productId).map((input) => input.productId as string);
    available.set(locationId, await availableByProduct(tx, tenantId, locationId, [...new Set(asked)]));
  }
  const codes = await reserveSecondaryIds(tx, tenantId, SECONDARY_IDS.lostSale.counter, SECONDARY_IDS.lostSale.prefix, inputs.length);
  const rows = inputs.map((input, index) => {
    if (input.registerId && registerAt.get(input.registerId) !== input.locationId) throw badUserInput({ registerId: "Register not found at this location." });
    const product = input.productId ? productOf.get(input.productId) : undefined;
    if (input.productId && !product) throw badUserInput({ productId: "Product not found." });
    const shelfPrice = product ? round2(product.unitPrice ?? 0) : null;
    if (shelfPrice !== null && input.price !== null && !round2(money(input.price)).equals(shelfPrice)) throw badUserInput({ price: lostSaleShelfPriceMessage(formatMoney(shelfPrice, { prefix: "Rs " })) });
    const unitPrice = shelfPrice ?? round2(input.price === null ? 0 : money(input.price));
    return {
      tenantId,
      id: randomUUID(),
      secondaryId: codes[index],
      locationId: input.locationId,
      registerId: input.registerId,
      productId: input.productId,
      productName: product?.name ?? input.productName ?? "",
      quantity: input.quantity,
      price: toMoneyString(unitPrice),
      value: toMoneyString(unitPrice.times(input.quantity)),
      currentInventory: product ? (available.get(input.locationId)?.get(product.id) ?? 0) : 0,
      reason: input.reason,
      type: input.productId ? "IN_CATALOGUE" : "UNLISTED",
      comment: input.comment,
      createdBy: auth.user.id,
    };
  });
  await tx.insert(lostSales).values(rows);
  await tx.insert(activityLog).values(
    rows.map((row) => ({
      tenantId,
      userId: auth.user.id,
      action: "CREATE",
      entity: "lost-sale",
      entityId: row.id,
      details: { productName: row.productName, quantity: row.quantity, reason: row.reason },
    })),
  );
  return rows.map((row) => row.id);
}

export async function getLostSale(scope: ServiceScope, id: string): Promise<LostSaleRow> {
  if (!isUuid(id)) throw notFound(LOST_SALE_NOT_FOUND);
  const [row] = await selectLostSales(scope.tx, and(eq(lostSales.tenantId, scope.tenantId), eq(lostSales.id, id.toLowerCase())));
  if (!row) throw notFound(LOST_SALE_NOT_FOUND);
  assertLocationAllowed(scope, row.locationId);
  return row;
}

export function listLostSales(scope: ServiceScope, args: ListQueryArgs & { search?: string | null; locationId?: string | number | null }): Promise<ListPage<LostSaleRow>> {
  const { tx, tenantId } = scope;
  const text = args.search?.trim() ?? "";
  const locationId = args.locationId == null ? null : String(args.locationId);
  return runList(tx, args, {
    fields: lostSaleListFields,
    tieBreaker: lostSales.id,
    defaultSort: [{ field: "createdAt", direction: "DESC" }],
    from: lostSales,
    joins: [{ table: users, on: and(eq(users.tenantId, lostSales.tenantId), eq(users.id, lostSales.createdBy)), type: "left" }],
    where: and(eq(lostSales.tenantId, tenantId), locationScope(scope, lostSales.locationId, locationId), text ? ilike(lostSales.productName, containsPattern(text)) : undefined),
    page: (window) => selectLostSales(tx, window.where, window),
  });
}

export interface LostSaleTotalRow {
  productId: string | null;
  productName: string;
  count: number;
  quantity: number;
  value: number;
  lastAt: Date;
}

/** Per product (typed names grouped by name), most units lost first: one aggregate over the allowed locations. */
export async function lostSaleTotals(scope: ServiceScope, args: { locationId?: string | null; from?: Date | null; to?: Date | null }): Promise<LostSaleTotalRow[]> {
  const rows = await scope.tx
    .select({
      productId: lostSales.productId,
      productName: sql<string>`min(${lostSales.productName})`,
      count: sql<number>`count(*)::int`,
      quantity: sql<number>`sum(${lostSales.quantity})::int`,
      value: sql<string>`sum(${lostSales.value})::text`,
      lastAt: sql<Date>`max(${lostSales.createdAt})`,
    })
    .from(lostSales)
    .where(
      and(
        eq(lostSales.tenantId, scope.tenantId),
        locationScope(scope, lostSales.locationId, args.locationId ?? null),
        args.from ? gte(lostSales.createdAt, args.from) : undefined,
        args.to ? lt(lostSales.createdAt, args.to) : undefined,
      ),
    )
    .groupBy(lostSales.productId, sql`case when ${lostSales.productId} is null then lower(${lostSales.productName}) end`)
    .orderBy(sql`sum(${lostSales.quantity}) desc`, sql`min(${lostSales.productName})`)
    .limit(200);
  return rows.map((row) => ({ ...row, value: Number(row.value), lastAt: new Date(row.lastAt) }));
}

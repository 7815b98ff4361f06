// Stock returns: IN_INVENTORY lots of one vendor at one location go back to the vendor (RETURNED, quantity 0)
// through the ledger, with a gate pass; totals per product for the printable return.
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, or, type SQL } from "drizzle-orm";
import { round2, sumMoney, toMoneyNumber, toMoneyString } from "../../../common/money";
import { lotsNotInStockMessage, lotsOfOtherVendorMessage, lotsOnPendingAdjustmentMessage, stockReturnInputSchema, STOCK_RETURN_VENDOR_MESSAGE, type StockReturnInput } from "../../../common/schemas/stockReturn";
import { MONEY_MAX, formatBound, isWithinMoneyMax } from "../../../common/validation/bounds";
import { SECONDARY_IDS, nextSecondaryId, type Tx } from "../../db";
import { grnItems, locations, productLots, products, stockReturnItems, stockReturns, vendors } from "../../db/schema";
import { assertLocationAllowed, locationScope, type ServiceScope } from "../../core/context";
import { badUserInput, notFound, parseInput } from "../../core/errors";
import type { ListFieldMap, ListPage, ListQueryArgs } from "../../core/listEngine";
import { innerJoin, runList } from "../../core/runList";
import { recordActivity } from "../../core/activity/recordActivity";
import { isUuid } from "../../db";
import { applyLotMovements, lockLots, lotStatus, pendingAdjustmentOf, lotGrnItemJoin, lotPackColumns, valueOfLot, toVendorSummary, vendorSummaryColumns, type VendorSummary } from "../inventory";
import { locationSummaryColumns, toLocationSummary, type LocationSummary } from "../locations";
import { groupBy } from "../../../common/groupBy";

const STOCK_RETURN_NOT_FOUND_MESSAGE = "Stock return not found.";
const STOCK_RETURN_VALUE_MESSAGE = `A stock return can be worth at most ${formatBound(MONEY_MAX)}. Please return fewer lots at once.`;

export interface StockReturnProductRow {
  productId: string;
  /** The product's own code (secondary id), for people and paper. */
  productCode: string;
  productName: string;
  lotCount: number;
  quantity: number;
  averagePurchasingPrice: number;
  totalPurchasingPrice: number;
}

export interface StockReturnRow {
  id: string;
  secondaryId: string;
  status: string;
  gatePassNumber: string;
  totalProducts: number;
  totalQty: number;
  totalValue: number;
  comment: string | null;
  vendorId: string;
  vendor: VendorSummary;
  locationId: string;
  location: LocationSummary;
  returnItems: StockReturnProductRow[];
  lotActionIds: string[];
  createdAt: Date;
}

export interface StockReturnPdf {
  gatepass: string;
  returnDate: Date;
  returnId: string;
  vendorName: string;
  locationName: string;
  grandTotal: number;
  returns: StockReturnProductRow[];
}

const stockReturnListFields: ListFieldMap = {
  id: { column: stockReturns.id, kind: "uuid" },
  secondaryId: { column: stockReturns.secondaryId, kind: "text" },
  gatePassNumber: { column: stockReturns.gatePassNumber, kind: "text" },
  status: { column: stockReturns.status, kind: "text" },
  vendorId: { column: stockReturns.vendorId, kind: "uuid" },
  "vendor.name": { column: vendors.name, kind: "text" },
  locationId: { column: stockReturns.locationId, kind: "uuid" },
  totalValue: { column: stockReturns.totalValue, kind: "number" },
  totalQty: { column: stockReturns.totalQty, kind: "number" },
  createdAt: { column: stockReturns.createdAt, kind: "date" },
};

const vendorJoin = and(eq(vendors.tenantId, stockReturns.tenantId), eq(vendors.id, stockReturns.vendorId));
const locationJoin = and(eq(locations.tenantId, stockReturns.tenantId), eq(locations.id, stockReturns.locationId));

async function selectStockReturns(tx: Tx, tenantId: string, where: SQL | undefined, page?: { orderBy: SQL[]; limit: number; offset: number }): Promise<StockReturnRow[]> {
  const query = tx
    .select({ sr: stockReturns, vendor: vendorSummaryColumns, location: locationSummaryColumns })
    .from(stockReturns)
    .innerJoin(vendors, vendorJoin)
    .innerJoin(locations, locationJoin)
    .where(where)
    .$dynamic();
  const rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query;
  if (rows.length === 0) return [];
  const items = await tx
    .select({ stockReturnId: stockReturnItems.stockReturnId, productId: stockReturnItems.productId, productCode: products.secondaryId, productName: products.name, quantity: stockReturnItems.quantity, value: stockReturnItems.value, actionId: productLots.actionId })
    .from(stockReturnItems)
    .innerJoin(products, and(eq(products.tenantId, stockReturnItems.tenantId), eq(products.id, stockReturnItems.productId)))
    .innerJoin(productLots, and(eq(productLots.tenantId, stockReturnItems.tenantId), eq(productLots.id, stockReturnItems.lotId)))
    .where(and(eq(stockReturnItems.tenantId, tenantId), inArray(stockReturnItems.stockReturnId, rows.map((row) => row.sr.id))))
    .orderBy(asc(products.name), asc(productLots.actionId));
  const itemsOf = groupBy(items, (item) => item.stockReturnId);
  return rows.map(({ sr, vendor, location }) => {
    const own = itemsOf.get(sr.id) ?? [];
    const byProduct = groupBy(own, (item) => item.productId);
    const returnItems = [...byProduct.entries()].map(([productId, lots]) => {
      const total = sumMoney(lots.map((lot) => lot.value));
      return {
        productId,
        productCode: lots[0].productCode,
        productName: lots[0].productName,
        lotCount: lots.length,
        quantity: lots.reduce((sum, lot) => sum + lot.quantity, 0),
        averagePurchasingPrice: toMoneyNumber(round2(total.div(lots.length))),
        totalPurchasingPrice: toMoneyNumber(total),
      };
    });
    return {
      id: sr.id,
      secondaryId: sr.secondaryId,
      status: sr.status,
      gatePassNumber: sr.gatePassNumber,
      totalProducts: sr.totalProducts,
      totalQty: sr.totalQty,
      totalValue: Number(sr.totalValue),
      comment: sr.comment,
      vendorId: sr.vendorId,
      vendor: toVendorSummary(vendor),
      locationId: sr.locationId,
      location: toLocationSummary(location),
      returnItems,
      lotActionIds: own.map((item) => item.actionId),
      createdAt: sr.createdAt,
    };
  });
}

async function findStockReturn(tx: Tx, tenantId: string, id: string): Promise<StockReturnRow> {
  if (!isUuid(id)) throw notFound(STOCK_RETURN_NOT_FOUND_MESSAGE);
  const [row] = await selectStockReturns(tx, tenantId, and(eq(stockReturns.tenantId, tenantId), eq(stockReturns.id, id)));
  if (!row) throw notFound(STOCK_RETURN_NOT_FOUND_MESSAGE);
  return row;
}

export function listStockReturns(scope: ServiceScope, args: ListQueryArgs & { locationId?: string | null }): Promise<ListPage<StockReturnRow>> {
  const { tx, tenantId } = scope;
  return runList(tx, args, {
    fields: stockReturnListFields,
    tieBreaker: stockReturns.id,
    defaultSort: [{ field: "createdAt", direction: "DESC" }],
    from: stockReturns,
    joins: [innerJoin(vendors, vendorJoin), innerJoin(locations, locationJoin)],
    where: and(eq(stockReturns.tenantId, tenantId), locationScope(scope, stockReturns.locationId, args.locationId)),
    page: (window) => selectStockReturns(tx, tenantId, window.where, window),
  });
}

/** One stock return, if it was made at one of the caller's locations (FORBIDDEN otherwise). */
export async function getStockReturn(scope: ServiceScope, id: string): Promise<StockReturnRow> {
  const row = await findStockReturn(scope.tx, scope.tenantId, id);
  assertLocationAllowed(scope, row.locationId);
  return row;
}

export async function getStockReturnPdf(scope: ServiceScope, id: string): Promise<StockReturnPdf> {
  const row = await getStockReturn(scope, id);
  return {
    gatepass: row.gatePassNumber,
    returnDate: row.createdAt,
    returnId: row.secondaryId,
    vendorName: row.vendor.name,
    locationName: row.location.name,
    grandTotal: row.totalValue,
    returns: row.returnItems,
  };
}

export async function createStockReturn(scope: ServiceScope, raw: unknown): Promise<StockReturnRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(stockReturnInputSchema, raw);
  assertLocationAllowed(scope, input.locationId);
  const made = await returnLotsToVendor(tx, tenantId, auth.user.id, input);
  await recordActivity(scope, { action: "CREATE", entity: "stockReturn", entityId: made.id, details: { ...made, vendorId: input.vendorId } });
  return findStockReturn(tx, tenantId, made.id);
}

/**
 * The lots (IN_INVENTORY at the location, bought from the vendor) go back to the vendor: RETURNED through a
 * RETURN_TO_VENDOR ledger row each, on one stock return with its gate pass. Locks the lots; refuses naming the bad ones.
 */
export async function returnLotsToVendor(tx: Tx, tenantId: string, userId: string | null, input: StockReturnInput) {
  const [vendor] = await tx.select({ id: vendors.id }).from(vendors).where(and(eq(vendors.tenantId, tenantId), eq(vendors.id, input.vendorId)));
  if (!vendor) throw badUserInput({ vendorId: STOCK_RETURN_VENDOR_MESSAGE });
  const lotIds = input.lotIds.filter((id) => isUuid(id)).map((id) => id.toLowerCase());
  const badIds = input.lotIds.filter((id) => !isUuid(id));
  const picked = or(lotIds.length > 0 ? inArray(productLots.id, lotIds) : undefined, input.actionIds.length > 0 ? inArray(productLots.actionId, input.actionIds) : undefined);
  // locked first, read after: a count that began on a lot while this waited for it is seen (inventory's lockLots)
  await lockLots(tx, tenantId, picked);
  const lots = await tx
    .select({ id: productLots.id, actionId: productLots.actionId, productId: productLots.productId, status: lotStatus(), locationId: productLots.locationId, vendorId: productLots.vendorId, quantity: productLots.quantity, isFoc: productLots.isFoc, pack: lotPackColumns, pendingAdjustment: pendingAdjustmentOf() })
    .from(productLots)
    .innerJoin(grnItems, lotGrnItemJoin)
    .where(and(eq(productLots.tenantId, tenantId), picked))
    .orderBy(asc(productLots.id));
  const found = new Set([...lots.map((lot) => lot.id), ...lots.map((lot) => lot.actionId)]);
  const missing = [...badIds, ...lotIds.filter((id) => !found.has(id)), ...input.actionIds.filter((code) => !found.has(code))];
  const notHere = [...missing, ...lots.filter((lot) => lot.locationId !== input.locationId || lot.status !== "IN_INVENTORY").map((lot) => lot.actionId)];
  if (notHere.length > 0) throw badUserInput({ lots: lotsNotInStockMessage(notHere) });
  const otherVendor = lots.filter((lot) => lot.vendorId !== input.vendorId).map((lot) => lot.actionId);
  if (otherVendor.length > 0) throw badUserInput({ lots: lotsOfOtherVendorMessage(otherVendor) });
  // the adjustment would then find its lot gone: it is decided first
  const adjusted = lots.flatMap((lot) => (lot.pendingAdjustment ? [{ actionId: lot.actionId, adjustment: lot.pendingAdjustment }] : []));
  if (adjusted.length > 0) throw badUserInput({ lots: lotsOnPendingAdjustmentMessage(adjusted) });

  const values = lots.map((lot) => valueOfLot(lot, lot.pack));
  const totalValue = sumMoney(values);
  if (!isWithinMoneyMax(totalValue)) throw badUserInput({ lots: STOCK_RETURN_VALUE_MESSAGE });
  const { counter, prefix } = SECONDARY_IDS.stockReturn;
  const secondaryId = await nextSecondaryId(tx, tenantId, counter, prefix);
  const id = randomUUID();
  await tx.insert(stockReturns).values({
    tenantId,
    id,
    secondaryId,
    status: "COMPLETED",
    gatePassNumber: `GP-${secondaryId.slice(prefix.length + 1)}`,
    vendorId: input.vendorId,
    locationId: input.locationId,
    totalProducts: new Set(lots.map((lot) => lot.productId)).size,
    // units, as the return's lines count them (a lot is one pack of uomFactor units)
    totalQty: lots.reduce((units, lot) => units + lot.quantity, 0),
    totalValue: toMoneyString(totalValue),
    comment: input.comment,
    createdBy: userId,
  });
  await tx.insert(stockReturnItems).values(lots.map((lot, index) => ({ tenantId, stockReturnId: id, lotId: lot.id, productId: lot.productId, quantity: lot.quantity, value: toMoneyString(values[index]) })));
  await applyLotMovements(
    tx,
    tenantId,
    lots.map((lot) => ({ kind: "RETURN_TO_VENDOR", lotId: lot.id, quantity: -lot.quantity, document: { type: "STOCK_RETURN", id }, userId })),
  );
  return { id, secondaryId, lots: lots.length, totalValue: toMoneyString(totalValue) };
}

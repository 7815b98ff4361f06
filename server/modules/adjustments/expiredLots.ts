// "Write off expired stock" at a location: every expired lot still in stock there with what it is worth at cost
// (getExpiredLots), and one EXPIRED adjustment taking all of them out (createExpiredWriteOff). The write-off holds
// its lots IN_ADJUSTMENT until it is decided; approved, they leave stock (ADJUSTED_STOCK_OUT).
import { and, eq, sql } from "drizzle-orm";
import { sumMoney } from "../../../common/money";
import { expiredWriteOffSchema } from "../../../common/schemas/adjustment";
import { todayUtc } from "../../../common/schemas/dates";
import { adjustmentLines, locations, productLots } from "../../db/schema";
import { assertLocationAllowed, type ServiceScope } from "../../core/context";
import { conflict, notFound, parseInput } from "../../core/errors";
import { expiredOn, inStock, lotListOrder, notEmpty, underCount } from "../inventory";
import { readAdjustableLots, valueOfUnits, type AdjustableLot, type LineValues } from "./adjustmentLots";
import { insertAdjustment } from "./createAdjustment";
import { findAdjustment, type AdjustmentDetail } from "./adjustmentQueries";

export interface ExpiredLotRow extends LineValues {
  lotId: string;
  actionId: string;
  productId: string;
  productName: string;
  batchExpiry: string;
  quantity: number;
}

export interface ExpiredStock extends LineValues {
  locationId: string;
  lotCount: number;
  quantity: number;
  lots: ExpiredLotRow[];
}

/**
 * Ids of the expired lots in stock at the location that no pending adjustment holds and no open audit counts,
 * earliest expiry first, or
 * locked for a write-off (a lot changed meanwhile is tested again as it is now, and left out).
 */
async function expiredLotIds(scope: ServiceScope, locationId: string, today: string, lock: boolean): Promise<string[]> {
  const query = scope.tx
    .select({ id: productLots.id })
    .from(productLots)
    .where(
      and(
        eq(productLots.tenantId, scope.tenantId),
        eq(productLots.locationId, locationId),
        inStock(),
        notEmpty(),
        expiredOn(today),
        sql`not exists (select 1 from ${adjustmentLines} al where al.tenant_id = ${productLots.tenantId} and al.lot_id = ${productLots.id} and al.status = 'PENDING')`,
        // a lot being counted is written off after its audit closes: the count may already have found it short or over
        sql`not ${underCount(productLots)}`,
      ),
    )
    // locked in id order, as the ledger locks lots
    .orderBy(lock ? productLots.id : lotListOrder())
    .$dynamic();
  const rows = lock ? await query.for("update") : await query;
  return rows.map((row) => row.id);
}

function expiredStock(locationId: string, lots: readonly AdjustableLot[]): ExpiredStock {
  const rows = lots.map((lot) => ({
    lotId: lot.id,
    actionId: lot.actionId,
    productId: lot.productId,
    productName: lot.productName,
    batchExpiry: lot.batchExpiry,
    quantity: lot.quantity,
    ...valueOfUnits(lot, lot.quantity),
  }));
  const total = (pick: (row: LineValues) => string) => sumMoney(rows.map(pick)).toFixed(2);
  return {
    locationId,
    lotCount: rows.length,
    quantity: rows.reduce((sum, row) => sum + row.quantity, 0),
    stockValue: total((row) => row.stockValue),
    stockValueExcludingTax: total((row) => row.stockValueExcludingTax),
    taxValue: total((row) => row.taxValue),
    lots: rows,
  };
}

/** The lots in the order asked (read, not locked: a write-off has locked them already). */
async function lotsInOrder(scope: ServiceScope, ids: readonly string[]): Promise<AdjustableLot[]> {
  const lots = await readAdjustableLots(scope.tx, scope.tenantId, ids, { lock: false });
  return ids.flatMap((id) => lots.get(id) ?? []);
}

async function locationName(scope: ServiceScope, locationId: string): Promise<string> {
  const [row] = await scope.tx.select({ name: locations.name }).from(locations).where(and(eq(locations.tenantId, scope.tenantId), eq(locations.id, locationId)));
  if (!row) throw notFound("Location not found.");
  return row.name;
}

/** getExpiredLots: what an expired write-off at the location would take out now. Reading locks nothing. */
export async function getExpiredLots(scope: ServiceScope, locationId: string): Promise<ExpiredStock> {
  assertLocationAllowed(scope, locationId);
  const ids = await expiredLotIds(scope, locationId, todayUtc(), false);
  return expiredStock(locationId, await lotsInOrder(scope, ids));
}

/** createExpiredWriteOff: one EXPIRED adjustment of every expired lot in stock at the location, whole. */
export async function createExpiredWriteOff(scope: ServiceScope, raw: unknown): Promise<AdjustmentDetail> {
  const input = parseInput(expiredWriteOffSchema, raw);
  assertLocationAllowed(scope, input.locationId);
  const location = await locationName(scope, input.locationId);
  const today = todayUtc();
  const ids = await expiredLotIds(scope, input.locationId, today, true);
  // read again in a statement of their own, the locks held: a hand adjustment or an audit made while this waited for
  // a lot is seen (inventory's lockLots.ts says why the locking statement could not see it)
  const lots = (await lotsInOrder(scope, ids)).filter((lot) => !lot.pendingAdjustment && !lot.countingAudit);
  if (lots.length === 0) throw conflict(`There is no expired stock to write off at ${location}.`);
  const id = await insertAdjustment(scope, {
    title: input.title ?? `Expired stock write-off, ${location}, ${today}`,
    remarks: input.remarks,
    adjustmentType: "EXPIRED",
    locationId: input.locationId,
    auditId: null,
    lines: lots.map((lot) => ({ lot, kind: "SHORT", units: lot.quantity, reason: `Expired on ${lot.batchExpiry}.` })),
  });
  return findAdjustment(scope, id);
}

// FEFO allocation of a sale line (DESIGN "Selling"): the sellable lots at the location, taken in FEFO order (a
// scanned lot first, then opened packs, then the earliest expiry), both rules from sellableLots.ts. The lots taken
// are locked FOR NO KEY UPDATE until the caller's transaction ends, so two tills can never sell the same units: the
// second waits for the first and then sees what is left. Not FOR UPDATE: a sale changes no key of a lot, and the
// weaker lock lets an audit's scan of the lot (FOR KEY SHARE, lotsForCount.ts) and the rows that refer to it go on
// beside the sale instead of waiting for its commit; a transfer, a vendor return or an adjustment still waits.
//
// Locks are always taken in lot id order by one statement while no other lot of the product is held, so tills
// queue and never deadlock: first the FEFO lots that cover the quantity (chosen without locks); if another till
// took some of them meanwhile, those locks are released (a savepoint) and every candidate lot is locked at once.
// A sale allocating several products must allocate them in product id order for the same reason.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { todayUtc } from "../../../common/schemas/dates";
import { queryRows, type Tx } from "../../db";
import { queryRowsPrepared } from "../../db/preparedStatement";
import { locations, productLots, products } from "../../db/schema";
import { appError, badUserInput, conflict, notFound } from "../../core/errors";
import { withSavepoint } from "../../core/transaction";
import { isUuid } from "../../db";
import type { ProductLotStatus } from "./lotService";
import { statusWords } from "./movementRules";
import { compareFefo, expiredOn, fefoOrder, inStock, lotsAs, sellableLotAt, whyUnsellable } from "./sellableLots";
import { lotStatus } from "./countHolds";

export interface AllocationRequest {
  tenantId: string;
  locationId: string;
  productId: string;
  /** Selling units. */
  quantity: number;
  /** A lot the cashier scanned: taken first. */
  scannedLotId?: string | null;
}

/** Units taken from one lot, with what the sale needs of it. */
export interface LotAllocation {
  lotId: string;
  actionId: string;
  quantity: number;
  batchExpiry: string;
  isOpened: boolean;
  mrpSellingUnit: string;
  taxSellingUnit: string;
  purchasingPrice: string;
}

const ALLOCATION_QUANTITY_MESSAGE = "Please enter a quantity of at least 1.";
const SCANNED_LOT_NOT_FOUND_MESSAGE = "Lot not found.";

const lotColumns = {
  id: productLots.id,
  actionId: productLots.actionId,
  productId: productLots.productId,
  locationId: productLots.locationId,
  status: productLots.status,
  quantity: productLots.quantity,
  batchExpiry: productLots.batchExpiry,
  isOpened: productLots.isOpened,
  mrpSellingUnit: productLots.mrpSellingUnit,
  taxSellingUnit: productLots.taxSellingUnit,
  purchasingPrice: productLots.purchasingPrice,
};
type Candidate = Awaited<ReturnType<typeof lockCandidates>>[number];

/** The sellable lots of the product at the location (or those of them named), locked in id order. */
function lockCandidates(tx: Tx, request: AllocationRequest, today: string, onlyIds?: readonly string[]) {
  return tx
    .select(lotColumns)
    .from(productLots)
    .where(and(sellableLotAt(request.tenantId, request.locationId, { today }), eq(productLots.productId, request.productId), onlyIds ? inArray(productLots.id, [...onlyIds]) : undefined))
    .orderBy(asc(productLots.id))
    .for("no key update");
}

/** Takes the quantity from the lots in FEFO order, as far as they hold it: the lots taken and the units left over. */
function take(lots: Candidate[], quantity: number, scannedLotId: string | null): { taken: LotAllocation[]; left: number } {
  const taken: LotAllocation[] = [];
  let left = quantity;
  for (const lot of [...lots].sort(compareFefo(scannedLotId))) {
    if (left === 0) break;
    const units = Math.min(left, lot.quantity);
    taken.push({ lotId: lot.id, actionId: lot.actionId, quantity: units, batchExpiry: lot.batchExpiry, isOpened: lot.isOpened, mrpSellingUnit: lot.mrpSellingUnit, taxSellingUnit: lot.taxSellingUnit, purchasingPrice: lot.purchasingPrice });
    left -= units;
  }
  return { taken, left };
}

/** Without locks: the ids of the FEFO lots whose units cover the quantity (all of them if they fall short). */
async function plannedLots(tx: Tx, request: AllocationRequest, today: string, scannedLotId: string | null): Promise<{ ids: string[]; units: number }> {
  const rows = await queryRows<{ id: string; quantity: number }>(
    tx,
    sql`select id, quantity from (
        select id, quantity, sum(quantity) over (order by ${fefoOrder(productLots, scannedLotId)}) - quantity as before
        from ${productLots}
        where ${sellableLotAt(request.tenantId, request.locationId, { today })} and product_id = ${request.productId}::uuid) as fefo
      where before < ${request.quantity}`,
  );
  return { ids: rows.map((row) => row.id), units: rows.reduce((sum, row) => sum + Number(row.quantity), 0) };
}

async function namesOf(tx: Tx, request: AllocationRequest): Promise<{ productName: string; locationName: string }> {
  const [product] = await tx.select({ name: products.name }).from(products).where(and(eq(products.tenantId, request.tenantId), eq(products.id, request.productId)));
  const [location] = await tx.select({ name: locations.name }).from(locations).where(and(eq(locations.tenantId, request.tenantId), eq(locations.id, request.locationId)));
  return { productName: product?.name ?? "This product", locationName: location?.name ?? "this location" };
}

const ddmmyyyy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** The scanned lot must be this product's, in stock at this location and unexpired. */
async function checkScannedLot(tx: Tx, request: AllocationRequest, scannedLotId: string, today: string): Promise<void> {
  const [lot] = isUuid(scannedLotId)
    ? await tx.select(lotColumns).from(productLots).where(and(eq(productLots.tenantId, request.tenantId), eq(productLots.id, scannedLotId)))
    : [];
  if (!lot) throw notFound(SCANNED_LOT_NOT_FOUND_MESSAGE);
  const { productName, locationName } = await namesOf(tx, request);
  if (lot.productId !== request.productId) throw badUserInput({ lot: `Lot ${lot.actionId} is not ${productName}.` });
  if (lot.locationId !== request.locationId) throw conflict(`Lot ${lot.actionId} of ${productName} is not at ${locationName}.`);
  // an empty lot passes here and is refused below as sold meanwhile
  const unsellable = whyUnsellable(lot, today);
  if (unsellable === "NOT_IN_STOCK") throw conflict(`${productName}: lot ${lot.actionId} is ${statusWords(lot.status as ProductLotStatus)}, so it cannot be sold.`);
  if (unsellable === "EXPIRED") throw conflict(`${productName}: lot ${lot.actionId} expired on ${ddmmyyyy(lot.batchExpiry)}, so it cannot be sold.`);
}

/** The refusal when the location holds too little: what is available, and what has expired there. */
async function notEnough(tx: Tx, request: AllocationRequest, available: number, today: string) {
  const { productName, locationName } = await namesOf(tx, request);
  const [{ expired }] = await queryRows<{ expired: number }>(
    tx,
    sql`select coalesce(sum(quantity), 0)::int as expired from ${productLots}
      where tenant_id = ${request.tenantId}::uuid and location_id = ${request.locationId}::uuid and product_id = ${request.productId}::uuid
        and ${inStock()} and ${expiredOn(today)}`,
  );
  const what = available === 0 ? `${productName} is not available at ${locationName}.` : `Only ${available} of ${productName} ${available === 1 ? "is" : "are"} available at ${locationName}.`;
  const expiredNote = Number(expired) > 0 ? ` ${Number(expired)} more ${Number(expired) === 1 ? "has" : "have"} expired.` : "";
  return appError("CONFLICT", `${what}${expiredNote}`, { available });
}

class PlanOutdated extends Error {}

/** What an allocation took, and the units no lot held (only a sale made offline may be left short). */
export interface AllocationAsMade {
  lots: LotAllocation[];
  shortfall: number;
}

/**
 * Takes the quantity of the product at the location from its lots, FEFO, and locks them for the caller's
 * transaction; answers the lots and units taken, or refuses (CONFLICT) naming the product and what is available.
 * Writes nothing: the sale applies SALE movements for the answer.
 */
export async function allocateLots(tx: Tx, request: AllocationRequest): Promise<LotAllocation[]> {
  return (await allocate(tx, request, null)).lots;
}

/**
 * The same for a sale the till made offline (README "Offline sales (server)"): it happened, so nothing is refused
 * for stock. Lots are sellable as of the day it was made (`madeOn`, UTC as todayUtc); a scanned lot that is no
 * longer this product's sellable lot here is ignored (FEFO from what is there); the lots give what they hold and
 * the units they lack are answered as the shortfall, never taken from a lot that does not hold them.
 */
export function allocateLotsAsMade(tx: Tx, request: AllocationRequest, madeOn: string): Promise<AllocationAsMade> {
  return allocate(tx, request, madeOn);
}

async function allocate(tx: Tx, request: AllocationRequest, madeOn: string | null): Promise<AllocationAsMade> {
  if (!Number.isInteger(request.quantity) || request.quantity < 1) throw badUserInput({ quantity: ALLOCATION_QUANTITY_MESSAGE });
  const asMade = madeOn !== null;
  const today = madeOn ?? todayUtc();
  let scannedLotId = request.scannedLotId ? request.scannedLotId.trim().toLowerCase() : null;
  if (scannedLotId) {
    try {
      await checkScannedLot(tx, request, scannedLotId, today);
    } catch (error) {
      // reads only, so the transaction goes on: a sale made offline takes FEFO instead
      if (!asMade) throw error;
      scannedLotId = null;
    }
  }
  const scannedStillThere = (lots: Candidate[]) => {
    if (!asMade && scannedLotId && !lots.some((lot) => lot.id === scannedLotId)) throw conflict(`The scanned lot was sold or moved meanwhile. Please scan another pack.`);
  };

  const plan = await plannedLots(tx, request, today, scannedLotId);
  if (plan.units >= request.quantity) {
    try {
      return await withSavepoint(tx, async (savepoint) => {
        const locked = await lockCandidates(savepoint, request, today, plan.ids);
        scannedStillThere(locked);
        const { taken, left } = take(locked, request.quantity, scannedLotId);
        if (left > 0) throw new PlanOutdated();
        return { lots: taken, shortfall: 0 };
      });
    } catch (error) {
      if (!(error instanceof PlanOutdated)) throw error;
      // another till took some of the planned units: lock every candidate instead
    }
  }
  const locked = await lockCandidates(tx, request, today);
  scannedStillThere(locked);
  const { taken, left } = take(locked, request.quantity, scannedLotId);
  if (left === 0 || asMade) return { lots: taken, shortfall: left };
  throw await notEnough(tx, request, locked.reduce((sum, lot) => sum + lot.quantity, 0), today);
}

/** A lot a sale's allocation locked, as the ledger reads it (so that the sale's movements need not read it again). */
export interface HeldLot {
  id: string;
  actionId: string;
  productId: string;
  productName: string;
  status: ProductLotStatus;
  locationId: string;
  quantity: number;
  isOpened: boolean;
  isFoc: boolean;
  grnItemId: string;
}

/** Several lines' allocations at once: the lots of each line (in the lines' order) and every lot locked. */
export interface LinesAllocation {
  lines: LotAllocation[][];
  held: Map<string, HeldLot>;
}

const l = lotsAs("l");
const c = lotsAs("c");

/**
 * The FEFO lots covering every line, planned and locked by one statement (a sale's usual case: products of its
 * own, no scanned lot). Locks in (product id, lot id) order, the order the per-line path takes them, so neither
 * path deadlocks on the other. Inside a savepoint: when another till took planned units meanwhile (or a line is
 * short), the locks are let go and the plan made again on what is committed now (tills selling the same opened
 * pack wait for each other's commit, then find it emptier); after DISTINCT_LINES_TRIES null is answered, so the
 * caller allocates line by line (allocateLots), which locks every candidate lot and names a short line.
 */
export async function allocateDistinctLines(tx: Tx, scope: { tenantId: string; locationId: string }, lines: readonly { productId: string; quantity: number }[]): Promise<LinesAllocation | null> {
  const products_ = new Set(lines.map((line) => line.productId));
  if (products_.size !== lines.length || lines.some((line) => !Number.isInteger(line.quantity) || line.quantity < 1)) return null;
  for (let attempt = 0; attempt < DISTINCT_LINES_TRIES; attempt += 1) {
    const allocation = await planAndLockLines(tx, scope, lines);
    if (allocation) return allocation;
  }
  return null;
}

const DISTINCT_LINES_TRIES = 3;

async function planAndLockLines(tx: Tx, scope: { tenantId: string; locationId: string }, lines: readonly { productId: string; quantity: number }[]): Promise<LinesAllocation | null> {
  const today = todayUtc();
  const requested = JSON.stringify(lines.map((line) => ({ product_id: line.productId, quantity: line.quantity })));
  try {
    return await withSavepoint(tx, async (savepoint) => {
      const rows = await queryRowsPrepared<HeldLot & Omit<LotAllocation, "lotId" | "quantity"> & Record<string, unknown>>(
        savepoint,
        "allocate_lines",
        sql`with req as (select * from jsonb_to_recordset(${requested}::jsonb) as r(product_id uuid, quantity integer)),
          planned as (
            select f.id from req cross join lateral (
              select ${c.id} as id, sum(${c.quantity}) over (order by ${fefoOrder(c)}) - ${c.quantity} as before
              from ${productLots} c where ${sellableLotAt(scope.tenantId, scope.locationId, { lot: c, today })} and ${c.productId} = req.product_id) as f
            where f.before < req.quantity)
          select ${l.id} as id, ${l.actionId} as "actionId", ${l.productId} as "productId", p.name as "productName", ${lotStatus(l)} as status,
            ${l.locationId} as "locationId", ${l.quantity} as quantity, ${l.isOpened} as "isOpened", ${l.isFoc} as "isFoc", ${l.grnItemId} as "grnItemId",
            ${l.batchExpiry} as "batchExpiry", ${l.mrpSellingUnit} as "mrpSellingUnit", ${l.taxSellingUnit} as "taxSellingUnit", ${l.purchasingPrice} as "purchasingPrice"
          from ${productLots} l join ${products} p on p.tenant_id = ${l.tenantId} and p.id = ${l.productId}
          where ${sellableLotAt(scope.tenantId, scope.locationId, { lot: l, today })} and ${l.id} in (select id from planned)
          order by ${l.productId}, ${l.id}
          for no key update of l`,
      );
      const allocated = lines.map((line) => {
        const lots = rows
          .filter((row) => row.productId === line.productId)
          .map((row) => ({ id: row.id, actionId: row.actionId, quantity: Number(row.quantity), batchExpiry: String(row.batchExpiry), isOpened: row.isOpened, mrpSellingUnit: String(row.mrpSellingUnit), taxSellingUnit: String(row.taxSellingUnit), purchasingPrice: String(row.purchasingPrice), productId: row.productId, locationId: row.locationId, status: row.status }));
        const { taken, left } = take(lots, line.quantity, null);
        if (left > 0) throw new PlanOutdated();
        return taken;
      });
      const held = new Map(rows.map((row): [string, HeldLot] => [row.id, { id: row.id, actionId: row.actionId, productId: row.productId, productName: row.productName, status: row.status, locationId: row.locationId, quantity: Number(row.quantity), isOpened: row.isOpened, isFoc: row.isFoc, grnItemId: row.grnItemId }]));
      return { lines: allocated, held };
    });
  } catch (error) {
    if (error instanceof PlanOutdated) return null;
    throw error;
  }
}

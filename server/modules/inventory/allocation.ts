// FEFO allocation of a sale line (DESIGN "Selling"): the sellable lots at the location, taken in FEFO order (a
// scanned lot first, then opened packs, then the earliest expiry), both rules from sellableLots.ts. The lots taken
// are locked FOR UPDATE until the caller's transaction ends, so two tills can never sell the same units: the
// second waits for the first and then sees what is left.
//
// Locks are always taken in lot id order by one statement while no other lot of the product is held, so tills
// queue and never deadlock: first the FEFO lots that cover the quantity (chosen without locks); if another till
// took some of them meanwhile, those locks are released (a savepoint) and every candidate lot is locked at once.
// A sale allocating several products must allocate them in product id order for the same reason.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { todayUtc } from "../../../common/schemas/dates";
import { queryRows, type Tx } from "../../db";
import { locations, productLots, products } from "../../db/schema";
import { appError, badUserInput, conflict, notFound } from "../../core/errors";
import { withSavepoint } from "../../core/transaction";
import { isUuid } from "../../db";
import type { ProductLotStatus } from "./lotService";
import { statusWords } from "./movementRules";
import { compareFefo, expiredOn, fefoOrder, inStock, sellableLotAt, whyUnsellable } from "./sellableLots";

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
    .for("update");
}

/** Takes the quantity from the lots in FEFO order; null when they hold too little. */
function take(lots: Candidate[], quantity: number, scannedLotId: string | null): LotAllocation[] | null {
  const taken: LotAllocation[] = [];
  let left = quantity;
  for (const lot of [...lots].sort(compareFefo(scannedLotId))) {
    if (left === 0) break;
    const units = Math.min(left, lot.quantity);
    taken.push({ lotId: lot.id, actionId: lot.actionId, quantity: units, batchExpiry: lot.batchExpiry, isOpened: lot.isOpened, mrpSellingUnit: lot.mrpSellingUnit, taxSellingUnit: lot.taxSellingUnit, purchasingPrice: lot.purchasingPrice });
    left -= units;
  }
  return left === 0 ? taken : null;
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

/**
 * Takes the quantity of the product at the location from its lots, FEFO, and locks them for the caller's
 * transaction; answers the lots and units taken, or refuses (CONFLICT) naming the product and what is available.
 * Writes nothing: the sale applies SALE movements for the answer.
 */
export async function allocateLots(tx: Tx, request: AllocationRequest): Promise<LotAllocation[]> {
  if (!Number.isInteger(request.quantity) || request.quantity < 1) throw badUserInput({ quantity: ALLOCATION_QUANTITY_MESSAGE });
  const today = todayUtc();
  const scannedLotId = request.scannedLotId ? request.scannedLotId.trim().toLowerCase() : null;
  if (scannedLotId) await checkScannedLot(tx, request, scannedLotId, today);
  const scannedStillThere = (lots: Candidate[]) => {
    if (scannedLotId && !lots.some((lot) => lot.id === scannedLotId)) throw conflict(`The scanned lot was sold or moved meanwhile. Please scan another pack.`);
  };

  const plan = await plannedLots(tx, request, today, scannedLotId);
  if (plan.units >= request.quantity) {
    try {
      return await withSavepoint(tx, async (savepoint) => {
        const locked = await lockCandidates(savepoint, request, today, plan.ids);
        scannedStillThere(locked);
        const taken = take(locked, request.quantity, scannedLotId);
        if (!taken) throw new PlanOutdated();
        return taken;
      });
    } catch (error) {
      if (!(error instanceof PlanOutdated)) throw error;
      // another till took some of the planned units: lock every candidate instead
    }
  }
  const locked = await lockCandidates(tx, request, today);
  scannedStillThere(locked);
  const taken = take(locked, request.quantity, scannedLotId);
  if (taken) return taken;
  throw await notEnough(tx, request, locked.reduce((sum, lot) => sum + lot.quantity, 0), today);
}

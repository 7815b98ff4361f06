// What a stock count reads of lots (modules/audits): a scanned lot by its code and lots by id, each with its pack
// (units and price) and what the books say it holds on a location's shelf at that moment. Reads only: the count
// changes lots through the ledger.
//
// The scanned lot is locked FOR KEY SHARE, the weakest lock: it conflicts only with FOR UPDATE, which is what a
// transfer, a vendor return and an adjustment take before they move a lot away, so none of them moves the lot while
// its count is recorded (nor the scan counts a lot half sent). A sale locks and updates its lots FOR NO KEY UPDATE
// (allocation.ts, ledger.ts), which does not conflict: the scan never waits for a till. It reads the lot as
// committed when it reads it; a sale still in flight is after the count (README "Counting while the tills sell").
import { and, eq, inArray } from "drizzle-orm";
import type { Money } from "../../../common/money";
import type { Tx } from "../../db";
import { grnItems, locations, productLots, products } from "../../db/schema";
import type { ProductLotStatus } from "./lotService";
import { lotGrnItemJoin, lotPackColumns, valueOfLot, type LotPack } from "./lotValue";
import { isInStockStatus } from "./sellableLots";
import { lotStatus } from "./countHolds";

export interface LotForCount {
  id: string;
  actionId: string;
  productId: string;
  productName: string;
  locationId: string;
  locationName: string;
  status: ProductLotStatus;
  /** Selling units the ledger says the lot holds. */
  quantity: number;
  isFoc: boolean;
  pack: LotPack;
}

const columns = {
  id: productLots.id,
  actionId: productLots.actionId,
  productId: productLots.productId,
  productName: products.name,
  locationId: productLots.locationId,
  locationName: locations.name,
  status: lotStatus(),
  quantity: productLots.quantity,
  isFoc: productLots.isFoc,
  pack: lotPackColumns,
};

function selectLots(tx: Tx, tenantId: string) {
  return tx
    .select(columns)
    .from(productLots)
    .innerJoin(products, and(eq(products.tenantId, productLots.tenantId), eq(products.id, productLots.productId)))
    .innerJoin(locations, and(eq(locations.tenantId, productLots.tenantId), eq(locations.id, productLots.locationId)))
    .innerJoin(grnItems, lotGrnItemJoin)
    .where(eq(productLots.tenantId, tenantId))
    .$dynamic();
}

const asLot = (row: Omit<LotForCount, "status"> & { status: string }): LotForCount => ({ ...row, status: row.status as ProductLotStatus });

/** The lot with this code, locked FOR KEY SHARE until the transaction ends (nothing moves it away; a sale goes on), or null. */
export async function lockLotForCount(tx: Tx, tenantId: string, actionId: string): Promise<LotForCount | null> {
  const [row] = await selectLots(tx, tenantId)
    .where(and(eq(productLots.tenantId, tenantId), eq(productLots.actionId, actionId)))
    .for("key share", { of: productLots });
  return row ? asLot(row) : null;
}

/** The lots, by id (no locks). */
export async function lotsForCount(tx: Tx, tenantId: string, lotIds: readonly string[]): Promise<Map<string, LotForCount>> {
  if (lotIds.length === 0) return new Map();
  const rows = await selectLots(tx, tenantId).where(and(eq(productLots.tenantId, tenantId), inArray(productLots.id, [...lotIds])));
  return new Map(rows.map((row) => [row.id, asLot(row)]));
}

/** Units the books hold of the lot on the location's shelf now: its units when it is in stock there, else none. */
export function unitsOnShelf(lot: Pick<LotForCount, "locationId" | "status" | "quantity">, locationId: string): number {
  return lot.locationId === locationId && isInStockStatus(lot.status) ? lot.quantity : 0;
}

/** Selling units in one full pack of the lot. */
export const unitsPerPack = (lot: Pick<LotForCount, "pack">): number => lot.pack.uomFactor;

/** The value at cost of `units` of the lot's pack (0 for a free pack). */
export function valueOfUnits(lot: Pick<LotForCount, "isFoc" | "pack">, units: number): Money {
  return valueOfLot({ isFoc: lot.isFoc, quantity: units }, lot.pack);
}

// What a stock count reads of lots (modules/audits): a scanned lot by its code, locked so that no till sells from
// it while its count is recorded, and lots by id; each with its pack (units and price) and what the books say it
// holds on a location's shelf at that moment. Reads only: the count changes lots through the ledger.
import { and, eq, inArray } from "drizzle-orm";
import type { Money } from "../../../common/money";
import type { Tx } from "../../db";
import { grnItems, locations, productLots, products } from "../../db/schema";
import type { ProductLotStatus } from "./lotService";
import { lotGrnItemJoin, lotPackColumns, valueOfLot, type LotPack } from "./lotValue";
import { isInStockStatus } from "./sellableLots";

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
  status: productLots.status,
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

/** The lot with this code, locked until the transaction ends (a sale of it waits), or null. */
export async function lockLotForCount(tx: Tx, tenantId: string, actionId: string): Promise<LotForCount | null> {
  const [row] = await selectLots(tx, tenantId)
    .where(and(eq(productLots.tenantId, tenantId), eq(productLots.actionId, actionId)))
    .for("update", { of: productLots });
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

// What a lot is worth at cost (common/money lotPurchaseValue): the price of its pack, read from the GRN item it was
// received on, for the units it still holds. The lot queries and the stock return value lots through this one rule.
import { and, eq } from "drizzle-orm";
import { lotPurchaseValue, packPurchasePrice } from "../../../common/money";
import { grnItems, productLots } from "../../db/schema";

/** Join of a lot's GRN item (every lot has one). */
export const lotGrnItemJoin = and(eq(grnItems.tenantId, productLots.tenantId), eq(grnItems.id, productLots.grnItemId));

/** The GRN item's columns the value needs. */
export const lotPackColumns = {
  tradePrice: grnItems.tradePrice,
  discValue: grnItems.discValue,
  receivedQuantity: grnItems.receivedQuantity,
  uomFactor: grnItems.uomFactor,
};

export interface LotPack {
  tradePrice: string;
  discValue: string;
  receivedQuantity: number;
  uomFactor: number;
}

/** The lot's value at cost (0 for a free pack), exact to the paisa. */
export function valueOfLot(lot: { isFoc: boolean; quantity: number }, pack: LotPack) {
  const packPrice = lot.isFoc ? 0 : packPurchasePrice(pack);
  return lotPurchaseValue({ packPrice, quantity: lot.quantity, unitsPerPack: pack.uomFactor });
}

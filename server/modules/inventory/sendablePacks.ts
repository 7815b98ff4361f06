// What a location can send now as sealed packs (a transfer's "product and number of packs", a demand note's
// available count): one rule, here with the lots it reads.
import { and, eq, sql } from "drizzle-orm";
import { productLots, transferItems } from "../../db/schema";
import { sellableLotAt } from "./sellableLots";
import { countSettled } from "./unsettledCounts";

/**
 * A lot that may leave as a sealed pack: sellable at the location, and also unopened, in no open transfer, and with
 * no count that differs from its books waiting to be decided (unsettledCounts.ts).
 */
export function sendablePackAt(tenantId: string, locationId: string) {
  return and(
    sellableLotAt(tenantId, locationId),
    eq(productLots.isOpened, false),
    sql`not exists (select 1 from ${transferItems} ti where ti.tenant_id = ${productLots.tenantId} and ti.lot_id = ${productLots.id} and ti.status = 'IN_TRANSIT')`,
    countSettled(),
  );
}

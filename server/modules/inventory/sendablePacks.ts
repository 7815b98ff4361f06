// What a location can send now as sealed packs (a transfer's "product and number of packs", a demand note's
// available count): one rule, here with the lots it reads.
import { and, eq, gt, sql } from "drizzle-orm";
import { todayUtc } from "../../../common/schemas/dates";
import { productLots, transferItems } from "../../db/schema";

/** A lot that may leave as a sealed pack: in stock at the location, unopened, unexpired, in no open transfer. */
export function sendablePackAt(tenantId: string, locationId: string) {
  return and(
    eq(productLots.tenantId, tenantId),
    eq(productLots.locationId, locationId),
    eq(productLots.status, "IN_INVENTORY"),
    eq(productLots.isOpened, false),
    gt(productLots.quantity, 0),
    gt(productLots.batchExpiry, todayUtc()),
    sql`not exists (select 1 from ${transferItems} ti where ti.tenant_id = ${productLots.tenantId} and ti.lot_id = ${productLots.id} and ti.status = 'IN_TRANSIT')`,
  );
}

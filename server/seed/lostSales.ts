// Demo lost sales at Gulberg Store, written through the service as the tenant's first administrator: a product
// of the catalogue asked for more than once and two products the pharmacy does not stock.
import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/engine";
import { locations, products } from "../db/schema";
import { createLostSale } from "../modules/lostSales";
import { adminScope } from "./registers";

export async function seedLostSales(tx: Tx, tenantId: string): Promise<void> {
  const scope = await adminScope(tx, tenantId);
  if (!scope) return;
  const [gulberg] = await tx.select({ id: locations.id }).from(locations).where(and(eq(locations.tenantId, tenantId), eq(locations.name, "Gulberg Store"))).limit(1);
  if (!gulberg) return;
  const [augmentin] = await tx.select({ id: products.id }).from(products).where(and(eq(products.tenantId, tenantId), eq(products.name, "Augmentin 1g Tablets"))).limit(1);
  const locationId = gulberg.id;
  if (augmentin) {
    await createLostSale(scope, { locationId, productId: augmentin.id, quantity: 6, reason: "OUT_OF_STOCK" });
    await createLostSale(scope, { locationId, productId: augmentin.id, quantity: 12, reason: "OUT_OF_STOCK", comment: "Regular customer, monthly course" });
  }
  await createLostSale(scope, { locationId, productName: "Nexium 20mg Sachets", price: 95, quantity: 10, reason: "NOT_STOCKED" });
  await createLostSale(scope, { locationId, productName: "Sunscreen SPF 100", price: 2400, quantity: 1, reason: "NOT_STOCKED", comment: "Asked for a higher SPF than we carry" });
}

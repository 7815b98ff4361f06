// Demo discounts, written through the service as the tenant's first administrator: the code SAVE10 (10% off a
// cart of Rs 500 or more, at most Rs 300, combinable), an automatic 'Buy 2 get 1 free' on Ponstan 500mg Tablets
// at Gulberg Store, an expired code SUMMER25, a scheduled code EID2027, and the Senior Citizens Programme's 5%.
// None applies to a cart without its code, partner or product, so the demo's other totals stay as they are.
import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/engine";
import { locations, partners, products } from "../db/schema";
import { createDiscount } from "../modules/discounts";
import { adminScope } from "./registers";

const DAY = 86_400_000;

export async function seedDiscounts(tx: Tx, tenantId: string): Promise<void> {
  const scope = await adminScope(tx, tenantId);
  if (!scope) return;
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY).toISOString();
  await createDiscount(scope, { title: "Save 10%", code: "SAVE10", type: "PERCENTAGE", scope: "CART", value: 10, minPurchaseAmount: 500, maxDiscountAmount: 300, combinable: true, startDate: at(-30) });
  const [ponstan] = await tx.select({ id: products.id }).from(products).where(and(eq(products.tenantId, tenantId), eq(products.name, "Ponstan 500mg Tablets"))).limit(1);
  const [gulberg] = await tx.select({ id: locations.id }).from(locations).where(and(eq(locations.tenantId, tenantId), eq(locations.name, "Gulberg Store"))).limit(1);
  if (ponstan && gulberg) {
    await createDiscount(scope, {
      title: "Buy 2 get 1 free",
      type: "PERCENTAGE",
      scope: "BUY_X_GET_Y",
      value: 100,
      buyX: 2,
      getY: 1,
      getYDiscount: 100,
      combinable: true,
      startDate: at(-30),
      endDate: at(60),
      productIds: [ponstan.id],
      locationIds: [gulberg.id],
    });
  }
  await createDiscount(scope, { title: "Summer Sale 25%", code: "SUMMER25", type: "PERCENTAGE", scope: "CART", value: 25, startDate: at(-120), endDate: at(-30) });
  await createDiscount(scope, { title: "Eid Mubarak Rs 200", code: "EID2027", type: "FIXED_AMOUNT", scope: "CART", value: 200, minPurchaseAmount: 2000, startDate: at(90), endDate: at(97) });
  const [seniors] = await tx.select({ id: partners.id }).from(partners).where(and(eq(partners.tenantId, tenantId), eq(partners.name, "Senior Citizens Programme"))).limit(1);
  if (seniors) {
    await createDiscount(scope, { title: "Senior Citizens 5%", type: "PERCENTAGE", scope: "CART", value: 5, combinable: true, startDate: at(-30), partnerId: seniors.id });
  }
}

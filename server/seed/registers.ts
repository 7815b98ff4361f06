// Demo tills and platform fees, written through the register and platform fee services as the tenant's first
// administrator: per retail location a SALES_REGISTER '<location> Till 1'; at Gulberg Store also 'Till 2'
// (TEMPLATE_2), a cart register, and a DELIVERY platform fee (flat 50, tax 16%, taxable).
import { and, asc, eq } from "drizzle-orm";
import type { RegisterInput } from "../../common/schemas/register";
import { authOf } from "../core/auth";
import type { ServiceScope } from "../core/context";
import type { Tx } from "../db/engine";
import { locations, roles, tenants, users } from "../db/schema";
import { createPlatformFee } from "../modules/platformFees";
import { createRegister } from "../modules/registers";
import { loadSessionState } from "../session/sessionState";

const FEE_STORE = "Gulberg Store";

/** A service scope for one of the tenant's users, as if signed in (null when there is no such user). */
export async function userScope(tx: Tx, tenantId: string, userId: string | undefined): Promise<ServiceScope | null> {
  const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant || !userId) return null;
  const state = await loadSessionState(tx, tenantId, userId);
  if (!state) return null;
  return { tx, tenantId, auth: authOf(state, { tenant, sessionId: "seed", token: "" }) };
}

/** A service scope for the tenant's first Administrator (null when the tenant has none). */
export async function adminScope(tx: Tx, tenantId: string): Promise<ServiceScope | null> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
    .where(and(eq(users.tenantId, tenantId), eq(roles.name, "Administrator")))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return userScope(tx, tenantId, admin?.id);
}

export async function seedRegisters(tx: Tx, tenantId: string): Promise<void> {
  const scope = await adminScope(tx, tenantId);
  if (!scope) return;
  const stores = await tx
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), eq(locations.type, "RETAIL")))
    .orderBy(asc(locations.secondaryId));
  for (const store of stores) {
    const till = (name: string, extra: Partial<RegisterInput> = {}) =>
      createRegister(scope, {
        name,
        type: "SALES_REGISTER",
        printMode: "THERMAL",
        currency: "PKR",
        receiptTemplate: "TEMPLATE_1",
        locationId: store.id,
        ...extra,
      });
    await till(`${store.name} Till 1`);
    if (store.name !== FEE_STORE) continue;
    await till(`${store.name} Till 2`, { receiptTemplate: "TEMPLATE_2" });
    await till(`${store.name} Cart`, { type: "CART_REGISTER" });
    await createPlatformFee(scope, {
      locationId: store.id,
      name: "Delivery platform fee",
      orderType: "DELIVERY",
      platformFeeType: "FLAT",
      platformFeeValue: 50,
      platformFeeTaxRate: 16,
      platformFeeTaxable: true,
      platformFeeAccountCode: "4100-PLATFORM-FEES",
    });
  }
}

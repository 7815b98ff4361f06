// Held carts (spec §3): a cart parked at a register as an order in status HOLD with its priced items (no lots are
// taken, no stock moves), listed per register, and resumed (the hold is CANCELLED with reason 'Resumed' and its
// items answered; a sale naming it as heldOrderId closes it in the sale's own transaction).
import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { toMoneyString } from "../../../common/money";
import { holdOrderSchema } from "../../../common/schemas/order";
import { SECONDARY_IDS, nextSecondaryId } from "../../db";
import { locationRegisters, orderItems, orders } from "../../db/schema";
import { assertLocationAllowed, type ServiceScope } from "../../core/context";
import { conflict, notFound, parseInput } from "../../core/errors";
import { recordActivity } from "../../core/activity/recordActivity";
import { isUuid } from "../../db";
import { orderAmountColumns, priceSale } from "./cartService";
import { RESUMED_REASON, findOrder, selectOrders } from "./orderQueries";
import type { OrderRow } from "./orderRows";
import type { SaleProduct } from "./saleProducts";

const HELD_ORDER_NOT_FOUND_MESSAGE = "Held cart not found.";
const HOLD_CLOSED_MESSAGE = "This held cart was already resumed or sold.";

export async function holdOrder(scope: ServiceScope, args: { order: unknown; note?: string | null }): Promise<OrderRow> {
  const { tx, tenantId, auth } = scope;
  const { order, note } = parseInput(holdOrderSchema, args);
  const { cart, pricing, products, register, parties } = await priceSale(scope, order);
  const id = randomUUID();
  const s = toMoneyString;
  await tx.insert(orders).values({
    tenantId,
    id,
    secondaryId: await nextSecondaryId(tx, tenantId, SECONDARY_IDS.heldOrder.counter, SECONDARY_IDS.heldOrder.prefix),
    status: "HOLD",
    orderType: cart.orderType,
    orderSource: "POS",
    orderChannel: "POS",
    paymentStatus: "PENDING",
    fulfillmentStatus: "UNFULFILLED",
    shippingStatus: "NOT_APPLICABLE",
    locationId: cart.locationId,
    registerId: register.id,
    ...parties,
    mrNo: cart.mrNo,
    comment: note,
    specialInstructions: cart.specialInstructions,
    ...orderAmountColumns(pricing),
    createdBy: auth.user.id,
    updatedBy: auth.user.id,
  });
  await tx.insert(orderItems).values(
    cart.items.map((item, index) => {
      const product = products.get(item.productId) as SaleProduct;
      const line = pricing.lines[index];
      return {
        tenantId,
        orderId: id,
        productId: item.productId,
        position: index + 1,
        name: product.name,
        skuCode: product.skuCode,
        quantity: item.quantity,
        unitPrice: s(line.unitPrice),
        isTaxInclusive: line.isTaxInclusive,
        taxRate: line.taxRate.toString(),
        subTotal: s(line.subTotal),
        discount: s(line.discount),
        tax: s(line.tax),
        totalPrice: s(line.totalPrice),
      };
    }),
  );
  await recordActivity(scope, { action: "HOLD", entity: "order", entityId: id, details: { registerId: register.id } });
  return findOrder(tx, tenantId, id);
}

/** The register's held carts, newest first. */
export async function getHeldOrders(scope: ServiceScope, registerId: string): Promise<OrderRow[]> {
  const { tx, tenantId } = scope;
  if (!isUuid(registerId)) throw notFound("Register not found.");
  const [register] = await tx
    .select({ locationId: locationRegisters.locationId })
    .from(locationRegisters)
    .where(and(eq(locationRegisters.tenantId, tenantId), eq(locationRegisters.id, registerId)));
  if (!register) throw notFound("Register not found.");
  assertLocationAllowed(scope, register.locationId);
  return selectOrders(tx, tenantId, and(eq(orders.registerId, registerId), eq(orders.status, "HOLD")), { orderBy: [desc(orders.createdAt), desc(orders.id)], limit: 100, offset: 0 });
}

/**
 * Closes a hold (CANCELLED, 'Resumed'), locking its row: a hold is resumed or sold once. `registerId`, when
 * given, must be the hold's register.
 */
export async function closeHeldOrder(scope: ServiceScope, heldOrderId: string, registerId: string | null): Promise<void> {
  const { tx, tenantId, auth } = scope;
  if (!isUuid(heldOrderId)) throw notFound(HELD_ORDER_NOT_FOUND_MESSAGE);
  const [held] = await tx
    .select({ id: orders.id, status: orders.status, locationId: orders.locationId, registerId: orders.registerId })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, heldOrderId.toLowerCase())))
    .for("update");
  if (!held) throw notFound(HELD_ORDER_NOT_FOUND_MESSAGE);
  assertLocationAllowed(scope, held.locationId);
  if (held.status !== "HOLD") throw conflict(HOLD_CLOSED_MESSAGE);
  if (registerId && held.registerId !== registerId) throw conflict("This cart was held at another register.");
  await tx
    .update(orders)
    .set({ status: "CANCELLED", cancelledReason: RESUMED_REASON, updatedAt: sql`now()`, updatedBy: auth.user.id })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, held.id)));
}

/** Answers the held cart's items and cancels the hold. */
export async function resumeHeldOrder(scope: ServiceScope, id: string): Promise<OrderRow> {
  if (!id || !isUuid(id)) throw notFound(HELD_ORDER_NOT_FOUND_MESSAGE);
  await closeHeldOrder(scope, id, null);
  await recordActivity(scope, { action: "RESUME", entity: "order", entityId: id.toLowerCase() });
  return findOrder(scope.tx, scope.tenantId, id);
}

// An order's discount lines (spec §3 Order discountLines): what each discount took off the sale, written with the
// order and read back, batched for a page of orders, for the order screens and the receipt's discount split.
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { groupBy } from "../../../common/groupBy";
import { toMoneyString } from "../../../common/money";
import type { PricedCart } from "../../../common/pricing/cart";
import type { DiscountScope } from "../../../common/pricing/discountRules";
import { orderDiscounts } from "../../db/schema";
import type { ServiceScope } from "../../core/context";
import type { CartDiscountRow } from "./orderRows";

export async function writeOrderDiscounts(scope: ServiceScope, orderId: string, pricing: PricedCart): Promise<void> {
  if (pricing.appliedDiscounts.length === 0) return;
  await scope.tx.insert(orderDiscounts).values(
    pricing.appliedDiscounts.map(({ rule, amount }, index) => ({
      tenantId: scope.tenantId,
      id: randomUUID(),
      orderId,
      discountId: rule.id,
      title: rule.title,
      code: rule.code,
      scope: rule.scope,
      amount: toMoneyString(amount),
      position: index + 1,
    })),
  );
}

/** Each order's discount lines in the order they applied, in the order of orderIds (one statement). */
export async function discountLinesOfOrders(scope: ServiceScope, orderIds: readonly string[]): Promise<CartDiscountRow[][]> {
  const rows =
    orderIds.length === 0
      ? []
      : await scope.tx
          .select({ orderId: orderDiscounts.orderId, discountId: orderDiscounts.discountId, title: orderDiscounts.title, code: orderDiscounts.code, scope: orderDiscounts.scope, amount: orderDiscounts.amount })
          .from(orderDiscounts)
          .where(and(eq(orderDiscounts.tenantId, scope.tenantId), inArray(orderDiscounts.orderId, [...orderIds])))
          .orderBy(asc(orderDiscounts.orderId), asc(orderDiscounts.position));
  const byOrder = groupBy(rows, (row) => row.orderId, ({ orderId: _order, ...row }): CartDiscountRow => ({ ...row, scope: row.scope as DiscountScope, amount: Number(row.amount) }));
  return orderIds.map((id) => byOrder.get(id) ?? []);
}

// The discounts a cart's pricing weighs (common/pricing/discounts.ts judges them): every automatic one (no code)
// stored ACTIVE and already started, the partner's own when the cart has that partner, and the typed code's
// whatever its state, so that the till can say why it does not apply. Each rule's products are resolved here from
// its products, categories (with their sub-categories) and tags, within the cart. Two statements per cart.
import { and, eq, or, sql } from "drizzle-orm";
import type { DiscountRule, DiscountScope, DiscountTargetType, DiscountType, StoredDiscountStatus } from "../../../common/pricing/discountRules";
import { queryRows, uuidArray, type Tx } from "../../db";
import { discounts } from "../../db/schema";
import { conflict } from "../../core/errors";
import { discountColumns } from "./service";

interface TargetRow extends Record<string, unknown> {
  discountId: string;
  targetType: DiscountTargetType;
  targetId: string;
  /** For product-limiting targets: a product of the cart it covers (null when it covers none of them). */
  productId: string | null;
}


export async function loadCartDiscounts(
  tx: Tx,
  tenantId: string,
  cart: { code: string | null; partnerId: string | null; productIds: readonly string[] },
): Promise<{ rules: DiscountRule[]; codeFound: boolean }> {
  const code = cart.code?.trim() || null;
  const rows = await tx
    .select({ ...discountColumns, storedStatus: discounts.status })
    .from(discounts)
    .where(
      and(
        eq(discounts.tenantId, tenantId),
        or(
          sql`${discounts.code} is null and ${discounts.status} = 'ACTIVE' and ${discounts.startDate} <= now() and (${discounts.endDate} is null or ${discounts.endDate} >= now())
            and (${discounts.partnerId} is null or ${discounts.partnerId} = ${cart.partnerId}::uuid)`,
          code === null ? undefined : sql`lower(${discounts.code}) = lower(${code})`,
        ),
      ),
    )
    .orderBy(discounts.id);
  if (rows.length === 0) return { rules: [], codeFound: false };
  const ids = rows.map((row) => row.id);
  const productIds = cart.productIds.length > 0 ? cart.productIds : ["00000000-0000-0000-0000-000000000000"];
  const targets = await queryRows<TargetRow>(
    tx,
    sql`with recursive subtree as (
        select t.discount_id, c.id as category_id from discount_targets t
          join categories c on c.tenant_id = t.tenant_id and c.id = t.target_id
          where t.tenant_id = ${tenantId}::uuid and t.discount_id = any(${uuidArray(ids)}) and t.target_type = 'CATEGORY'
        union
        select s.discount_id, c.id from subtree s join categories c on c.tenant_id = ${tenantId}::uuid and c.parent_id = s.category_id)
      select t.discount_id as "discountId", t.target_type as "targetType", t.target_id as "targetId", null::uuid as "productId"
        from discount_targets t where t.tenant_id = ${tenantId}::uuid and t.discount_id = any(${uuidArray(ids)})
      union all
      select t.discount_id, 'PRODUCT', t.target_id, t.target_id from discount_targets t
        where t.tenant_id = ${tenantId}::uuid and t.discount_id = any(${uuidArray(ids)}) and t.target_type = 'PRODUCT' and t.target_id = any(${uuidArray(productIds)})
      union all
      select s.discount_id, 'CATEGORY', s.category_id, pc.product_id from subtree s
        join product_categories pc on pc.tenant_id = ${tenantId}::uuid and pc.category_id = s.category_id and pc.product_id = any(${uuidArray(productIds)})
      union all
      select t.discount_id, 'TAG', t.target_id, pt.product_id from discount_targets t
        join product_tags pt on pt.tenant_id = t.tenant_id and pt.tag_id = t.target_id and pt.product_id = any(${uuidArray(productIds)})
        where t.tenant_id = ${tenantId}::uuid and t.discount_id = any(${uuidArray(ids)}) and t.target_type = 'TAG'`,
  );
  const rules = rows.map((row): DiscountRule => {
    const own = targets.filter((target) => target.discountId === row.id);
    const named = (type: DiscountTargetType) => own.filter((target) => target.productId === null && target.targetType === type).map((target) => target.targetId);
    const limitsProducts = own.some((target) => target.productId === null && ["CATEGORY", "PRODUCT", "TAG"].includes(target.targetType));
    return {
      id: row.id,
      title: row.title,
      code: row.code,
      type: row.type as DiscountType,
      scope: row.scope as DiscountScope,
      value: row.value,
      maxDiscountAmount: row.maxDiscountAmount,
      minPurchaseAmount: row.minPurchaseAmount,
      minQuantity: row.minQuantity,
      buyX: row.buyX,
      getY: row.getY,
      getYDiscount: row.getYDiscount,
      limitUses: row.limitUses,
      usedCount: row.usedCount,
      combinable: row.combinable,
      storedStatus: row.storedStatus as StoredDiscountStatus,
      startDate: row.startDate,
      endDate: row.endDate,
      partnerId: row.partnerId,
      locationIds: named("LOCATION"),
      customerIds: named("CUSTOMER"),
      productIds: limitsProducts ? [...new Set(own.filter((target) => target.productId !== null).map((target) => target.productId as string))] : null,
    };
  });
  return { rules, codeFound: code !== null && rows.some((row) => row.code !== null && row.code.toLowerCase() === code.toLowerCase()) };
}

/**
 * One use of each applied discount, counted as the sale commits: the row lock makes two tills on the last use
 * take turns, and the second finds none left.
 */
export async function consumeDiscountUses(tx: Tx, tenantId: string, applied: readonly { id: string; title: string }[]): Promise<void> {
  for (const discount of applied) {
    const taken = await queryRows<{ id: string }>(
      tx,
      sql`update discounts set used_count = used_count + 1
        where tenant_id = ${tenantId}::uuid and id = ${discount.id}::uuid and (limit_uses is null or used_count < limit_uses)
        returning id`,
    );
    if (taken.length === 0) throw conflict(`Discount ${discount.title} has been used up.`);
  }
}

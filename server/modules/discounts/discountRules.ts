// Discount rows as pricing rules (common/pricing/discountRules.ts), each with the products it covers resolved from
// its products, categories (with their sub-categories) and tags: within a cart's products (the server's cart), or
// over the whole catalogue (the till's offline copy). One statement for the targets of any number of discounts.
import { sql, type SQL } from "drizzle-orm";
import type { DiscountRule, DiscountScope, DiscountTargetType, DiscountType, StoredDiscountStatus } from "../../../common/pricing/discountRules";
import { queryRows, uuidArray, type Tx } from "../../db";
import { discounts } from "../../db/schema";
import { discountColumns, type DiscountTerms } from "./service";

/** The discounts with the columns a rule is made of; the caller filters and orders them. */
export function selectDiscountRules(tx: Tx) {
  return tx.select({ ...discountColumns, storedStatus: discounts.status }).from(discounts).$dynamic();
}

/** What a rule is made of: a discount's columns (selectDiscountRules' rows, or cartDiscounts' json rows). */
export interface DiscountRuleRow extends DiscountTerms {
  type: string;
  scope: string;
  storedStatus: string;
}

export interface TargetRow extends Record<string, unknown> {
  discountId: string;
  targetType: DiscountTargetType;
  targetId: string;
  /** For a product-limiting target: a product it covers (null on the target's own row). */
  productId: string | null;
}

/**
 * The targets of the discounts whose id `ofDiscount` accepts (a condition on a discount_id column), each
 * product-limiting one with the products it covers; `within` limits those products (null: every product).
 */
export function discountTargetsSql(tenantId: unknown, ofDiscount: (column: SQL) => SQL, within: ((column: SQL) => SQL) | null): SQL {
  const inside = (column: SQL) => (within === null ? sql`` : sql`and ${within(column)}`);
  return sql`with recursive subtree as (
        select t.discount_id, c.id as category_id from discount_targets t
          join categories c on c.tenant_id = t.tenant_id and c.id = t.target_id
          where t.tenant_id = ${tenantId}::uuid and ${ofDiscount(sql`t.discount_id`)} and t.target_type = 'CATEGORY'
        union
        select s.discount_id, c.id from subtree s join categories c on c.tenant_id = ${tenantId}::uuid and c.parent_id = s.category_id)
      select t.discount_id as "discountId", t.target_type as "targetType", t.target_id as "targetId", null::uuid as "productId"
        from discount_targets t where t.tenant_id = ${tenantId}::uuid and ${ofDiscount(sql`t.discount_id`)}
      union all
      select t.discount_id, 'PRODUCT', t.target_id, t.target_id from discount_targets t
        where t.tenant_id = ${tenantId}::uuid and ${ofDiscount(sql`t.discount_id`)} and t.target_type = 'PRODUCT' ${inside(sql`t.target_id`)}
      union all
      select s.discount_id, 'CATEGORY', s.category_id, pc.product_id from subtree s
        join product_categories pc on pc.tenant_id = ${tenantId}::uuid and pc.category_id = s.category_id ${inside(sql`pc.product_id`)}
      union all
      select t.discount_id, 'TAG', t.target_id, pt.product_id from discount_targets t
        join product_tags pt on pt.tenant_id = t.tenant_id and pt.tag_id = t.target_id ${inside(sql`pt.product_id`)}
        where t.tenant_id = ${tenantId}::uuid and ${ofDiscount(sql`t.discount_id`)} and t.target_type = 'TAG'`;
}

/** The rules of the discount rows; `withinProducts` limits the products resolved (null: every product). */
export async function discountRulesOf(tx: Tx, tenantId: string, rows: readonly DiscountRuleRow[], withinProducts: readonly string[] | null): Promise<DiscountRule[]> {
  if (rows.length === 0) return [];
  const ids = uuidArray(rows.map((row) => row.id));
  const within = withinProducts === null ? null : (column: SQL) => sql`${column} = any(${uuidArray(withinProducts.length > 0 ? withinProducts : ["00000000-0000-0000-0000-000000000000"])})`;
  const targets = await queryRows<TargetRow>(tx, discountTargetsSql(tenantId, (column) => sql`${column} = any(${ids})`, within));
  return rulesOf(rows, targets);
}

/** The rows as rules, each with its locations, customers and the products its targets cover. */
export function rulesOf(rows: readonly DiscountRuleRow[], targets: readonly TargetRow[]): DiscountRule[] {
  return rows.map((row): DiscountRule => {
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
}

// The discounts a cart's pricing weighs (common/pricing/discounts.ts judges them): every automatic one (no code)
// stored ACTIVE and already started, the partner's own when the cart has that partner, and the typed code's
// whatever its state, so that the till can say why it does not apply. Each rule's products are resolved here from
// its products, categories (with their sub-categories) and tags, within the cart (discountRules.ts): two columns of
// the cart's one statement (server/modules/sales/cartInputs.ts).
import { sql, type SQL } from "drizzle-orm";
import type { DiscountRule } from "../../../common/pricing/discountRules";
import { queryRows, uuidArray, type Tx } from "../../db";
import { discounts } from "../../db/schema";
import { conflict } from "../../core/errors";
import { discountTargetsSql, rulesOf, type DiscountRuleRow, type TargetRow } from "./discountRules";

/** The values of the cart's discounts, as SQL values or placeholders; `partnerId` an SQL uuid expression. */
export interface CartDiscountValues {
  tenantId: unknown;
  partnerId: SQL;
  /** The typed code, trimmed (null: none). */
  code: unknown;
  /** The cart's products (a uuid[]). */
  productIds: unknown;
}

function cartDiscountRows(v: CartDiscountValues): SQL {
  const d = discounts;
  return sql`select ${d.id} as id, ${d.title} as title, ${d.code} as code, ${d.type} as type, ${d.scope} as scope, ${d.value}::text as value,
      ${d.maxDiscountAmount}::text as "maxDiscountAmount", ${d.minPurchaseAmount}::text as "minPurchaseAmount", ${d.minQuantity} as "minQuantity",
      ${d.buyX} as "buyX", ${d.getY} as "getY", ${d.getYDiscount}::text as "getYDiscount", ${d.limitUses} as "limitUses", ${d.usedCount} as "usedCount",
      ${d.combinable} as combinable, ${d.status} as "storedStatus", ${d.startDate} as "startDate", ${d.endDate} as "endDate", ${d.partnerId} as "partnerId"
    from ${d}
    where ${d.tenantId} = ${v.tenantId}::uuid and (
      (${d.code} is null and ${d.status} = 'ACTIVE' and ${d.startDate} <= now() and (${d.endDate} is null or ${d.endDate} >= now())
        and (${d.partnerId} is null or ${d.partnerId} = ${v.partnerId}))
      or (${v.code}::text is not null and lower(${d.code}) = lower(${v.code}::text)))`;
}

/**
 * Two json columns of a statement: the cart's discounts ("cartDiscounts", by id) and their targets within the
 * cart's products ("cartDiscountTargets"); cartDiscountRules makes them rules.
 */
export function cartDiscountColumns(v: CartDiscountValues): SQL {
  const rows = cartDiscountRows(v);
  const targets = discountTargetsSql(v.tenantId, (column) => sql`${column} in (select c.id from (${rows}) c)`, (column) => sql`${column} = any(${v.productIds}::uuid[])`);
  return sql`(select coalesce(json_agg(d order by d.id), '[]'::json) from (${rows}) d) as "cartDiscounts",
    (select coalesce(json_agg(t), '[]'::json) from (${targets}) t) as "cartDiscountTargets"`;
}

type Timestamps = "startDate" | "endDate";
export interface CartDiscountJson {
  cartDiscounts: (Omit<DiscountRuleRow, Timestamps> & { startDate: string; endDate: string | null })[];
  cartDiscountTargets: TargetRow[];
}

/** The rules of cartDiscountColumns' columns, and whether the typed code (trimmed; null: none) is a discount's. */
export function cartDiscountRules(json: CartDiscountJson, code: string | null): { rules: DiscountRule[]; codeFound: boolean } {
  const rows = json.cartDiscounts.map((row) => ({ ...row, startDate: new Date(row.startDate), endDate: row.endDate === null ? null : new Date(row.endDate) }));
  return { rules: rulesOf(rows, json.cartDiscountTargets), codeFound: code !== null && rows.some((row) => row.code !== null && row.code.toLowerCase() === code.toLowerCase()) };
}

/** The cart's discounts as rules (one statement; the sale and the summary read them in the cart's own statement). */
export async function loadCartDiscounts(
  tx: Tx,
  tenantId: string,
  cart: { code: string | null; partnerId: string | null; productIds: readonly string[] },
): Promise<{ rules: DiscountRule[]; codeFound: boolean }> {
  const code = cart.code?.trim() || null;
  const [row] = await queryRows<CartDiscountJson & Record<string, unknown>>(
    tx,
    sql`select ${cartDiscountColumns({ tenantId, partnerId: sql`${cart.partnerId}::uuid`, code, productIds: uuidArray(cart.productIds) })}`,
  );
  return cartDiscountRules(row, code);
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

/**
 * consumeDiscountUses for many sales at once (the demo's history): each discount's uses added in one statement,
 * refused as a whole when one would go past its limit.
 */
export async function consumeDiscountUsesInBulk(tx: Tx, tenantId: string, applied: readonly { id: string; title: string; uses: number }[]): Promise<void> {
  if (applied.length === 0) return;
  const taken = await queryRows<{ id: string }>(
    tx,
    sql`update discounts d set used_count = d.used_count + r.uses
      from jsonb_to_recordset(${JSON.stringify(applied.map(({ id, uses }) => ({ id, uses })))}::jsonb) as r(id uuid, uses integer)
      where d.tenant_id = ${tenantId}::uuid and d.id = r.id and (d.limit_uses is null or d.used_count + r.uses <= d.limit_uses)
      returning d.id`,
  );
  const done = new Set(taken.map((row) => row.id));
  const usedUp = applied.find((discount) => !done.has(discount.id));
  if (usedUp) throw conflict(`Discount ${usedUp.title} has been used up.`);
}

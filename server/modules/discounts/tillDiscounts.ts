// The discounts a till keeps for selling offline (issue 29): every discount not ended yet (automatic ones, codes,
// partners'), each with its products resolved over the whole catalogue (its products, categories with their
// sub-categories, tags), so that common/pricing applies them offline exactly as the server's cart does. Discounts
// are few: the till gets the complete set at each sync and replaces its own. Two statements.
import { and, eq, or, sql } from "drizzle-orm";
import type { DiscountRule } from "../../../common/pricing/discountRules";
import type { Tx } from "../../db";
import { discounts } from "../../db/schema";
import { discountRulesOf, selectDiscountRules } from "./discountRules";

export async function tillDiscountRules(tx: Tx, tenantId: string): Promise<DiscountRule[]> {
  const rows = await selectDiscountRules(tx)
    .where(and(eq(discounts.tenantId, tenantId), or(sql`${discounts.endDate} is null`, sql`${discounts.endDate} >= now()`)))
    .orderBy(discounts.id);
  return discountRulesOf(tx, tenantId, rows, null);
}

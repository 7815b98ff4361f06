// The stock ledger's view of lots: the sum of each lot's movements (DESIGN "Stock ledger": it always equals the
// lot's quantity). Read only when a client asks for ProductLot.ledgerQuantity, one query per batch of lots (the
// field's loader runs it in a read transaction of its own).
import { and, eq, sql } from "drizzle-orm";
import { stockMovements } from "../../db/schema";
import type { ServiceScope } from "../../core/context";

/** The ledger quantity of each lot id, in the order asked (0 for a lot without movements). */
export async function ledgerQuantities(scope: ServiceScope, lotIds: readonly string[]): Promise<number[]> {
  const { tx, tenantId } = scope;
  if (lotIds.length === 0) return [];
  // One jsonb parameter rather than one per id: a lookup page may hold up to 100,000 lots.
  const ids = sql`(select value::uuid from jsonb_array_elements_text(${JSON.stringify(lotIds)}::jsonb))`;
  const rows = await tx
    .select({ lotId: stockMovements.lotId, quantity: sql<number>`coalesce(sum(${stockMovements.quantity}), 0)::int` })
    .from(stockMovements)
    .where(and(eq(stockMovements.tenantId, tenantId), sql`${stockMovements.lotId} in ${ids}`))
    .groupBy(stockMovements.lotId);
  const byLot = new Map(rows.map((row) => [row.lotId, Number(row.quantity)]));
  return lotIds.map((id) => byLot.get(id) ?? 0);
}

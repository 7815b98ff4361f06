// Locking lots before deciding whether they may move (a transfer, a vendor return, an adjustment). The lock is a
// statement of its own, and what the decision reads (a lot's count by an open audit, its pending adjustment, its
// status) is read by the next statement. Why: under READ COMMITTED a statement reads the rows committed when it
// began. A locking statement that waited for a lot rereads the lot's own row once the holder commits, but its
// subqueries (audit_lots, adjustment_lines) still read from before the wait, so a scan that counted the lot short
// meanwhile, or an adjustment that took it, would not be seen. The next statement begins after the locks are held.
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Tx } from "../../db";
import { productLots } from "../../db/schema";

/**
 * Locks the tenant's lots that `which` picks FOR UPDATE, in id order (two movers of the same lots never deadlock);
 * with `skipLocked`, lots another transaction holds are left out. Answers the ids locked; nothing picked
 * (`which` undefined) locks nothing.
 */
export async function lockLots(tx: Tx, tenantId: string, which: SQL | undefined, options: { skipLocked?: boolean } = {}): Promise<string[]> {
  if (!which) return [];
  const rows = await tx
    .select({ id: productLots.id })
    .from(productLots)
    .where(and(eq(productLots.tenantId, tenantId), which))
    .orderBy(asc(productLots.id))
    .for("update", options.skipLocked ? { skipLocked: true } : {});
  return rows.map((row) => row.id);
}

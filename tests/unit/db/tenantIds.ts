import { eq } from "drizzle-orm";
import type { Database } from "../../../server/db";
import { tenants } from "../../../server/db/schema";

export async function tenantIdOf(db: Database, accountId: string): Promise<string> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.accountId, accountId));
  if (!row) throw new Error(`No tenant ${accountId}`);
  return row.id;
}

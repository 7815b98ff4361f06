import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../auth/password";
import type { Database } from "../db/engine";
import { tenants } from "../db/schema";
import { withTenant } from "../db/tenancy";
import { seedCatalogue } from "./catalogue";
import { seedProcurement } from "./procurement";
import { seedRegisters } from "./registers";
import { seedSales } from "./sales";
import { seedCustomers } from "./customers";
import { seedDiscounts } from "./discounts";
import { seedLostSales } from "./lostSales";
import { seedStockCounts } from "./stockCounts";
import { seedIntegrations } from "./integrations";
import type { SecretBox } from "../core/secretBox";
import type { FiscalConfig } from "../config";
import { demoRoles, demoTenants } from "./demoTenants";
import { permissionRow, upsertPermissions } from "../db/globalData/permissionRows";
import { seedTenantRows } from "./tenantRows";
import { seedHistory } from "./history";
import { stepClock, type StepListener } from "./stepClock";

/**
 * The demo tenants (demo, acme) with roles, users and locations; does nothing when tenant `demo` exists.
 * All in one transaction: a crash leaves no half-seeded tenant, and a second process seeding at the same time
 * waits on the tenants' unique key and then inserts nothing.
 */
export interface DemoSeedOptions {
  /** Seals the demo integration's sandbox credentials (without it the demo has no fiscal reporting). */
  secrets?: SecretBox;
  /** The server's fiscal settings: the demo integration is ACTIVE only where it posts to the sandbox. */
  fiscal?: FiscalConfig;
  /** Also the 90 days of history (server/seed/history): true, or the instant it ends at (the tests fix it). */
  history?: boolean | { now: Date };
  /** Told how long each step took (SEED_TIMINGS=1, bench/seedHistory.ts). */
  onStep?: StepListener;
}

export async function seedDemoData(db: Database, options: DemoSeedOptions = {}): Promise<void> {
  const [existing] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.accountId, "demo"));
  if (existing) return;
  const demoUsers = demoTenants.flatMap((tenant) => tenant.users);
  const hashes = await Promise.all(demoUsers.map((user) => hashPassword(user.password)));
  const passwordHashes = new Map(demoUsers.map((user, index) => [user.email, hashes[index]]));

  const mark = stepClock(options.onStep);
  await db.transaction(async (owner) => {
    // the seed is the start's one batch, not a request: the requests' statement timeout (a server may be started with a
    // strict one) must not stop it half-way on a busy machine
    await owner.execute(sql`set local statement_timeout = 0`);
    const inserted = await owner
      .insert(tenants)
      .values(demoTenants.map(({ accountId, name, currency, logo, parentCompanyLogo, website }) => ({ accountId, name, currency, logo, parentCompanyLogo, website })))
      .onConflictDoNothing()
      .returning({ id: tenants.id, accountId: tenants.accountId });
    if (!inserted.some((tenant) => tenant.accountId === "demo")) return;
    // Role strings may be wildcards absent from the catalogue; role_permissions needs them as rows.
    await upsertPermissions(owner, Object.values(demoRoles).flat().map(permissionRow));
    mark("tenants");
    // Owner-only writes are done: withTenant's role switch lasts until this outer transaction ends.
    for (const { id, accountId } of inserted) {
      const tenant = demoTenants.find((candidate) => candidate.accountId === accountId);
      if (tenant) await withTenant(owner, id, (tx) => seedTenantRows(tx, id, tenant, passwordHashes));
      await withTenant(owner, id, (tx) => seedCatalogue(tx, id, accountId));
      await withTenant(owner, id, (tx) => seedProcurement(tx, id));
      await withTenant(owner, id, (tx) => seedRegisters(tx, id));
      await withTenant(owner, id, (tx) => seedSales(tx, id));
      await withTenant(owner, id, (tx) => seedCustomers(tx, id));
      await withTenant(owner, id, (tx) => seedDiscounts(tx, id));
      await withTenant(owner, id, (tx) => seedLostSales(tx, id));
      await withTenant(owner, id, (tx) => seedStockCounts(tx, id));
      const { secrets, fiscal } = options;
      if (secrets && accountId === "demo") await withTenant(owner, id, (tx) => seedIntegrations(tx, id, secrets, fiscal));
      mark(`${accountId} demo data`);
      const { history } = options;
      if (history) await withTenant(owner, id, (tx) => seedHistory(tx, id, accountId, history === true ? new Date() : history.now, (step) => mark(`${accountId} history ${step}`)));
    }
  });
  mark("commit");
}

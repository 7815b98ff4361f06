import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../../server/auth/password";
import { queryRows, withTenant, type Tx } from "../../../server/db";
import { demoTenants, seedDemoData } from "../../../server/seed";
import { grns, locations, permissions, productLots, purchaseOrders, rolePermissions, roles, stockReturns, userLocations, users } from "../../../server/db/schema";
import { intakeGrns } from "../../../server/modules/procurement/stockIntakeService";
import { returnLotsToVendor } from "../../../server/modules/procurement/stockReturnService";
import { openTestDatabase, type OpenTestDatabase } from "./openTestDatabase";
import { tenantIdOf } from "./tenantIds";

describe("demo data", () => {
  let database: OpenTestDatabase;
  let demoId: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.db);
    demoId = await tenantIdOf(database.db, "demo");
  }, 60_000);
  afterAll(() => database?.dispose());

  const userView = (email: string) =>
    withTenant(database.db, demoId, async (tx) => {
      const [user] = await tx
        .select({ id: users.id, secondaryId: users.secondaryId, passwordHash: users.passwordHash, role: roles.name })
        .from(users)
        .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
        .where(and(eq(users.tenantId, demoId), eq(users.email, email)));
      const places = await tx
        .select({ name: locations.name })
        .from(userLocations)
        .innerJoin(locations, and(eq(locations.tenantId, userLocations.tenantId), eq(locations.id, userLocations.locationId)))
        .where(and(eq(userLocations.tenantId, demoId), eq(userLocations.userId, user.id)));
      return { ...user, locations: places.map((place) => place.name).sort() };
    });

  it("stores passwords that verify (and only with the right password)", async () => {
    for (const tenant of demoTenants) {
      const tenantId = await tenantIdOf(database.db, tenant.accountId);
      for (const user of tenant.users) {
        const [row] = await withTenant(database.db, tenantId, (tx) =>
          tx.select({ passwordHash: users.passwordHash }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, user.email))),
        );
        expect(await verifyPassword(row.passwordHash ?? "", user.password), user.email).toBe(true);
        expect(await verifyPassword(row.passwordHash ?? "", `${user.password}!`)).toBe(false);
      }
    }
  }, 60_000);

  it("gives each user a role, readable ids and the contract's locations", async () => {
    expect(await userView("admin@demo.test")).toMatchObject({
      role: "Administrator",
      secondaryId: expect.stringMatching(/^USR-\d{6}$/),
      locations: ["Central Warehouse", "DHA Store", "Gulberg Store"],
    });
    expect(await userView("cashier@demo.test")).toMatchObject({ role: "Cashier", locations: ["Gulberg Store"] });
    expect(await userView("manager@demo.test")).toMatchObject({ role: "Store Manager", locations: ["DHA Store", "Gulberg Store"] });
    expect(await userView("warehouse@demo.test")).toMatchObject({ role: "Warehouse Staff", locations: ["Central Warehouse"] });
  });

  it("links every role permission string, wildcards included", async () => {
    const granted = await withTenant(database.db, demoId, (tx) =>
      tx
        .select({ role: roles.name, permission: permissions.permission, module: permissions.module, subModule: permissions.subModule, action: permissions.action })
        .from(rolePermissions)
        .innerJoin(roles, and(eq(roles.tenantId, rolePermissions.tenantId), eq(roles.id, rolePermissions.roleId)))
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(eq(rolePermissions.tenantId, demoId)),
    );
    const of = (role: string) => granted.filter((row) => row.role === role).map((row) => row.permission).sort();
    expect(of("Administrator")).toEqual(["*"]);
    expect(of("Cashier")).toHaveLength(8);
    expect(of("Store Manager")).toHaveLength(11);
    expect(of("Warehouse Staff")).toEqual(["demand-supply-planning:*", "inventory:*", "procurement:*", "product-catalog:*"]);
    expect(granted.find((row) => row.permission === "sales-orders:*")).toMatchObject({ module: "sales-orders", subModule: "*", action: "*" });
  });

  it("links retail stores to their warehouse and numbers locations LOC-000001…", async () => {
    const rows = await withTenant(database.db, demoId, (tx) =>
      tx.select({ id: locations.id, name: locations.name, secondaryId: locations.secondaryId, warehouseId: locations.warehouseId }).from(locations).where(eq(locations.tenantId, demoId)),
    );
    const central = rows.find((row) => row.name === "Central Warehouse");
    expect(central?.secondaryId).toBe("LOC-000001");
    expect(rows.filter((row) => row.name !== "Central Warehouse").map((row) => row.warehouseId)).toEqual([central?.id, central?.id]);
  });

  it("runs a living procurement: orders in every status, stock whose ledger adds up, a return to a vendor", async () => {
    const facts = await withTenant(database.db, demoId, async (tx) => ({
      statuses: (await tx.selectDistinct({ status: purchaseOrders.status }).from(purchaseOrders).where(eq(purchaseOrders.tenantId, demoId))).map((row) => row.status).sort(),
      returns: await tx
        .select({
          totalQty: stockReturns.totalQty,
          totalProducts: stockReturns.totalProducts,
          locationId: stockReturns.locationId,
          vendorId: stockReturns.vendorId,
          units: sql<string>`(select sum(i.quantity) from stock_return_items i where i.tenant_id = stock_returns.tenant_id and i.stock_return_id = stock_returns.id)`,
        })
        .from(stockReturns)
        .where(eq(stockReturns.tenantId, demoId)),
      lots: await tx
        .select({ status: productLots.status, quantity: productLots.quantity, locationId: productLots.locationId, vendorId: productLots.vendorId, ledger: sql<string>`(select sum(m.quantity) from stock_movements m where m.tenant_id = product_lots.tenant_id and m.lot_id = product_lots.id)` })
        .from(productLots)
        .where(eq(productLots.tenantId, demoId)),
    }));
    expect(facts.statuses).toEqual(["CLOSED", "FULFILLED", "OPEN", "PARTIAL"]);
    // Two packs, of two products, picked from the lots the intake made at the return's location.
    expect(facts.returns).toMatchObject([{ totalProducts: 2 }]);
    // its quantity counts the units the packs held, as its lines do
    expect(facts.returns[0].totalQty).toBe(Number(facts.returns[0].units));
    expect(facts.returns[0].totalQty).toBeGreaterThan(2);
    const returned = facts.lots.filter((lot) => lot.status === "RETURNED");
    expect(returned).toHaveLength(2);
    for (const lot of returned) expect(lot).toMatchObject({ locationId: facts.returns[0].locationId, vendorId: facts.returns[0].vendorId });
    expect(facts.lots.filter((lot) => lot.status === "IN_INVENTORY").length).toBeGreaterThan(10);
    for (const lot of facts.lots) expect(Number(lot.ledger)).toBe(lot.quantity);
  });

  /** Lots whose quantity differs from the sum of their movements (none, ever), and how many lots there are. */
  async function ledgerFacts(tx: Tx) {
    const [facts] = await queryRows<{ lots: number; unequal: number }>(
      tx,
      sql`select count(*)::int as lots,
          (count(*) filter (where l.quantity <> (select coalesce(sum(m.quantity), 0) from stock_movements m where m.tenant_id = l.tenant_id and m.lot_id = l.id)))::int as unequal
        from product_lots l where l.tenant_id = ${demoId}::uuid`,
    );
    return { lots: Number(facts.lots), unequal: Number(facts.unequal) };
  }

  it("sells on first start: closed sessions of earlier days, today's open till with sales and a held cart, cash that adds up", async () => {
    const view = await withTenant(database.db, demoId, async (tx) => ({
      statuses: await queryRows<{ status: string; count: number }>(tx, sql`select status, count(*)::int as count from orders group by status order by status`),
      sessions: await queryRows<{ name: string; status: string; days: number }>(
        tx,
        sql`select r.name, s.status, (current_date - s.opened_at::date) as days from register_sessions s join location_registers r on r.id = s.register_id order by s.opened_at`,
      ),
      // every session's balance is its opening plus the cash its sales took
      cashOff: await queryRows<{ id: string }>(
        tx,
        sql`select s.id from register_sessions s
          where s.balance <> s.opening_amount + coalesce((select sum(p.amount) from order_payments p where p.session_id = s.id and p.method = 'CASH'), 0)`,
      ),
      lastClosedDaysAgo: await queryRows<{ days: number }>(tx, sql`select (current_date - last_closed_at::date) as days from location_registers where name like '% Till 1'`),
      ledgerOff: await queryRows<{ id: string }>(
        tx,
        sql`select l.id from product_lots l left join stock_movements m on m.lot_id = l.id group by l.id, l.quantity having l.quantity <> coalesce(sum(m.quantity), 0)`,
      ),
    }));
    expect(Object.fromEntries(view.statuses.map((row) => [row.status, row.count]))).toMatchObject({ COMPLETED: expect.any(Number), FULFILLED: expect.any(Number), HOLD: 1, CANCELLED: 1 });
    expect(view.sessions.filter((session) => session.status === "OPENED")).toEqual([{ name: expect.stringMatching(/ Till 1$/), status: "OPENED", days: 0 }]);
    expect(view.sessions.filter((session) => session.status === "CLOSED").map((session) => session.days)).toEqual(expect.arrayContaining([2, 1]));
    expect(view.cashOff).toEqual([]);
    // the tills' last closing is yesterday's, as their sessions say
    expect(view.lastClosedDaysAgo.map((row) => row.days)).toEqual(view.lastClosedDaysAgo.map(() => 1));
    expect(view.ledgerOff).toEqual([]);
  });

  it("keeps every lot equal to its ledger through another intake, a repeated one and another return, each return after its intake", async () => {
    await withTenant(database.db, demoId, async (tx) => {
      const [admin] = await tx.select({ id: users.id }).from(users).where(and(eq(users.tenantId, demoId), eq(users.email, "admin@demo.test")));
      const grnIds = (await tx.select({ id: grns.id }).from(grns).where(eq(grns.tenantId, demoId))).map((row) => row.id);
      const before = await ledgerFacts(tx);
      // the GRN the demo left accepted but not taken in is taken in now; the others have nothing left
      const first = await intakeGrns(tx, demoId, admin.id, grnIds);
      expect([...first.taken.values()].reduce((sum, packs) => sum + packs, 0)).toBeGreaterThan(0);
      const afterIntake = await ledgerFacts(tx);
      expect(afterIntake.lots).toBeGreaterThan(before.lots);
      const repeated = await intakeGrns(tx, demoId, admin.id, grnIds);
      expect(repeated.taken.size).toBe(0);
      expect(await ledgerFacts(tx)).toEqual({ lots: afterIntake.lots, unequal: 0 });

      const [lot] = await tx
        .select({ id: productLots.id, locationId: productLots.locationId, vendorId: productLots.vendorId })
        .from(productLots)
        .where(and(eq(productLots.tenantId, demoId), eq(productLots.status, "IN_INVENTORY")))
        .orderBy(asc(productLots.actionId))
        .limit(1);
      await returnLotsToVendor(tx, demoId, admin.id, { vendorId: lot.vendorId, locationId: lot.locationId, lotIds: [lot.id], actionIds: [], comment: null });
      expect(await ledgerFacts(tx)).toEqual({ lots: afterIntake.lots, unequal: 0 });

      const outOfOrder = await queryRows<{ lot_id: string }>(
        tx,
        sql`select r.lot_id from stock_movements r join stock_movements i on i.tenant_id = r.tenant_id and i.lot_id = r.lot_id and i.kind = 'INTAKE'
          where r.tenant_id = ${demoId}::uuid and r.kind = 'RETURN_TO_VENDOR' and (r.sequence < i.sequence or r.created_at < i.created_at)`,
      );
      const returns = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from stock_movements where tenant_id = ${demoId}::uuid and kind = 'RETURN_TO_VENDOR'`);
      expect(Number(returns[0].n)).toBe(3);
      expect(outOfOrder).toEqual([]);
    });
  }, 60_000);
});

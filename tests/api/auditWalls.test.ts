// The walls around audits: another company sees none of ours (NOT_FOUND, never "forbidden", so it learns nothing),
// a user with every audit permission but not at the audited store neither reads nor counts it (NOT_FOUND, and
// FORBIDDEN for a locationId argument), and each operation asks its own permission.
import { beforeAll, describe, expect, it } from "vitest";
import { gql, login } from "../support/api";
import { expectData, expectGqlError } from "../support/assertions";
import { acmeAdmin, demoCashier } from "../support/logins";
import { userWith } from "./adjustmentsHelpers";
import { auditOps, auditProductOf, auditWorld, close, complete, createAudit, created, scan, start, stockedProducts, type Audit, type AuditWorld } from "./auditsHelpers";
import type { SaleProduct } from "./ordersHelpers";
import type { Lot } from "./procurementHelpers";

const AUDIT_PERMISSIONS = ["system:audit:read", "system:audit:create", "system:audit:update"];
const NOT_FOUND = "Audit not found.";

let world: AuditWorld;
let audit: Audit;
let product: SaleProduct;
let lot: Lot;

beforeAll(async () => {
  world = await auditWorld();
  [{ product, lots: [lot] }] = await stockedProducts(world, world.shopId, 1);
  audit = await created(world.token, { locationId: world.shopId, selectionType: "ALL" });
  expectData(await start(world.token, audit.id, product.id));
}, 120_000);

const lotsOfAudit = (token: string, variables: object = {}) =>
  gql<{ getAllAuditLots: { data: { id: string }[]; meta: { total: number } } }>(
    auditOps.lots,
    { filter: [{ conditions: [{ field: "auditProductId", operator: "EQUAL", value: auditProductOf(audit, product.id).id }] }], ...variables },
    { token },
  );

/** Every way in to the audit, by id, is NOT_FOUND for this token; nothing was counted. */
async function expectNoWayIn(token: string) {
  expectGqlError(await gql(auditOps.get, { auditId: audit.id }, { token }), "NOT_FOUND", NOT_FOUND);
  expectGqlError(await gql(auditOps.summary, { id: auditProductOf(audit, product.id).id }, { token }), "NOT_FOUND", "Audit product not found.");
  expectGqlError(await start(token, audit.id, product.id), "NOT_FOUND", NOT_FOUND);
  expectGqlError(await scan(token, { auditId: audit.id, productId: product.id, code: lot.actionId }), "NOT_FOUND", NOT_FOUND);
  expectGqlError(await complete(token, audit.id, product.id), "NOT_FOUND", NOT_FOUND);
  expectGqlError(await close(token, audit.id, "Not mine"), "NOT_FOUND", NOT_FOUND);
  expect(expectData(await lotsOfAudit(token)).getAllAuditLots.meta.total).toBe(0);
  const lots = expectData(await lotsOfAudit(world.token)).getAllAuditLots.data;
  expect(lots).toHaveLength(1);
  const mine = expectData(await gql<{ getAllAuditLots: { data: { status: string }[] } }>(auditOps.lots, { filter: [{ conditions: [{ field: "id", operator: "EQUAL", value: lots[0].id }] }] }, { token: world.token }));
  expect(mine.getAllAuditLots.data[0].status).toBe("PENDING");
}

describe("audit walls", () => {
  it("another company's administrator finds no trace of the audit", async () => {
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    await expectNoWayIn(acme.token);
    const list = expectData(await gql<{ getAllAudits: { data: { id: string }[] } }>(auditOps.list, { limit: 1000 }, { token: acme.token }));
    expect(list.getAllAudits.data.map((row) => row.id)).not.toContain(audit.id);
    expectGqlError(await gql(auditOps.list, { locationId: world.shopId }, { token: acme.token }), "FORBIDDEN");
  });

  it("a user with every audit permission, at another store, neither reads nor counts it", async () => {
    const gulberg = await userWith(world, AUDIT_PERMISSIONS, [world.storeId]);
    await expectNoWayIn(gulberg.token);
    const list = expectData(await gql<{ getAllAudits: { data: { id: string }[] } }>(auditOps.list, { limit: 1000 }, { token: gulberg.token }));
    expect(list.getAllAudits.data.map((row) => row.id)).not.toContain(audit.id);
    expectGqlError(await gql(auditOps.list, { locationId: world.shopId }, { token: gulberg.token }), "FORBIDDEN", "You do not have access to this location.");
    expectGqlError(await lotsOfAudit(gulberg.token, { locationId: world.shopId }), "FORBIDDEN");
    expectGqlError(await createAudit(gulberg.token, { locationId: world.shopId, selectionType: "ALL" }), "FORBIDDEN", "You do not have access to this location.");
  });

  it("each operation asks its permission: reading is not counting, counting is not creating", async () => {
    const reader = await userWith(world, ["system:audit:read"], [world.shopId]);
    expect(expectData(await gql<{ getAudit: { id: string } }>(auditOps.get, { auditId: audit.id }, { token: reader.token })).getAudit.id).toBe(audit.id);
    expectGqlError(await scan(reader.token, { auditId: audit.id, productId: product.id, code: lot.actionId }), "FORBIDDEN");
    expectGqlError(await close(reader.token, audit.id, "Reader"), "FORBIDDEN");
    const counter = await userWith(world, ["system:audit:read", "system:audit:update"], [world.shopId]);
    expectGqlError(await createAudit(counter.token, { locationId: world.shopId, selectionType: "ALL" }), "FORBIDDEN");
    expect(expectData(await scan(counter.token, { auditId: audit.id, productId: product.id, code: lot.actionId })).scanAuditLot).toBe(true);
    const cashier = await login(demoCashier.email, demoCashier.password);
    expectGqlError(await gql(auditOps.list, {}, { token: cashier.token }), "FORBIDDEN");
  });
});

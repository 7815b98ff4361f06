// The location and session services on a real database: the location rules, the activity log, tokens stored
// only as hashes, expiry, logout, the tenant header, the sign-in limit and the location guard.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../../server/core/transaction";
import { withTenant } from "../../../server/db";
import { activityLog, sessions } from "../../../server/db/schema";
import { assertLocationAllowed, type RequestContext } from "../../../server/core/context";
import { listCities } from "../../../server/modules/geo/service";
import { createLocation, getLocation, updateLocation } from "../../../server/modules/locations/service";
import { loginUser } from "../../../server/modules/users/signIn";
import { authenticateToken, logout } from "../../../server/modules/users/signedInSession";
import { hashToken } from "../../../server/session/tokens";
import { config, appErrorOf, openServerFixture, type ServerFixture } from "./fixture";

let fixture: ServerFixture;
let admin: RequestContext;
let lahore: string;
let central: string;
let gulberg: string;

const tenantOf = (ctx: RequestContext) => ctx.auth!.tenant.id;

async function lastActivity(ctx: RequestContext) {
  return withTenant(fixture.database.db, tenantOf(ctx), async (tx) => {
    const [row] = await tx
      .select()
      .from(activityLog)
      .where(eq(activityLog.tenantId, tenantOf(ctx)))
      .orderBy(desc(activityLog.createdAt))
      .limit(1);
    return row;
  });
}

beforeAll(async () => {
  fixture = await openServerFixture();
  admin = await fixture.signIn("admin@demo.test", "Admin@12345");
  const cities = await inTransaction(admin, (scope) => listCities(scope, { filter: [{ conditions: [{ field: "name", operator: "EQUAL", value: "Lahore" }] }] }));
  lahore = cities.data[0].id;
  central = admin.auth!.allowedLocations.find((l) => l.name === "Central Warehouse")!.id;
  gulberg = admin.auth!.allowedLocations.find((l) => l.name === "Gulberg Store")!.id;
}, 180_000);

afterAll(async () => {
  await fixture?.close();
});

describe("locations", () => {
  it("creates a retail location with a code, its creator, and an activity row", async () => {
    const created = await inTransaction(admin, (scope) => createLocation(scope, {
      name: "  Johar Town Store ",
      type: "RETAIL",
      status: "ACTIVE",
      cityId: lahore,
      warehouse_id: central,
      area: "",
    }));
    expect(created).toMatchObject({ name: "Johar Town Store", area: null, warehouseId: central, secondaryId: "LOC-000004" });
    expect(created.warehouse?.name).toBe("Central Warehouse");
    expect(await lastActivity(admin)).toMatchObject({ action: "CREATE", entity: "location", entityId: created.id, userId: admin.auth!.user.id });
  });

  it("a warehouse never has a warehouse", async () => {
    const created = await inTransaction(admin, (scope) => createLocation(scope, { name: "North Depot", type: "WAREHOUSE", status: "ACTIVE", cityId: lahore, warehouse_id: central }));
    expect(created.warehouseId).toBeNull();
  });

  it("refuses a retail location whose warehouse is not an active warehouse", async () => {
    const error = await appErrorOf(
      inTransaction(admin, (scope) => createLocation(scope, { name: "Bad Store", type: "RETAIL", status: "ACTIVE", cityId: lahore, warehouse_id: gulberg })),
    );
    expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { warehouse_id: "Warehouse must be an active warehouse." } });
  });

  it("refuses an unknown city and a duplicate name (any case)", async () => {
    const error = await appErrorOf(
      inTransaction(admin, (scope) => createLocation(scope, { name: "gulberg store", type: "WAREHOUSE", status: "ACTIVE", cityId: "00000000-0000-4000-8000-000000000000" })),
    );
    expect(error.extensions.fields).toEqual({ cityId: "City is required.", name: "A location with this name already exists." });
    expect(error.message).toBe("City is required. A location with this name already exists.");
  });

  it("updates, records who and what changed; unknown ids are NOT_FOUND", async () => {
    const updated = await inTransaction(admin, (scope) => updateLocation(scope, gulberg, {
      name: "Gulberg Store",
      type: "RETAIL",
      status: "ACTIVE",
      cityId: lahore,
      warehouse_id: central,
      taxNumber: "NTN-1",
    }));
    expect(updated.taxNumber).toBe("NTN-1");
    expect(await lastActivity(admin)).toMatchObject({ action: "UPDATE", entityId: gulberg, details: { changed: ["taxNumber"] } });
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const error = await appErrorOf(inTransaction(admin, (scope) => getLocation(scope, id)));
      expect([error.extensions.code, error.message]).toEqual(["NOT_FOUND", "Location not found."]);
    }
  });

  it("a warehouse serving stores keeps its type and stays active", async () => {
    const base = { name: "Central Warehouse", cityId: lahore };
    const retyped = await appErrorOf(inTransaction(admin, (scope) => updateLocation(scope, central, { ...base, type: "RETAIL", status: "ACTIVE", warehouse_id: central })));
    expect(retyped.extensions.fields).toMatchObject({ warehouse_id: "A location cannot be its own warehouse." });
    expect(retyped.extensions.fields).toHaveProperty("type");
    const deactivated = await appErrorOf(inTransaction(admin, (scope) => updateLocation(scope, central, { ...base, type: "WAREHOUSE", status: "INACTIVE" })));
    expect(deactivated.extensions.fields).toHaveProperty("status");
  });

  it("another tenant's location is NOT_FOUND", async () => {
    const acme = await fixture.signIn("admin@acme.test", "Admin@12345");
    expect((await appErrorOf(inTransaction(acme, (scope) => getLocation(scope, central)))).extensions.code).toBe("NOT_FOUND");
    const base = { name: "Stolen", type: "WAREHOUSE", status: "ACTIVE", cityId: lahore };
    expect((await appErrorOf(inTransaction(acme, (scope) => updateLocation(scope, central, base)))).extensions.code).toBe("NOT_FOUND");
  });
});

describe("sessions", () => {
  it("stores only the token's sha256 and logs the sign-in", async () => {
    const payload = await loginUser(await fixture.contextFor(), { email: "Cashier@Demo.test", password: "Cashier@12345" });
    expect(payload.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(payload.allowedLocations.map((l) => l.name)).toEqual(["Gulberg Store"]);
    const ctx = await fixture.contextFor(payload.token);
    const stored = await withTenant(fixture.database.db, tenantOf(ctx), (tx) =>
      tx.select().from(sessions).where(eq(sessions.id, ctx.auth!.sessionId)),
    );
    expect(stored[0].tokenHash).toBe(hashToken(payload.token));
    expect(JSON.stringify(stored)).not.toContain(payload.token);
    expect(await lastActivity(ctx)).toMatchObject({ action: "LOGIN", entity: "session", userId: ctx.auth!.user.id });
    expect(authenticateToken(ctx.auth!).user.email).toBe("cashier@demo.test");
  });

  it("an expired session is UNAUTHENTICATED; a used one slides forward", async () => {
    const payload = await loginUser(await fixture.contextFor(), { email: "manager@demo.test", password: "Manager@12345" });
    const tenantId = payload.tenant.id;
    const setExpiry = (expiresAt: Date) =>
      withTenant(fixture.database.db, tenantId, (tx) =>
        tx.update(sessions).set({ expiresAt }).where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, hashToken(payload.token)))),
      );
    const readExpiry = () =>
      withTenant(fixture.database.db, tenantId, async (tx) => {
        const [row] = await tx.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.tokenHash, hashToken(payload.token)));
        return row.expiresAt;
      });

    await setExpiry(new Date(Date.now() + 60 * 60 * 1000));
    expect((await fixture.contextFor(payload.token)).auth).not.toBeNull();
    expect((await readExpiry()).getTime()).toBeGreaterThan(Date.now() + (config.sessionTtlDays - 1) * 86_400_000);

    await setExpiry(new Date(Date.now() - 1000));
    const expired = await fixture.contextFor(payload.token);
    expect(expired.auth).toBeNull();
    expect(expired.authError?.extensions.code).toBe("UNAUTHENTICATED");
  });

  it("logout ends the session", async () => {
    const ctx = await fixture.signIn("warehouse@demo.test", "Warehouse@12345");
    expect(await inTransaction(ctx, (scope) => logout(scope))).toBe(true);
    expect((await fixture.contextFor(ctx.auth!.token)).auth).toBeNull();
  });

  it("a header naming another tenant, or no tenant, is UNAUTHENTICATED, the same answer for both", async () => {
    const payload = await loginUser(await fixture.contextFor(), { email: "admin@demo.test", password: "Admin@12345", accountId: "demo" });
    expect((await fixture.contextFor(payload.token, "demo")).auth).not.toBeNull();
    const otherTenant = await fixture.contextFor(payload.token, "acme");
    const noTenant = await fixture.contextFor(payload.token, "nope");
    expect(otherTenant.authError?.message).toContain("another company account");
    expect(noTenant.auth).toBeNull();
    expect(noTenant.authError?.message).toBe(otherTenant.authError?.message);
  });

  it("wrong password and unknown email get the same answer; then the limit applies", async () => {
    // An address of its own, so the limit it reaches does not block the other tests' sign-ins.
    const ctx = await fixture.contextFor(undefined, undefined, "10.9.9.9");
    const wrong = await appErrorOf(loginUser(ctx, { email: "admin@acme.test", password: "nope" }));
    const unknown = await appErrorOf(loginUser(ctx, { email: "ghost@acme.test", password: "nope" }));
    expect([wrong.extensions.code, wrong.message]).toEqual(["UNAUTHENTICATED", "Invalid email or password."]);
    expect([unknown.extensions.code, unknown.message]).toEqual([wrong.extensions.code, wrong.message]);
    // admin@acme.test has one failure so far; nine more reach the per-e-mail limit of ten.
    for (let i = 1; i < config.loginFailureLimit; i += 1) await appErrorOf(loginUser(ctx, { email: "admin@acme.test", password: "nope" }));
    const limited = await appErrorOf(loginUser(ctx, { email: "admin@acme.test", password: "Admin@12345" }));
    expect([limited.extensions.code, limited.message]).toEqual(["BAD_REQUEST", "Too many failed sign-in attempts. Try again in 15 minutes."]);
  });

  it("a locationId outside the allowed locations is FORBIDDEN", async () => {
    const cashier = await fixture.signIn("cashier@demo.test", "Cashier@12345");
    expect(() => assertLocationAllowed(cashier, gulberg)).not.toThrow();
    expect(() => assertLocationAllowed(cashier, central)).toThrow("You do not have access to this location.");
  });
});

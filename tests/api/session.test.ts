import { describe, expect, it } from "vitest";
import { gql, LOGIN_MUTATION, login } from "../support/api";
import { expectData, expectGqlError } from "../support/assertions";
import { acmeAdmin, demoAdmin, demoCashier } from "../support/logins";
import { AUTHENTICATE_TOKEN, LOGOUT } from "../support/operations";

// This file makes 2 failed sign-ins from 127.0.0.1; the per-address limit is 10 for the whole shared server.
describe("signing in", () => {
  it("returns a token, the user with the role, the tenant, the permissions and the allowed locations", async () => {
    const session = await login(demoAdmin.email, demoAdmin.password);
    expect(session.token).toMatch(/^\S{32,}$/);
    expect(session.user.email).toBe(demoAdmin.email);
    expect(session.user.role.name).toBe("Administrator");
    expect(session.tenant).toMatchObject({ accountId: "demo", name: "Demo Pharmacy", currency: "PKR" });
    expect(session.permissions.map((p) => p.permission)).toContain("*");
    // Every location of the tenant: the seeded three, and any that other test files created.
    expect(session.allowedLocations.map((l) => l.name)).toEqual(expect.arrayContaining(["Central Warehouse", "DHA Store", "Gulberg Store"]));
    expect(session.allowedLocations.find((l) => l.name === "Central Warehouse")?.type).toBe("WAREHOUSE");
  });

  it("limits the cashier to the Gulberg Store and the cashier's role", async () => {
    const session = await login(demoCashier.email, demoCashier.password);
    expect(session.user.role.name).toBe("Cashier");
    expect(session.allowedLocations.map((l) => l.name)).toEqual(["Gulberg Store"]);
    expect(session.permissions.map((p) => p.permission)).not.toContain("*");
  });

  it("finds the acme tenant from the email alone, and accepts its company account", async () => {
    expect((await login(acmeAdmin.email, acmeAdmin.password)).tenant.accountId).toBe("acme");
    expect((await login(acmeAdmin.email, acmeAdmin.password, "acme")).tenant.name).toBe("Acme Pharmacy");
  });

  it("gives a wrong password and an unknown email the same answer", async () => {
    const wrongPassword = await gql(LOGIN_MUTATION, { email: demoAdmin.email, password: "Wrong@12345" });
    expectGqlError(wrongPassword, "UNAUTHENTICATED", "Invalid email or password.");
    const unknownEmail = await gql(LOGIN_MUTATION, { email: "nobody@demo.test", password: demoAdmin.password });
    expectGqlError(unknownEmail, "UNAUTHENTICATED", "Invalid email or password.");
    expect(wrongPassword.data).toBeNull();
  });
});

describe("the session token", () => {
  it("authenticates a valid token with the same payload", async () => {
    const session = await login(demoCashier.email, demoCashier.password);
    const data = expectData(await gql<{ authenticateToken: { user: { email: string }; tenant: { accountId: string } } }>(AUTHENTICATE_TOKEN, {}, { token: session.token }));
    expect(data.authenticateToken.user.email).toBe(demoCashier.email);
    expect(data.authenticateToken.tenant.accountId).toBe("demo");
  });

  it("refuses a token the server never issued", async () => {
    expectGqlError(await gql(AUTHENTICATE_TOKEN, {}, { token: "not-a-real-token" }), "UNAUTHENTICATED");
    expectGqlError(await gql(AUTHENTICATE_TOKEN, {}, { token: "a".repeat(64) }), "UNAUTHENTICATED");
  });

  it("refuses to authenticate without a token", async () => {
    expectGqlError(await gql(AUTHENTICATE_TOKEN), "UNAUTHENTICATED");
  });

  it("stops working after logout, while another session of the same user goes on", async () => {
    const first = await login(demoAdmin.email, demoAdmin.password);
    const second = await login(demoAdmin.email, demoAdmin.password);
    expect(expectData(await gql<{ logout: boolean }>(LOGOUT, {}, { token: first.token })).logout).toBe(true);
    expectGqlError(await gql(AUTHENTICATE_TOKEN, {}, { token: first.token }), "UNAUTHENTICATED");
    expectGqlError(await gql(LOGOUT, {}, { token: first.token }), "UNAUTHENTICATED");
    expectData(await gql(AUTHENTICATE_TOKEN, {}, { token: second.token }));
  });
});

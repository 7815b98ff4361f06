import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, LOGIN_MUTATION, type ApiClient } from "../support/api";
import { expectGqlError } from "../support/assertions";
import { demoAdmin, demoCashier } from "../support/logins";
import { AUTHENTICATE_TOKEN } from "../support/operations";
import { startTestServer, type TestServer } from "../support/testServer";

// A server of its own: sessions that last one second, a per-address limit of 15 failures, and sign-in failures
// that must not touch the shared server's per-address count.
const ADDRESS_LIMIT = 15;
let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ sessionTtlDays: 1 / 86_400, loginAddressFailureLimit: ADDRESS_LIMIT });
  client = createApiClient(server.url);
});

afterAll(async () => {
  await server?.close();
});

describe("session expiry", () => {
  it("refuses an expired token", async () => {
    const session = await client.login(demoCashier.email, demoCashier.password);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expectGqlError(await client.gql(AUTHENTICATE_TOKEN, {}, { token: session.token }), "UNAUTHENTICATED");
  });
});

describe("sign-in rate limit", () => {
  it("refuses the 11th failed sign-in for one email within 15 minutes, even with the right password", async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const result = await client.gql(LOGIN_MUTATION, { email: demoAdmin.email, password: `Wrong@${attempt}` });
      expectGqlError(result, "UNAUTHENTICATED", "Invalid email or password.");
    }
    const tooMany = "Too many failed sign-in attempts. Try again in 15 minutes.";
    expectGqlError(await client.gql(LOGIN_MUTATION, { email: demoAdmin.email, password: "Wrong@11" }), "BAD_REQUEST", tooMany);
    expectGqlError(await client.gql(LOGIN_MUTATION, { email: demoAdmin.email, password: demoAdmin.password }), "BAD_REQUEST", tooMany);
  });

  it("counts failures per address too: past its limit every email from that address is refused", async () => {
    // 10 failures from 127.0.0.1 are on record; unknown emails add more until the address limit is reached.
    let refusedAt = 0;
    for (let attempt = 1; attempt <= ADDRESS_LIMIT && refusedAt === 0; attempt += 1) {
      const result = await client.gql(LOGIN_MUTATION, { email: `guess${attempt}@demo.test`, password: "Guess@12345" });
      if (result.errors?.[0]?.extensions?.code === "BAD_REQUEST") refusedAt = attempt;
      else expectGqlError(result, "UNAUTHENTICATED", "Invalid email or password.");
    }
    expect(refusedAt).toBeGreaterThan(0);
    expect(refusedAt).toBeLessThanOrEqual(ADDRESS_LIMIT - 10 + 1);
    const rightPassword = await client.gql(LOGIN_MUTATION, { email: demoCashier.email, password: demoCashier.password });
    expectGqlError(rightPassword, "BAD_REQUEST", "Too many failed sign-in attempts. Try again in 15 minutes.");
  });
});

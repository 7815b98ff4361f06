// Issue 25, items 8 and 9: nobody locks a user out from afar, and the client address is the one our proxy saw.
// - Ten wrong passwords from a stranger used to make the right password fail everywhere for 15 minutes, and five
//   forgotPassword calls locked the resets: now failures count per e-mail and address, per address, and per
//   e-mail over every address up to a ceiling past which only an address the e-mail signed in from passes.
// - With TRUST_PROXY=1 the server took the client's own (left-most) X-Forwarded-For entry, so rotating it escaped
//   the per-address limit and forging a shop's address locked its cashier out: now it takes the right-most.
// A server of its own behind one pretend proxy: each request carries the X-Forwarded-For our proxy would send
// ("<whatever the client sent>, <the address the proxy saw>").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countLoginFailures } from "../../server/db";
import { LOGIN_MUTATION, type GqlResult } from "../support/api";
import { expectData, expectGqlError } from "../support/assertions";
import { acmeAdmin, demoCashier, demoManager, demoWarehouse } from "../support/logins";
import { startTestServer, type TestServer } from "../support/testServer";

const EMAIL_CEILING = 20;
const ADDRESS_LIMIT = 30;
const INVALID = "Invalid email or password.";
const TOO_MANY = "Too many failed sign-in attempts. Try again in 15 minutes.";
const TOO_MANY_RESETS = "Too many password reset requests. Try again in 15 minutes.";
const FORGOT = `mutation ($email: String!) { forgotPassword(email: $email) }`;
const STRANGER = "203.0.113.5";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ trustProxy: 1, loginEmailFailureLimit: EMAIL_CEILING, loginAddressFailureLimit: ADDRESS_LIMIT });
});

afterAll(async () => {
  await server?.close();
});

async function post<T>(forwardedFor: string, query: string, variables: object): Promise<GqlResult<T>> {
  const headers = { "content-type": "application/json", "x-forwarded-for": forwardedFor };
  const response = await fetch(`${server.url}/graphql`, { method: "POST", headers, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as GqlResult<T>;
}

const signIn = (forwardedFor: string, email: string, password: string) => post<{ loginUser: { token: string } }>(forwardedFor, LOGIN_MUTATION, { email, password });
const forgot = (forwardedFor: string, email: string) => post<{ forgotPassword: boolean }>(forwardedFor, FORGOT, { email });

async function expectSignedIn(forwardedFor: string, login: { email: string; password: string }): Promise<void> {
  expect(expectData(await signIn(forwardedFor, login.email, login.password)).loginUser.token).toMatch(/^\S{32,}$/);
}

describe("a stranger cannot lock a user out (item 8)", () => {
  it("ten wrong passwords from a stranger lock only the stranger's address: the cashier signs in at the shop", async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) expectGqlError(await signIn(STRANGER, demoCashier.email, `Wrong@${attempt}`), "UNAUTHENTICATED", INVALID);
    expectGqlError(await signIn(STRANGER, demoCashier.email, demoCashier.password), "BAD_REQUEST", TOO_MANY);
    await expectSignedIn("198.51.100.7", demoCashier);
  });

  it("holds guessing spread over many addresses at the per-e-mail ceiling, while the address the user signed in from passes", async () => {
    const shop = "198.51.100.8";
    await expectSignedIn(shop, demoManager);
    for (let address = 1; address <= EMAIL_CEILING; address += 1) {
      expectGqlError(await signIn(`10.30.0.${address}`, demoManager.email, `Guess@${address}`), "UNAUTHENTICATED", INVALID);
    }
    // a new address is refused, even with the right password; the shop's is not
    expectGqlError(await signIn("10.30.1.1", demoManager.email, demoManager.password), "BAD_REQUEST", TOO_MANY);
    await expectSignedIn(shop, demoManager);
  });

  it("five reset requests from a stranger do not stop the user's own; requests spread over addresses stop at the ceiling", async () => {
    const shop = "198.51.100.9";
    await expectSignedIn(shop, demoWarehouse);
    for (let request = 1; request <= 5; request += 1) expect(expectData(await forgot(STRANGER, demoWarehouse.email)).forgotPassword).toBe(true);
    expectGqlError(await forgot(STRANGER, demoWarehouse.email), "BAD_REQUEST", TOO_MANY_RESETS);
    expect(expectData(await forgot(shop, demoWarehouse.email)).forgotPassword).toBe(true);
    // 6 of the e-mail's 10 are used: four more from a second stranger, then a third is refused, the shop is not
    for (let request = 1; request <= 4; request += 1) expect(expectData(await forgot("203.0.113.6", demoWarehouse.email)).forgotPassword).toBe(true);
    expectGqlError(await forgot("203.0.113.7", demoWarehouse.email), "BAD_REQUEST", TOO_MANY_RESETS);
    expect(expectData(await forgot(shop, demoWarehouse.email)).forgotPassword).toBe(true);
  });
});

describe("the client address is the one our proxy saw (item 9)", () => {
  it("forging the shop's address in X-Forwarded-For locks out only the forger", async () => {
    const shop = "198.51.100.10";
    const forger = "203.0.113.20";
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expectGqlError(await signIn(`${shop}, ${forger}`, acmeAdmin.email, `Wrong@${attempt}`), "UNAUTHENTICATED", INVALID);
    }
    expect(await countLoginFailures(server.db, { email: acmeAdmin.email, clientAddress: forger, since: new Date(0) })).toBe(10);
    expect(await countLoginFailures(server.db, { clientAddress: shop, since: new Date(0) })).toBe(0);
    expectGqlError(await signIn(`${shop}, ${forger}`, acmeAdmin.email, acmeAdmin.password), "BAD_REQUEST", TOO_MANY);
    await expectSignedIn(shop, acmeAdmin);
  });

  it("rotating the forged entry does not escape the per-address limit", async () => {
    const guesser = "203.0.113.50";
    for (let attempt = 1; attempt <= ADDRESS_LIMIT; attempt += 1) {
      expectGqlError(await signIn(`10.99.${attempt}.1, ${guesser}`, `guess${attempt}@demo.test`, "Guess@12345"), "UNAUTHENTICATED", INVALID);
    }
    expectGqlError(await signIn(`10.99.200.1, ${guesser}`, "guess-next@demo.test", "Guess@12345"), "BAD_REQUEST", TOO_MANY);
    expect(await countLoginFailures(server.db, { clientAddress: guesser, since: new Date(0) })).toBe(ADDRESS_LIMIT);
  });
});

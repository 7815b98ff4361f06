// Issue 25, item 11 (part): graphql-js suggests names close to a mistyped field, argument or enum value ("Did you
// mean …?"), which maps the API for whoever probes it. Anonymous callers (and callers with a token the server did
// not issue) get the errors without suggestions; signed-in users keep them (and, in production, nobody gets them).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, gql, login } from "../support/api";
import { demoCashier } from "../support/logins";
import { startTestServer, type TestServer } from "../support/testServer";

const MISTYPED_FIELD = `{ getLocatons { data { id } } }`;
const MISTYPED_ARGUMENT = `{ getLocations(limt: 1) { meta { total } } }`;
const MISTYPED_ENUM = `query ($direction: SortDirection!) { getLocations(sort: [{ field: "name", direction: $direction }]) { meta { total } } }`;

const messagesOf = async (query: string, variables: object, token?: string) => ((await gql(query, variables, { token })).errors ?? []).map((error) => error.message);

let cashier: string;

beforeAll(async () => {
  cashier = (await login(demoCashier.email, demoCashier.password)).token;
});

describe("field-name suggestions", () => {
  it("are left out for anonymous callers: fields, arguments and enum values", async () => {
    expect(await messagesOf(MISTYPED_FIELD, {})).toEqual(['Cannot query field "getLocatons" on type "Query".']);
    expect(await messagesOf(MISTYPED_ARGUMENT, {})).toEqual(['Unknown argument "limt" on field "Query.getLocations".']);
    expect(await messagesOf(MISTYPED_ENUM, { direction: "ASCC" })).toEqual(['Variable "$direction" got invalid value "ASCC"; Value "ASCC" does not exist in "SortDirection" enum.']);
  });

  it("are left out for a token the server never issued", async () => {
    expect(await messagesOf(MISTYPED_FIELD, {}, "not-a-real-token")).toEqual(['Cannot query field "getLocatons" on type "Query".']);
  });

  it("are kept for a signed-in user", async () => {
    expect((await messagesOf(MISTYPED_FIELD, {}, cashier))[0]).toMatch(/^Cannot query field "getLocatons" on type "Query". Did you mean "getLocations",/);
    expect((await messagesOf(MISTYPED_ENUM, { direction: "ASCC" }, cashier))[0]).toContain('Did you mean the enum value "ASC"?');
  });
});

describe("on a server with introspection off (production)", () => {
  let server: TestServer | undefined;

  beforeAll(async () => {
    server = await startTestServer({ introspection: false });
  });

  afterAll(async () => {
    await server?.close();
  });

  it("are left out for signed-in users too", async () => {
    const client = createApiClient(server?.url ?? "");
    const { token } = await client.login(demoCashier.email, demoCashier.password);
    expect((await client.gql(MISTYPED_FIELD, {}, { token })).errors?.map((error) => error.message)).toEqual(['Cannot query field "getLocatons" on type "Query".']);
  });
});

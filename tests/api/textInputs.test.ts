// A NUL character (U+0000) in any text a request sends (issue 25, item 11): PostgreSQL refuses it in text and jsonb,
// so a customer or demand-note lookup with one answered 500 and logged the SQL error. Every text input — variables,
// literals in the query, JSON filter values — is refused before execution: HTTP 400, BAD_USER_INPUT naming the field,
// and nothing in the server's log. On a server of its own, in this process, so that its log can be read.
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from "vitest";
import { createApiClient, type ApiClient } from "../support/api";
import { demoAdmin } from "../support/logins";
import { startTestServer, type TestServer } from "../support/testServer";

let server: TestServer;
let client: ApiClient;
let token: string;
const logged: string[] = [];
const spies: MockInstance[] = [];

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient(server.url);
  ({ token } = await client.login(demoAdmin.email, demoAdmin.password));
  for (const method of ["error", "warn", "log", "info"] as const) {
    const original = console[method].bind(console);
    spies.push(
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map((arg) => (arg instanceof Error ? `${arg.message} ${String((arg as { cause?: unknown }).cause ?? "")}` : String(arg))).join(" "));
        original(...args);
      }),
    );
  }
}, 120_000);

afterAll(async () => {
  for (const spy of spies) spy.mockRestore();
  await server?.close();
});

/** The raw HTTP answer of a GraphQL POST. */
async function post(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json", "x-api-key": token },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] };
  return { status: response.status, body };
}

const NUL = "\u0000";

describe("a NUL character in a text input", () => {
  it.each([
    ["a customer lookup by phone", `query ($phone: String) { getCustomer(phoneNumber: $phone) { id } }`, { phone: `0300${NUL}1234567` }, "phone"],
    ["a customer search", `query ($search: String) { getCustomers(search: $search) { data { id } } }`, { search: `Ali${NUL}` }, "search"],
    ["a demand-note lookup by number", `query ($number: String) { getDemandNote(secondaryId: $number) { id } }`, { number: `DN-${NUL}000001` }, "number"],
    ["a list filter's value", `query ($filter: [FilterGroupInput!]) { getCustomers(filter: $filter) { data { id } } }`, { filter: [{ conditions: [{ field: "name", operator: "LIKE", value: `a${NUL}b` }] }] }, "filter.0.conditions.0.value"],
    ["a mutation's plain argument", `mutation ($id: ID!, $reason: String!) { closeDemandNote(id: $id, closureReason: $reason) { id } }`, { id: "7c9e6679-7425-40de-944b-e07fc1f90ae7", reason: `No${NUL}stock` }, "reason"],
  ])("is refused in %s: 400, BAD_USER_INPUT naming the field, nothing logged", async (_case, query, variables, field) => {
    logged.length = 0;
    const { status, body } = await post(query, variables);
    expect(status).toBe(400);
    expect(body.data ?? null).toBeNull();
    const [error] = body.errors ?? [];
    expect(error.extensions?.code).toBe("BAD_USER_INPUT");
    expect(error.extensions?.fields).toEqual({ [field]: `${field} cannot contain a NUL character (\\u0000).` });
    expect(error.message).toBe(`${field} cannot contain a NUL character (\\u0000).`);
    expect(logged.filter((line) => /0x00|invalid byte sequence|unsupported Unicode|Unexpected error|SQL|select /i.test(line))).toEqual([]);
  });

  it("is refused in a string written in the query itself, named by its argument", async () => {
    logged.length = 0;
    const { status, body } = await post(`query { getCustomer(phoneNumber: "0300\\u00001234567") { id } }`);
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { phoneNumber: "phoneNumber cannot contain a NUL character (\\u0000)." } });
    expect(logged.filter((line) => /0x00|invalid byte sequence|Unexpected error/i.test(line))).toEqual([]);
  });

  it("leaves a mutation's input objects to the shared schemas, which name the field by its label", async () => {
    logged.length = 0;
    const { body } = await post(`mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }`, { input: { name: `Nul${NUL}Name`, phoneNumber: "+923001234567" } });
    expect(body.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { name: "Name cannot contain control characters." } });
    expect(logged.filter((line) => /0x00|invalid byte sequence|Unexpected error/i.test(line))).toEqual([]);
  });

  it("leaves other text alone", async () => {
    const { status, body } = await post(`query ($search: String) { getCustomers(search: $search) { data { id } } }`, { search: "Ali\tKhan é 🙂" });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });
});

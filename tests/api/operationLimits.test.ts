// The GraphQL endpoint under hostile documents: budgets refused before anything runs, unreadable documents and
// oversized bodies answered 4xx (never 500), introspection only for signed-in callers.
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { LIMIT_MESSAGES } from "../../server/graphql/operationGuards";
import { MAX_ALIASES, MAX_DEPTH } from "../../server/graphql/operationLimits";
import { INTROSPECTION_MESSAGES } from "../../server/graphql/introspectionGuard";
import { login, type LoginPayload } from "../support/api";
import { expectData, expectGqlError } from "../support/assertions";
import { uniqueName } from "../support/fixtures";
import { demoAdmin, demoCashier } from "../support/logins";
import { postGraphql, resultOf, send, type Answer } from "./rawHttp";
import "../support/providedContext";

const url = inject("apiUrl");
const repeat = (count: number, make: (index: number) => string) => Array.from({ length: count }, (_, index) => make(index)).join(" ");

const ALIAS_BOMB = `{ ${repeat(1000, (i) => `p${i}: getProducts(limit: 100000) { data { id name } }`)} }`;
const DEEP_SELECTION = `{ getProducts { data { ${"categories { ".repeat(10_000)}id${" }".repeat(10_000)} } } }`;
const NESTED_LISTS = `id name categories { id name level status parentId secondaryId description comment createdAt updatedAt }
  tags { id name status createdAt } vendors { id name secondaryId status } conversions { id itemConversion productId sellingUnit sorting }`;
const HUGE_NESTED_LIST = `{ ${repeat(2, (i) => `page${i}: getProducts(limit: 100000) { data { ${NESTED_LISTS} } }`)} }`;

let cashier: LoginPayload;
let admin: LoginPayload;

beforeAll(async () => {
  cashier = await login(demoCashier.email, demoCashier.password);
  admin = await login(demoAdmin.email, demoAdmin.password);
});

function expectRefused(answer: Answer, message: string | RegExp) {
  expect(answer.status, answer.text.slice(0, 300)).toBe(400);
  const error = expectGqlError(resultOf(answer), "BAD_REQUEST");
  if (typeof message === "string") expect(error.message).toBe(message);
  else expect(error.message).toMatch(message);
}

describe("operation budgets", () => {
  it("refuses the alias bomb, a 10,000-level selection and a huge nested list, each within a second, while /health answers", async () => {
    const token = cashier.token;
    const [bomb, deep, nested, health] = await Promise.all([
      postGraphql(url, { query: ALIAS_BOMB, token }),
      postGraphql(url, { query: DEEP_SELECTION, token }),
      postGraphql(url, { query: HUGE_NESTED_LIST, token }),
      send(`${url}/health`),
    ]);
    expectRefused(bomb, LIMIT_MESSAGES.tokens);
    expectRefused(deep, LIMIT_MESSAGES.tokens);
    expectRefused(nested, /^This request asks for too much at once: its estimated cost is [\d,]+, at most 500,000 is allowed\./);
    expect(health.status).toBe(200);
    for (const answer of [bomb, deep, nested, health]) expect(answer.ms).toBeLessThan(1_000);
  });

  it(`refuses more than ${MAX_ALIASES} aliases in a short document, and answers ${MAX_ALIASES}`, async () => {
    const aliased = (count: number) => `{ ${repeat(count, (i) => `p${i}: getProducts(limit: 1) { meta { totalCount } }`)} }`;
    expectRefused(await postGraphql(url, { query: aliased(MAX_ALIASES + 1), token: cashier.token }), LIMIT_MESSAGES.aliases);
    const answered = resultOf<Record<string, { meta: { totalCount: number } }>>(await postGraphql(url, { query: aliased(MAX_ALIASES), token: cashier.token }));
    expect(Object.keys(expectData(answered))).toHaveLength(MAX_ALIASES);
  });

  it(`refuses a selection more than ${MAX_DEPTH} levels deep that fits the token budget`, async () => {
    // A valid document: the schema's own type references nest as deep as one asks.
    const query = `{ __type(name: "Product") { ${"ofType { ".repeat(MAX_DEPTH)}name${" }".repeat(MAX_DEPTH)} } }`;
    const answer = await postGraphql(url, { query, token: admin.token });
    expectRefused(answer, LIMIT_MESSAGES.depth);
    expect(resultOf(answer).errors).toHaveLength(1);
  });

  it("answers a 1,000-row page with the fields a screen asks for", async () => {
    const query = `query($limit: Int) { getProducts(limit: $limit) { data { id name secondaryId } meta { limit totalCount } } }`;
    const result = resultOf<{ getProducts: { data: unknown[]; meta: { totalCount: number } } }>(
      await postGraphql(url, { query, variables: { limit: 1000 }, token: cashier.token }),
    );
    expect(expectData(result).getProducts.data.length).toBeGreaterThan(0);
  });

  it("runs nothing of a refused operation: none of its aliased mutations creates a tag", async () => {
    const prefix = uniqueName("Alias bomb tag");
    const mutation = `mutation { ${repeat(MAX_ALIASES + 1, (i) => `t${i}: createTag(tagDto: { name: "${prefix} ${i}" }) { id }`)} }`;
    expectRefused(await postGraphql(url, { query: mutation, token: admin.token }), LIMIT_MESSAGES.aliases);
    const tags = resultOf<{ getTags: { meta: { totalCount: number } } }>(
      await postGraphql(url, {
        query: `query($filter: [FilterGroupInput!]) { getTags(filter: $filter) { meta { totalCount } } }`,
        variables: { filter: [{ conditions: [{ operator: "LIKE", field: "name", value: prefix }] }] },
        token: admin.token,
      }),
    );
    expect(expectData(tags).getTags.meta.totalCount).toBe(0);
  });
});

describe("unreadable documents and bodies", () => {
  it("answers a syntax error with 400, whatever the client accepts", async () => {
    for (const accept of ["application/json", "application/graphql-response+json", "*/*"]) {
      const answer = await postGraphql(url, { query: "{ getProducts { data { id }", headers: { accept } });
      expect(answer.status).toBe(400);
      expectGqlError(resultOf(answer), "GRAPHQL_PARSE_FAILED");
    }
  });

  it("answers a body that is not JSON with 400", async () => {
    const answer = await send(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: "{ not json" });
    expect(answer.status).toBe(400);
    expectGqlError(resultOf(answer), "BAD_REQUEST");
  });

  it("answers a variable its type refuses as BAD_USER_INPUT naming the variable", async () => {
    for (const limit of ["abc", 2.5]) {
      const answer = await postGraphql(url, { query: "query ($limit: Int) { getProducts(limit: $limit) { meta { totalCount } } }", variables: { limit }, token: cashier.token });
      const error = expectGqlError(resultOf(answer), "BAD_USER_INPUT");
      expect(error.message).toMatch(/^Variable "\$limit" got invalid value/);
    }
  });

  it("answers a list argument nested 10,000 deep with 400, not a stack overflow", async () => {
    const query = `{ getProducts(filter: ${"[".repeat(10_000)}${"]".repeat(10_000)}) { meta { totalCount } } }`;
    expectRefused(await postGraphql(url, { query, token: cashier.token }), LIMIT_MESSAGES.tokens);
  });

  it("answers a body over 1 MB with 413, with or without its length announced", async () => {
    const body = JSON.stringify({ query: "{ __typename }", variables: { padding: "x".repeat(1_100_000) } });
    const announced = await send(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(announced.status).toBe(413);
    const bytes = new TextEncoder().encode(body);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 64 * 1024) controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
        controller.close();
      },
    });
    const streamed = await send(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: chunked,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });
});

describe("introspection", () => {
  const SCHEMA_QUERY = `{ __schema { queryType { name } } }`;

  it("is refused without a session", async () => {
    for (const query of [SCHEMA_QUERY, `{ __type(name: "Product") { name } }`]) {
      expectGqlError(resultOf(await postGraphql(url, { query })), "UNAUTHENTICATED", INTROSPECTION_MESSAGES.signIn);
    }
    expectGqlError(resultOf(await postGraphql(url, { query: SCHEMA_QUERY, token: "not-a-session" })), "UNAUTHENTICATED");
  });

  it("answers a signed-in user outside production, and __typename answers anybody", async () => {
    const signedIn = resultOf<{ __schema: { queryType: { name: string } } }>(await postGraphql(url, { query: SCHEMA_QUERY, token: admin.token }));
    expect(expectData(signedIn).__schema.queryType.name).toBe("Query");
    expect(expectData(resultOf<{ __typename: string }>(await postGraphql(url, { query: "{ __typename }" }))).__typename).toBe("Query");
  });
});

// Lists at the speed of the database (issue 16): a list request runs a fixed number of SQL statements whatever
// its page size, and a relation costs statements only when the query selects it. A server of its own counts
// every statement it sends (config.onStatement); each query runs once first so the session's state is cached.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "../support/api";
import { expectData } from "../support/assertions";
import { demoAdmin } from "../support/logins";
import { startTestServer, type TestServer } from "../support/testServer";

let server: TestServer;
let statements = 0;
let token = "";
let locationId = "";
let gql: ReturnType<typeof createApiClient>["gql"];

beforeAll(async () => {
  server = await startTestServer({ jobWorker: false, onStatement: () => (statements += 1) });
  const client = createApiClient(server.url);
  gql = client.gql;
  const session = await client.login(demoAdmin.email, demoAdmin.password);
  token = session.token;
  locationId = session.allowedLocations.find((place) => place.type === "WAREHOUSE")?.id ?? session.allowedLocations[0].id;
}, 120_000);
afterAll(() => server?.close());

/** The statements one request costs (after a first run that warms the session's cached state), and its rows. */
async function cost(query: string, variables: object): Promise<{ statements: number; rows: number }> {
  expectData(await gql(query, variables, { token }));
  const before = statements;
  const result = expectData(await gql<Record<string, { data: unknown[] }>>(query, variables, { token }));
  return { statements: statements - before, rows: Object.values(result)[0].data.length };
}

const PRODUCTS = (fields: string) => `query ($limit: Int) { getProducts(limit: $limit) { data { ${fields} } meta { totalCount } } }`;
const RELATIONS = "categories { id } categoryIds tags { id } tagIds vendors { id } vendorIds conversions { id } activeLotsCount";

describe("list statements", () => {
  it("getProducts: the same number of statements for 2 rows and 20, and relations only when selected", async () => {
    const bare2 = await cost(PRODUCTS("id name"), { limit: 2 });
    const bare20 = await cost(PRODUCTS("id name"), { limit: 20 });
    expect(bare20.rows).toBeGreaterThan(bare2.rows);
    expect(bare20.statements).toBe(bare2.statements);

    const full2 = await cost(PRODUCTS(`id name ${RELATIONS}`), { limit: 2 });
    const full20 = await cost(PRODUCTS(`id name ${RELATIONS}`), { limit: 20 });
    expect(full20.statements).toBe(full2.statements);
    // each selected relation adds one batched statement in the list's own transaction, never one per row
    // (categories two: their links, then the categories with their paths; categoryIds shares them)
    expect(full2.statements - bare2.statements).toBe(6);
    const one = await cost(PRODUCTS("id name categories { id }"), { limit: 20 });
    expect(one.statements - bare20.statements).toBe(2);
    const lots = await cost(PRODUCTS("id ... on Product { activeLotsCount }"), { limit: 20 });
    expect(lots.statements - bare20.statements).toBe(1);
  });

  it("orders, lots and purchase orders: no more statements for a large page than for a small one", async () => {
    const lists = [
      [`query ($limit: Int) { getOrders(limit: $limit) { data { id secondaryId totalAmount items { id } customer { id } } } }`, {}],
      [`query ($limit: Int, $locationId: ID!) { getUnexpiredProductLots(limit: $limit, locationId: $locationId) { data { id actionId quantity } } }`, { locationId }],
      [`query ($limit: Int) { getPurchaseOrders(limit: $limit) { data { id secondaryId } } }`, {}],
    ] as const;
    for (const [query, variables] of lists) {
      const small = await cost(query, { ...variables, limit: 2 });
      const large = await cost(query, { ...variables, limit: 20 });
      // a page shorter than its limit is the last one: its total needs no count, so it may cost one fewer
      expect(large.statements, query).toBeLessThanOrEqual(small.statements);
      expect(large.statements, query).toBeGreaterThanOrEqual(small.statements - 1);
    }
  });
});

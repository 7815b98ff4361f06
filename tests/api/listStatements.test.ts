// Lists at the speed of the database (issue 16): a list request runs a fixed number of SQL statements whatever
// its page size, and a relation costs statements only when the query selects it. A server of its own counts
// every statement it sends (config.onStatement); each query runs once first so the session's state is cached.
// Then, with thousands of products more, totals past the exact count are estimates that say so, and (on
// PostgreSQL) the searches' plans use their indexes.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findTenantByAccountId, queryRows, withTenant } from "../../server/db";
import { seedManyProducts } from "../../server/seed";
import { createApiClient } from "../support/api";
import { expectData } from "../support/assertions";
import { expectFields } from "./catalogueHelpers";
import { demoAdmin } from "../support/logins";
import { startTestServer, type TestServer } from "../support/testServer";

let server: TestServer;
let statements = 0;
const lastStatements: string[] = [];
let token = "";
let locationId = "";
let gql: ReturnType<typeof createApiClient>["gql"];

beforeAll(async () => {
  server = await startTestServer({ jobWorker: false, onStatement: (text) => {
      statements += 1;
      lastStatements.push(text);
      if (lastStatements.length > 50) lastStatements.shift();
    },
  });
  const client = createApiClient(server.url);
  gql = client.gql;
  const session = await client.login(demoAdmin.email, demoAdmin.password);
  token = session.token;
  locationId = session.allowedLocations.find((place) => place.type === "WAREHOUSE")?.id ?? session.allowedLocations[0].id;
}, 120_000);
afterAll(() => server?.close());

/**
 * The statements one request costs (after a first run that warms the session's cached state), and its rows. The
 * session's state is read again every STATE_TTL_MS (10 s): on a loaded machine that read may land in a measured
 * request, so the request is measured twice and the fewer statements are its own.
 */
async function cost(query: string, variables: object): Promise<{ statements: number; rows: number }> {
  expectData(await gql(query, variables, { token }));
  let fewest = Number.POSITIVE_INFINITY;
  let rows = 0;
  for (let run = 0; run < 2; run += 1) {
    const before = statements;
    const result = expectData(await gql<Record<string, { data: unknown[] }>>(query, variables, { token }));
    fewest = Math.min(fewest, statements - before);
    rows = Object.values(result)[0].data.length;
  }
  return { statements: fewest, rows };
}

const PRODUCTS = (fields: string) => `query ($limit: Int) { getProducts(limit: $limit) { data { ${fields} } meta { totalCount } } }`;
const RELATIONS = "categories { id } categoryIds tags { id } tagIds vendors { id } vendorIds conversions { id } activeLotsCount";

describe("deep pages", () => {
  it("reads a later page of orders as the same rows a longer first page holds, in the same order", async () => {
    const ORDERS = `query ($limit: Int, $page: Int) { getOrders(limit: $limit, page: $page) { data { id secondaryId } meta { totalCount } } }`;
    type Orders = { getOrders: { data: { id: string }[]; meta: { totalCount: number } } };
    // nine of the demo's orders (held carts are not listed): the third page of three is a deep page
    const long = expectData(await gql<Orders>(ORDERS, { limit: 9, page: 1 }, { token })).getOrders;
    expect(long.data).toHaveLength(9);
    const third = expectData(await gql<Orders>(ORDERS, { limit: 3, page: 3 }, { token })).getOrders;
    expect(third.data.map((row) => row.id)).toEqual(long.data.slice(6, 9).map((row) => row.id));
    expect(third.meta.totalCount).toBe(long.meta.totalCount);
  });
});

describe("keyset pages", () => {
  type Page = { data: { id: string }[]; meta: { page: number; totalCount: number } };
  const ORDERS = `query ($limit: Int, $page: Int, $after: ID, $sort: [SortInput!]) {
    result: getOrders(limit: $limit, page: $page, after: $after, sort: $sort) { data { id } meta { page totalCount } }
  }`;
  const LOTS = `query ($limit: Int, $page: Int, $after: ID, $sort: [SortInput!], $locationId: ID!) {
    result: getUnexpiredProductLots(limit: $limit, page: $page, after: $after, sort: $sort, locationId: $locationId) { data { id } meta { page totalCount } }
  }`;
  const read = async (query: string, variables: object) => expectData(await gql<{ result: Page }>(query, variables, { token })).result;
  const lists = () =>
    [
      ["orders", ORDERS, {}, [undefined, [{ field: "totalAmount", direction: "ASC" }], [{ field: "createdAt", direction: "ASC" }]]],
      ["lots", LOTS, { locationId }, [undefined, [{ field: "actionId", direction: "DESC" }]]],
    ] as const;

  it("reads the page after the previous page's last row as the same rows the offset reads, whatever the sort", async () => {
    for (const [name, query, scope, sorts] of lists()) {
      for (const sort of sorts) {
        const label = `${name} ${JSON.stringify(sort)}`;
        const long = await read(query, { ...scope, limit: 9, sort });
        expect(long.data.length, label).toBe(9);
        const first = await read(query, { ...scope, limit: 3, page: 1, sort });
        const second = await read(query, { ...scope, limit: 3, page: 2, sort, after: first.data[2].id });
        const before = statements;
        const third = await read(query, { ...scope, limit: 3, page: 3, sort, after: second.data[2].id });
        // started right after the row: nothing skipped
        expect(lastStatements.slice(-(statements - before)).join("\n"), label).not.toMatch(/ offset /i);
        expect([...first.data, ...second.data, ...third.data].map((row) => row.id), label).toEqual(long.data.map((row) => row.id));
        expect(third.meta, label).toEqual({ page: 3, totalCount: long.meta.totalCount });
      }
    }
  });

  it("reads by offset when the row is not one of the list's, and refuses an id that is not one", async () => {
    const long = await read(ORDERS, { limit: 6 });
    const unknown = await read(ORDERS, { limit: 3, page: 2, after: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.data.map((row) => row.id)).toEqual(long.data.slice(3, 6).map((row) => row.id));
    // a lot is not an order: the order list does not start after it
    const lot = (await read(LOTS, { locationId, limit: 1 })).data[0].id;
    const afterLot = await read(ORDERS, { limit: 3, page: 2, after: lot });
    expect(afterLot.data.map((row) => row.id)).toEqual(long.data.slice(3, 6).map((row) => row.id));
    expectFields(await gql(ORDERS, { limit: 3, page: 2, after: "1; drop table orders" }, { token }), { after: "After must be the id of the previous page's last row." });
  });
});

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
    // (categoryIds shares the categories' statement)
    expect(full2.statements - bare2.statements).toBe(5);
    const one = await cost(PRODUCTS("id name categories { id }"), { limit: 20 });
    expect(one.statements - bare20.statements).toBe(1);
    const lots = await cost(PRODUCTS("id ... on Product { activeLotsCount }"), { limit: 20 });
    expect(lots.statements - bare20.statements).toBe(1);
  });

  it("orders and purchase orders read their items and payments only when the query selects them", async () => {
    const orders = (fields: string) => `query ($limit: Int) { getOrders(limit: $limit) { data { ${fields} } } }`;
    const purchaseOrders = (fields: string) => `query ($limit: Int) { getPurchaseOrders(limit: $limit) { data { ${fields} } } }`;
    const bareOrders = await cost(orders("id secondaryId"), { limit: 20 });
    const withItems = await cost(orders("id items { id }"), { limit: 20 });
    const withBoth = await cost(orders("id items { id } payments { id }"), { limit: 20 });
    expect(withItems.statements).toBeGreaterThan(bareOrders.statements);
    expect(withBoth.statements - withItems.statements).toBe(1);
    const barePurchaseOrders = await cost(purchaseOrders("id secondaryId"), { limit: 20 });
    const purchaseOrderItems = await cost(purchaseOrders("id items { id }"), { limit: 20 });
    expect(purchaseOrderItems.statements - barePurchaseOrders.statements).toBe(1);
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

// PostgreSQL plans a large catalogue as it would in production; the embedded database gets enough to estimate.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SEEDED = onPostgres ? 20_000 : 3_000;
const SEARCH = `query ($filter: [FilterGroupInput!], $page: Int) {
  getProducts(page: $page, limit: 20, filter: $filter, sort: [{ field: "name", direction: ASC }]) { data { id name } meta { totalCount totalIsEstimate } }
}`;
type SearchPage = { getProducts: { data: { id: string; name: string }[]; meta: { totalCount: number; totalIsEstimate: boolean } } };
const like = (value: string, extra: object[] = []) => ({ filter: [{ conditions: [{ operator: "LIKE", field: "name", value }, ...extra] }] });
const search = async (variables: object) => expectData(await gql<SearchPage>(SEARCH, variables, { token })).getProducts;

describe("totals and plans of a large catalogue", () => {
  let tenantId = "";
  beforeAll(async () => {
    tenantId = (await findTenantByAccountId(server.db, "demo"))?.id ?? "";
    await seedManyProducts(server.db, tenantId, SEEDED);
    await server.db.execute(sql`analyze products`);
  }, 180_000);

  it("says 'about' for a search matching more than 1,000 products, and counts one matching fewer exactly", async () => {
    // every seeded product's SKU is BENCH-…: the search matches the SKU as well as the name
    const many = await search(like("bench"));
    expect(many.meta.totalIsEstimate).toBe(true);
    expect(many.meta.totalCount).toBeGreaterThan(SEEDED * 0.7);
    expect(many.meta.totalCount).toBeLessThan(SEEDED * 1.3);
    expect(many.data).toHaveLength(20);
    const names = many.data.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const next = await search({ ...like("bench"), page: 2 });
    expect(next.data[0].name >= names[19]).toBe(true);
    expect(next.data.some((row) => many.data.some((first) => first.id === row.id))).toBe(false);

    // "Panadol" names every 1,000th seeded product and a few of the demo's: few enough to count
    const few = await search(like("PANADOL"));
    expect(few.meta.totalIsEstimate).toBe(false);
    let seen = 0;
    for (let page = 1; page <= Math.ceil(few.meta.totalCount / 20); page += 1) seen += (await search({ ...like("PANADOL"), page })).data.length;
    expect(seen).toBe(few.meta.totalCount);
    expect(few.meta.totalCount).toBeGreaterThanOrEqual(SEEDED / 1000);
  });

  it("counts exactly when a page past the end of an estimated list comes back empty", async () => {
    const first = await search(like("bench"));
    expect(first.meta.totalIsEstimate).toBe(true);
    const beyond = await search({ ...like("bench"), page: Math.ceil((first.meta.totalCount * 2) / 20) });
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.totalIsEstimate).toBe(false);
    // every seeded product matches 'bench' (its SKU), and no demo product does
    expect(beyond.meta.totalCount).toBe(SEEDED);
  });

  it("estimates a search narrowed by another filter past 1,000, and counts a short list exactly", async () => {
    const narrowed = await search(like("bench", [{ operator: "EQUAL", field: "status", value: "ACTIVE" }]));
    expect(narrowed.meta.totalIsEstimate).toBe(true);
    expect(narrowed.meta.totalCount).toBeGreaterThan(1000);
    const none = await search(like("no product is called this"));
    expect(none.meta).toEqual({ totalCount: 0, totalIsEstimate: false });
  });

  it.skipIf(!onPostgres)("plans a rare search through the trigram index and a common one in name order, stopping at the page", async () => {
    const plan = async (query: ReturnType<typeof sql>) =>
      (await withTenant(server.db, tenantId, (tx) => queryRows<{ "QUERY PLAN": string }>(tx, sql`explain ${query}`))).map((row) => row["QUERY PLAN"]).join("\n");
    // what catalogue_products_matching runs, as the table's owner
    const rare = (await queryRows<{ "QUERY PLAN": string }>(server.db, sql`explain select id from products where tenant_id = ${tenantId} and search_key like lower('%neurobion%')`))
      .map((row) => row["QUERY PLAN"])
      .join("\n");
    expect(rare).toContain("products_search_key_trgm_idx");
    expect(rare).not.toContain("Seq Scan");
    // the page of a common search as the application runs it (row-level security on)
    const common = await plan(sql`select id from products where tenant_id = ${tenantId} and strpos(search_key, lower('Tablets')) > 0 order by name, id limit 20`);
    expect(common).toContain("products_name_idx");
    expect(common).not.toContain("Seq Scan");
    // a scanned code is an exact match on its unique index
    const scanned = await plan(sql`select id from products where tenant_id = ${tenantId} and gtin = '8964000000017'`);
    expect(scanned).toContain("products_gtin_uq");
    // the search's estimate reads the statistics the application's role may not see
    const [{ estimate }] = await withTenant(server.db, tenantId, (tx) =>
      queryRows<{ estimate: number }>(tx, sql`select catalogue_products_matching_estimate('%bench%') as estimate`),
    );
    expect(estimate).toBeGreaterThan(SEEDED * 0.7);
  });
});

// The catalogue part of npm run bench: getProducts with a name LIKE, a category filter and a sort over 50,000
// products in the demo tenant (bench/run.ts seeds them and runs these scenarios).
import { and, eq } from "drizzle-orm";
import { findTenantByAccountId, withTenant, type Database } from "../server/db";
import { seedManyProducts } from "../server/seed";
import { categories } from "../server/db/schema";

export const BENCH_PRODUCTS = 50_000;

export interface ProductScenario {
  title: string;
  connections: number;
  body: object;
  headers?: Record<string, string>;
}

/** Seeds the products into the demo tenant; returns the category the scenarios filter by. */
export async function prepareProductBench(db: Database, count = BENCH_PRODUCTS): Promise<{ categoryId: string }> {
  const demo = await findTenantByAccountId(db, "demo");
  if (!demo) throw new Error("The demo tenant was not seeded.");
  await seedManyProducts(db, demo.id, count);
  const [category] = await withTenant(db, demo.id, (tx) =>
    tx.select({ id: categories.id }).from(categories).where(and(eq(categories.tenantId, demo.id), eq(categories.name, "Analgesics"))),
  );
  return { categoryId: category.id };
}

const PRODUCT_LIST = `query($filter: [FilterGroupInput!], $sort: [SortInput!]) {
  getProducts(page: 1, limit: 20, filter: $filter, sort: $sort) {
    data { id secondaryId name status maximumRetailPrice maximumRetailUnitPrice uomFactor buyingUnit sellingUnit
      manufacturer { id name } categories { id name } tags { id name } vendors { id name } }
    meta { page limit total totalCount }
  }
}`;

/** The product list's page as its screen asks for it, searched by three letters (issue 16). */
const THREE_LETTER_SEARCH = {
  query: `query($filter: [FilterGroupInput!]) {
    getProducts(page: 1, limit: 20, filter: $filter, sort: [{ field: "name", direction: ASC }]) {
      data { id secondaryId name status maximumRetailPrice uomFactor sellingUnit manufacturer { id name } categories { id name } }
      meta { totalCount }
    }
  }`,
  variables: { filter: [{ conditions: [{ operator: "LIKE", field: "name", value: "tab" }] }] },
};

export function productScenarios(auth: Record<string, string>, categoryId: string): ProductScenario[] {
  const body = (conditions: object[], sort: object[]) => ({ query: PRODUCT_LIST, variables: { filter: [{ conditions }], sort } });
  const likeCategorySort = body(
    [
      { operator: "LIKE", field: "name", value: "panadol" },
      { operator: "EQUAL", field: "categoryId", value: categoryId },
    ],
    [{ field: "name", direction: "ASC" }],
  );
  return [
    { title: "getProducts: three-letter name search 'tab', page of 20", connections: 1, headers: auth, body: THREE_LETTER_SEARCH },
    { title: "getProducts: three-letter name search 'tab', page of 20", connections: 10, headers: auth, body: THREE_LETTER_SEARCH },
    {
      title: `getProducts: name LIKE + category + sort by name (${BENCH_PRODUCTS / 1000}k products)`,
      connections: 1,
      headers: auth,
      body: likeCategorySort,
    },
    {
      title: `getProducts: name LIKE + category + sort by name (${BENCH_PRODUCTS / 1000}k products)`,
      connections: 10,
      headers: auth,
      body: likeCategorySort,
    },
    {
      title: "getProducts: ACTIVE + name LIKE (option search), sort by price",
      connections: 10,
      headers: auth,
      body: body(
        [
          { operator: "EQUAL", field: "status", value: "ACTIVE" },
          { operator: "LIKE", field: "name", value: "500mg tab" },
        ],
        [{ field: "maximumRetailPrice", direction: "DESC" }],
      ),
    },
  ];
}

// List limits over HTTP: entity lists answer at most 1,000 rows a page (meta.limit says so), small lookups still
// answer the spec's 100000; a request past the filter, LIKE, sort or page bounds is BAD_USER_INPUT naming the field.
import { beforeAll, describe, expect, it } from "vitest";
import { login } from "../support/api";
import { acmeAdmin, demoAdmin } from "../support/logins";
import { expectFields, list, op, raw, where, type Condition } from "./catalogueHelpers";

type Named = { id: string; name: string };

const namedList = (operation: string) =>
  `query ($page: Int, $limit: Int) { ${operation}(page: $page, limit: $limit) { data { id name } meta { page limit total totalCount } } }`;
const getGenericFormulas = namedList("getGenericFormulas");
const getTags = namedList("getTags");

// Seeded into the second company, whose generic formulas and tags no other test counts.
const SEEDED = 1001;
let demoToken: string;
let acmeToken: string;

/**
 * Creates `count` records of one kind, ten aliased mutations a request (each still its own transaction on the
 * server), a few requests at a time: a thousand single requests took a minute on a loaded machine.
 */
async function createMany(count: number, mutation: string, inputType: string, argument: string, input: (index: number) => object): Promise<void> {
  const perRequest = 10;
  const batches = Array.from({ length: Math.ceil(count / perRequest) }, (_, batch) =>
    Array.from({ length: Math.min(perRequest, count - batch * perRequest) }, (_, offset) => batch * perRequest + offset),
  );
  const next = { batch: 0 };
  const worker = async () => {
    while (next.batch < batches.length) {
      const indexes = batches[next.batch++];
      const variables = Object.fromEntries(indexes.map((index) => [`input${index}`, input(index)]));
      const declared = indexes.map((index) => `$input${index}: ${inputType}!`).join(", ");
      const fields = indexes.map((index) => `created${index}: ${mutation}(${argument}: $input${index}) { id }`).join(" ");
      const result = await raw(`mutation (${declared}) { ${fields} }`, variables, acmeToken);
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

const nameConditions = (count: number): Condition[] =>
  Array.from({ length: count }, (_, index) => ({ field: "name", operator: "EQUAL", value: `No such product ${index}` }));

beforeAll(async () => {
  demoToken = (await login(demoAdmin.email, demoAdmin.password)).token;
  acmeToken = (await login(acmeAdmin.email, acmeAdmin.password)).token;
  const label = (index: number) => `Limit ${String(index).padStart(4, "0")}`;
  await createMany(SEEDED, "createTag", "TagInput", "tagDto", (index) => ({ name: `Tag ${label(index)}`, status: "ACTIVE" }));
  await createMany(SEEDED, "createGenericFormula", "GenericFormulaInput", "genericFormulaDto", (index) => ({ name: `Formula ${label(index)}`, status: "ACTIVE" }));
}, 300_000);

describe("limit", () => {
  it("cuts getProducts to 1000 a page and says so in meta.limit", async () => {
    const page = await list<Named>(op.getProducts, "getProducts", { limit: 100000 }, demoToken);
    expect(page.meta.limit).toBe(1000);
    expect(page.data.length).toBeLessThanOrEqual(1000);
    expect(page.data.length).toBe(Math.min(page.meta.total, 1000));
  });

  it("cuts a list that holds more than 1000 rows (generic formulas grow with the catalogue)", async () => {
    const page = await list<Named>(getGenericFormulas, "getGenericFormulas", { limit: 100000 }, acmeToken);
    expect(page.meta.limit).toBe(1000);
    expect(page.meta.total).toBeGreaterThanOrEqual(SEEDED);
    expect(page.data).toHaveLength(1000);
    const second = await list<Named>(getGenericFormulas, "getGenericFormulas", { page: 2, limit: 100000 }, acmeToken);
    expect(second.data).toHaveLength(page.meta.total - 1000);
  });

  it("lets a small lookup (tags) answer more than 1000 rows when asked", async () => {
    const page = await list<Named>(getTags, "getTags", { limit: 100000 }, acmeToken);
    expect(page.meta.limit).toBe(100000);
    expect(page.data.length).toBeGreaterThan(1000);
    expect(page.data).toHaveLength(page.meta.total);
  });
});

describe("filter bounds", () => {
  it("accepts 100 conditions", async () => {
    const page = await list<Named>(op.getProducts, "getProducts", { filter: [{ conditions: nameConditions(100), logicalOperator: "OR" }] }, demoToken);
    expect(page.data).toEqual([]);
  });

  it("refuses 101 conditions, across groups too, naming filter", async () => {
    expectFields(await raw(op.getProducts, { filter: [{ conditions: nameConditions(101), logicalOperator: "OR" }] }, demoToken), {
      filter: "A list takes at most 100 filter conditions; this request has 101 in 1 groups.",
    });
    const spread = [
      { conditions: nameConditions(51), logicalOperator: "OR" },
      { conditions: nameConditions(50), logicalOperator: "OR" },
    ];
    expectFields(await raw(op.getVendors, { filter: spread }, demoToken), { filter: /at most 100 filter conditions/ });
  });

  it("refuses a LIKE of 201 characters, naming the condition's field, and takes 200", async () => {
    const like = (length: number) => where({ field: "name", operator: "LIKE", value: "x".repeat(length) });
    expectFields(await raw(op.getProducts, { filter: like(201) }, demoToken), {
      name: 'The LIKE filter on "name" takes at most 200 characters; this one has 201.',
    });
    expectFields(await raw(op.getManufacturers, { filter: where({ field: "description", operator: "LIKE", value: "y".repeat(5000) }) }, demoToken), {
      description: /at most 200 characters; this one has 5000/,
    });
    expect((await list<Named>(op.getProducts, "getProducts", { filter: like(200) }, demoToken)).data).toEqual([]);
  });
});

describe("sort and page bounds", () => {
  it("refuses more than 5 sort fields, naming sort", async () => {
    const sort = ["name", "status", "createdAt", "secondaryId", "updatedAt", "tradePrice"].map((field) => ({ field, direction: "ASC" }));
    expect((await list<Named>(op.getProducts, "getProducts", { sort: sort.slice(0, 5), limit: 1 }, demoToken)).data).toHaveLength(1);
    expectFields(await raw(op.getProducts, { sort }, demoToken), { sort: "A list sorts by at most 5 fields; this request has 6." });
  });

  it("refuses a page past 10,000,000 rows, naming page", async () => {
    expectFields(await raw(op.getProducts, { page: 10_001, limit: 1000 }, demoToken), { page: /page × limit may be at most 10,000,000/ });
    expectFields(await raw(op.getProducts, { page: 2_000_000_000, limit: 20 }, demoToken), { page: true });
    expect((await list<Named>(op.getProducts, "getProducts", { page: 10_000, limit: 1000 }, demoToken)).data).toEqual([]);
  });
});

// The list engine against a real database, through getLocations' service: every operator, AND/OR groups,
// nested fields, the page window, and refusals (unknown field or operator, bad values, injection attempts).
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../../server/core/transaction";
import { locations } from "../../../server/db/schema";
import type { RequestContext } from "../../../server/core/context";
import { LIST_LIMIT_MAX, LOOKUP_LIMIT_MAX } from "../../../common/list";
import { containsPattern, planList, type ListPlanOptions, type ListQueryArgs } from "../../../server/core/listEngine";
import { locationListFields } from "../../../server/modules/locations/listFields";
import { listCities } from "../../../server/modules/geo/service";
import { createLocation, listLocations } from "../../../server/modules/locations/service";
import { appErrorOf, openServerFixture, type ServerFixture } from "./fixture";

let fixture: ServerFixture;
let admin: RequestContext;

const condition = (field: string, operator: string, value: unknown) => ({ field, operator, value });
const where = (...conditions: ReturnType<typeof condition>[]) => ({ filter: [{ conditions }] });
const anyOf = (...conditions: ReturnType<typeof condition>[]) => ({ filter: [{ conditions, logicalOperator: "OR" }] });

/** The names a filter matches, in code-point order (the database's collation is not what is under test). */
async function names(args: ListQueryArgs): Promise<string[]> {
  const page = await inTransaction(admin, (scope) => listLocations(scope, { limit: 100, ...args }));
  return page.data.map((l) => l.name).sort();
}

async function cityId(name: string): Promise<string> {
  const page = await inTransaction(admin, (scope) => listCities(scope, where(condition("name", "EQUAL", name))));
  return page.data[0].id;
}

async function tableRowCount(): Promise<number> {
  const [row] = await fixture.database.db.select({ value: count() }).from(locations);
  return row.value;
}

beforeAll(async () => {
  fixture = await openServerFixture();
  admin = await fixture.signIn("admin@demo.test", "Admin@12345");
  const central = admin.auth!.allowedLocations.find((l) => l.name === "Central Warehouse")!.id;
  const karachi = await cityId("Karachi");
  const islamabad = await cityId("Islamabad");
  // Demo: LOC-000001 Central Warehouse, -2 Gulberg Store, -3 DHA Store (Lahore). Ours: -4 … -11.
  const extra = [
    { name: "Clifton 50% Store", type: "RETAIL", cityId: karachi, warehouse_id: central, area: "Clifton" },
    { name: "Port_Depot", type: "WAREHOUSE", cityId: karachi },
    { name: "PortXDepot", type: "WAREHOUSE", cityId: karachi },
    { name: "Blue Area Store", type: "RETAIL", cityId: islamabad, warehouse_id: central, status: "INACTIVE" },
    { name: "F-7 Store", type: "RETAIL", cityId: islamabad, warehouse_id: central },
    { name: "Saddar Store", type: "RETAIL", cityId: karachi, warehouse_id: central },
    { name: "Korangi Store", type: "RETAIL", cityId: karachi, warehouse_id: central },
    { name: "Tenth Store", type: "RETAIL", cityId: islamabad, warehouse_id: central },
  ];
  for (const location of extra) await inTransaction(admin, (scope) => createLocation(scope, { status: "ACTIVE", ...location }));
}, 180_000);

afterAll(async () => {
  await fixture?.close();
});

describe("operators", () => {
  it("EQUAL and NE", async () => {
    expect(await names(where(condition("name", "EQUAL", "DHA Store")))).toEqual(["DHA Store"]);
    expect(await names(where(condition("type", "NE", "RETAIL")))).toEqual(["Central Warehouse", "PortXDepot", "Port_Depot"]);
  });

  it("EQUAL null and NE null test for a missing value", async () => {
    expect(await names(where(condition("warehouseId", "EQUAL", null)))).toEqual(["Central Warehouse", "PortXDepot", "Port_Depot"]);
    expect(await names(where(condition("warehouseId", "NE", null)))).toHaveLength(8);
  });

  it("GT, GTE, LT, LTE on a text code", async () => {
    expect(await names(where(condition("secondaryId", "GT", "LOC-000009")))).toEqual(["Korangi Store", "Tenth Store"]);
    expect(await names(where(condition("secondaryId", "GTE", "LOC-000010")))).toEqual(["Korangi Store", "Tenth Store"]);
    expect(await names(where(condition("secondaryId", "LT", "LOC-000002")))).toEqual(["Central Warehouse"]);
    expect(await names(where(condition("secondaryId", "LTE", "LOC-000002")))).toEqual(["Central Warehouse", "Gulberg Store"]);
  });

  it("GT and LT on dates", async () => {
    expect(await names(where(condition("createdAt", "GT", "2000-01-01T00:00:00Z")))).toHaveLength(11);
    expect(await names(where(condition("createdAt", "LT", "2000-01-01T00:00:00Z")))).toEqual([]);
  });

  it("LIKE is a case-insensitive contains", async () => {
    expect(await names(where(condition("name", "LIKE", "gulBERG")))).toEqual(["Gulberg Store"]);
    expect(await names(where(condition("area", "LIKE", "clif")))).toEqual(["Clifton 50% Store"]);
  });

  it("LIKE matches %, _ and \\ in the value literally", async () => {
    expect(await names(where(condition("name", "LIKE", "50%")))).toEqual(["Clifton 50% Store"]);
    expect(await names(where(condition("name", "LIKE", "%")))).toEqual(["Clifton 50% Store"]);
    expect(await names(where(condition("name", "LIKE", "t_D")))).toEqual(["Port_Depot"]);
    expect(await names(where(condition("name", "LIKE", "\\")))).toEqual([]);
    expect(containsPattern("a%b_c\\")).toBe("%a\\%b\\_c\\\\%");
  });

  it("BETWEEN takes exactly [from, to], inclusive", async () => {
    expect(await names(where(condition("secondaryId", "BETWEEN", ["LOC-000002", "LOC-000003"])))).toEqual([
      "DHA Store",
      "Gulberg Store",
    ]);
    for (const value of [["LOC-000002"], ["LOC-000001", "LOC-000002", "LOC-000003"], "LOC-000002", [null, "x"]]) {
      const error = await appErrorOf(names(where(condition("secondaryId", "BETWEEN", value))));
      expect(error.extensions.code).toBe("BAD_USER_INPUT");
      expect(error.message).toContain('"secondaryId"');
    }
  });
});

describe("groups", () => {
  it("conditions of an OR group match either", async () => {
    const result = await names(anyOf(condition("name", "EQUAL", "DHA Store"), condition("name", "EQUAL", "F-7 Store")));
    expect(result).toEqual(["DHA Store", "F-7 Store"]);
  });

  it("conditions of a group are ANDed by default", async () => {
    const result = await names(where(condition("type", "EQUAL", "RETAIL"), condition("status", "EQUAL", "INACTIVE")));
    expect(result).toEqual(["Blue Area Store"]);
  });

  it("groups combine with AND", async () => {
    const result = await names({
      filter: [
        { conditions: [condition("city.name", "EQUAL", "Karachi"), condition("city.name", "EQUAL", "Islamabad")], logicalOperator: "OR" },
        { conditions: [condition("type", "EQUAL", "WAREHOUSE")] },
      ],
    });
    expect(result).toEqual(["PortXDepot", "Port_Depot"]);
  });
});

describe("nested fields", () => {
  it("filters and sorts through joined tables", async () => {
    expect(await names(where(condition("city.name", "LIKE", "islam")))).toEqual(["Blue Area Store", "F-7 Store", "Tenth Store"]);
    expect(await names(where(condition("warehouse.name", "EQUAL", "Central Warehouse")))).toHaveLength(8);
    const karachi = await cityId("Karachi");
    expect(await names(where(condition("cityId", "EQUAL", karachi)))).toHaveLength(5);
    const page = await inTransaction(admin, (scope) => listLocations(scope, {
      limit: 100,
      sort: [
        { field: "city.name", direction: "DESC" },
        { field: "name", direction: "ASC" },
      ],
    }));
    expect(page.data.map((l) => l.city.name)).toEqual([...Array(5).fill("Lahore").slice(0, 3), ...Array(5).fill("Karachi"), ...Array(3).fill("Islamabad")]);
  });
});

describe("sorting and paging", () => {
  it("orders codes numerically (LOC-000010 after LOC-000009)", async () => {
    const page = await inTransaction(admin, (scope) => listLocations(scope, { limit: 100, sort: [{ field: "secondaryId", direction: "ASC" }] }));
    const codes = page.data.map((l) => l.secondaryId);
    expect(codes.indexOf("LOC-000010")).toBe(codes.indexOf("LOC-000009") + 1);
    expect(codes.at(-1)).toBe("LOC-000011");
  });

  it("pages partition the filtered set, whose size is total", async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const result = await inTransaction(admin, (scope) => listLocations(scope, { page, limit: 3, sort: [{ field: "type", direction: "ASC" }] }));
      expect(result.meta).toEqual({ page, limit: 3, total: 11, totalCount: 11, totalIsEstimate: false });
      seen.push(...result.data.map((l) => l.id));
    }
    expect(new Set(seen).size).toBe(11);
    const filtered = await inTransaction(admin, (scope) => listLocations(scope, { limit: 2, ...where(condition("type", "EQUAL", "RETAIL")) }));
    expect(filtered.data).toHaveLength(2);
    expect(filtered.meta.total).toBe(8);
    // a nested filter counts through the joins; a plain one counts the table alone: both give the filtered size
    const inKarachi = await inTransaction(admin, (scope) => listLocations(scope, { limit: 1, ...where(condition("city.name", "EQUAL", "Karachi")) }));
    expect(inKarachi.meta.total).toBe(5);
    const servedByCentral = await inTransaction(admin, (scope) => listLocations(scope, { limit: 1, ...where(condition("warehouse.name", "EQUAL", "Central Warehouse")) }));
    expect(servedByCentral.meta.total).toBe(8);
  });

  it("defaults to page 1 of 20 and caps the limit at 1000, which meta.limit reports", async () => {
    expect((await inTransaction(admin, (scope) => listLocations(scope, {}))).meta).toMatchObject({ page: 1, limit: 20 });
    expect((await inTransaction(admin, (scope) => listLocations(scope, { page: null, limit: null }))).meta).toMatchObject({ page: 1, limit: 20 });
    expect((await inTransaction(admin, (scope) => listLocations(scope, { limit: 5_000_000 }))).meta.limit).toBe(1000);
    // a small lookup keeps the spec's 100000
    expect((await inTransaction(admin, (scope) => listCities(scope, { limit: 5_000_000 }))).meta.limit).toBe(100000);
  });

  it("refuses a page below 1 and a limit below 1", async () => {
    expect((await appErrorOf(inTransaction(admin, (scope) => listLocations(scope, { page: 0 })))).extensions.fields).toHaveProperty("page");
    expect((await appErrorOf(inTransaction(admin, (scope) => listLocations(scope, { limit: 0 })))).extensions.fields).toHaveProperty("limit");
  });
});

describe("refusals", () => {
  it("refuses an unknown field, naming it", async () => {
    const error = await appErrorOf(names(where(condition("password", "EQUAL", "x"))));
    expect(error.extensions.code).toBe("BAD_USER_INPUT");
    expect(error.message).toContain('"password"');
    expect(error.extensions.fields).toHaveProperty("password");
    const sortError = await appErrorOf(inTransaction(admin, (scope) => listLocations(scope, { sort: [{ field: "tenantId", direction: "ASC" }] })));
    expect(sortError.extensions.code).toBe("BAD_USER_INPUT");
    expect(sortError.message).toContain('"tenantId"');
  });

  it("refuses an unknown operator and one that does not fit the field", async () => {
    const unknown = await appErrorOf(names(where(condition("name", "REGEX", ".*"))));
    expect(unknown.extensions.code).toBe("BAD_USER_INPUT");
    expect(unknown.message).toContain("REGEX");
    const misfit = await appErrorOf(names(where(condition("type", "GT", "RETAIL"))));
    expect(misfit.extensions.code).toBe("BAD_USER_INPUT");
    const direction = await appErrorOf(inTransaction(admin, (scope) => listLocations(scope, { sort: [{ field: "name", direction: "SIDEWAYS" }] })));
    expect(direction.extensions.code).toBe("BAD_USER_INPUT");
  });

  it("refuses values of the wrong kind instead of failing in SQL", async () => {
    for (const [field, value] of [
      ["cityId", "not-a-uuid"],
      ["createdAt", "yesterday-ish"],
      ["type", "SHOP"],
      ["name", { nested: true }],
    ] as const) {
      const error = await appErrorOf(names(where(condition(field, "EQUAL", value))));
      expect(error.extensions.code).toBe("BAD_USER_INPUT");
      expect(error.message).toContain(`"${field}"`);
    }
  });

  it("an injection attempt in a field name is refused and harms nothing", async () => {
    const before = await tableRowCount();
    const field = `name" = name; drop table locations; --`;
    expect((await appErrorOf(names(where(condition(field, "EQUAL", "x"))))).extensions.code).toBe("BAD_USER_INPUT");
    expect((await appErrorOf(inTransaction(admin, (scope) => listLocations(scope, { sort: [{ field, direction: "ASC" }] })))).extensions.code).toBe(
      "BAD_USER_INPUT",
    );
    expect(await tableRowCount()).toBe(before);
  });

  it("an injection attempt in a value is just a value: zero rows, table intact", async () => {
    const before = await tableRowCount();
    const value = `x' or '1'='1'; drop table locations; --`;
    expect(await names(where(condition("name", "EQUAL", value)))).toEqual([]);
    expect(await names(where(condition("name", "LIKE", value)))).toEqual([]);
    expect(await names(where(condition("name", "BETWEEN", [value, `${value}z`])))).toEqual([]);
    // Counting still works, so the table is there, with every row.
    expect(await tableRowCount()).toBe(before);
  });
});

describe("bounds (checked in planList, before any SQL)", () => {
  const plan = (args: ListQueryArgs, options: Partial<ListPlanOptions> = {}) =>
    planList(locationListFields, args, { tieBreaker: locations.id, ...options });
  /** The fields of the BAD_USER_INPUT planList throws. */
  function refusal(args: ListQueryArgs, options: Partial<ListPlanOptions> = {}): Record<string, string> {
    try {
      plan(args, options);
    } catch (error) {
      const extensions = (error as { extensions?: { code?: string; fields?: Record<string, string> } }).extensions;
      expect(extensions?.code).toBe("BAD_USER_INPUT");
      return extensions?.fields ?? {};
    }
    throw new Error("Expected planList to refuse the request.");
  }
  const nameIs = (count: number) => Array.from({ length: count }, (_, index) => condition("name", "EQUAL", `Store ${index}`));

  it("cuts limit to the list's maximum: 1000 by default, what maxLimit says for a lookup", () => {
    expect(plan({ limit: 100000 }).limit).toBe(LIST_LIMIT_MAX);
    expect(plan({ limit: 100000 }, { maxLimit: LOOKUP_LIMIT_MAX }).limit).toBe(100000);
    expect(plan({ limit: 500 }, { maxLimit: LOOKUP_LIMIT_MAX }).limit).toBe(500);
  });

  it("takes 100 conditions and refuses 101, counted across every group, naming filter", () => {
    expect(plan(anyOf(...nameIs(100))).where).toBeDefined();
    expect(refusal(anyOf(...nameIs(101))).filter).toBe("A list takes at most 100 filter conditions; this request has 101 in 1 groups.");
    const spread = { filter: [{ conditions: nameIs(60), logicalOperator: "OR" }, { conditions: nameIs(41), logicalOperator: "OR" }] };
    expect(refusal(spread).filter).toContain("this request has 101 in 2 groups");
    const emptyGroups = { filter: Array.from({ length: 101 }, () => ({ conditions: [] })) };
    expect(refusal(emptyGroups)).toHaveProperty("filter");
  });

  it("takes a LIKE value of 200 characters and refuses 201, naming the condition's field", () => {
    expect(plan(where(condition("area", "LIKE", "a".repeat(200)))).where).toBeDefined();
    expect(refusal(where(condition("area", "LIKE", "a".repeat(201)))).area).toBe('The LIKE filter on "area" takes at most 200 characters; this one has 201.');
    // only LIKE is bounded this way: an EQUAL of the same text is a plain comparison
    expect(plan(where(condition("area", "EQUAL", "a".repeat(201)))).where).toBeDefined();
  });

  it("sorts by at most 5 fields", () => {
    const by = (count: number) => ({ sort: ["name", "type", "status", "area", "createdAt", "updatedAt"].slice(0, count).map((field) => ({ field, direction: "ASC" })) });
    expect(plan(by(5)).orderBy).toHaveLength(6);
    expect(refusal(by(6)).sort).toBe("A list sorts by at most 5 fields; this request has 6.");
  });

  it("refuses a page deeper than 10,000,000 rows (page × the applied limit)", () => {
    expect(plan({ page: 10_000, limit: 1000 }).offset).toBe(9_999_000);
    expect(refusal({ page: 10_001, limit: 1000 }).page).toContain("page × limit may be at most 10,000,000");
    // the limit counted is the one applied: 100000 asked of an entity list is 1000
    expect(plan({ page: 10_000, limit: 100000 }).limit).toBe(1000);
    expect(refusal({ page: 2_147_483_647, limit: 100000 })).toHaveProperty("page");
    expect(refusal({ page: 101, limit: 100000 }, { maxLimit: LOOKUP_LIMIT_MAX })).toHaveProperty("page");
  });

  it("refuses through the service too, before the database is asked", async () => {
    const error = await appErrorOf(inTransaction(admin, (scope) => listLocations(scope, anyOf(...nameIs(101)))));
    expect(error.extensions.code).toBe("BAD_USER_INPUT");
    expect(error.extensions.fields).toHaveProperty("filter");
  });
});

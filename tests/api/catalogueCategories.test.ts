// Categories through the real server: the tree and its depth limit, good and bad input, listing, guards.
import { beforeAll, describe, expect, it } from "vitest";
import { login } from "../support/api";
import { expectGqlError } from "../support/assertions";
import { uniqueName } from "../support/fixtures";
import { acmeAdmin, demoAdmin } from "../support/logins";
import { call, expectFields, list, op, raw, readonlyUser, where } from "./catalogueHelpers";

type Category = { id: string; secondaryId: string; name: string; level: number; parentId: string | null; parentCategory: { id: string; name: string } | null; status: string; comment: string | null };

let token: string;
const create = (categoryDto: object) => call<Category>(op.createCategory, "createCategory", { categoryDto }, token);
const count = async () => (await list(op.getCategories, "getCategories", { limit: 1 }, token)).meta.totalCount;

beforeAll(async () => {
  token = (await login(demoAdmin.email, demoAdmin.password)).token;
});

describe("the category tree", () => {
  it("creates three levels, says which level comes next, and refuses a fourth", async () => {
    const top = await create({ name: uniqueName("Top"), status: "ACTIVE", comment: "Shelf A" });
    expect(top).toMatchObject({ level: 1, parentId: null, parentCategory: null, comment: "Shelf A", secondaryId: expect.stringMatching(/^CAT-\d{6}$/) });
    const middle = await create({ name: uniqueName("Middle"), status: "ACTIVE", parentId: top.id });
    expect(middle).toMatchObject({ level: 2, parentCategory: { id: top.id, name: top.name } });
    const leaf = await create({ name: uniqueName("Leaf"), status: "ACTIVE", parentId: middle.id });
    expect(leaf.level).toBe(3);

    expect(await call(op.getCategoryLevel, "getCategoryLevel", {}, token)).toEqual({ current: 1, max: 3 });
    expect(await call(op.getCategoryLevel, "getCategoryLevel", { parentId: middle.id }, token)).toEqual({ current: 3, max: 3 });
    expect(await call(op.getCategoryLevel, "getCategoryLevel", { parentId: leaf.id }, token)).toEqual({ current: 4, max: 3 });

    const before = await count();
    expectFields(await raw(op.createCategory, { categoryDto: { name: uniqueName("Too deep"), status: "ACTIVE", parentId: leaf.id } }, token), {
      parentId: "Categories can be at most 3 levels deep.",
    });
    expect(await count()).toBe(before);
  });

  it("moves a branch with its levels, but never below itself or past the max depth", async () => {
    const a = await create({ name: uniqueName("A"), status: "ACTIVE" });
    const b = await create({ name: uniqueName("B"), status: "ACTIVE", parentId: a.id });
    const c = await create({ name: uniqueName("C"), status: "ACTIVE" });
    const d = await create({ name: uniqueName("D"), status: "ACTIVE", parentId: c.id });
    expectFields(await raw(op.updateCategory, { id: a.id, categoryDto: { name: a.name, status: "ACTIVE", parentId: b.id } }, token), {
      parentId: "A category cannot be placed under itself or one of its subcategories.",
    });
    expectFields(await raw(op.updateCategory, { id: a.id, categoryDto: { name: a.name, status: "ACTIVE", parentId: a.id } }, token), {
      parentId: "A category cannot be placed under itself or one of its subcategories.",
    });
    // a (with child b) under d would put b on level 4.
    expectFields(await raw(op.updateCategory, { id: a.id, categoryDto: { name: a.name, status: "ACTIVE", parentId: d.id } }, token), {
      parentId: "Categories can be at most 3 levels deep.",
    });
    const moved = await call<Category>(op.updateCategory, "updateCategory", { id: a.id, categoryDto: { name: a.name, status: "ACTIVE", parentId: c.id } }, token);
    expect(moved).toMatchObject({ level: 2, parentId: c.id });
    expect((await call<Category>(op.getCategory, "getCategory", { id: b.id }, token)).level).toBe(3);
  });
});

describe("createCategory and updateCategory", () => {
  it("names the bad fields and saves nothing", async () => {
    const before = await count();
    expectFields(await raw(op.createCategory, { categoryDto: { name: "", status: "ACTIVE", parentId: "not-an-id" } }, token), {
      name: "Name is required.",
      parentId: "Please select a valid parent category.",
    });
    expectFields(await raw(op.createCategory, { categoryDto: { name: uniqueName("Orphan"), status: "ACTIVE", parentId: "00000000-0000-4000-8000-000000000000" } }, token), {
      parentId: "Please select a valid parent category.",
    });
    expectFields(await raw(op.createCategory, { categoryDto: { name: "medicines", status: "ACTIVE" } }, token), {
      name: "A category with this name already exists at this level.",
    });
    expect(await count()).toBe(before);
  });

  it("updates fields and answers NOT_FOUND for an unknown id", async () => {
    const category = await create({ name: uniqueName("Editable"), status: "ACTIVE" });
    const updated = await call<Category>(op.updateCategory, "updateCategory", { id: category.id, categoryDto: { name: `${category.name} 2`, status: "INACTIVE", comment: "Seasonal" } }, token);
    expect(updated).toMatchObject({ id: category.id, name: `${category.name} 2`, status: "INACTIVE", comment: "Seasonal", secondaryId: category.secondaryId });
    expectGqlError(await raw(op.updateCategory, { id: "00000000-0000-4000-8000-000000000000", categoryDto: { name: "X", status: "ACTIVE" } }, token), "NOT_FOUND");
  });
});

describe("getCategories", () => {
  it("filters by name, level, parent and status, and sorts", async () => {
    const level2 = await list<Category>(op.getCategories, "getCategories", { limit: 100, filter: where({ field: "level", operator: "EQUAL", value: 2 }, { field: "parentCategory.name", operator: "LIKE", value: "medicines" }), sort: [{ field: "name", direction: "ASC" }] }, token);
    expect(level2.data.map((c) => c.name)).toEqual(expect.arrayContaining(["Analgesics", "Antibiotics", "Gastrointestinal"]));
    expect(level2.data.every((c) => c.level === 2 && c.parentCategory?.name === "Medicines")).toBe(true);
    const names = level2.data.map((c) => c.name);
    expect(names.indexOf("Analgesics")).toBeLessThan(names.indexOf("Antibiotics"));
    const byLevelDesc = await list<Category>(op.getCategories, "getCategories", { limit: 5, sort: [{ field: "level", direction: "DESC" }] }, token);
    expect(byLevelDesc.data[0].level).toBe(3);
    const inactive = await list<Category>(op.getCategories, "getCategories", { limit: 100, filter: where({ field: "status", operator: "EQUAL", value: "INACTIVE" }) }, token);
    expect(inactive.data.every((c) => c.status === "INACTIVE")).toBe(true);
    const tabletsLike = await list<Category>(op.getCategories, "getCategories", { filter: where({ field: "name", operator: "LIKE", value: "TABLET" }) }, token);
    expect(tabletsLike.data.map((c) => c.name)).toEqual(expect.arrayContaining(["Tablets", "Tablets & Capsules"]));
  });
});

describe("guards and isolation", () => {
  it("lets a catalogue viewer read categories but not create or update them", async () => {
    const viewer = (await login(readonlyUser.email, readonlyUser.password)).token;
    const page = await list<Category>(op.getCategories, "getCategories", { limit: 5 }, viewer);
    expect(page.data.length).toBeGreaterThan(0);
    expectGqlError(await raw(op.createCategory, { categoryDto: { name: uniqueName("Nope"), status: "ACTIVE" } }, viewer), "FORBIDDEN");
    expectGqlError(await raw(op.updateCategory, { id: page.data[0].id, categoryDto: { name: "Nope", status: "ACTIVE" } }, viewer), "FORBIDDEN");
  });

  it("hides another company's categories", async () => {
    const acme = (await login(acmeAdmin.email, acmeAdmin.password)).token;
    const demoCategory = await create({ name: uniqueName("Demo only"), status: "ACTIVE" });
    expectGqlError(await raw(op.getCategory, { id: demoCategory.id }, acme), "NOT_FOUND");
    expectFields(await raw(op.createCategory, { categoryDto: { name: uniqueName("Acme child"), status: "ACTIVE", parentId: demoCategory.id } }, acme), {
      parentId: "Please select a valid parent category.",
    });
  });
});

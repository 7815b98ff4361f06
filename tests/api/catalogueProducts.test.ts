// Products through the real server: create and update with good and bad input, the unit and price rules,
// unique codes, listing filters and sorts, products by vendor, permission guards and tenant isolation.
import { beforeAll, describe, expect, it } from "vitest";
import { login, type LoginPayload } from "../support/api";
import { activityFor } from "../support/activityLog";
import { expectGqlError } from "../support/assertions";
import { uniqueName } from "../support/fixtures";
import { acmeAdmin, demoAdmin } from "../support/logins";
import { call, expectFields, list, op, raw, readonlyUser, where } from "./catalogueHelpers";

type Product = {
  id: string;
  secondaryId: string;
  name: string;
  status: string;
  maximumRetailPrice: number;
  maximumRetailUnitPrice: number;
  margins: number | null;
  sellingTaxRate: number | null;
  uomFactor: number;
  gtin: string | null;
  skuCode: string | null;
  images: string[];
  conversions: { itemConversion: number; sellingUnit: string; sorting: number }[];
  categories: { id: string; name: string; level: number }[];
  categoryIds: string[];
  tags: { id: string; name: string }[];
  vendors: { id: string; name: string }[];
  manufacturer: { id: string; name: string } | null;
  genericFormula: { id: string; name: string } | null;
  taxGroup: { id: string; name: string; taxPercentage: number } | null;
  lastUpdatedBy: string | null;
  activeLotsCount: number;
};
type Named = { id: string; name: string };

let admin: LoginPayload;
let token: string;
let categories: Named[];
let manufacturers: Named[];
let vendors: Named[];
let taxGroups: (Named & { taxPercentage: number })[];
let tags: Named[];
let run = 0;

const named = (rows: Named[], name: string) => {
  const found = rows.find((row) => row.name === name);
  if (!found) throw new Error(`No "${name}" among ${rows.map((row) => row.name).join(", ")}`);
  return found.id;
};

/** A GTIN-13 with a correct check digit, different on every call. */
function freshGtin(): string {
  run += 1;
  const body = `20${String(Date.now() % 1e7).padStart(7, "0")}${String(run).padStart(3, "0")}`;
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) sum += Number(body[body.length - 1 - index]) * (index % 2 === 0 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function goodProduct(overrides: Record<string, unknown> = {}) {
  return {
    name: uniqueName("Test Paracetamol"),
    status: "ACTIVE",
    buyingUnit: "BOX",
    sellingUnit: "PIECE",
    uomFactor: 30,
    maximumRetailPrice: 100,
    purchasingPrice: 80,
    tradePrice: 85,
    skuCode: uniqueName("SKU").replace(/\s/g, "-"),
    gtin: freshGtin(),
    skuMinimumLevel: 2,
    skuReorderLevel: 5,
    skuMaximumLevel: 10,
    ...overrides,
  };
}

const countProducts = async () => (await list(op.getProducts, "getProducts", { limit: 1 }, token)).meta.totalCount;
const createProduct = (productDto: object) => call<Product>(op.createProduct, "createProduct", { productDto }, token);

beforeAll(async () => {
  admin = await login(demoAdmin.email, demoAdmin.password);
  token = admin.token;
  categories = (await list<Named>(op.getCategories, "getCategories", { limit: 1000 }, token)).data;
  manufacturers = (await list<Named>(op.getManufacturers, "getManufacturers", { limit: 1000 }, token)).data;
  vendors = (await list<Named>(op.getVendors, "getVendors", { limit: 1000 }, token)).data;
  taxGroups = (await list<Named & { taxPercentage: number }>(op.getTaxGroups, "getTaxGroups", {}, token)).data;
  tags = (await list<Named>(op.getTags, "getTags", { limit: 100 }, token)).data;
});

describe("the demo catalogue", () => {
  it("has about 60 products with manufacturers, categories, tax groups, tags and vendors", async () => {
    expect(await countProducts()).toBeGreaterThanOrEqual(55);
    expect(taxGroups.map((group) => [group.name, group.taxPercentage])).toEqual(expect.arrayContaining([["GST Exempt", 0], ["GST 18%", 18]]));
    expect(manufacturers.map((m) => m.name)).toEqual(expect.arrayContaining(["GSK", "Abbott", "Getz Pharma", "Searle", "Nestlé"]));
    expect(vendors.map((v) => v.name)).toEqual(expect.arrayContaining(["Muller & Phipps Pakistan", "IBL Healthcare"]));
    expect(tags.map((t) => t.name)).toEqual(expect.arrayContaining(["OTC", "Prescription", "Cold chain"]));
    const [panadol] = (await list<Product>(op.getProducts, "getProducts", { filter: where({ field: "name", operator: "LIKE", value: "Panadol 500" }) }, token)).data;
    expect(panadol).toMatchObject({
      secondaryId: expect.stringMatching(/^PRD-\d{6}$/),
      uomFactor: 200,
      maximumRetailPrice: 540,
      maximumRetailUnitPrice: 2.7,
      manufacturer: { name: "Haleon" },
      genericFormula: { name: "Paracetamol" },
      taxGroup: { name: "GST Exempt" },
      activeLotsCount: expect.any(Number), // counts its IN_INVENTORY lots (the demo seed receives stock)
    });
    expect(panadol.categories.map((c) => c.name)).toEqual(["Medicines", "Tablets"]);
  });
});

describe("createProduct", () => {
  it("creates a product with its relations and computes the unit price and margin", async () => {
    const formula = await call<Named>(op.createGenericFormula, "createGenericFormula", { genericFormulaDto: { name: uniqueName("Test formula") } }, token);
    const tag = await call<Named>(op.createTag, "createTag", { tagDto: { name: uniqueName("Test tag") } }, token);
    const images = ["/files/00000000-0000-4000-8000-000000000000/00000000-0000-4000-8000-000000000001.png"];
    const input = goodProduct({
      images,
      categoryIds: [named(categories, "Tablets"), named(categories, "Medicines")],
      tagIds: [tag.id],
      vendorIds: [named(vendors, "IBL Healthcare")],
      manufacturerId: named(manufacturers, "Abbott"),
      genericFormulaId: formula.id,
      taxGroupId: named(taxGroups, "GST 18%"),
      conversions: [{ itemConversion: 10, sellingUnit: "PIECE", sorting: 1 }],
      description: "Pain relief",
    });
    const product = await createProduct(input);
    expect(product).toMatchObject({
      name: input.name,
      secondaryId: expect.stringMatching(/^PRD-\d{6}$/),
      maximumRetailUnitPrice: 3.33,
      margins: 20,
      sellingTaxRate: 18,
      manufacturer: { name: "Abbott" },
      genericFormula: { id: formula.id },
      taxGroup: { name: "GST 18%" },
      tags: [{ id: tag.id }],
      vendors: [{ name: "IBL Healthcare" }],
      conversions: [{ itemConversion: 10, sellingUnit: "PIECE", sorting: 1 }],
      images,
      lastUpdatedBy: `${admin.user.firstName} ${admin.user.lastName}`.trim(),
      activeLotsCount: 0,
    });
    expect(product.categories.map((c) => c.name).sort()).toEqual(["Medicines", "Tablets"]);
    const opened = await call<Product>(op.getProduct, "getProduct", { id: product.id }, token);
    expect(opened).toEqual(product);
  });

  it("names every bad field and saves nothing", async () => {
    const before = await countProducts();
    const result = await raw(
      op.createProduct,
      {
        productDto: goodProduct({
          name: "  ",
          uomFactor: 0,
          maximumRetailPrice: -5,
          purchasingPrice: -1,
          sellingTaxRate: 101,
          gtin: "4006381333932",
          skuMinimumLevel: 5,
          skuReorderLevel: 1,
          skuMaximumLevel: 10,
        }),
      },
      token,
    );
    expectFields(result, {
      name: "Name is required.",
      uomFactor: "Units per buying unit must be a whole number of at least 1.",
      maximumRetailPrice: "Maximum retail price cannot be negative.",
      purchasingPrice: "Purchasing price cannot be negative.",
      sellingTaxRate: "Tax rate must be between 0 and 100.",
      gtin: "GTIN check digit is wrong.",
      skuReorderLevel: "Reorder level must be between the minimum and maximum levels.",
    });
    expect(await countProducts()).toBe(before);
  });

  it("refuses relations that do not exist (checked in the database) and saves nothing", async () => {
    const before = await countProducts();
    const missing = "00000000-0000-4000-8000-000000000000";
    expectFields(await raw(op.createProduct, { productDto: goodProduct({ manufacturerId: missing, taxGroupId: missing, vendorIds: [missing] }) }, token), {
      manufacturerId: "Please select a valid manufacturer.",
      taxGroupId: "Please select a valid tax group.",
      vendorIds: "Please select valid vendors.",
    });
    expect(await countProducts()).toBe(before);
  });

  it("refuses a unit price that does not match the price and units per buying unit", async () => {
    expectFields(await raw(op.createProduct, { productDto: goodProduct({ maximumRetailUnitPrice: 4 }) }, token), {
      maximumRetailUnitPrice: "Maximum retail unit price must equal the maximum retail price divided by the units per buying unit (3.33).",
    });
    const accepted = await createProduct(goodProduct({ maximumRetailUnitPrice: 3.34 }));
    expect(accepted.maximumRetailUnitPrice).toBe(3.34);
    expectFields(await raw(op.createProduct, { productDto: goodProduct({ uomFactor: -3 }) }, token), {
      uomFactor: "Units per buying unit must be a whole number of at least 1.",
    });
  });

  it("refuses a duplicate SKU code and a duplicate GTIN in the same company", async () => {
    const first = await createProduct(goodProduct());
    const before = await countProducts();
    expectFields(await raw(op.createProduct, { productDto: goodProduct({ skuCode: first.skuCode }) }, token), {
      skuCode: "Another product already has this SKU code.",
    });
    expectFields(await raw(op.createProduct, { productDto: goodProduct({ gtin: first.gtin }) }, token), {
      gtin: "Another product already has this GTIN.",
    });
    expect(await countProducts()).toBe(before);
  });

  it("creates generic formulas and tags inline, refusing duplicates by name", async () => {
    const name = uniqueName("Inline tag");
    await call(op.createTag, "createTag", { tagDto: { name } }, token);
    expectFields(await raw(op.createTag, { tagDto: { name: name.toUpperCase() } }, token), { name: "A tag with this name already exists." });
    expectFields(await raw(op.createGenericFormula, { genericFormulaDto: { name: " " } }, token), { name: "Name is required." });
  });
});

describe("updateProduct", () => {
  it("changes fields and replaces relations", async () => {
    const product = await createProduct(goodProduct({ categoryIds: [named(categories, "Medicines")], tagIds: [named(tags, "OTC")] }));
    const input = goodProduct({
      name: `${product.name} v2`,
      skuCode: product.skuCode,
      gtin: product.gtin,
      status: "INACTIVE",
      uomFactor: 20,
      maximumRetailPrice: 250,
      categoryIds: [named(categories, "Calcium")],
      tagIds: [],
      vendorIds: [named(vendors, "Premier Agencies")],
    });
    const updated = await call<Product>(op.updateProduct, "updateProduct", { id: product.id, productDto: input }, token);
    expect(updated).toMatchObject({
      id: product.id,
      secondaryId: product.secondaryId,
      name: input.name,
      status: "INACTIVE",
      maximumRetailUnitPrice: 12.5,
      categories: [{ name: "Calcium" }],
      tags: [],
      vendors: [{ name: "Premier Agencies" }],
    });
  });

  it("names bad fields, keeps the product unchanged, and answers NOT_FOUND for an unknown id", async () => {
    const product = await createProduct(goodProduct());
    const other = await createProduct(goodProduct());
    expectFields(await raw(op.updateProduct, { id: product.id, productDto: goodProduct({ skuMinimumLevel: 9, skuMaximumLevel: 3 }) }, token), {
      skuMaximumLevel: "Maximum level must be at least the minimum level.",
    });
    expectFields(await raw(op.updateProduct, { id: product.id, productDto: goodProduct({ skuCode: other.skuCode, gtin: other.gtin }) }, token), {
      skuCode: "Another product already has this SKU code.",
      gtin: "Another product already has this GTIN.",
    });
    expect(await call<Product>(op.getProduct, "getProduct", { id: product.id }, token)).toEqual(product);
    expectGqlError(await raw(op.updateProduct, { id: "00000000-0000-4000-8000-000000000000", productDto: goodProduct() }, token), "NOT_FOUND", "Product not found.");
  });
});

describe("activity log", () => {
  it("records every catalogue and supplier mutation with its user", async () => {
    const product = await createProduct(goodProduct());
    await call(op.updateProduct, "updateProduct", { id: product.id, productDto: goodProduct({ name: `${product.name} 2`, skuCode: product.skuCode, gtin: product.gtin }) }, token);
    expect((await activityFor(product.id)).map((row) => [row.action, row.entity, row.user_id])).toEqual([
      ["CREATE", "product", admin.user.id],
      ["UPDATE", "product", admin.user.id],
    ]);
    const category = await call<Named>(op.createCategory, "createCategory", { categoryDto: { name: uniqueName("Logged"), status: "ACTIVE" } }, token);
    const manufacturer = await call<Named>(op.createManufacturer, "createManufacturer", { manufacturerDto: { name: uniqueName("Logged"), status: "ACTIVE" } }, token);
    const vendor = await call<Named>(op.createVendor, "createVendor", { vendorDto: { name: uniqueName("Logged"), status: "ACTIVE" } }, token);
    const tag = await call<Named>(op.createTag, "createTag", { tagDto: { name: uniqueName("Logged") } }, token);
    const formula = await call<Named>(op.createGenericFormula, "createGenericFormula", { genericFormulaDto: { name: uniqueName("Logged") } }, token);
    for (const [id, entity] of [[category.id, "category"], [manufacturer.id, "manufacturer"], [vendor.id, "vendor"], [tag.id, "tag"], [formula.id, "generic_formula"]]) {
      expect((await activityFor(id)).map((row) => [row.action, row.entity]), entity).toEqual([["CREATE", entity]]);
    }
  });
});

describe("getProducts", () => {
  let prefix: string;
  let made: Product[];
  beforeAll(async () => {
    prefix = uniqueName("Listing");
    const tabletId = named(categories, "Tablets");
    const calciumId = named(categories, "Calcium");
    made = [
      await createProduct(goodProduct({ name: `${prefix} Alpha`, maximumRetailPrice: 300, categoryIds: [tabletId], manufacturerId: named(manufacturers, "GSK"), vendorIds: [named(vendors, "IBL Healthcare")] })),
      await createProduct(goodProduct({ name: `${prefix} Charlie`, maximumRetailPrice: 100, status: "INACTIVE", categoryIds: [calciumId], manufacturerId: named(manufacturers, "Searle") })),
      await createProduct(goodProduct({ name: `${prefix} Bravo`, maximumRetailPrice: 200, categoryIds: [tabletId, calciumId], manufacturerId: named(manufacturers, "GSK"), vendorIds: [named(vendors, "Premier Agencies")] })),
    ];
  });
  const mine = { field: "name", operator: "LIKE", value: "" };
  const names = (rows: { name: string }[]) => rows.map((row) => row.name.slice(prefix.length + 1));
  const query = async (conditions: { field: string; operator: string; value?: unknown }[], sort?: { field: string; direction: string }[]) =>
    (await list<Product>(op.getProducts, "getProducts", { limit: 100, sort, filter: where({ ...mine, value: prefix }, ...conditions) }, token)).data;

  it("filters by name (case-insensitive contains) and status", async () => {
    expect(names(await query([], [{ field: "name", direction: "ASC" }]))).toEqual(["Alpha", "Bravo", "Charlie"]);
    expect(names(await list<Product>(op.getProducts, "getProducts", { filter: where({ field: "name", operator: "LIKE", value: prefix.toUpperCase() }) }, token).then((page) => page.data)).sort()).toEqual(["Alpha", "Bravo", "Charlie"]);
    expect(names(await query([{ field: "status", operator: "EQUAL", value: "ACTIVE" }], [{ field: "name", direction: "ASC" }]))).toEqual(["Alpha", "Bravo"]);
  });

  it("searches (name LIKE) by the SKU or the GTIN as well as the name, case-insensitively and in part", async () => {
    const [alpha, , bravo] = made;
    const search = async (value: string) =>
      (await list<Product>(op.getProducts, "getProducts", { limit: 100, filter: where({ field: "name", operator: "LIKE", value }) }, token)).data.map((p) => p.id);
    expect(await search(alpha.skuCode ?? "")).toEqual([alpha.id]);
    expect(await search((bravo.skuCode ?? "").toLowerCase())).toEqual([bravo.id]);
    expect(await search(alpha.gtin ?? "")).toEqual([alpha.id]);
    // the middle of a GTIN: a contains search, as for names
    expect(await search((bravo.gtin ?? "").slice(3, 11))).toContain(bravo.id);
    // with the status filter of the purchase order's product picker, and counted like a name search
    const active = await list<Product>(
      op.getProducts,
      "getProducts",
      { limit: 1, filter: where({ field: "status", operator: "EQUAL", value: "ACTIVE" }, { field: "name", operator: "LIKE", value: bravo.gtin }) },
      token,
    );
    expect(active.data.map((p) => p.id)).toEqual([bravo.id]);
    expect(active.meta.totalCount).toBe(1);
    expect(await search(`${alpha.gtin}x`)).toEqual([]);
  });

  it("filters by category (id and name), manufacturer and vendor", async () => {
    const byName = [{ field: "name", direction: "ASC" }];
    expect(names(await query([{ field: "categoryId", operator: "EQUAL", value: named(categories, "Calcium") }], byName))).toEqual(["Bravo", "Charlie"]);
    // A category finds the products filed under its sub-categories too; categories.id means the direct link only.
    expect(names(await query([{ field: "categoryId", operator: "EQUAL", value: named(categories, "Vitamins & Supplements") }], byName))).toEqual(["Bravo", "Charlie"]);
    expect(names(await query([{ field: "categories.id", operator: "EQUAL", value: named(categories, "Vitamins & Supplements") }], byName))).toEqual([]);
    expect(names(await query([{ field: "categories.id", operator: "NE", value: named(categories, "Calcium") }], byName))).toEqual(["Alpha"]);
    expect(names(await query([{ field: "categories.name", operator: "LIKE", value: "tablet" }], byName))).toEqual(["Alpha", "Bravo"]);
    expect(names(await query([{ field: "manufacturerId", operator: "EQUAL", value: named(manufacturers, "GSK") }], byName))).toEqual(["Alpha", "Bravo"]);
    expect(names(await query([{ field: "manufacturer.name", operator: "LIKE", value: "searle" }], byName))).toEqual(["Charlie"]);
    expect(names(await query([{ field: "vendorId", operator: "EQUAL", value: named(vendors, "Premier Agencies") }], byName))).toEqual(["Bravo"]);
    expect(names(await query([{ field: "vendorId", operator: "EQUAL", value: null }], byName))).toEqual(["Charlie"]);
  });

  it("sorts by price and name both ways and pages", async () => {
    expect(names(await query([], [{ field: "maximumRetailPrice", direction: "DESC" }]))).toEqual(["Alpha", "Bravo", "Charlie"]);
    expect(names(await query([], [{ field: "maximumRetailPrice", direction: "ASC" }]))).toEqual(["Charlie", "Bravo", "Alpha"]);
    expect(names(await query([], [{ field: "name", direction: "DESC" }]))).toEqual(["Charlie", "Bravo", "Alpha"]);
    const page2 = await list<Product>(op.getProducts, "getProducts", { page: 2, limit: 2, sort: [{ field: "name", direction: "ASC" }], filter: where({ ...mine, value: prefix }) }, token);
    expect(names(page2.data)).toEqual(["Charlie"]);
    expect(page2.meta).toMatchObject({ page: 2, limit: 2, total: 3, totalCount: 3 });
    expect(made).toHaveLength(3);
  });

  it("refuses unknown fields and sorting by a to-many field", async () => {
    expectFields(await raw(op.getProducts, { filter: where({ field: "password", operator: "EQUAL", value: "x" }) }, token), { password: true });
    expectFields(await raw(op.getProducts, { sort: [{ field: "categoryId", direction: "ASC" }] }, token), { categoryId: 'Cannot sort by "categoryId".' });
  });

  it("lists the products of a vendor (getProductsByVendor)", async () => {
    const vendorId = named(vendors, "Premier Agencies");
    const page = await call<{ data: { name: string; vendors: Named[] }[]; meta: { total: number } }>(op.getProductsByVendor, "getProductsByVendor", { vendorId, limit: 1000 }, token);
    expect(page.data.length).toBeGreaterThan(0);
    for (const product of page.data) expect(product.vendors.map((v) => v.id)).toContain(vendorId);
    expect(page.data.map((p) => p.name)).toContain(`${prefix} Bravo`);
    expectGqlError(await raw(op.getProductsByVendor, { vendorId: "00000000-0000-4000-8000-000000000000" }, token), "NOT_FOUND");
  });
});

describe("permissions", () => {
  it("lets a catalogue viewer list and open products but not create or update them", async () => {
    const viewer = await login(readonlyUser.email, readonlyUser.password);
    const page = await list<Product>(op.getProducts, "getProducts", { limit: 5 }, viewer.token);
    expect(page.data.length).toBeGreaterThan(0);
    const opened = await call<Product>(op.getProduct, "getProduct", { id: page.data[0].id }, viewer.token);
    expect(opened.id).toBe(page.data[0].id);
    expect((await list(op.getTaxGroups, "getTaxGroups", {}, viewer.token)).data.length).toBe(2);
    const before = await countProducts();
    expectGqlError(await raw(op.createProduct, { productDto: goodProduct() }, viewer.token), "FORBIDDEN");
    expectGqlError(await raw(op.updateProduct, { id: opened.id, productDto: goodProduct() }, viewer.token), "FORBIDDEN");
    expectGqlError(await raw(op.createTag, { tagDto: { name: uniqueName("Viewer tag") } }, viewer.token), "FORBIDDEN");
    expect(await countProducts()).toBe(before);
  });

  it("asks for a session", async () => {
    expectGqlError(await raw(op.getProducts, {}, ""), "UNAUTHENTICATED");
  });
});

describe("tenant isolation", () => {
  it("keeps acme from opening, updating or listing demo products, and shows acme its own", async () => {
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    const demoProduct = await createProduct(goodProduct());
    expectGqlError(await raw(op.getProduct, { id: demoProduct.id }, acme.token), "NOT_FOUND", "Product not found.");
    expectGqlError(await raw(op.updateProduct, { id: demoProduct.id, productDto: goodProduct() }, acme.token), "NOT_FOUND");
    const acmeList = await list<Product>(op.getProducts, "getProducts", { limit: 1000 }, acme.token);
    expect(acmeList.data.map((p) => p.id)).not.toContain(demoProduct.id);
    // acme's own demo products are there (other test files may add more of acme's)
    expect(acmeList.data.map((p) => p.name)).toEqual(
      expect.arrayContaining(["Augmentin 625mg Tablets", "Brufen 400mg Tablets", "Dettol Antiseptic Liquid 500ml", "Panadol 500mg Tablets", "Safeguard Pure White Soap 135g"]),
    );
    // The name search runs through its own index-friendly function: it must keep to the company too.
    const searched = await list<Product>(op.getProducts, "getProducts", { limit: 100, filter: where({ field: "name", operator: "LIKE", value: "panadol" }) }, acme.token);
    expect(searched.data.map((p) => p.name)).toEqual(["Panadol 500mg Tablets"]);
    expect(searched.data[0].id).not.toBe((await list<Product>(op.getProducts, "getProducts", { filter: where({ field: "name", operator: "LIKE", value: "Panadol 500mg" }) }, token)).data[0].id);
    const byId = await list<Product>(op.getProducts, "getProducts", { filter: where({ field: "id", operator: "EQUAL", value: demoProduct.id }) }, acme.token);
    expect(byId.meta.totalCount).toBe(0);
    // Another company's ids are not valid relations either, and the same SKU may exist in both companies.
    const acmeCopy = await call<Product>(op.createProduct, "createProduct", { productDto: goodProduct({ skuCode: demoProduct.skuCode, gtin: demoProduct.gtin }) }, acme.token);
    expect(acmeCopy.skuCode).toBe(demoProduct.skuCode);
    // the search by SKU or GTIN keeps to the company as well
    for (const code of [demoProduct.skuCode, demoProduct.gtin]) {
      const found = await list<Product>(op.getProducts, "getProducts", { filter: where({ field: "name", operator: "LIKE", value: code }) }, acme.token);
      expect(found.data.map((p) => p.id)).toEqual([acmeCopy.id]);
    }
    expectFields(await raw(op.createProduct, { productDto: goodProduct({ categoryIds: [named(categories, "Medicines")] }) }, acme.token), {
      categoryIds: "Please select valid categories.",
    });
  });
});

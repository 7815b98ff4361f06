// Values out of bounds are refused over HTTP with BAD_USER_INPUT naming the field, and change nothing: amounts over
// 1,000,000,000 or with 3 decimals, percentages over 100, NUL in text, dates outside 1900–2100, huge conversions,
// javascript: image links, 200,000 packs in one intake, 5,001 lots in one return.
import { beforeAll, describe, expect, it } from "vitest";
import { gql } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { uniqueName } from "../support/fixtures";
import { call, expectFields, list, op, raw, where } from "./catalogueHelpers";
import { createGrn, createPurchaseOrder, grnDto, grnLine, grnOps, intake, lotOps, lotsOf, po, procurementWorld, purchaseOrderDto, qc, type ProcurementWorld } from "./procurementHelpers";

type Row = Record<string, unknown> & { id: string };

let world: ProcurementWorld;
let token: string;
let product: Row;
let vendor: Row;
let category: Row;

const productDto = (overrides: object = {}) => ({
  name: uniqueName("Bounds Tablet"),
  status: "ACTIVE",
  buyingUnit: "BOX",
  sellingUnit: "PIECE",
  uomFactor: 10,
  maximumRetailPrice: 100,
  purchasingPrice: 80,
  ...overrides,
});

beforeAll(async () => {
  world = await procurementWorld();
  token = world.token;
  product = await call<Row>(op.createProduct, "createProduct", { productDto: productDto() }, token);
  vendor = await call<Row>(op.createVendor, "createVendor", { vendorDto: { name: uniqueName("Bounds Vendor"), status: "ACTIVE", creditLimit: 5000 } }, token);
  category = await call<Row>(op.createCategory, "createCategory", { categoryDto: { name: uniqueName("Bounds Category"), status: "ACTIVE" } }, token);
});

const productNow = () => call<Row>(op.getProduct, "getProduct", { id: product.id }, token);
const vendorNow = () => call<Row>(op.getVendor, "getVendor", { id: vendor.id }, token);
const categoryNow = () => call<Row>(op.getCategory, "getCategory", { id: category.id }, token);
const updateProduct = (overrides: object) => raw(op.updateProduct, { id: product.id, productDto: productDto({ name: product.name, ...overrides }) }, token);
const updateVendor = (overrides: object) => raw(op.updateVendor, { id: vendor.id, vendorDto: { name: vendor.name, status: "ACTIVE", ...overrides } }, token);
const countOf = async (query: string, name: string) => (await list(query, name, { limit: 1 }, token)).meta.totalCount;
const purchaseOrderCount = () => countOf(po.getPurchaseOrders, "getPurchaseOrders");
const grnCount = () => countOf(grnOps.getAllGrns, "getAllGrns");

/** Runs the refused call and checks the record reads the same afterwards. */
async function refusedUnchanged(read: () => Promise<unknown>, attempt: () => Promise<Parameters<typeof expectFields>[0]>, fields: Parameters<typeof expectFields>[1]) {
  const before = await read();
  expectFields(await attempt(), fields);
  expect(await read()).toEqual(before);
}

describe("amounts", () => {
  it("refuses 1e13 wherever an amount is typed", async () => {
    const tooMuch = "must be at most 1,000,000,000.";
    await refusedUnchanged(productNow, () => updateProduct({ purchasingPrice: 1e13 }), { purchasingPrice: `Purchasing price ${tooMuch}` });
    await refusedUnchanged(productNow, () => updateProduct({ maximumRetailPrice: 1e13 }), { maximumRetailPrice: `Maximum retail price ${tooMuch}` });
    await refusedUnchanged(vendorNow, () => updateVendor({ creditLimit: 1e13 }), { creditLimit: `Credit limit ${tooMuch}` });
    const orders = await purchaseOrderCount();
    expectFields(await raw(po.createPurchaseOrder, { purchaseOrderDto: purchaseOrderDto(world, [{ productId: world.products[0].id, requiredQuantity: 1, tradePrice: 1e13 }]) }, token), {
      "items.0.tradePrice": `Trade price ${tooMuch}`,
    });
    expectFields(await raw(po.createPurchaseOrder, { purchaseOrderDto: purchaseOrderDto(world, [{ productId: world.products[0].id, requiredQuantity: 1_000_000, tradePrice: 999_999 }]) }, token), {
      "items.0.requiredQuantity": "A line can amount to at most 1,000,000,000 (quantity × trade price).",
    });
    expect(await purchaseOrderCount()).toBe(orders);
  });

  it("refuses a third decimal instead of rounding it", async () => {
    await refusedUnchanged(productNow, () => updateProduct({ maximumRetailPrice: 10.005, tradePrice: 1.234 }), {
      maximumRetailPrice: "Maximum retail price can have at most 2 decimals.",
      tradePrice: "Trade price can have at most 2 decimals.",
    });
    await refusedUnchanged(vendorNow, () => updateVendor({ creditLimit: 100.001 }), { creditLimit: "Credit limit can have at most 2 decimals." });
  });

  it("refuses a percentage of 150", async () => {
    await refusedUnchanged(productNow, () => updateProduct({ discountPercentage: 150 }), { discountPercentage: "Discount percentage must be between 0 and 100." });
    await refusedUnchanged(vendorNow, () => updateVendor({ withHoldTaxPercentage: 150 }), { withHoldTaxPercentage: "Withholding tax percentage must be between 0 and 100." });
    const orders = await purchaseOrderCount();
    expectFields(await raw(po.createPurchaseOrder, { purchaseOrderDto: purchaseOrderDto(world, [{ productId: world.products[0].id, requiredQuantity: 1, tradePrice: 10, gstPercentage: 150 }]) }, token), {
      "items.0.gstPercentage": "GST must be between 0 and 100.",
    });
    expect(await purchaseOrderCount()).toBe(orders);
  });
});

describe("text", () => {
  it("refuses a NUL byte in a name, saving nothing", async () => {
    const name = uniqueName("NulByteProbe\u0000Name");
    const message = { name: "Name cannot contain control characters." };
    expectFields(await raw(op.createVendor, { vendorDto: { name, status: "ACTIVE" } }, token), message);
    expectFields(await raw(op.createProduct, { productDto: productDto({ name }) }, token), message);
    expectFields(await raw(op.createCategory, { categoryDto: { name, status: "ACTIVE" } }, token), message);
    expectFields(await raw(op.createManufacturer, { manufacturerDto: { name, status: "ACTIVE" } }, token), message);
    expectFields(await raw(op.createTag, { tagDto: { name } }, token), message);
    await refusedUnchanged(vendorNow, () => updateVendor({ comment: "ok\u0000" }), { comment: "Comment cannot contain control characters." });
    // a random name suffix may hold "nul": look for this probe's own prefix
    const namedLike = where({ field: "name", operator: "LIKE", value: "NulByteProbe" });
    expect((await list(op.getVendors, "getVendors", { filter: namedLike }, token)).meta.total).toBe(0);
    expect((await list(op.getProducts, "getProducts", { filter: namedLike }, token)).meta.total).toBe(0);
  });

  it("refuses control characters in the codes a lookup takes", async () => {
    // a NUL in a query is refused before it runs (server/graphql/textInputGuard.ts), other control characters by the schema
    expectFields(await raw(po.getPurchaseOrder, { secondaryId: "PO-0\u00001" }, token), { secondaryId: "secondaryId cannot contain a NUL character (\\u0000)." });
    expectFields(await raw(po.getPurchaseOrder, { secondaryId: "PO-0\u00071" }, token), { secondaryId: "Purchase order number cannot contain control characters." });
    expectFields(await raw(lotOps.getProductLot, { actionId: "GRN\u0000-1~1", locationId: world.warehouseId }, token), { actionId: "actionId cannot contain a NUL character (\\u0000)." });
    expectFields(await raw(lotOps.getProductLot, { actionId: "GRN\u001b-1~1", locationId: world.warehouseId }, token), { actionId: "Lot code cannot contain control characters." });
    expectFields(await raw(lotOps.getProductLot, { actionId: "x".repeat(101), locationId: world.warehouseId }, token), { actionId: "Lot code must be at most 100 characters." });
  });

  it("refuses a javascript: or data: link as an image", async () => {
    await refusedUnchanged(categoryNow, () => raw(op.updateCategory, { id: category.id, categoryDto: { name: category.name, status: "ACTIVE", imageUrl: "javascript:alert(1)" } }, token), {
      imageUrl: "Image must be an uploaded image or an http(s) link.",
    });
    await refusedUnchanged(vendorNow, () => updateVendor({ document: "data:text/html,<script>alert(1)</script>" }), { document: "Document must be an uploaded image or an http(s) link." });
    await refusedUnchanged(productNow, () => updateProduct({ images: ["javascript:alert(1)"] }), { images: "Images must be uploaded files." });
  });
});

describe("dates", () => {
  it("refuses the year 275760 and dates outside 1900–2100", async () => {
    const orders = await purchaseOrderCount();
    for (const expectedDeliveryDate of ["275760-09-13", "+275760-09-13T00:00:00.000Z"]) {
      expectFields(await raw(po.createPurchaseOrder, { purchaseOrderDto: purchaseOrderDto(world, [{ productId: world.products[0].id, requiredQuantity: 1, tradePrice: 10 }], { expectedDeliveryDate }) }, token), {
        expectedDeliveryDate: "Please enter a valid date.",
      });
    }
    expectFields(await raw(po.createPurchaseOrder, { purchaseOrderDto: purchaseOrderDto(world, [{ productId: world.products[0].id, requiredQuantity: 1, tradePrice: 10 }], { expectedDeliveryDate: "9999-12-31" }) }, token), {
      expectedDeliveryDate: "Please enter a date between 01/01/1900 and 31/12/2100.",
    });
    expect(await purchaseOrderCount()).toBe(orders);
    await refusedUnchanged(vendorNow, () => updateVendor({ documentExpiryDate: "0000-01-01" }), { documentExpiryDate: "Please enter a date between 01/01/1900 and 31/12/2100." });
  });
});

describe("quantities", () => {
  it("refuses an item conversion of 2147483647", async () => {
    const orders = await purchaseOrderCount();
    expectFields(await raw(po.createPurchaseOrder, { purchaseOrderDto: purchaseOrderDto(world, [{ productId: world.products[0].id, requiredQuantity: 1, tradePrice: 10, itemConversion: 2147483647 }]) }, token), {
      "items.0.itemConversion": "Conversion must be at most 10,000.",
    });
    expect(await purchaseOrderCount()).toBe(orders);
    await refusedUnchanged(productNow, () => updateProduct({ uomFactor: 2147483647, conversions: [{ itemConversion: 2147483647, sellingUnit: "PIECE" }] }), {
      uomFactor: "Units per buying unit must be at most 10,000.",
      "conversions.0.itemConversion": "Conversion must be at most 10,000.",
    });
  });

  it("refuses a GRN of 200,000 packs quickly, before any work on it", async () => {
    const order = await createPurchaseOrder(world, [{ productId: world.products[1].id, requiredQuantity: 500_000, tradePrice: 1 }]);
    const grns = await grnCount();
    const started = Date.now();
    const refused = await raw(grnOps.createGrn, { grnDto: grnDto(order.id, [grnLine(order.items[0].id, 100_000, { foc: 100_000, tradePrice: 1 })]) }, token);
    expect(Date.now() - started).toBeLessThan(2000);
    expectFields(refused, { "items.0.receivedQuantity": "Received quantity must be at most 10,000.", "items.0.foc": "FOC must be at most 10,000." });
    expectFields(await raw(grnOps.createGrn, { grnDto: grnDto(order.id, [grnLine(order.items[0].id, 6000, { foc: 5000, tradePrice: 1 })]) }, token), {
      "items.0.receivedQuantity": "A GRN line can bring in at most 10,000 packs (received and FOC together).",
    });
    expect(await grnCount()).toBe(grns);
    const [after] = (await call<{ items: { grnRemainingQuantity: number }[] }>(po.getPurchaseOrder, "getPurchaseOrder", { id: order.id }, token)).items;
    expect(after.grnRemainingQuantity).toBe(500_000);
  });

  it("refuses to take in a stored GRN line of 200,000 packs quickly, making no lot", async () => {
    const order = await createPurchaseOrder(world, [{ productId: world.products[2].id, requiredQuantity: 1, tradePrice: 1 }]);
    const grn = await createGrn(order.id, [grnLine(order.items[0].id, 1, { tradePrice: 1 })], token);
    await qc(grn.id, [{ grnItemId: grn.items[0].id, status: "ACCEPTED" }], token);
    // A GRN saved before the bounds: only the database can still hold one.
    const setPacks = (received: number, foc: number) =>
      queryApiDatabase("update grn_items set received_quantity = $1, foc = $2 where id = $3", [received, foc, grn.items[0].id]);
    await setPacks(100_000, 100_000);
    const started = Date.now();
    const refused = await raw(lotOps.updateGrnReceivedStatus, { grnIds: [grn.id] }, token);
    expect(Date.now() - started).toBeLessThan(3000);
    expectFields(refused, { grnIds: `${grn.secondaryId} line 1 has 200,000 packs; a line can bring in at most 10,000.` });
    expect(await lotsOf(grn.items[0], world.warehouseId, token)).toEqual([]);
    await setPacks(1, 0);
    const [taken] = await intake([grn.id], token);
    expect(taken.items[0]).toMatchObject({ status: "COMPLETED", lotCount: 1 });
  });

  it("refuses 5,001 lots in one stock return, returning none", async () => {
    const returns = `query { getStockReturns(limit: 1) { meta { totalCount } } }`;
    const countReturns = async () => ((await gql<{ getStockReturns: { meta: { totalCount: number } } }>(returns, {}, { token })).data?.getStockReturns.meta.totalCount ?? -1);
    const before = await countReturns();
    const lotIds = Array.from({ length: 5001 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`);
    const create = `mutation ($stockReturnDto: StockReturnInput!) { createStockReturn(stockReturnDto: $stockReturnDto) { id } }`;
    expectFields(await raw(create, { stockReturnDto: { vendorId: world.vendorId, locationId: world.warehouseId, lotIds } }, token), { lotIds: "A return can have at most 5,000 lots." });
    expect(await countReturns()).toBe(before);
  });
});

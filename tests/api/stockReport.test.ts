// The inventory report (issue 14): per product and location from SQL aggregates; its totals equal the sum of the
// lots as the lot queries value them; stock in transit counts at the destination and is sellable at neither end;
// filters; walls.
import { downloadedSheet } from "../support/downloadedSheet";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { gql, login } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { acmeAdmin, demoCashier } from "../support/logins";
import { uniqueName } from "../support/fixtures";
import { call, op } from "./catalogueHelpers";
import { newKey, newProduct, salesWorld, stock, type SaleProduct, type SalesWorld } from "./ordersHelpers";

const REPORT = `query ($locationId: ID, $search: String, $expiringWithinDays: Int, $page: Int, $limit: Int) {
  getProductLotStockReport(locationId: $locationId, search: $search, expiringWithinDays: $expiringWithinDays, page: $page, limit: $limit) {
    data { productId productName locationId locationName uomFactor averageMrp looseQuantity packedQuantity inTransitQuantity stockQuantity stockValue stockValueWithTax totalTax }
    meta { total }
    totals { products stockQuantity inTransitQuantity stockValue stockValueWithTax totalTax }
  } }`;
type Row = { productId: string; locationId: string; packedQuantity: number; looseQuantity: number; inTransitQuantity: number; stockQuantity: number; stockValue: number; stockValueWithTax: number; totalTax: number; averageMrp: number };
type Report = { data: Row[]; meta: { total: number }; totals: { products: number; stockQuantity: number; inTransitQuantity: number; stockValue: number; stockValueWithTax: number; totalTax: number } };

let world: SalesWorld;
let product: SaleProduct;

beforeAll(async () => {
  world = await salesWorld();
  product = await newProduct(world, { maximumRetailPrice: 120, name: `Report Probe ${Date.now()}` });
  await stock(world, product, world.warehouseId, [{ packs: 3, days: 400 }, { packs: 2, days: 20 }]);
});

const report = (variables: object) => call<Report>(REPORT, "getProductLotStockReport", { limit: 500, ...variables }, world.token);

describe("the inventory report", () => {
  it("totals equal the sum of the lots, valued as the lot queries value them, and of the rows", async () => {
    const probe = await report({ locationId: world.warehouseId, search: product.name });
    const lots = await call<{ data: { purchaseValue: number; quantity: number }[] }>(
      `query ($locationId: ID!, $productId: ID) { getUnexpiredProductLots(locationId: $locationId, productId: $productId, limit: 1000) { data { purchaseValue quantity } } }`,
      "getUnexpiredProductLots",
      { locationId: world.warehouseId, productId: product.id },
      world.token,
    );
    expect(lots.data).toHaveLength(5);
    expect(Math.round(probe.totals.stockValue * 100)).toBe(lots.data.reduce((sum, lot) => sum + Math.round(lot.purchaseValue * 100), 0));
    expect(probe.totals.stockQuantity).toBe(lots.data.reduce((sum, lot) => sum + lot.quantity, 0));
    // the whole location: the rows add up to the totals
    const whole = await report({ locationId: world.warehouseId });
    expect(whole.meta.total).toBeLessThanOrEqual(500);
    expect(whole.data.reduce((sum, row) => sum + Math.round(row.stockValue * 100), 0)).toBe(Math.round(whole.totals.stockValue * 100));
    expect(whole.data.reduce((sum, row) => sum + row.stockQuantity, 0)).toBe(whole.totals.stockQuantity);
    expect(Math.round(whole.totals.stockValueWithTax * 100)).toBe(Math.round((whole.totals.stockValue + whole.totals.totalTax) * 100));
    // a page past the end still carries the totals
    const beyond = await call<Report>(REPORT, "getProductLotStockReport", { locationId: world.warehouseId, page: 9999, limit: 20 }, world.token);
    expect(beyond.data).toEqual([]);
    expect(beyond.totals).toEqual(whole.totals);
    // in stock: on the shelf, being audited or not
    const [sql] = await queryApiDatabase<{ units: string }>("select coalesce(sum(quantity), 0)::text as units from product_lots where location_id = $1 and status in ('IN_INVENTORY', 'IN_AUDIT')", [world.warehouseId]);
    expect(whole.totals.stockQuantity).toBe(Number(sql.units));
  });

  it("shows one product's packs and units, and counts a transfer in transit at its destination only", async () => {
    const mine = (await report({ locationId: world.warehouseId, search: product.name })).data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ productId: product.id, packedQuantity: 5, looseQuantity: 0, stockQuantity: 50, inTransitQuantity: 0, averageMrp: 10 });
    // bought at 70 a pack of 10 units (MRP 100 a pack: 10 a unit): 5 packs at cost
    expect(mine[0].stockValue).toBe(350);

    expectData(await gql(`mutation ($input: CreateTransferInput!) { createTransfer(input: $input) { id } }`, {
      input: { idempotencyKey: newKey(), locationFromId: world.warehouseId, locationToId: world.storeId, products: [{ productId: product.id, packs: 2 }] },
    }, { token: world.token }));
    const source = (await report({ locationId: world.warehouseId, search: product.name })).data[0];
    expect(source).toMatchObject({ packedQuantity: 3, stockQuantity: 30, inTransitQuantity: 0, stockValue: 210 });
    const destination = await report({ locationId: world.storeId, search: product.name });
    // nothing on hand there yet: still a row, with the units on their way (issue 25)
    expect(destination.data).toEqual([expect.objectContaining({ productId: product.id, locationId: world.storeId, stockQuantity: 0, packedQuantity: 0, inTransitQuantity: 20, stockValue: 0 })]);
    expect(destination.totals).toMatchObject({ products: 1, stockQuantity: 0, inTransitQuantity: 20 });
    // near expiry: the two packs expiring in 20 days were sent (earliest first), none left within 30 days
    expect((await report({ locationId: world.warehouseId, search: product.name, expiringWithinDays: 30 })).data).toHaveLength(0);
    expect((await report({ locationId: world.warehouseId, search: product.name, expiringWithinDays: 500 })).data[0].stockQuantity).toBe(30);
    // the stock levels the report reads equal the lots in stock everywhere (the demo's Gulberg count holds some IN_AUDIT),
    // after every other test's sales, returns, transfers and counts
    const drift = await queryApiDatabase<{ product_id: string }>(
      `select coalesce(k.product_id, c.product_id) as product_id from (select * from stock_levels where lots <> 0 or stock_quantity <> 0 or stock_value <> 0) k
       full join (select l.tenant_id, l.location_id, l.product_id, count(*)::int as lots, sum(l.quantity)::int as stock, sum(case when l.is_foc or g.received_quantity <= 0 then 0
           else round((g.trade_price - g.disc_value / g.received_quantity) * l.quantity / g.uom_factor, 2) end) as value
         from product_lots l join grn_items g on g.tenant_id = l.tenant_id and g.id = l.grn_item_id where l.status in ('IN_INVENTORY', 'IN_AUDIT') group by 1, 2, 3) c
       on c.tenant_id = k.tenant_id and c.location_id = k.location_id and c.product_id = k.product_id
       where (k.lots, k.stock_quantity, k.stock_value) is distinct from (c.lots, c.stock, c.value)`,
    );
    expect(drift).toEqual([]);
  });

  it("is behind its permission and the user's locations", async () => {
    const cashier = await login(demoCashier.email, demoCashier.password);
    expectGqlError(await gql(REPORT, {}, { token: cashier.token }), "FORBIDDEN");
    expectGqlError(await gql(REPORT, { expiringWithinDays: -1 }, { token: world.token }), "BAD_USER_INPUT");
  });
});

describe("the report's rows and totals (issue 25)", () => {
  const FILTERED = `query ($locationId: ID, $categoryId: ID, $manufacturerId: ID, $vendorId: ID, $productStatus: String, $expiringWithinDays: Int, $page: Int) {
    getProductLotStockReport(locationId: $locationId, categoryId: $categoryId, manufacturerId: $manufacturerId, vendorId: $vendorId, productStatus: $productStatus,
      expiringWithinDays: $expiringWithinDays, page: $page, limit: 500) {
      data { productId locationId inTransitQuantity stockQuantity stockValue stockValueWithTax totalTax } meta { total }
      totals { products stockQuantity inTransitQuantity stockValue stockValueWithTax totalTax } } }`;

  /** Every row of the report (page after page), with its totals. */
  async function everyRow(filter: object): Promise<{ rows: Row[]; totals: Report["totals"]; total: number }> {
    const rows: Row[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await call<Report>(FILTERED, "getProductLotStockReport", { ...filter, page }, world.token);
      rows.push(...answer.data);
      if (rows.length >= answer.meta.total || answer.data.length === 0) return { rows, totals: answer.totals, total: answer.meta.total };
    }
  }

  const paisa = (rows: Row[], field: "stockValue" | "stockValueWithTax" | "totalTax") => rows.reduce((sum, row) => sum + Math.round(row[field] * 100), 0);

  it("has a row for every product in any total, so that the rows add up to the totals under every filter", async () => {
    const category = await call<{ id: string }>(op.createCategory, "createCategory", { categoryDto: { name: uniqueName("Transit Category"), status: "ACTIVE" } }, world.token);
    const manufacturer = await call<{ id: string }>(op.createManufacturer, "createManufacturer", { manufacturerDto: { name: uniqueName("Transit Maker"), status: "ACTIVE" } }, world.token);
    const travelling = await newProduct(world, { name: uniqueName("Transit Probe"), categoryIds: [category.id], manufacturerId: manufacturer.id });
    await stock(world, travelling, world.warehouseId, [{ packs: 2, days: 20 }, { packs: 2, days: 400 }]);
    // all four packs on their way to the store, where there is none of it: no stock anywhere, 40 units in transit
    expectData(await gql(`mutation ($input: CreateTransferInput!) { createTransfer(input: $input) { id } }`, {
      input: { idempotencyKey: newKey(), locationFromId: world.warehouseId, locationToId: world.storeId, products: [{ productId: travelling.id, packs: 4 }] },
    }, { token: world.token }));

    const filters: Record<string, object> = {
      everything: {},
      "the store": { locationId: world.storeId },
      "the warehouse": { locationId: world.warehouseId },
      category: { categoryId: category.id },
      manufacturer: { manufacturerId: manufacturer.id },
      vendor: { vendorId: world.vendorId },
      "active products": { productStatus: "ACTIVE" },
      "inactive products": { productStatus: "INACTIVE" },
      "expiring within 30 days": { expiringWithinDays: 30 },
      "expiring within 500 days": { expiringWithinDays: 500 },
      "the store, vendor and 30 days": { locationId: world.storeId, vendorId: world.vendorId, expiringWithinDays: 30 },
    };
    for (const [name, filter] of Object.entries(filters)) {
      const { rows, totals, total } = await everyRow(filter);
      expect(rows.length, name).toBe(total);
      expect(totals.products, name).toBe(rows.length);
      expect(rows.reduce((sum, row) => sum + row.stockQuantity, 0), name).toBe(totals.stockQuantity);
      expect(rows.reduce((sum, row) => sum + row.inTransitQuantity, 0), name).toBe(totals.inTransitQuantity);
      expect(paisa(rows, "stockValue"), name).toBe(Math.round(totals.stockValue * 100));
      expect(paisa(rows, "totalTax"), name).toBe(Math.round(totals.totalTax * 100));
      expect(paisa(rows, "stockValueWithTax"), name).toBe(Math.round(totals.stockValueWithTax * 100));
      expect(new Set(rows.map((row) => `${row.productId}@${row.locationId}`)).size, `${name}: one row per product and location`).toBe(rows.length);
    }
    const atStore = (await everyRow({ locationId: world.storeId, categoryId: category.id })).rows;
    expect(atStore).toEqual([expect.objectContaining({ productId: travelling.id, locationId: world.storeId, stockQuantity: 0, inTransitQuantity: 40 })]);
    // the two packs expiring in 20 days are the ones within 30 days
    expect((await everyRow({ categoryId: category.id, expiringWithinDays: 30 })).rows).toEqual([expect.objectContaining({ productId: travelling.id, inTransitQuantity: 20 })]);
    expect((await everyRow({ categoryId: category.id, locationId: world.warehouseId })).rows).toEqual([]);
  });
});

/** One CSV line's cells ("" quoting, commas inside quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted && char === '"' && line[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === "," && !quoted) {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  return [...cells, cell];
}

describe("downloading the report", () => {
  const DOWNLOAD = `query ($format: DownloadFormat!, $locationId: ID, $search: String) { downloadProductLotStockReport(format: $format, locationId: $locationId, search: $search) { url fileName expiresAt downloadId } }`;

  it("streams the same rows as CSV and XLSX, behind a short-lived signed link", async () => {
    const variables = { locationId: world.warehouseId };
    const shown = await report(variables);
    const csvLink = await call<{ url: string; fileName: string }>(DOWNLOAD, "downloadProductLotStockReport", { format: "CSV", ...variables }, world.token);
    expect(csvLink.fileName).toMatch(/^stock-report-\d{8}-\d{4}\.csv$/);
    const csv = await fetch(`${inject("apiUrl")}${csvLink.url}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toContain(csvLink.fileName);
    const lines = (await csv.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0].split(",").slice(0, 3)).toEqual(["Product ID", "Product", "Categories"]);
    expect(lines.length - 1).toBe(shown.meta.total);
    const stockColumn = lines[0].split(",").indexOf("Stock Units");
    const units = lines.slice(1).reduce((sum, line) => sum + Number(csvCells(line)[stockColumn]), 0);
    expect(units).toBe(shown.totals.stockQuantity);

    const xlsxLink = await call<{ url: string }>(DOWNLOAD, "downloadProductLotStockReport", { format: "XLSX", ...variables }, world.token);
    const { sheet, rowCount, header } = await downloadedSheet(xlsxLink.url, "Stock");
    expect(rowCount).toBe(shown.meta.total + 1);
    const unitsAt = header.indexOf("Stock Units") + 1;
    let total = 0;
    sheet.eachRow((row, index) => {
      if (index > 1) total += Number(row.getCell(unitsAt).value);
    });
    expect(total).toBe(shown.totals.stockQuantity);
  });

  it("tells its owner how far each download has got, and no one else", async () => {
    const PROGRESS = `query ($ids: [ID!]!) { getDownloadProgress(downloadIds: $ids) { downloadId fileName status rowsWritten totalRows } }`;
    type Progress = { downloadId: string; fileName: string; status: string; rowsWritten: number; totalRows: number | null };
    const progressOf = (ids: string[], token = world.token) => call<Progress[]>(PROGRESS, "getDownloadProgress", { ids }, token);
    const link = await call<{ url: string; fileName: string; downloadId: string }>(DOWNLOAD, "downloadProductLotStockReport", { format: "CSV", locationId: world.warehouseId }, world.token);
    expect(await progressOf([link.downloadId])).toEqual([{ downloadId: link.downloadId, fileName: link.fileName, status: "WAITING", rowsWritten: 0, totalRows: null }]);
    const lines = (await (await fetch(`${inject("apiUrl")}${link.url}`)).text()).trim().split("\r\n");
    await expect.poll(async () => (await progressOf([link.downloadId]))[0]).toMatchObject({ status: "DONE", rowsWritten: lines.length - 1, totalRows: lines.length - 1 });
    // another user of the tenant, another tenant, an id never issued: nothing but UNKNOWN
    const cashier = await login(demoCashier.email, demoCashier.password);
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    for (const token of [cashier.token, acme.token]) expect((await progressOf([link.downloadId], token))[0]).toMatchObject({ status: "UNKNOWN", fileName: "", rowsWritten: 0 });
    expect((await progressOf([crypto.randomUUID()]))[0].status).toBe("UNKNOWN");
    expectGqlError(await gql(PROGRESS, { ids: Array.from({ length: 21 }, () => crypto.randomUUID()) }, { token: world.token }), "BAD_USER_INPUT");
  });

  it("refuses a forged, altered or foreign link, and a location the user may not see", async () => {
    const link = await call<{ url: string }>(DOWNLOAD, "downloadProductLotStockReport", { format: "CSV", locationId: world.warehouseId }, world.token);
    const [body, signature] = link.url.slice("/downloads/".length).split(".");
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, "base64url").toString()), tenantId: "00000000-0000-0000-0000-000000000000" })).toString("base64url");
    expect((await fetch(`${inject("apiUrl")}/downloads/${altered}.${signature}`)).status).toBe(403);
    expect((await fetch(`${inject("apiUrl")}/downloads/nonsense`)).status).toBe(403);
    const cashier = await login(demoCashier.email, demoCashier.password);
    expectGqlError(await gql(DOWNLOAD, { format: "CSV" }, { token: cashier.token }), "FORBIDDEN");
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    expectGqlError(await gql(DOWNLOAD, { format: "CSV", locationId: world.warehouseId }, { token: acme.token }), "FORBIDDEN");
  });
});

describe("downloading orders, order items and transfer items", () => {
  it("streams the rows of the user's locations, in the range asked, behind each list's permission", async () => {
    const fetchCsv = async (operation: string, variables: object, token = world.token) => {
      const link = await call<{ url: string; fileName: string }>(`query ($format: DownloadFormat!, $locationId: ID, $startDate: String, $endDate: String) { ${operation}(format: $format, locationId: $locationId, startDate: $startDate, endDate: $endDate) { url fileName } }`, operation, { format: "CSV", ...variables }, token);
      const response = await fetch(`${inject("apiUrl")}${link.url}`);
      expect(response.status).toBe(200);
      return { fileName: link.fileName, lines: (await response.text()).replace(/^\uFEFF/, "").trim().split("\r\n").map(csvCells) };
    };
    const transfers = await fetchCsv("downloadTransferItems", { locationId: world.warehouseId });
    expect(transfers.fileName).toMatch(/^transfer-items-/);
    expect(transfers.lines[0].slice(0, 4)).toEqual(["Transfer ID", "Transfer Status", "From", "To"]);
    const [count] = await queryApiDatabase<{ count: string }>(
      "select count(*)::text as count from transfer_items ti join transfers t on t.id = ti.transfer_id where t.location_from_id = $1 or t.location_to_id = $1",
      [world.warehouseId],
    );
    expect(transfers.lines.length - 1).toBe(Number(count.count));
    expect(transfers.lines.some((line) => line[7] === product.name)).toBe(true);

    // the day in Pakistan, as the server reads a date range (from 19:00 UTC it is already tomorrow there)
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Karachi", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
    const orders = await fetchCsv("downloadOrders", { locationId: world.storeId, startDate: today, endDate: today });
    const [sold] = await queryApiDatabase<{ count: string }>(
      "select count(*)::text as count from orders where location_id = $1 and status <> 'HOLD' and (status <> 'CANCELLED' or cancelled_reason is distinct from 'Resumed') and (created_at at time zone 'Asia/Karachi')::date = (now() at time zone 'Asia/Karachi')::date",
      [world.storeId],
    );
    expect(orders.lines.length - 1).toBe(Number(sold.count));
    const none = await fetchCsv("downloadOrderItems", { locationId: world.storeId, startDate: "2001-01-01", endDate: "2001-01-02" });
    expect(none.lines).toHaveLength(1);
    expect(none.lines[0][0]).toBe("Order");

    expectGqlError(await gql(`query { downloadOrders(format: CSV, startDate: "yesterday") { url } }`, {}, { token: world.token }), "BAD_USER_INPUT");
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    expectGqlError(await gql(`query ($id: ID) { downloadTransferItems(format: CSV, locationId: $id) { url } }`, { id: world.warehouseId }, { token: acme.token }), "FORBIDDEN");
    const cashier = await login(demoCashier.email, demoCashier.password);
    expectGqlError(await gql(`query { downloadOrders(format: CSV) { url } }`, {}, { token: cashier.token }), "FORBIDDEN");
  });
});

describe("downloading near-expiry lots, returns and purchase orders", () => {
  it("lists what each promises, and refuses bad days", async () => {
    const link = async (query: string, name: string, variables: object) => call<{ url: string }>(query, name, variables, world.token);
    const rows = async (url: string) => (await (await fetch(`${inject("apiUrl")}${url}`)).text()).replace(/^\uFEFF/, "").trim().split("\r\n").map(csvCells);
    const soon = await newProduct(world, { maximumRetailPrice: 60 });
    const [expiring] = await stock(world, soon, world.storeId, [{ packs: 1, days: 10 }]);
    await stock(world, soon, world.storeId, [{ packs: 1, days: 200 }]);
    const near = await rows((await link(`query ($id: ID, $days: Int!) { downloadNearExpiryLots(format: CSV, locationId: $id, days: $days) { url } }`, "downloadNearExpiryLots", { id: world.storeId, days: 30 })).url);
    const mine = near.filter((line) => line[3] === soon.name);
    expect(mine.map((line) => line[1])).toEqual([expiring.actionId]);
    expect(Number(mine[0][7])).toBe(10);
    expectGqlError(await gql(`query { downloadNearExpiryLots(format: CSV, days: -1) { url } }`, {}, { token: world.token }), "BAD_USER_INPUT");

    const purchaseOrders = await rows((await link(`query ($id: ID) { downloadPurchaseOrders(format: CSV, locationId: $id) { url } }`, "downloadPurchaseOrders", { id: world.storeId })).url);
    const [poCount] = await queryApiDatabase<{ count: string }>("select count(*)::text as count from purchase_orders where delivery_location_id = $1", [world.storeId]);
    expect(purchaseOrders.length - 1).toBe(Number(poCount.count));
    const poItems = await rows((await link(`query ($id: ID) { downloadPurchaseOrderItems(format: CSV, locationId: $id) { url } }`, "downloadPurchaseOrderItems", { id: world.storeId })).url);
    expect(poItems.some((line) => line[6] === soon.name)).toBe(true);

    const returns = await rows((await link(`query ($id: ID) { downloadReturnOrders(format: CSV, locationId: $id, search: "zzzz-no-such-product") { url } }`, "downloadReturnOrders", { id: world.storeId })).url);
    expect(returns).toEqual([["ID", "Order ID", "Customer Name", "Customer Phone", "Amount", "Refunded By", "Status", "Comment", "FBR Invoice", "Updated At", "Created At"]]);
  });
});

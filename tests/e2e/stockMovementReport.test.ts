// The Stock movement report in Chromium, at a store of this file's own: two new products received through the API
// (A two boxes, B one, 10 pieces a box at Rs 70) and 3 pieces of A sold at a till there. The administrator opens
// Report Analytics → Stock Movement Report at that store, sees each product's received, sold and closing units
// with the totals, filters by product, is told to use Download for a range over 13 months, prints the report on A4
// and downloads it as XLSX: the file's row of totals equals the screen's.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { readSheet } from "../support/downloadedSheet";
import "../support/providedContext";
import type { LoginPayload } from "../support/api";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin } from "../support/logins";
import { signIn, switchLocation, visible } from "../support/pages";
import { newStore, receiveNewProducts, type ReceivedProduct } from "./stockHelpers";
import { tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const till = tillApi(baseUrl);
const { call } = till;
const run = Date.now().toString(36).toUpperCase();

let page: Page;
let admin: LoginPayload;
let shop = { id: "", name: `Movement Shop ${run}` };
let products: ReceivedProduct[] = [];

browserJourney((opened) => ({ page } = opened), { timeout: 20_000 });

const numberOf = (text: string | null) => Number((text ?? "").replace(/[^0-9.-]/g, ""));
/** A pair cell's units (its first line) and value at cost (its second). */
const unitsOf = async (testId: string) => numberOf(await page.getByTestId(testId).evaluate((cell) => cell.firstChild?.textContent ?? ""));

beforeAll(async () => {
  const store = await newStore(till, shop.name);
  shop = { ...shop, id: store.id };
  admin = store.admin;
  products = await receiveNewProducts(call, admin, shop.id, {
    products: [
      { name: `Movement Tablets A ${run}`, skuCode: `SMR-A-${run}`, packs: 2 },
      { name: `Movement Tablets B ${run}`, skuCode: `SMR-B-${run}`, packs: 1 },
    ],
    tag: `SMR-${run}`,
  });
  const { createLocationRegister } = await call<{ createLocationRegister: { id: string } }>(admin, `mutation ($dto: LocationRegisterInput!) { createLocationRegister(dto: $dto) { id } }`, {
    dto: { name: `Till ${run}`, type: "SALES_REGISTER", printMode: "THERMAL", currency: "PKR", locationId: shop.id, status: "ACTIVE" },
  });
  await call(admin, `mutation ($registerId: ID!) { openLocationRegister(registerId: $registerId, session: { openingAmount: 1000 }) { id } }`, { registerId: createLocationRegister.id });
  const order = { locationId: shop.id, registerId: createLocationRegister.id, items: [{ productId: products[0].id, quantity: 3 }] };
  const { calculateCartSummary } = await call<{ calculateCartSummary: { total: number } }>(admin, `query ($order: CartInput!) { calculateCartSummary(order: $order) { total } }`, { order });
  await call(admin, `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id } }`, {
    input: { idempotencyKey: randomUUID().replace(/-/g, ""), order, payments: [{ method: "CASH", amount: calculateCartSummary.total }] },
  });
});

describe.sequential("the stock movement report", () => {
  it("shows each product's received, sold and closing units at the store, with the totals", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await switchLocation(page, shop.name);
    await page.goto(`${baseUrl}/app/report-analytics/stock-movement-report`);
    await visible(page.getByTestId("stock-movement-report-page"));
    const rows = page.getByTestId("movement-report-table").locator(".ant-table-row");
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => unitsOf("movement-sum-received")).toBe(30);
    await expect.poll(() => unitsOf("movement-sum-sold")).toBe(3);
    await expect.poll(() => unitsOf("movement-sum-closing")).toBe(27);
    // 27 pieces at Rs 7
    await expect.poll(async () => numberOf(await page.getByTestId("movement-sum-closing").locator("div").textContent())).toBe(189);
    await expect.poll(() => rows.first().textContent()).toContain(products[0].name);
    await screenshot(page, "stock-movement-report-01-store");
  });

  it("filters by product, and a product opens its page with its stock ledger", async () => {
    const picker = page.getByTestId("movement-report-filters").locator(".ant-form-item").filter({ hasText: "Product" }).locator(".ant-select-selector");
    await picker.click({ force: true });
    await page.keyboard.type(products[1].name);
    await (await visible(page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: products[1].name }))).click();
    const rows = page.getByTestId("movement-report-table").locator(".ant-table-row");
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => unitsOf("movement-sum-closing")).toBe(10);
    await expect.poll(() => page.url()).toContain(`product=${products[1].id}`);
    await page.getByTestId("movement-product-link").click();
    await visible(page.getByTestId("product-movements"));
    await expect.poll(() => page.getByTestId("product-view-title").textContent()).toBe(products[1].name);
  });

  it("refuses a range over 13 months on screen and points to Download", async () => {
    await page.goto(`${baseUrl}/app/report-analytics/stock-movement-report?from=2024-01-01&to=2025-06-30&locations=${shop.id}`);
    await visible(page.getByText("Please choose at most 13 months on screen; use Download for a longer range."));
    await expect.poll(() => page.getByTestId("movement-download").isEnabled()).toBe(true);
    await expect.poll(() => page.getByTestId("movement-print").isEnabled()).toBe(false);
  });

  it("prints the report on A4 with its totals", async () => {
    await page.goto(`${baseUrl}/app/report-analytics/stock-movement-report?locations=${shop.id}`);
    await expect.poll(() => unitsOf("movement-sum-closing")).toBe(27);
    const [printed] = await Promise.all([page.context().waitForEvent("page"), page.getByTestId("movement-print").click()]);
    await visible(printed.getByTestId("print-sheet"));
    await expect.poll(() => printed.getByTestId("movement-report-print-table").locator("tbody tr").count()).toBe(2);
    await expect.poll(async () => numberOf(await printed.getByTestId("movement-print-sum-closing").evaluate((cell) => cell.firstChild?.textContent ?? ""))).toBe(27);
    await expect.poll(() => printed.getByTestId("movement-report-meta").textContent()).toContain(shop.name);
    await screenshot(printed, "stock-movement-report-02-print");
    await printed.close();
  });

  it("downloads the report as XLSX whose totals equal the screen's", async () => {
    const shownClosing = await unitsOf("movement-sum-closing");
    await page.getByTestId("movement-download").hover();
    const [download] = await Promise.all([page.waitForEvent("download"), (await visible(page.getByRole("menuitem", { name: "Excel (XLSX)" }))).click()]);
    expect(download.suggestedFilename()).toMatch(/^stock-movement-report-.*\.xlsx$/);
    const { rowCount, total } = await readSheet({ path: await download.path() }, "Stock Movement");
    expect(total("Product")).toBe("Total");
    expect(total("Closing Units")).toBe(shownClosing);
    expect(total("Sold Units")).toBe(3);
    expect(total("Closing Value")).toBe(189);
    expect(rowCount).toBe(4);
  });
});

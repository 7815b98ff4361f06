// The Sales report in Chromium, at a store of this file's own where two sales are made through the API: the
// administrator opens Report Analytics → Sales Report at that store, sees the total, groups by product, is told to
// use Download for a range over 13 months, prints the report on A4 and downloads it as XLSX: the file's row of
// totals equals the screen's. The Sales Tax Report of the store lists both sales as without a fiscal number, prints
// on A4 for filing and downloads as XLSX, each with the screen's totals.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { readSheet } from "../support/downloadedSheet";
import "../support/providedContext";
import type { LoginPayload } from "../support/api";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin } from "../support/logins";
import { chooseOption, signIn, switchLocation, visible } from "../support/pages";
import { newStore, receiveNewProducts, type ReceivedProduct } from "./stockHelpers";
import { tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const till = tillApi(baseUrl);
const { call } = till;
const run = Date.now().toString(36).toUpperCase();

let page: Page;
let admin: LoginPayload;
let shop = { id: "", name: `Sales Report Shop ${run}` };
let products: ReceivedProduct[] = [];

browserJourney((opened) => ({ page } = opened), { timeout: 20_000 });

const amountOf = (text: string | null) => Number((text ?? "").replace(/[^0-9.-]/g, ""));

/** A sale paid in full by one method (the cart's total as the server works it out). */
async function sell(registerId: string, items: { productId: string; quantity: number }[], method: string): Promise<void> {
  const order = { locationId: shop.id, registerId, items };
  const { calculateCartSummary } = await call<{ calculateCartSummary: { total: number } }>(admin, `query ($order: CartInput!) { calculateCartSummary(order: $order) { total } }`, { order });
  await call(admin, `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id } }`, {
    input: { idempotencyKey: randomUUID().replace(/-/g, ""), order, payments: [{ method, amount: calculateCartSummary.total }] },
  });
}

beforeAll(async () => {
  const store = await newStore(till, shop.name);
  shop = { ...shop, id: store.id };
  admin = store.admin;
  products = await receiveNewProducts(call, admin, shop.id, {
    products: ["A", "B"].map((label) => ({ name: `Report Tablets ${label} ${run}`, skuCode: `SRP-${label}-${run}`, packs: 1 })),
    tag: `SRP-${run}`,
  });
  const { createLocationRegister } = await call<{ createLocationRegister: { id: string } }>(admin, `mutation ($dto: LocationRegisterInput!) { createLocationRegister(dto: $dto) { id } }`, {
    dto: { name: `Till ${run}`, type: "SALES_REGISTER", printMode: "THERMAL", currency: "PKR", locationId: shop.id, status: "ACTIVE" },
  });
  await call(admin, `mutation ($registerId: ID!) { openLocationRegister(registerId: $registerId, session: { openingAmount: 1000 }) { id } }`, { registerId: createLocationRegister.id });
  // Rs 10 a piece: A 3 pieces in cash (30), B 2 by card (20); Rs 50 in all
  await sell(createLocationRegister.id, [{ productId: products[0].id, quantity: 3 }], "CASH");
  await sell(createLocationRegister.id, [{ productId: products[1].id, quantity: 2 }], "CARD");
});

describe.sequential("the sales report", () => {
  it("shows the store's sales with their total, grouped by store then by product", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await switchLocation(page, shop.name);
    await page.goto(`${baseUrl}/app/report-analytics/sales-report`);
    await visible(page.getByTestId("sales-report-page"));
    const rows = page.getByTestId("sales-report-table").locator(".ant-table-row");
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => rows.first().textContent()).toContain(shop.name);
    await expect.poll(async () => amountOf(await page.getByTestId("sales-sum-gross").textContent())).toBe(50);
    await chooseOption(page, page.getByTestId("sales-report-filters"), "Group by", "Product");
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(async () => (await rows.allTextContents()).join(" ")).toContain(products[1].name);
    await expect.poll(async () => amountOf(await page.getByTestId("sales-sum-gross").textContent())).toBe(50);
    await screenshot(page, "sales-report-01-by-product");
  });

  it("refuses a range over 13 months on screen and points to Download", async () => {
    await page.goto(`${baseUrl}/app/report-analytics/sales-report?from=2024-01-01&to=2025-06-30&period=MONTH&groupBy=STORE&locations=${shop.id}`);
    await visible(page.getByText("Please choose at most 13 months on screen; use Download for a longer range."));
    await expect.poll(() => page.getByTestId("sales-download").isEnabled()).toBe(true);
    await expect.poll(() => page.getByTestId("sales-print").isEnabled()).toBe(false);
    await screenshot(page, "sales-report-02-range-refused");
  });

  it("prints the report on A4 with its totals", async () => {
    await page.goto(`${baseUrl}/app/report-analytics/sales-report?period=DAY&groupBy=PRODUCT&locations=${shop.id}`);
    await expect.poll(async () => amountOf(await page.getByTestId("sales-sum-gross").textContent())).toBe(50);
    const [printed] = await Promise.all([page.context().waitForEvent("page"), page.getByTestId("sales-print").click()]);
    await visible(printed.getByTestId("print-sheet"));
    await expect.poll(async () => amountOf(await printed.getByTestId("sales-print-sum-gross").textContent())).toBe(50);
    await expect.poll(() => printed.getByTestId("sales-report-print-table").locator("tbody tr").count()).toBe(2);
    await screenshot(printed, "sales-report-03-print");
    await printed.close();
  });

  it("downloads the report as XLSX whose totals equal the screen's", async () => {
    const shownNet = amountOf(await page.getByTestId("sales-sum-net").textContent());
    await page.getByTestId("sales-download").hover();
    const [download] = await Promise.all([page.waitForEvent("download"), (await visible(page.getByRole("menuitem", { name: "Excel (XLSX)" }))).click()]);
    expect(download.suggestedFilename()).toMatch(/^sales-report-.*\.xlsx$/);
    const { rowCount, total } = await readSheet({ path: await download.path() }, "Sales");
    expect(total("Period")).toBe("Total");
    expect(total("Net")).toBe(shownNet);
    expect(rowCount).toBe(4);
  });

  it("shows the Sales Tax Report of the store: its output tax, and both sales without a fiscal number", async () => {
    await page.goto(`${baseUrl}/app/report-analytics/sales-tax-report?locations=${shop.id}`);
    await visible(page.getByTestId("sales-tax-report-page"));
    await expect.poll(() => page.getByTestId("sales-tax-table").locator(".ant-table-row").count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId("sales-tax-unreported").locator(".ant-table-row").count()).toBe(2);
    await visible(page.getByTestId("sales-tax-unreported-title").filter({ hasText: "(2)" }));
    await screenshot(page, "sales-report-04-sales-tax");
  });

  it("prints the Sales Tax Report for filing with the screen's totals and both unreported sales", async () => {
    // Rs 50 of sales: their value without tax is at most that
    await expect.poll(async () => amountOf(await page.getByTestId("sales-tax-sum-salesValue").textContent())).toBeGreaterThan(0);
    const shownValue = amountOf(await page.getByTestId("sales-tax-sum-salesValue").textContent());
    expect(shownValue).toBeLessThanOrEqual(50);
    const [printed] = await Promise.all([page.context().waitForEvent("page"), page.getByTestId("sales-tax-print").click()]);
    await visible(printed.getByTestId("print-sheet"));
    await expect.poll(async () => amountOf(await printed.getByTestId("sales-tax-print-sum-salesValue").textContent())).toBe(shownValue);
    await expect.poll(() => printed.getByTestId("sales-tax-print-meta").textContent()).toContain(shop.name);
    await expect.poll(() => printed.getByTestId("sales-tax-print-unreported").locator("tbody tr").count()).toBe(2);
    await visible(printed.getByTestId("sales-tax-print-unreported-title").filter({ hasText: "(2)" }));
    await screenshot(printed, "sales-report-05-sales-tax-print");
    await printed.close();
  });

  it("downloads the Sales Tax Report as XLSX whose totals row equals the screen's", async () => {
    const shownValue = amountOf(await page.getByTestId("sales-tax-sum-salesValue").textContent());
    const shownNet = amountOf(await page.getByTestId("sales-tax-sum-netTax").textContent());
    await page.getByTestId("sales-tax-download").hover();
    const [download] = await Promise.all([page.waitForEvent("download"), (await visible(page.getByRole("menuitem", { name: "Excel (XLSX)" }))).click()]);
    expect(download.suggestedFilename()).toMatch(/^sales-tax-report-.*\.xlsx$/);
    const { total } = await readSheet({ path: await download.path() }, "Sales Tax");
    expect(total("Month")).toBe("Total");
    expect(total("Sales Value")).toBe(shownValue);
    expect(total("Net Tax")).toBe(shownNet);
    expect(total("Invoices")).toBe(2);
  });
});

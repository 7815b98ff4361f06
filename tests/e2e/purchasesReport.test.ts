// The Purchases report in Chromium, at a store of this file's own where two products are ordered, received (QC
// accepted, taken into stock) and one pack sent back to the vendor through the API: the administrator opens Report
// Analytics → Purchases Report at that store and sees the order, the receipt and the return with their totals,
// keeps one vendor, is told to use Download for a range over 13 months, opens the GRNs behind the row, prints the
// report on A4 and downloads it as XLSX: the file's row of totals equals the screen's.
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
let shop = { id: "", name: `Purchases Report Shop ${run}` };
let vendor = { id: "", name: "" };
let products: ReceivedProduct[] = [];

browserJourney((opened) => ({ page } = opened), { timeout: 20_000 });

const amountOf = (text: string | null) => Number((text ?? "").replace(/[^0-9.-]/g, ""));
const sum = (key: string) => async () => amountOf(await page.getByTestId(`purchases-sum-${key}`).textContent());

beforeAll(async () => {
  const store = await newStore(till, shop.name);
  shop = { ...shop, id: store.id };
  admin = store.admin;
  // one PO and one GRN from a vendor: A 2 packs and B 1 pack at Rs 70, no GST (Rs 210)
  products = await receiveNewProducts(call, admin, shop.id, {
    products: [
      { name: `Purchase Tablets A ${run}`, skuCode: `PRP-A-${run}`, packs: 2 },
      { name: `Purchase Tablets B ${run}`, skuCode: `PRP-B-${run}`, packs: 1 },
    ],
    tag: `PRP-${run}`,
  });
  // the vendor of that order (deliverNewProducts picks the first active one)
  const { getPurchaseOrders } = await call<{ getPurchaseOrders: { data: { vendor: { id: string; name: string } }[] } }>(
    admin,
    `query ($locationId: ID) { getPurchaseOrders(locationId: $locationId, limit: 1) { data { vendor { id name } } } }`,
    { locationId: shop.id },
  );
  vendor = getPurchaseOrders.data[0].vendor;
  // one pack of A (Rs 70) goes back to the vendor: net purchases Rs 140
  await call(admin, `mutation ($dto: StockReturnInput!) { createStockReturn(stockReturnDto: $dto) { id } }`, {
    dto: { vendorId: vendor.id, locationId: shop.id, actionIds: [products[0].lots[0].actionId] },
  });
});

describe.sequential("the purchases report", () => {
  it("shows the store's order, receipt and return by vendor with their totals", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await switchLocation(page, shop.name);
    await page.goto(`${baseUrl}/app/report-analytics/purchases-report`);
    await visible(page.getByTestId("purchases-report-page"));
    const rows = page.getByTestId("purchases-report-table").locator(".ant-table-row");
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => rows.first().textContent()).toContain(vendor.name);
    await expect.poll(sum("orderedTotal")).toBe(210);
    await expect.poll(sum("receivedTotal")).toBe(210);
    await expect.poll(sum("returnedValue")).toBe(70);
    await expect.poll(sum("netCost")).toBe(140);
    await expect.poll(async () => amountOf(await page.getByTestId("purchases-total-netCost").textContent())).toBe(140);
    await screenshot(page, "purchases-report-01-screen");
  });

  it("keeps the vendor chosen in the filter, in the address too", async () => {
    const field = page.getByTestId("purchases-vendors");
    await field.click();
    await page.keyboard.type(vendor.name.slice(0, 6));
    await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: vendor.name }).first().click();
    await page.keyboard.press("Escape");
    await expect.poll(() => new URL(page.url()).searchParams.get("vendors")).toBe(vendor.id);
    await expect.poll(() => page.getByTestId("purchases-report-table").locator(".ant-table-row").count()).toBe(1);
    await expect.poll(sum("netCost")).toBe(140);
  });

  it("refuses a range over 13 months on screen and points to Download", async () => {
    await page.goto(`${baseUrl}/app/report-analytics/purchases-report?from=2024-01-01&to=2025-06-30&locations=${shop.id}`);
    await visible(page.getByText("Please choose at most 13 months on screen; use Download for a longer range."));
    await expect.poll(() => page.getByTestId("purchases-download").isEnabled()).toBe(true);
    await expect.poll(() => page.getByTestId("purchases-print").isEnabled()).toBe(false);
  });

  it("opens the GRNs behind a row: the vendor's, made that month", async () => {
    await page.goto(`${baseUrl}/app/report-analytics/purchases-report?locations=${shop.id}`);
    await (await visible(page.getByTestId("purchases-link-grns"))).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/app/procurement/grn");
    await expect.poll(() => page.locator(".ant-table-row").count()).toBe(1);
    await expect.poll(() => page.locator(".ant-table-row").first().textContent()).toContain(`INV-PRP-${run}`);
    await page.goBack();
    await visible(page.getByTestId("purchases-report-page"));
  });

  it("prints the report on A4 with its totals", async () => {
    await page.goto(`${baseUrl}/app/report-analytics/purchases-report?locations=${shop.id}`);
    await expect.poll(sum("receivedTotal")).toBe(210);
    const [printed] = await Promise.all([page.context().waitForEvent("page"), page.getByTestId("purchases-print").click()]);
    await visible(printed.getByTestId("print-sheet"));
    await expect.poll(async () => amountOf(await printed.getByTestId("purchases-print-sum-receivedTotal").textContent())).toBe(210);
    await expect.poll(async () => amountOf(await printed.getByTestId("purchases-print-sum-netCost").textContent())).toBe(140);
    await expect.poll(() => printed.getByTestId("purchases-report-print-table").locator("tbody tr").count()).toBe(1);
    await expect.poll(() => printed.getByTestId("purchases-report-meta").textContent()).toContain(shop.name);
    await screenshot(printed, "purchases-report-02-print");
    await printed.close();
  });

  it("downloads the report as XLSX whose totals equal the screen's", async () => {
    const shownNet = amountOf(await page.getByTestId("purchases-sum-netCost").textContent());
    const shownOrdered = amountOf(await page.getByTestId("purchases-sum-orderedTotal").textContent());
    await page.getByTestId("purchases-download").hover();
    const [download] = await Promise.all([page.waitForEvent("download"), (await visible(page.getByRole("menuitem", { name: "Excel (XLSX)" }))).click()]);
    expect(download.suggestedFilename()).toMatch(/^purchases-report-.*\.xlsx$/);
    const { rowCount, total } = await readSheet({ path: await download.path() }, "Purchases");
    expect(total("Month")).toBe("Total");
    expect(total("Net Cost")).toBe(shownNet);
    expect(total("Ordered Total")).toBe(shownOrdered);
    expect(rowCount).toBe(3);
  });
});

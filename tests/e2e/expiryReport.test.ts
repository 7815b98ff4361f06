// The Expiry report in Chromium, at a store of this file's own where three products are received through the API
// (packs of 10 pieces at Rs 70): A 2 packs expiring next month, B 1 pack the month after, C 1 pack then expired.
// The administrator opens Report Analytics → Expiry Report at that store, sees the months with their value at cost
// and the expired still on hand, opens the lots behind a month, filters by product, is told to use Download for
// over 13 months, prints the report on A4 and downloads it as XLSX: the file's row of totals equals the screen's.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { readSheet } from "../support/downloadedSheet";
import "../support/providedContext";
import { addMonths } from "../../common/schemas/expiryReport";
import { queryE2eDatabase } from "../support/apiDatabase";
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
const today = new Date().toISOString().slice(0, 10);
const m1 = addMonths(today.slice(0, 7), 1);
const m2 = addMonths(today.slice(0, 7), 2);
/** Days from today (UTC) to the day of `month`. */
const daysTo = (month: string, day: number) => Math.round((Date.parse(`${month}-${String(day).padStart(2, "0")}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

let page: Page;
let shop = { id: "", name: `Expiry Report Shop ${run}` };
let products: ReceivedProduct[] = [];

browserJourney((opened) => ({ page } = opened), { timeout: 20_000 });

const amountOf = (text: string | null) => Number((text ?? "").replace(/[^0-9.-]/g, ""));
const sumOf = (target: Page, testId: string) => async () => amountOf(await target.getByTestId(testId).textContent());

beforeAll(async () => {
  const store = await newStore(till, shop.name);
  shop = { ...shop, id: store.id };
  products = await receiveNewProducts(call, store.admin, shop.id, {
    products: [
      { name: `Expiry Tablets A ${run}`, skuCode: `EXP-A-${run}`, packs: 2, expiresInDays: daysTo(m1, 15) },
      { name: `Expiry Tablets B ${run}`, skuCode: `EXP-B-${run}`, packs: 1, expiresInDays: daysTo(m2, 10) },
      { name: `Expiry Tablets C ${run}`, skuCode: `EXP-C-${run}`, packs: 1, expiresInDays: daysTo(m2, 20) },
    ],
    tag: `EXP-${run}`,
  });
  // C's pack expired three days ago, still on the shelf
  await queryE2eDatabase("update product_lots set batch_expiry = $2::date where id = $1", [products[2].lots[0].id, new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10)]);
});

describe.sequential("the expiry report", () => {
  it("shows the months with their value at cost and the expired still on hand, and opens a month's lots", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await switchLocation(page, shop.name);
    // the months of A and B; the locations: the current one, as when the menu opens the report
    await page.goto(`${baseUrl}/app/report-analytics/expiry-report?from=${m1}&to=${m2}`);
    await visible(page.getByTestId("expiry-report-page"));
    // A: 2 packs (Rs 140) next month; B: 1 pack (Rs 70) the month after; C expired (Rs 70)
    await expect.poll(sumOf(page, "expiry-month-sum-value")).toBe(210);
    await expect.poll(sumOf(page, "expiry-month-sum-units")).toBe(30);
    await expect.poll(() => page.getByTestId("expiry-month-table").locator(".ant-table-row").count()).toBe(4);
    await expect.poll(async () => (await page.getByTestId("expiry-month-table").locator(".ant-table-row").allTextContents()).join(" ")).toContain(shop.name);
    await expect.poll(sumOf(page, "expiry-expired-sum-value")).toBe(70);
    await expect.poll(sumOf(page, "expiry-location-sum-value")).toBe(210);
    await screenshot(page, "expiry-report-01-screen");
    await page.getByTestId(`expiry-month-lots-${m1}`).click();
    const drawer = page.getByTestId("expiry-lots-table");
    await expect.poll(() => drawer.locator(".ant-table-row").count()).toBe(2);
    await expect.poll(async () => (await drawer.locator(".ant-table-row").allTextContents()).join(" ")).toContain(products[0].lots[0].actionId);
    await screenshot(page, "expiry-report-02-lots");
    await page.keyboard.press("Escape");
    await expect.poll(() => drawer.isVisible()).toBe(false);
  });

  it("filters by product", async () => {
    const productItem = page.getByTestId("expiry-report-filters").locator(".ant-form-item").filter({ has: page.locator(".ant-form-item-label label", { hasText: /^Product$/ }) });
    await productItem.locator(".ant-select-selector").click({ force: true });
    await page.keyboard.type(products[1].name);
    await (await visible(page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: products[1].name }).first())).click();
    await expect.poll(sumOf(page, "expiry-month-sum-value")).toBe(70);
    await expect.poll(() => page.getByTestId("expiry-month-table").locator(".ant-table-row").count()).toBe(2);
    await expect.poll(() => page.getByTestId("expiry-expired-table").locator(".ant-table-row").count()).toBe(0);
    await expect.poll(() => new URL(page.url()).searchParams.get("product")).toBe(products[1].id);
  });

  it("refuses over 13 months on screen and points to Download", async () => {
    await page.goto(`${baseUrl}/app/report-analytics/expiry-report?from=${m1}&to=${addMonths(m1, 13)}&locations=${shop.id}`);
    await visible(page.getByText("Please choose at most 13 months on screen; use Download for a longer range."));
    await expect.poll(() => page.getByTestId("expiry-download").isEnabled()).toBe(true);
    await expect.poll(() => page.getByTestId("expiry-print").isEnabled()).toBe(false);
    await screenshot(page, "expiry-report-03-range-refused");
  });

  it("prints the report on A4 with the screen's totals", async () => {
    await page.goto(`${baseUrl}/app/report-analytics/expiry-report?from=${m1}&to=${m2}&locations=${shop.id}`);
    await expect.poll(sumOf(page, "expiry-month-sum-value")).toBe(210);
    const [printed] = await Promise.all([page.context().waitForEvent("page"), page.getByTestId("expiry-print").click()]);
    await visible(printed.getByTestId("print-sheet"));
    await expect.poll(sumOf(printed, "expiry-print-sum-value")).toBe(210);
    await expect.poll(sumOf(printed, "expiry-print-expired-sum-value")).toBe(70);
    await expect.poll(() => printed.getByTestId("expiry-print-month-total").count()).toBe(2);
    await expect.poll(() => printed.getByTestId("expiry-print-meta").textContent()).toContain(shop.name);
    // A4 on paper: the sheet is 210 mm wide (793 CSS pixels at 96 dpi)
    expect(Math.round((await printed.getByTestId("print-sheet").boundingBox())?.width ?? 0)).toBe(794);
    await screenshot(printed, "expiry-report-04-print");
    await printed.close();
  });

  it("downloads the lots as XLSX whose row of totals equals the screen's", async () => {
    const shownValue = await sumOf(page, "expiry-month-sum-value")();
    const shownUnits = await sumOf(page, "expiry-month-sum-units")();
    await page.getByTestId("expiry-download").hover();
    const [download] = await Promise.all([page.waitForEvent("download"), (await visible(page.getByRole("menuitem", { name: "Excel (XLSX)" }))).click()]);
    expect(download.suggestedFilename()).toMatch(/^expiry-report-.*\.xlsx$/);
    const { rowCount, total } = await readSheet({ path: await download.path() }, "Expiry");
    expect(total("Month")).toBe("Total");
    expect(total("Value at Cost")).toBe(shownValue);
    expect(total("Units")).toBe(shownUnits);
    // the three lots, the header and the totals
    expect(rowCount).toBe(5);
  });
});

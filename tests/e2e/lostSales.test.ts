// Lost sales in Chromium: at the till the cashier records a product the pharmacy does not stock (typed, with its
// price, after the form names what is missing) and a catalogue product out of stock; the store manager sees both in
// Sales & Orders → Lost Sale with the totals by product.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import type { LoginPayload } from "../support/api";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin, demoCashier, demoManager } from "../support/logins";
import { signIn, visible } from "../support/pages";
import { gulbergRegister, tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const { api, call } = tillApi(baseUrl);
const run = Date.now().toString(36).toUpperCase();
const typedName = `E2E Imported Syrup ${run}`;

let page: Page;
let manager: LoginPayload;
let storeId = "";
let registerId = "";

browserJourney((opened) => ({ page } = opened), { timeout: 20_000 });

beforeAll(async () => {
  const admin = await api.login(demoAdmin.email, demoAdmin.password);
  manager = await api.login(demoManager.email, demoManager.password);
  ({ storeId, registerId } = await gulbergRegister(call, admin, manager, `Lost Sale Till ${run}`, 1000));
});

describe.sequential("lost sales", () => {
  it("records at the till a product not in the catalogue, after the form names what is missing", async () => {
    await signIn(page, baseUrl, demoCashier.email, demoCashier.password);
    await page.goto(`${baseUrl}/pos/${storeId}/${registerId}`);
    await visible(page.getByTestId("pos-header"));
    await page.getByTestId("pos-action-lostSale").click();
    await (await visible(page.getByTestId("lost-sale-product"))).fill(typedName);
    await page.getByTestId("lost-sale-quantity").fill("0");
    await page.getByTestId("lost-sale-save").click();
    await visible(page.getByTestId("lost-sale-error-quantity"));
    await visible(page.getByTestId("lost-sale-error-price").filter({ hasText: "Please enter the price of a product that is not in the catalogue." }));
    await page.getByTestId("lost-sale-quantity").fill("2");
    // letters are not a number (issue 25): not "cannot be negative"
    await page.getByTestId("lost-sale-price").fill("4 hundred");
    await page.getByTestId("lost-sale-save").click();
    await visible(page.getByTestId("lost-sale-error-price").filter({ hasText: "Price must be a number." }));
    await screenshot(page, "lost-sales-00-price-letters");
    await page.getByTestId("lost-sale-price").fill("480.50");
    await screenshot(page, "lost-sales-01-panel");
    await page.getByTestId("lost-sale-save").click();
    await expect.poll(() => page.getByTestId("lost-sale-recorded").textContent()).toMatch(new RegExp(`LST-\\d{6}: 2 × ${typedName}, PKR 961\\.00 \\(stock then: 0\\)`));
  });

  it("records a catalogue product picked from the search", async () => {
    await page.getByTestId("lost-sale-product").fill("Panadol");
    await (await visible(page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: "Panadol 500mg Tablets" }))).click();
    await visible(page.getByTestId("lost-sale-picked"));
    // the shelf price, which the server reads: not typed
    await expect.poll(() => page.getByTestId("lost-sale-price").isDisabled()).toBe(true);
    await screenshot(page, "lost-sales-01b-picked");
    await page.getByTestId("lost-sale-save").click();
    await expect.poll(() => page.getByTestId("lost-sale-recorded").textContent()).toMatch(/LST-\d{6}: 1 × Panadol 500mg Tablets, PKR [\d.,]+ \(stock then: \d+\)/);
  });

  it("lists them for the store manager, with the totals by product", async () => {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, baseUrl, demoManager.email, demoManager.password);
    await page.goto(`${baseUrl}/app/sales-orders/lost-sale`);
    const switcher = await visible(page.getByTestId("location-switcher"));
    if (!((await switcher.textContent()) ?? "").includes("Gulberg Store")) {
      await switcher.click();
      await page.locator(".ant-select-item-option", { hasText: "Gulberg Store" }).first().click();
    }
    await expect.poll(() => switcher.textContent()).toContain("Gulberg Store");
    const row = await visible(page.locator(".ant-table-row", { hasText: typedName }).filter({ hasText: "LST-" }).first());
    await expect.poll(() => row.textContent()).toMatch(/PKR 480\.5.*PKR 961.*Out of stock.*Not in catalogue.*Sana Iqbal/);
    await visible(page.getByTestId("lost-sale-totals").locator(".ant-table-row", { hasText: typedName }));
    await screenshot(page, "lost-sales-02-list");
  });
});

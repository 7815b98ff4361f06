import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin, demoCashier } from "../support/logins";
import { chooseOption, signIn, toast, visible } from "../support/pages";
import { input, tableRow, typeDate } from "./procurementHelpers";

// The administrator sees the demo discounts with their status, creates a 10% CART discount with a code (a
// percentage of 150 and an end before the start are refused by name) and a buy-2-get-1 on a product, edits one to
// inactive; a cashier sees the list without Create.
const baseUrl = inject("e2eUrl");
const stem = Date.now().toString(36).toUpperCase();
const code = `E2E${stem}`;
const cartTitle = `E2E Cart 10% ${stem}`;
const bxgyTitle = `E2E Buy 2 Get 1 ${stem}`;
const LIST = `${baseUrl}/app/sales-orders/discounts`;

let page: Page;

browserJourney((opened) => ({ page } = opened), { timeout: 20_000 });

const ddmmyyyy = (offsetDays: number) => {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return `${String(day.getDate()).padStart(2, "0")}/${String(day.getMonth() + 1).padStart(2, "0")}/${day.getFullYear()}`;
};
const save = (current: Page) => current.getByRole("button", { name: /^(Create|Save|Update)$/ }).click();

describe.sequential("the admin manages discounts", () => {
  it("lists the demo discounts with the status their dates give them", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await page.goto(LIST);
    const save10 = await visible(tableRow(page, "SAVE10"));
    await expect.poll(() => save10.textContent()).toMatch(/Save 10%.*Percentage.*Cart.*10%.*Active/);
    await expect.poll(() => tableRow(page, "SUMMER25").textContent()).toContain("Expired");
    await expect.poll(() => tableRow(page, "EID2027").textContent()).toContain("Scheduled");
    await expect.poll(() => tableRow(page, "DSC-").filter({ hasText: "Buy 2 get 1 free" }).first().textContent()).toMatch(/Automatic.*Buy 2 get 1 free/);
    await screenshot(page, "discounts-01-list");
  });

  it("opens the partners drawer from the back office with Ctrl+Shift+P", async () => {
    await page.keyboard.press("Control+Shift+P");
    const drawer = await visible(page.getByTestId("partners-drawer"));
    await drawer.getByTestId("partners-search").fill("Senior");
    await visible(drawer.getByTestId("partners-option").filter({ hasText: "Senior Citizens Programme" }));
    await screenshot(page, "discounts-01b-partners-drawer");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByTestId("partners-drawer").count()).toBe(0);
  });

  it("creates a 10% cart discount with a code, after the form names each broken rule", async () => {
    await page.getByTestId("resource-create").and(page.getByRole("button", { name: /Create$/ })).click();
    await page.waitForURL(/sales-orders\/discounts\/create/);
    await page.getByLabel("Title", { exact: true }).fill(cartTitle);
    await page.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
    await input(page, "field-value").fill("150");
    await typeDate(page, "field-startDate", ddmmyyyy(0));
    await typeDate(page, "field-endDate", ddmmyyyy(-2));
    await save(page);
    await visible(page.getByText("A percentage cannot be more than 100."));
    await visible(page.getByText("End date must be after the start date."));
    await screenshot(page, "discounts-02-validation");
    await input(page, "field-value").fill("10");
    await typeDate(page, "field-endDate", ddmmyyyy(30));
    await input(page, "field-minPurchaseAmount").fill("500");
    await input(page, "field-limitUses").fill("100");
    await save(page);
    await visible(toast(page, "Discount created successfully"));
    await page.waitForURL(/sales-orders\/discounts(\?|$)/);
    const row = await visible(tableRow(page, cartTitle));
    await expect.poll(() => row.textContent()).toMatch(new RegExp(`${code}.*Percentage.*Cart.*10%.*Active.*0 / 100`));
  });

  it("creates a buy-2-get-1 on a product, its quantities asked only for that scope", async () => {
    await page.getByTestId("resource-create").and(page.getByRole("button", { name: /Create$/ })).click();
    await page.waitForURL(/sales-orders\/discounts\/create/);
    await page.getByLabel("Title", { exact: true }).fill(bxgyTitle);
    await expect.poll(() => page.getByTestId("field-buyX").count()).toBe(0);
    await chooseOption(page, page.locator("form"), "Scope", "Buy X Get Y");
    await input(page, "field-value").fill("100");
    await typeDate(page, "field-startDate", ddmmyyyy(0));
    await save(page);
    await visible(page.getByText("Buy quantity is required for Buy X Get Y."));
    await input(page, "field-buyX").fill("2");
    await input(page, "field-getY").fill("1");
    const products = page.getByLabel("Applicable Products", { exact: true });
    await products.click({ force: true });
    await products.fill("Gravinate");
    await (await visible(page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: "Gravinate 50mg Tablets" }))).click();
    await screenshot(page, "discounts-03-bxgy-form");
    await save(page);
    await visible(toast(page, "Discount created successfully"));
    const row = await visible(tableRow(page, bxgyTitle));
    await expect.poll(() => row.textContent()).toMatch(/Automatic.*Buy X Get Y.*Active/);
  });

  it("edits the cart discount to inactive and finds it by its code", async () => {
    await page.getByPlaceholder(/search/i).fill(code);
    const row = await visible(tableRow(page, cartTitle));
    await row.getByRole("button", { name: /edit/i }).first().click();
    await page.waitForURL(/sales-orders\/discounts\/update\//);
    await expect.poll(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe(cartTitle);
    await expect.poll(() => page.getByLabel("Code", { exact: true }).inputValue()).toBe(code);
    await chooseOption(page, page.locator("form"), "Status", "Inactive");
    await screenshot(page, "discounts-04-edit");
    await save(page);
    await visible(toast(page, "Discount updated successfully"));
    await page.waitForURL(/sales-orders\/discounts(\?|$)/);
    await expect.poll(() => tableRow(page, cartTitle).textContent()).toContain("Inactive");
  });

  it("shows a cashier the list without Create", async () => {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, baseUrl, demoCashier.email, demoCashier.password);
    await page.goto(LIST);
    await visible(tableRow(page, "SAVE10"));
    await expect.poll(() => page.getByTestId("resource-create").count()).toBe(0);
    await screenshot(page, "discounts-05-cashier");
  });
});

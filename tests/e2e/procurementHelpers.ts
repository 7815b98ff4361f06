import type { BrowserContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { toast, visible } from "../support/pages";

// Steps of the procurement browser journey, by the screens' test ids.

/** An InputNumber or Input by test id (antd puts it on the input or on its wrapper). */
export const input = (page: Page, testId: string): Locator => page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

export const tableRow = (scope: Page | Locator, text: string): Locator => scope.locator(".ant-table-row", { hasText: text });

export async function addProduct(page: Page, name: string): Promise<void> {
  const search = page.getByTestId("po-product-search");
  await search.locator(".ant-select-selector").click();
  await search.locator("input").first().fill(name);
  await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: name }).first().click();
}

export async function typeDate(page: Page, testId: string, ddmmyyyy: string): Promise<void> {
  const box = input(page, testId);
  await box.click();
  await box.fill(ddmmyyyy);
  // Enter would submit the form: leave the box instead (the typed date is kept)
  await page.getByRole("heading", { level: 4 }).click();
}

/** A date as the date inputs take it, `years` from today. */
export function dateFromToday(years: number, months = 0): string {
  const date = new Date();
  date.setDate(1);
  date.setFullYear(date.getFullYear() + years);
  date.setMonth(date.getMonth() + months);
  return `01/${String(date.getMonth() + 1).padStart(2, "0")}/${date.getFullYear()}`;
}

export interface GrnRow {
  received: number;
  foc?: number;
  batch: string;
  expiry: string;
  mfgDate?: string;
}

export async function fillGrnRow(page: Page, index: number, row: GrnRow): Promise<void> {
  await input(page, `grn-item-${index}-receivedQuantity`).fill(String(row.received));
  if (row.foc !== undefined) await input(page, `grn-item-${index}-foc`).fill(String(row.foc));
  await input(page, `grn-item-${index}-batchNumber`).fill(row.batch);
  await typeDate(page, `grn-item-${index}-batchExpiry`, row.expiry);
  if (row.mfgDate) await typeDate(page, `grn-item-${index}-mfgDate`, row.mfgDate);
}

/** Clicks a link that opens a new tab and answers that tab once it has loaded. */
export async function openedTab(context: BrowserContext, link: Locator): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await tab.waitForLoadState();
  return tab;
}

/** Answers the confirmation dialog the last click opened by pressing its button `name`. */
export async function confirmWith(page: Page, name: string): Promise<void> {
  const dialog = page.locator(".ant-modal-confirm");
  await dialog.getByRole("button", { name, exact: true }).click();
  await dialog.waitFor({ state: "detached" });
}

/** On the stock return form: picks the vendor by typing part of its name, then scans each lot code and waits for it. */
export async function scanReturnLots(page: Page, vendor: { search: string; name: string }, lots: readonly string[]): Promise<void> {
  await page.getByTestId("stock-return-vendor").click();
  await page.keyboard.type(vendor.search);
  await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: vendor.name }).first().click();
  const scan = input(page, "stock-return-scan");
  for (const lot of lots) {
    await scan.fill(lot);
    await scan.press("Enter");
    await visible(page.getByTestId(`stock-return-remove-${lot}`));
  }
}

/** Submits the stock return form, confirms it, and answers the new return's code once the list is back. */
export async function submitStockReturn(page: Page): Promise<string> {
  await page.getByTestId("stock-return-submit").click();
  await page.getByTestId("stock-return-confirm").click();
  const created = await visible(toast(page, "Stock return"));
  const returnId = /SR-\d+/.exec((await created.textContent()) ?? "")?.[0] ?? "";
  expect(returnId).toMatch(/^SR-/);
  await page.waitForURL(/\/app\/procurement\/stock-return(\?|$)/);
  return returnId;
}

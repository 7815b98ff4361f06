// The manager opens Report Analytics (it lands on the Inventory Report), sees the current store's stock with its
// totals, narrows it by name, and downloads it as XLSX: the file is opened and its rows are the report's.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { readSheet } from "../support/downloadedSheet";
import "../support/providedContext";
import { demoVendors } from "../../server/seed/catalogueData";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoManager } from "../support/logins";
import { signIn, visible } from "../support/pages";

const baseUrl = inject("e2eUrl");
let page: Page;

browserJourney((opened) => ({ page } = opened), { timeout: 20_000 });

describe.sequential("the inventory report", () => {
  it("shows the store's stock with totals and downloads it as XLSX with the same rows", async () => {
    await signIn(page, baseUrl, demoManager.email, demoManager.password);
    await page.goto(`${baseUrl}/app/report-analytics`);
    await page.waitForURL(/\/app\/report-analytics\/inventory-report(\?|$)/);
    await visible(page.getByTestId("inventory-report-page"));
    const rows = page.getByTestId("report-table").locator(".ant-table-row");
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const days = page.locator('input[data-testid="report-days"], [data-testid="report-days"] input').first();
    await days.fill("-3");
    await visible(page.getByText("Days must be a whole number from 0 to 3650."));
    await days.fill("");
    await screenshot(page, "report-01-inventory");
    const shown = await rows.count();

    await page.getByTestId("report-download").hover();
    const [download] = await Promise.all([page.waitForEvent("download"), (await visible(page.getByRole("menuitem", { name: "Excel (XLSX)" }))).click()]);
    expect(download.suggestedFilename()).toMatch(/^stock-report-\d{8}-\d{4}\.xlsx$/);
    const { sheet, header } = await readSheet({ path: await download.path() }, "Stock");
    expect(header.slice(0, 3)).toEqual(["Product ID", "Product", "Categories"]);
    const firstProduct = (await rows.first().locator("td").first().textContent()) ?? "";
    const names: string[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) names.push(`${String(row.getCell(2).value)} (${String(row.getCell(1).value)})`);
    });
    expect(names.length).toBeGreaterThanOrEqual(shown);
    expect(names).toContain(firstProduct);

    // the page shows how far the file got, and still does after a reload
    const tray = page.getByTestId("downloads-tray");
    await visible(tray.getByText(download.suggestedFilename()));
    await expect.poll(() => tray.getByTestId("download-status").first().textContent()).toBe(`Done: ${names.length} rows`);
    await screenshot(page, "report-02-download-progress");
    await page.reload();
    await visible(page.getByTestId("inventory-report-page"));
    await visible(page.getByTestId("downloads-tray").getByText(download.suggestedFilename()));
    await page.getByRole("button", { name: `Dismiss ${download.suggestedFilename()}` }).click();
    await expect.poll(() => page.getByTestId("downloads-tray").count()).toBe(0);
  });

  it("narrows the report by manufacturer and by vendor", async () => {
    const rows = page.getByTestId("report-table").locator(".ant-table-row");
    // the page was reloaded at the end of the previous test: its rows may still be loading
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const before = await rows.count();
    const firstManufacturer = ((await rows.first().locator("td").nth(2).textContent()) ?? "").trim();
    expect(firstManufacturer).not.toBe("");
    await chooseFrom(page, "report-manufacturer", firstManufacturer);
    await expect.poll(async () => {
      const texts = await page.getByTestId("report-table").locator(".ant-table-row td:nth-child(3)").allTextContents();
      return texts.length > 0 && texts.every((text) => text.trim() === firstManufacturer);
    }).toBe(true);
    await page.getByTestId("report-manufacturer").locator(".ant-select-clear").click({ force: true });
    await expect.poll(() => rows.count()).toBe(before);
    // the demo's first vendor supplied the store's seeded lots; vendors made by other journeys supplied nothing
    await chooseFrom(page, "report-vendor", demoVendors[0].name);
    await visible(page.getByTestId("report-vendor").locator(".ant-select-selection-item"));
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await expect.poll(() => rows.count()).toBeLessThanOrEqual(before);
    await screenshot(page, "report-03-filtered");
  });
});

async function chooseFrom(page: Page, testId: string, label: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(label.slice(0, 6));
  await (await visible(page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: label }).first())).click();
}

// The manager opens Report Analytics (it lands on the Inventory Report), sees the current store's stock with its
// totals, narrows it by name, and downloads it as XLSX: the file is opened and its rows are the report's.
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import "../support/providedContext";
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
    await page.waitForURL(/\/app\/report-analytics\/inventory-report$/);
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
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path()) ?? "");
    const sheet = workbook.getWorksheet("Stock");
    expect((sheet?.getRow(1).values as unknown[]).slice(1, 4)).toEqual(["Product ID", "Product", "Categories"]);
    const firstProduct = (await rows.first().locator("td").first().textContent()) ?? "";
    const names: string[] = [];
    sheet?.eachRow((row, index) => {
      if (index > 1) names.push(`${String(row.getCell(2).value)} (${String(row.getCell(1).value)})`);
    });
    expect(names.length).toBeGreaterThanOrEqual(shown);
    expect(names).toContain(firstProduct);
  });
});

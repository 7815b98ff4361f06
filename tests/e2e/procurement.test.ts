import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { launchBrowser, screenshot } from "../support/browser";
import { demoAdmin } from "../support/logins";
import { chooseOption, signIn, toast, visible } from "../support/pages";
import { closeDropdowns, pick, submitForm } from "./catalogueHelpers";

// The admin at the Central Warehouse orders two products, receives part of one in a GRN, accepts it in QC,
// takes it into stock and sees the purchase order PARTIAL; then closes it.
const baseUrl = inject("e2eUrl");
const run = Date.now().toString(36);
const vendor = "Muller & Phipps Pakistan";
const products = ["Panadol 500mg Tablets", "Ponstan Suspension 50mg/5ml 60ml"];
const invoiceNumber = `INV-${run}`;
const batch = `B${run}`.toUpperCase();
const readonlyUser = { email: "readonly@demo.test", password: "Readonly@12345" };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let poId = "";
let grnId = "";

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  context.setDefaultTimeout(20_000);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
});

let broken = false;
beforeEach((test) => {
  if (broken) test.skip();
});
afterEach((test) => {
  if (test.task.result?.state === "fail") broken = true;
});

const row = (text: string) => page.locator(".ant-table-row", { hasText: text });
/** An InputNumber or Input by test id (antd puts it on the input or on its wrapper). */
const input = (testId: string): Locator => page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

async function addProduct(name: string) {
  const search = page.getByTestId("po-product-search");
  await search.locator(".ant-select-selector").click();
  await search.locator("input").first().fill(name);
  await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: name }).first().click();
}

async function typeDate(testId: string, ddmmyyyy: string) {
  const box = input(testId);
  await box.click();
  await box.fill(ddmmyyyy);
  // Enter would submit the form: leave the box instead (the typed date is kept)
  await page.getByRole("heading", { level: 4 }).click();
}

describe.sequential("procurement in the browser", () => {
  it("creates a purchase order for two products with a live totals preview", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await visible(page.getByTestId("location-switcher").filter({ hasText: "Central Warehouse" }));
    await page.goto(`${baseUrl}/app/procurement/purchase-order`);
    await (await visible(page.getByTestId("resource-create"))).click();
    await page.waitForURL(/\/app\/procurement\/purchase-order\/create$/);
    await pick(page, "vendorId", "Muller", vendor);
    await addProduct(products[0]);
    await addProduct(products[1]);
    await closeDropdowns(page);
    await visible(page.getByTestId("po-item-1"));
    // 10 × 100, 5 % off, 18 % GST → 1,121; 5 × 200 with 1 FOC, no tax → 1,000
    await input("po-item-0-requiredQuantity").fill("10");
    await input("po-item-0-tradePrice").fill("100");
    await input("po-item-0-tradeDiscountPercentage").fill("5");
    await input("po-item-0-gstPercentage").fill("18");
    await input("po-item-1-requiredQuantity").fill("5");
    await input("po-item-1-tradePrice").fill("200");
    await input("po-item-1-tradeDiscountPercentage").fill("0");
    await input("po-item-1-gstPercentage").fill("0");
    await input("po-item-1-foc").fill("1");
    await page.getByTestId("field-additionalTerms").click();
    await visible(page.getByTestId("po-total-preview").filter({ hasText: "PKR 2,121" }));
    await screenshot(page, "procurement-01-po-form");
    await submitForm(page);
    await visible(toast(page, "created successfully"));
    await page.waitForURL(/\/app\/procurement\/purchase-order\/details\//);
    await visible(page.getByTestId("po-total-amount").filter({ hasText: "PKR 2,121" }));
    poId = ((await page.getByTestId("po-details-page").getByRole("heading", { level: 4 }).textContent()) ?? "").replace("Purchase Order", "").trim();
    expect(poId).toMatch(/^PO-/);
    await screenshot(page, "procurement-02-po-details");
    await page.goto(`${baseUrl}/app/procurement/purchase-order`);
    await visible(row(poId).filter({ hasText: "Open" }).filter({ hasText: vendor }).filter({ hasText: "PKR 2,121" }));
    await screenshot(page, "procurement-03-po-list");
  });

  it("receives part of the order in a GRN", async () => {
    await page.goto(`${baseUrl}/app/procurement/grn`);
    await (await visible(page.getByTestId("resource-create"))).click();
    await page.waitForURL(/\/app\/procurement\/grn\/create$/);
    await chooseOption(page, page.getByTestId("grn-create-page"), "Purchase Order", poId);
    await visible(page.getByTestId("grn-item-1"));
    expect(await page.getByTestId("grn-item-0-remaining").textContent()).toBe("10");
    await input("field-invoiceNumber").fill(invoiceNumber);
    await input("grn-item-0-receivedQuantity").fill("12");
    await input("grn-item-0-batchNumber").click();
    await visible(page.getByText("Received quantity cannot exceed the remaining quantity of 10."));
    await input("grn-item-0-receivedQuantity").fill("4");
    await input("grn-item-0-batchNumber").fill(batch);
    const nextYear = new Date();
    nextYear.setFullYear(nextYear.getFullYear() + 1);
    const expiry = `${String(nextYear.getDate()).padStart(2, "0")}/${String(nextYear.getMonth() + 1).padStart(2, "0")}/${nextYear.getFullYear()}`;
    await typeDate("grn-item-0-batchExpiry", expiry);
    // the server refuses a manufacturing date on the expiry day: its message shows on the field
    await typeDate("grn-item-0-mfgDate", expiry);
    await submitForm(page);
    await visible(page.getByTestId("grn-items").getByText(/^Manufacturing date (must be before the batch expiry|cannot be in the future)\.$/));
    await screenshot(page, "procurement-04-grn-server-error");
    const lastMonth = new Date();
    lastMonth.setDate(1);
    lastMonth.setMonth(lastMonth.getMonth() - 1);
    await typeDate("grn-item-0-mfgDate", `01/${String(lastMonth.getMonth() + 1).padStart(2, "0")}/${lastMonth.getFullYear()}`);
    await screenshot(page, "procurement-05-grn-form");
    await submitForm(page);
    await visible(toast(page, "created successfully"));
    await page.waitForURL(/\/app\/procurement\/grn\/details\//);
    await visible(page.getByTestId("grn-details-page"));
    grnId = ((await page.getByTestId("grn-details-page").getByRole("heading", { level: 4 }).textContent()) ?? "").replace("GRN", "").trim();
    expect(grnId).toMatch(/^GRN-/);
    await visible(page.getByTestId("grn-details-items").locator(".ant-table-row", { hasText: batch }));
  });

  it("accepts the received item in QC (a rejection needs a reason)", async () => {
    const qcRow = page.getByTestId("grn-details-items").locator(".ant-table-row", { hasText: batch });
    await qcRow.getByText("Reject", { exact: true }).click();
    await page.getByTestId("qc-submit").click();
    await visible(qcRow.getByText("Please enter a reason for rejecting this item."));
    await qcRow.getByText("Accept", { exact: true }).click();
    await qcRow.getByLabel("QC comment").fill("Seals intact");
    await screenshot(page, "procurement-06-grn-qc");
    await page.getByTestId("qc-submit").click();
    await visible(toast(page, "QC of"));
    await visible(qcRow.getByText("Received", { exact: true }));
    await screenshot(page, "procurement-07-grn-after-qc");
  });

  it("takes the GRN into stock at the warehouse", async () => {
    await page.goto(`${baseUrl}/app/procurement/grn`);
    await visible(row(grnId).filter({ hasText: poId }).filter({ hasText: "Received" }).filter({ hasText: invoiceNumber }));
    await screenshot(page, "procurement-08-grn-list");
    await page.goto(`${baseUrl}/app/inventory-management/stock-intake`);
    const grnRow = await visible(page.getByTestId("stock-intake-grns").locator(".ant-table-row", { hasText: grnId }));
    await grnRow.locator(".ant-checkbox-input").check();
    await grnRow.getByRole("button", { name: /expand/i }).click();
    await visible(page.getByText(`${grnId}-1`));
    await page.waitForTimeout(400); // let antd's selection animation settle for the screenshot
    await screenshot(page, "procurement-09-stock-intake");
    await page.getByTestId("confirm-stock-intake").click();
    await visible(page.getByTestId("stock-intake-done").filter({ hasText: "4 lots created" }));
    expect(await page.getByTestId("stock-intake-grns").locator(".ant-table-row", { hasText: grnId }).count()).toBe(0);
    await screenshot(page, "procurement-10-stock-intake-done");
  });

  it("shows the purchase order PARTIAL, then closes it", async () => {
    await page.goto(`${baseUrl}/app/procurement/purchase-order`);
    const poRow = await visible(row(poId).filter({ hasText: "Partial" }));
    await screenshot(page, "procurement-11-po-partial");
    await poRow.getByTestId(`close-po-${poId}`).click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: "Close PO" }).click();
    await visible(toast(page, `Purchase order ${poId} closed`));
    await visible(row(poId).filter({ hasText: "Closed" }));
    expect(await page.getByTestId(`close-po-${poId}`).count()).toBe(0);
  });

  it("keeps a catalogue-only user out of purchase orders, GRNs and stock intake", async () => {
    const readonly = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    readonly.setDefaultTimeout(20_000);
    const other = await readonly.newPage();
    await signIn(other, baseUrl, readonlyUser.email, readonlyUser.password);
    for (const path of ["procurement/purchase-order", "procurement/purchase-order/create", "procurement/grn/create", "inventory-management/stock-intake"]) {
      await other.goto(`${baseUrl}/app/${path}`);
      await visible(other.getByText("You do not have access to this content"));
    }
    await screenshot(other, "procurement-12-readonly-denied");
    await readonly.close();
  });
});

import type { Browser, BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { screenshot } from "../support/browser";
import { browserJourney, desktopContext } from "../support/journey";
import { demoAdmin } from "../support/logins";
import { chooseOption, signIn, switchLocation, toast, visible } from "../support/pages";
import { closeDropdowns, pick, submitForm } from "./catalogueHelpers";
import { addProduct, confirmWith, dateFromToday, fillGrnRow, input, openedTab, scanReturnLots, submitStockReturn, tableRow, typeDate } from "./procurementHelpers";

// The admin at the Central Warehouse orders two products, receives part of one in a GRN, accepts it in QC,
// takes it into stock, prints the lots' labels, receives the rest (PO FULFILLED), returns two lots to the vendor
// and opens the printable return; then edits and closes another open purchase order.
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
let secondGrnId = "";

browserJourney((opened) => ({ browser, context, page } = opened));

const row = (text: string) => tableRow(page, text);
const field = (testId: string) => input(page, testId);

describe.sequential("procurement in the browser", () => {
  it("creates a purchase order for two products with a live totals preview", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await switchLocation(page, "Central Warehouse");
    await page.goto(`${baseUrl}/app/procurement/purchase-order`);
    await (await visible(page.getByTestId("resource-create"))).click();
    await page.waitForURL(/\/app\/procurement\/purchase-order\/create(\?|$)/);
    await pick(page, "vendorId", "Muller", vendor);
    await addProduct(page, products[0]);
    await addProduct(page, products[1]);
    await closeDropdowns(page);
    await visible(page.getByTestId("po-item-1"));
    // 10 × 100, 5 % off, 18 % GST → 1,121; 5 × 200 with 1 FOC, no tax → 1,000
    await field("po-item-0-requiredQuantity").fill("10");
    await field("po-item-0-tradePrice").fill("100");
    await field("po-item-0-tradeDiscountPercentage").fill("5");
    await field("po-item-0-gstPercentage").fill("18");
    await field("po-item-1-requiredQuantity").fill("5");
    await field("po-item-1-tradePrice").fill("200");
    await field("po-item-1-tradeDiscountPercentage").fill("0");
    await field("po-item-1-gstPercentage").fill("0");
    await field("po-item-1-foc").fill("1");
    await page.getByTestId("field-additionalTerms").click();
    await visible(page.getByTestId("po-total-preview").filter({ hasText: "PKR 2,121.00" }));
    await screenshot(page, "procurement-01-po-form");
    await submitForm(page);
    await visible(toast(page, "created successfully"));
    await page.waitForURL(/\/app\/procurement\/purchase-order\/details\//);
    await visible(page.getByTestId("po-total-amount").filter({ hasText: "PKR 2,121.00" }));
    poId = ((await page.getByTestId("po-details-page").getByRole("heading", { level: 4 }).textContent()) ?? "").replace("Purchase Order", "").trim();
    expect(poId).toMatch(/^PO-/);
    await screenshot(page, "procurement-02-po-details");
    await page.goto(`${baseUrl}/app/procurement/purchase-order`);
    await visible(row(poId).filter({ hasText: "Open" }).filter({ hasText: vendor }).filter({ hasText: "PKR 2,121.00" }));
    await screenshot(page, "procurement-03-po-list");
  });

  it("receives part of the order in a GRN", async () => {
    await page.goto(`${baseUrl}/app/procurement/grn`);
    await (await visible(page.getByTestId("resource-create"))).click();
    await page.waitForURL(/\/app\/procurement\/grn\/create(\?|$)/);
    await chooseOption(page, page.getByTestId("grn-create-page"), "Purchase Order", poId);
    await visible(page.getByTestId("grn-item-1"));
    await expect.poll(() => page.getByTestId("grn-item-0-remaining").textContent()).toBe("10");
    await field("field-invoiceNumber").fill(invoiceNumber);
    await field("grn-item-0-receivedQuantity").fill("12");
    await field("grn-item-0-batchNumber").click();
    await visible(page.getByText("Received quantity cannot exceed the remaining quantity of 10."));
    await field("grn-item-0-receivedQuantity").fill("4");
    await field("grn-item-0-batchNumber").fill(batch);
    const nextYear = new Date();
    nextYear.setFullYear(nextYear.getFullYear() + 1);
    const expiry = `${String(nextYear.getDate()).padStart(2, "0")}/${String(nextYear.getMonth() + 1).padStart(2, "0")}/${nextYear.getFullYear()}`;
    await typeDate(page, "grn-item-0-batchExpiry", expiry);
    // the server refuses a manufacturing date on the expiry day: its message shows on the field
    await typeDate(page, "grn-item-0-mfgDate", expiry);
    await submitForm(page);
    await visible(page.getByTestId("grn-items").getByText(/^Manufacturing date (must be before the batch expiry|cannot be in the future)\.$/));
    await screenshot(page, "procurement-04-grn-server-error");
    const lastMonth = new Date();
    lastMonth.setDate(1);
    lastMonth.setMonth(lastMonth.getMonth() - 1);
    await typeDate(page, "grn-item-0-mfgDate", `01/${String(lastMonth.getMonth() + 1).padStart(2, "0")}/${lastMonth.getFullYear()}`);
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
    await confirmWith(page, "Submit QC");
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
    await confirmWith(page, "Confirm stock intake");
    await visible(page.getByTestId("stock-intake-done").filter({ hasText: "4 lots created" }));
    await expect.poll(() => page.getByTestId("stock-intake-grns").locator(".ant-table-row", { hasText: grnId }).count()).toBe(0);
    await screenshot(page, "procurement-10-stock-intake-done");
  });

  it("prints the received lots' labels from the stock intake (print preview on 106 mm stock)", async () => {
    const labels = await openedTab(context, page.getByTestId(`barcodes-${grnId}-1`));
    await visible(labels.getByTestId("barcode-total").filter({ hasText: "4" }));
    await expect.poll(() => labels.getByTestId("barcode-product-name").inputValue()).toBe(products[0]);
    await labels.getByTestId("barcode-range-confirm").click();
    await visible(labels.getByTestId("barcode-range-locked"));
    await expect.poll(() => labels.getByTestId("barcode-preview-label").count()).toBe(4);
    await screenshot(labels, "procurement-11-barcodes");
    await labels.emulateMedia({ media: "print" });
    const printed = labels.getByTestId("barcode-print-label");
    await visible(printed);
    await expect.poll(() => printed.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-qr-value")))).toEqual(
      [1, 2, 3, 4].map((n) => `${grnId}-1~${n}`),
    );
    await screenshot(labels, "procurement-12-barcodes-print-preview");
    await labels.close();
  });

  it("shows the purchase order PARTIAL, receives the rest and sees it FULFILLED", async () => {
    await page.goto(`${baseUrl}/app/procurement/purchase-order`);
    await visible(row(poId).filter({ hasText: "Partial" }));
    await screenshot(page, "procurement-13-po-partial");
    await page.goto(`${baseUrl}/app/procurement/grn/create`);
    await chooseOption(page, page.getByTestId("grn-create-page"), "Purchase Order", poId);
    await visible(page.getByTestId("grn-item-1"));
    await expect.poll(() => page.getByTestId("grn-item-0-remaining").textContent()).toBe("6");
    await expect.poll(() => page.getByTestId("grn-item-1-remaining").textContent()).toBe("6");
    await field("field-invoiceNumber").fill(`${invoiceNumber}-2`);
    await fillGrnRow(page, 0, { received: 6, batch: `${batch}A`, expiry: dateFromToday(2) });
    await fillGrnRow(page, 1, { received: 5, foc: 1, batch: `${batch}B`, expiry: dateFromToday(1, 6) });
    await submitForm(page);
    await visible(toast(page, "created successfully"));
    await page.waitForURL(/\/app\/procurement\/grn\/details\//);
    secondGrnId = ((await page.getByTestId("grn-details-page").getByRole("heading", { level: 4 }).textContent()) ?? "").replace("GRN", "").trim();
    for (const suffix of ["A", "B"]) {
      await tableRow(page.getByTestId("grn-details-items"), `${batch}${suffix}`).getByText("Accept", { exact: true }).click();
    }
    await page.getByTestId("qc-submit").click();
    await confirmWith(page, "Submit QC");
    await visible(toast(page, "QC of"));
    // the GRN's accepted items link to the stock intake with this GRN ticked
    await page.getByTestId("grn-stock-intake-link").click();
    await page.waitForURL(/\/stock-intake\?grnId=/);
    const grnRow = await visible(tableRow(page.getByTestId("stock-intake-grns"), secondGrnId));
    await expect.poll(() => grnRow.locator(".ant-checkbox-input").isChecked()).toBe(true);
    await page.getByTestId("confirm-stock-intake").click();
    await confirmWith(page, "Confirm stock intake");
    await visible(page.getByTestId("stock-intake-done").filter({ hasText: "12 lots created" }));
    await page.goto(`${baseUrl}/app/procurement/purchase-order`);
    await visible(row(poId).filter({ hasText: "Fulfilled" }));
    await expect.poll(() => page.getByTestId(`close-po-${poId}`).count()).toBe(0);
    await screenshot(page, "procurement-14-po-fulfilled");
  });

  it("returns two lots to the vendor and opens the printable return", async () => {
    await page.goto(`${baseUrl}/app/procurement/stock-return`);
    await (await visible(page.getByTestId("resource-create"))).click();
    await page.waitForURL(/\/app\/procurement\/stock-return\/create(\?|$)/);
    await scanReturnLots(page, { search: "Muller", name: vendor }, [`${grnId}-1~1`, `${grnId}-1~2`]);
    const scan = input(page, "stock-return-scan");
    await scan.fill(`${grnId}-1~1`);
    await scan.press("Enter");
    await visible(page.getByTestId("stock-return-scan-error"));
    // two packs at 100 less the GRN's 5 % discount: 95 each, exactly
    await expect.poll(() => page.getByTestId("stock-return-grand-total").textContent()).toBe("PKR 190.00");
    // leaving through the menu with lots chosen asks first; staying keeps them
    const asked = new Promise<string>((resolve) => page.once("dialog", (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))));
    await page.getByTestId("menu-purchase-order").click();
    expect(await asked).toContain("unsaved changes");
    expect(page.url()).toMatch(/\/stock-return\/create$/);
    await visible(page.getByTestId(`stock-return-remove-${grnId}-1~2`));
    await screenshot(page, "procurement-15-stock-return-form");
    const returnId = await submitStockReturn(page);
    await visible(row(returnId).filter({ hasText: vendor }));
    await screenshot(page, "procurement-16-stock-return-list");
    const printable = await openedTab(context, page.getByTestId(`print-stock-return-${returnId}`));
    const items = await visible(printable.getByTestId("stock-return-invoice-items"));
    await expect.poll(async () => (await items.locator("tr", { hasText: products[0] }).locator("td").allTextContents()).slice(3)).toEqual(["2", "400", "95.00", "190.00"]);
    await visible(printable.getByTestId("stock-return-invoice-meta").filter({ hasText: returnId }));
    await screenshot(printable, "procurement-17-stock-return-printable");
    await printable.close();
    // the returned lots are gone from the vendor's stock here
    await page.goto(`${baseUrl}/app/procurement/stock-return/create`);
    await page.getByTestId("stock-return-vendor").click();
    await page.keyboard.type("Muller");
    await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: vendor }).first().click();
    await visible(page.getByTestId(`stock-return-lot-${grnId}-1~3`));
    await expect.poll(() => page.getByTestId(`stock-return-lot-${grnId}-1~1`).count()).toBe(0);
  });

  it("edits another open purchase order, prints it, then closes it", async () => {
    await page.goto(`${baseUrl}/app/procurement/purchase-order`);
    const editable = await visible(page.locator('[data-testid^="edit-po-"]'));
    const otherPo = ((await editable.getAttribute("data-testid")) ?? "").replace("edit-po-", "");
    await editable.click();
    await page.waitForURL(/\/app\/procurement\/purchase-order\/update\//);
    await visible(page.getByTestId("po-item-0"));
    await field("po-item-0-requiredQuantity").fill("7");
    await page.getByTestId("field-additionalTerms").click();
    await screenshot(page, "procurement-18-po-edit");
    await submitForm(page);
    await page.waitForURL(/\/app\/procurement\/purchase-order\/details\//);
    await visible(page.getByTestId("po-details-items").locator(".ant-table-row").first().filter({ hasText: "7" }));
    const printable = await openedTab(context, page.getByTestId("po-print"));
    await visible(printable.getByTestId("po-invoice-items"));
    await visible(printable.getByTestId("tenant-logo"));
    await screenshot(printable, "procurement-19-po-printable");
    await printable.close();
    await page.goto(`${baseUrl}/app/procurement/purchase-order`);
    await row(otherPo).getByTestId(`close-po-${otherPo}`).click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: "Close PO" }).click();
    await visible(toast(page, `Purchase order ${otherPo} closed`));
    await visible(row(otherPo).filter({ hasText: "Closed" }));
  });

  it("keeps a catalogue-only user out of purchase orders, GRNs and stock intake", async () => {
    const readonly = await desktopContext(browser);
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

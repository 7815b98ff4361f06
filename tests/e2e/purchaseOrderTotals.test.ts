import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { formatPrice } from "../../common/format/price";
import { formatMoney } from "../../common/money";
import "../support/providedContext";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin } from "../support/logins";
import { signIn, switchLocation, toast, visible } from "../support/pages";
import { handPricedOrder } from "../support/purchaseOrderTotalsCase";
import { closeDropdowns, pick, submitForm } from "./catalogueHelpers";
import { addProduct, input, openedTab, tableRow } from "./procurementHelpers";

// The admin types the hand-worked order of tests/support/purchaseOrderTotalsCase.ts into the purchase order form
// (per-line rounding, a trade discount, GST, free packs, paisa-sized lines) and sees the figures worked out by hand
// in the line totals and the preview, then the same on the saved order's details page and its printout.
const baseUrl = inject("e2eUrl");
const vendor = "Muller & Phipps Pakistan";
const { lines, totals } = handPricedOrder;

let context: BrowserContext;
let page: Page;

browserJourney((opened) => ({ context, page } = opened));

/** As the screens show an amount: "PKR 1,234.5". */
const screenAmount = (amount: string) => formatPrice(Number(amount), { prefix: "PKR " });
/** As the printout shows an amount: "1,234.50". */
const printAmount = (amount: string) => formatMoney(amount);
const textOf = (locator: Locator) => () => locator.textContent().then((text) => (text ?? "").trim());
const previewValue = (label: string) =>
  page.getByTestId("po-totals-preview").locator(".ant-descriptions-item", { hasText: label }).locator(".ant-descriptions-item-content");

describe.sequential("purchase order totals in the browser", () => {
  it("shows the hand-worked line totals and summary while the order is typed", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await switchLocation(page, "Central Warehouse");
    await page.goto(`${baseUrl}/app/procurement/purchase-order/create`);
    await pick(page, "vendorId", "Muller", vendor);
    for (const [index, line] of lines.entries()) {
      await addProduct(page, line.product);
      await visible(page.getByTestId(`po-item-${index}`).filter({ hasText: line.product }));
    }
    await closeDropdowns(page);
    for (const [index, line] of lines.entries()) {
      await input(page, `po-item-${index}-requiredQuantity`).fill(String(line.requiredQuantity));
      await input(page, `po-item-${index}-tradePrice`).fill(line.tradePrice);
      await input(page, `po-item-${index}-tradeDiscountPercentage`).fill(line.tradeDiscountPercentage);
      await input(page, `po-item-${index}-gstPercentage`).fill(line.gstPercentage);
      await input(page, `po-item-${index}-foc`).fill(String(line.foc));
    }
    await page.getByTestId("field-additionalTerms").click();

    for (const [index, line] of lines.entries()) {
      await expect.poll(textOf(page.getByTestId(`po-item-${index}-total`))).toBe(screenAmount(line.expected.totalPrice));
    }
    await expect.poll(textOf(previewValue("Net Amount"))).toBe(screenAmount(totals.netAmount));
    await expect.poll(textOf(previewValue("Trade Discount"))).toBe(screenAmount(totals.totalDiscount));
    await expect.poll(textOf(previewValue("Sales Tax"))).toBe(screenAmount(totals.salesTax));
    await expect.poll(textOf(page.getByTestId("po-total-preview"))).toBe(screenAmount(totals.totalAmount));
    await screenshot(page, "po-totals-01-form");
  });

  it("saves it and shows the same figures on the details page and the printout", async () => {
    await submitForm(page);
    await visible(toast(page, "created successfully"));
    await page.waitForURL(/\/app\/procurement\/purchase-order\/details\//);
    const items = page.getByTestId("po-details-items");
    for (const line of lines) {
      await expect.poll(textOf(tableRow(items, line.product).locator("td").last())).toBe(screenAmount(line.expected.totalPrice));
    }
    const serverTotals = page.getByTestId("po-server-totals");
    await expect.poll(textOf(serverTotals)).toContain(`Net Amount: ${screenAmount(totals.netAmount)}`);
    await expect.poll(textOf(serverTotals)).toContain(`Trade Discount: ${screenAmount(totals.totalDiscount)}`);
    await expect.poll(textOf(serverTotals)).toContain(`Sales Tax: ${screenAmount(totals.salesTax)}`);
    await expect.poll(textOf(page.getByTestId("po-total-amount"))).toBe(`Total Amount: ${screenAmount(totals.totalAmount)}`);
    await screenshot(page, "po-totals-02-details");

    const printout = await openedTab(context, page.getByTestId("po-print"));
    const printedItems = printout.getByTestId("po-invoice-items");
    for (const line of lines) {
      await expect.poll(textOf(printedItems.locator("tr", { hasText: line.product }).locator("td").last())).toBe(printAmount(line.expected.totalPrice));
    }
    const printedTotal = (label: string) => printout.getByTestId("po-invoice-totals").locator("tr", { hasText: label }).locator("td").last();
    await expect.poll(textOf(printedTotal("Net Amount"))).toBe(`PKR ${printAmount(totals.netAmount)}`);
    await expect.poll(textOf(printedTotal("Trade Discount"))).toBe(`PKR ${printAmount(totals.totalDiscount)}`);
    await expect.poll(textOf(printedTotal("Sales Tax"))).toBe(`PKR ${printAmount(totals.salesTax)}`);
    await expect.poll(textOf(printedTotal("Total Amount"))).toBe(`PKR ${printAmount(totals.totalAmount)}`);
    await screenshot(printout, "po-totals-03-printout");
    await printout.close();
  });
});

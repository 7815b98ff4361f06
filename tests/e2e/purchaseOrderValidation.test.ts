import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import {
  DELIVERY_DATE_PAST_MESSAGE,
  ORDER_TOTAL_ZERO_MESSAGE,
  REQUIRED_QUANTITY_MESSAGE,
  TRADE_DISCOUNT_MESSAGE,
  TRADE_PRICE_MESSAGE,
} from "../../common/schemas/purchaseOrder";
import "../support/providedContext";
import { createApiClient, type LoginPayload } from "../support/api";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin } from "../support/logins";
import { signIn, switchLocation, toast, visible } from "../support/pages";
import { closeDropdowns, pick, submitForm } from "./catalogueHelpers";
import { addProduct, input, typeDate } from "./procurementHelpers";

// What a new user found on the purchase order form: quantity −5 or 0 became 1, a 150 % discount 100 %, a price of
// −100 became 0, a delivery date in 2020 was taken, and an order totalling 0 was saved. The admin types each bad
// value, sees the shared schema's message at the field with the value left as typed, and nothing is saved.
const baseUrl = inject("e2eUrl");
const api = createApiClient(baseUrl);
const vendor = "Muller & Phipps Pakistan";
const product = "Panadol 500mg Tablets";

let page: Page;
let session: LoginPayload;
let ordersBefore = 0;

browserJourney((opened) => ({ page } = opened));

/** Purchase orders of the company, counted by the server. */
async function orderCount(): Promise<number> {
  const result = await api.gql<{ getPurchaseOrders: { meta: { totalCount: number } } }>(`query { getPurchaseOrders(limit: 1) { meta { totalCount } } }`, {}, { token: session.token });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.getPurchaseOrders.meta.totalCount;
}

/** The messages under a field (its own form item: the innermost one holding the input). */
const messagesAt = (testId: string): Locator => page.locator(".ant-form-item", { has: input(page, testId) }).last().locator(".ant-form-item-explain-error");
const textsOf = (locator: Locator) => () => locator.allTextContents();
const leaveField = () => page.getByRole("heading", { level: 4 }).click();

/** Types a value, leaves the field (where a clamping input would change it) and sees the message at the field. */
async function refusedAtField(testId: string, typed: string, message: string) {
  const box = input(page, testId);
  await box.fill(typed);
  await leaveField();
  await expect.poll(textsOf(messagesAt(testId))).toContain(message);
  await expect.poll(() => box.inputValue()).toBe(typed);
}

/** Create Purchase Order refuses: the page stays, the value stays as typed, and the server has no new order. */
async function submitRefused(testId: string, typed: string) {
  await submitForm(page);
  await expect.poll(() => page.url()).toContain("/purchase-order/create");
  await expect.poll(() => input(page, testId).inputValue()).toBe(typed);
  await expect.poll(orderCount).toBe(ordersBefore);
}

/** A good value again: the message goes. */
async function corrected(testId: string, value: string) {
  await input(page, testId).fill(value);
  await leaveField();
  await expect.poll(textsOf(messagesAt(testId))).toEqual([]);
}

beforeAll(async () => {
  session = await api.login(demoAdmin.email, demoAdmin.password);
  ordersBefore = await orderCount();
});

describe.sequential("purchase order form validation in the browser", () => {
  it("opens a new order for a vendor with one product", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await switchLocation(page, "Central Warehouse");
    await page.goto(`${baseUrl}/app/procurement/purchase-order/create`);
    await pick(page, "vendorId", "Muller", vendor);
    await addProduct(page, product);
    await visible(page.getByTestId("po-item-0").filter({ hasText: product }));
    await closeDropdowns(page);
  });

  it.each([
    ["required quantity −5", "po-item-0-requiredQuantity", "-5", REQUIRED_QUANTITY_MESSAGE, "10"],
    ["required quantity 0", "po-item-0-requiredQuantity", "0", REQUIRED_QUANTITY_MESSAGE, "10"],
    ["trade discount 150 %", "po-item-0-tradeDiscountPercentage", "150", TRADE_DISCOUNT_MESSAGE, "5"],
    ["trade price −100", "po-item-0-tradePrice", "-100", TRADE_PRICE_MESSAGE, "120"],
  ])("refuses %s at the field and saves nothing", async (name, testId, typed, message, good) => {
    await refusedAtField(testId, typed, message);
    await screenshot(page, `po-validation-${testId}-${typed}`);
    await submitRefused(testId, typed);
    await expect.poll(textsOf(messagesAt(testId))).toContain(message);
    await corrected(testId, good);
  });

  it("refuses an expected delivery date in 2020 at the field and saves nothing", async () => {
    const testId = "field-expectedDeliveryDate";
    await typeDate(page, testId, "15/06/2020");
    await expect.poll(textsOf(messagesAt(testId))).toContain(DELIVERY_DATE_PAST_MESSAGE);
    await screenshot(page, "po-validation-delivery-2020");
    await submitRefused(testId, "15/06/2020");
    await typeDate(page, testId, `01/01/${new Date().getFullYear() + 1}`);
    await expect.poll(textsOf(messagesAt(testId))).toEqual([]);
  });

  it("refuses an order that totals 0 under its items and saves nothing", async () => {
    const testId = "po-item-0-tradePrice";
    await input(page, testId).fill("0");
    await leaveField();
    await expect.poll(() => page.getByTestId("po-total-preview").textContent()).toBe("PKR 0.00");
    await submitForm(page);
    const underItems = page.getByTestId("po-items-errors").locator(".ant-form-item-explain-error");
    await expect.poll(textsOf(underItems)).toContain(ORDER_TOTAL_ZERO_MESSAGE);
    await screenshot(page, "po-validation-zero-total");
    await submitRefused(testId, "0");
    // a price clears the message at once
    await input(page, testId).fill("120");
    await leaveField();
    await expect.poll(textsOf(underItems)).toEqual([]);
  });

  it("saves the order once every value is good", async () => {
    await submitForm(page);
    await visible(toast(page, "created successfully"));
    await page.waitForURL(/\/app\/procurement\/purchase-order\/details\//);
    await expect.poll(orderCount).toBe(ordersBefore + 1);
  });
});

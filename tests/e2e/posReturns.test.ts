// A customer return at the till in Chromium: the cashier finds the sale by its number, gives back one unit of it to
// stock and refunds it in cash; asking for more than is left is refused by the server in words; the sale becomes
// partially returned.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { newIdempotencyKey } from "../../common/schemas/idempotency";
import type { LoginPayload } from "../support/api";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin, demoCashier, demoManager } from "../support/logins";
import { signIn, visible } from "../support/pages";
import { ownProductInStock } from "./stockHelpers";
import { gulbergRegister, tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const { api, call } = tillApi(baseUrl);
const run = Date.now().toString(36).toUpperCase();

let page: Page;
let manager: LoginPayload;
let storeId = "";
let registerId = "";
let sale: { id: string; secondaryId: string };
let splitSale: { id: string; secondaryId: string; totalAmount: number };

browserJourney((opened) => ({ page } = opened), { timeout: 20_000 });

beforeAll(async () => {
  const admin = await api.login(demoAdmin.email, demoAdmin.password);
  manager = await api.login(demoManager.email, demoManager.password);
  ({ storeId, registerId } = await gulbergRegister(call, admin, manager, `Return Till ${run}`, 2000));
  const product = await ownProductInStock(call, admin, storeId, `ret${run}`);
  const { createOrder } = await call<{ createOrder: { id: string; secondaryId: string } }>(
    manager,
    `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id secondaryId } }`,
    { input: { idempotencyKey: newIdempotencyKey(), order: { locationId: storeId, registerId, items: [{ productId: product.id, quantity: 2 }] }, payments: [{ method: "CASH", amount: 100000 }] } },
  );
  sale = createOrder;
  // one unit, paid 1.00 in cash and the rest by card
  const order = { locationId: storeId, registerId, items: [{ productId: product.id, quantity: 1 }] };
  const { calculateCartSummary } = await call<{ calculateCartSummary: { total: number } }>(manager, `query ($order: CartInput!) { calculateCartSummary(order: $order) { total } }`, { order });
  const card = Math.round((calculateCartSummary.total - 1) * 100) / 100;
  ({ createOrder: splitSale } = await call<{ createOrder: { id: string; secondaryId: string; totalAmount: number } }>(
    manager,
    `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id secondaryId totalAmount } }`,
    { input: { idempotencyKey: newIdempotencyKey(), order, payments: [{ method: "CASH", amount: 1 }, { method: "CARD", amount: card }] } },
  ));
});

const returnQuantity = () => page.locator('input[data-testid="return-quantity"], [data-testid="return-quantity"] input').first();

describe.sequential("a return at the till", () => {
  it("finds the sale by its number and refuses more than is left", async () => {
    await signIn(page, baseUrl, demoCashier.email, demoCashier.password);
    await page.goto(`${baseUrl}/pos/${storeId}/${registerId}`);
    await visible(page.getByTestId("pos-header"));
    await page.getByTestId("pos-action-orderReturn").click();
    await (await visible(page.getByTestId("return-number"))).fill(sale.secondaryId);
    await page.keyboard.press("Enter");
    const quantity = await visible(returnQuantity());
    await quantity.fill("5");
    await page.getByTestId("return-submit").click();
    await expect.poll(() => page.getByTestId("return-failed").textContent()).toMatch(/Only \d+ of .* can still be returned\./);
  });

  it("gives one unit back to stock and refunds it in cash", async () => {
    await returnQuantity().fill("1");
    await page.getByTestId("return-comment").fill("Bought the wrong strength");
    await screenshot(page, "pos-returns-01-panel");
    await page.getByTestId("return-submit").click();
    await expect.poll(() => page.getByTestId("return-done").textContent()).toMatch(/RTN-\d{6}: PKR [\d,]+\.\d\d refunded by Cash\./);
    const { getOrder } = await call<{ getOrder: { status: string; paymentStatus: string } }>(manager, `query ($id: ID) { getOrder(id: $id) { status paymentStatus } }`, { id: sale.id });
    expect(getOrder).toEqual({ status: "PARTIALLY_RETURNED", paymentStatus: "PARTIALLY_REFUNDED" });
    await screenshot(page, "pos-returns-02-done");
  });

  it("refunds a split sale to its own methods: the cashier cannot choose another", async () => {
    await page.getByTestId("return-number").fill(splitSale.secondaryId);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByTestId("return-own-methods").textContent()).toMatch(/^Refund to the sale's methods, in proportion: Cash PKR 1\.00 · Card PKR [\d,]+\.\d\d$/);
    await visible(page.getByTestId("return-method-locked"));
    expect(await page.getByTestId("return-choose-method").count()).toBe(0);
    await screenshot(page, "pos-returns-05-own-methods");
  });

  it("lets a manager refund a card sale in cash only with a reason, kept with the return", async () => {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, baseUrl, demoManager.email, demoManager.password);
    await page.goto(`${baseUrl}/pos/${storeId}/${registerId}`);
    await visible(page.getByTestId("pos-header"));
    await page.getByTestId("pos-action-orderReturn").click();
    await (await visible(page.getByTestId("return-number"))).fill(splitSale.secondaryId);
    await page.keyboard.press("Enter");
    await (await visible(returnQuantity())).fill("1");
    await (await visible(page.getByTestId("return-choose-method"))).click();
    await visible(page.getByTestId("return-method"));
    await page.getByTestId("return-submit").click();
    await visible(page.getByTestId("return-method-reason-error").filter({ hasText: "Please give the reason for refunding by another method than the sale's." }));
    await page.getByTestId("return-method-reason").fill("Card machine is down");
    await screenshot(page, "pos-returns-06-another-method");
    await page.getByTestId("return-submit").click();
    await expect.poll(() => page.getByTestId("return-done").textContent()).toMatch(/RTN-\d{6}: PKR [\d,]+\.\d\d refunded by Cash\./);
    const { getReturnedOrders } = await call<{ getReturnedOrders: { data: { parentOrderId: string; refundMethodReason: string | null; refunds: { method: string }[] }[] } }>(
      manager,
      `query { getReturnedOrders(limit: 50) { data { parentOrderId refundMethodReason refunds { method } } } }`,
    );
    expect(getReturnedOrders.data.find((each) => each.parentOrderId === splitSale.id)).toMatchObject({ refundMethodReason: "Card machine is down", refunds: [{ method: "CASH" }] });
  });

  it("shows the return in Return Order with its details dialog, and prints its slip", async () => {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, baseUrl, demoManager.email, demoManager.password);
    await page.goto(`${baseUrl}/app/sales-orders/return-order`);
    await visible(page.getByText("Please see Return Order below all connected channels."));
    const switcher = await visible(page.getByTestId("location-switcher"));
    if (!((await switcher.textContent()) ?? "").includes("Gulberg Store")) {
      await switcher.click();
      await page.locator(".ant-select-item-option", { hasText: "Gulberg Store" }).first().click();
    }
    // the sale's number, not its uuid; the status in words
    const row = await visible(page.locator(".ant-table-row", { hasText: sale.secondaryId }));
    await expect.poll(() => row.textContent()).toMatch(/RTN-\d{6}.*PKR [\d,.]+.*Returned.*Bought the wrong strength/);
    expect(await row.textContent()).not.toContain(sale.id.slice(0, 10));
    await page.getByTestId("return-order-search").fill("zzzz-no-such-product");
    await visible(page.getByText("No Data Found"));
    await page.getByTestId("return-order-search").fill("");
    const returnNumber = /RTN-\d{6}/.exec((await row.textContent()) ?? "")?.[0] ?? "";
    // Export: the list as a CSV the server streams
    const [exported] = await Promise.all([page.waitForEvent("download"), page.getByTestId("return-order-export").click()]);
    expect(exported.suggestedFilename()).toMatch(/^return-orders-\d{8}-\d{4}\.csv$/);
    expect(await readFile((await exported.path()) ?? "", "utf8")).toContain(`${returnNumber},${sale.secondaryId},`);
    await (await visible(page.getByTestId(`return-order-view-${returnNumber}`))).click();
    await expect.poll(() => page.url()).toContain("id=");
    const dialog = await visible(page.locator(".ant-modal-content", { hasText: "Return Order Details" }));
    await expect.poll(() => dialog.getByTestId("return-dialog-id").textContent()).toBe(returnNumber);
    await visible(dialog.getByText("Return Order Details"));
    await visible(dialog.getByTestId("return-dialog-comment").filter({ hasText: "Bought the wrong strength" }));
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    await dialog.getByTestId("return-dialog-copy").click();
    await visible(page.getByText("Copied!"));
    await screenshot(page, "pos-returns-03-dialog");
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await expect.poll(() => page.url()).not.toContain("id=");

    // the card sale refunded in cash: the dialog says by whom and why
    const { getReturnedOrders: chosen } = await call<{ getReturnedOrders: { data: { id: string; parentOrderId: string }[] } }>(manager, `query { getReturnedOrders(limit: 50) { data { id parentOrderId } } }`);
    const inCash = chosen.data.find((each) => each.parentOrderId === splitSale.id);
    await page.goto(`${baseUrl}/app/sales-orders/return-order?id=${inCash?.id ?? ""}`);
    const refund = await visible(page.getByTestId("return-dialog-refund"));
    await expect.poll(() => refund.textContent()).toMatch(/^Refunded by Cash PKR [\d,.]+Not the sale's own method: chosen by Bilal Ahmed because "Card machine is down"\.$/);
    await screenshot(page, "pos-returns-03b-dialog-refund");
    await page.keyboard.press("Escape");

    const { getReturnedOrders } = await call<{ getReturnedOrders: { data: { id: string; secondaryId: string }[] } }>(manager, `query { getReturnedOrders(limit: 50) { data { id secondaryId } } }`);
    const returned = getReturnedOrders.data.find((each) => each.secondaryId === returnNumber);
    await page.goto(`${baseUrl}/invoice/order-receipt/${returned?.id ?? ""}`);
    await visible(page.getByText("RETURN SLIP"));
    await visible(page.getByText("Visit us again soon!"));
    await expect.poll(() => page.getByTestId("receipt-parent-order").textContent()).toContain(sale.secondaryId);
    await screenshot(page, "pos-returns-04-slip");
  });
});
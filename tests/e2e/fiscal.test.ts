// Fiscal reporting in Chromium, on the demo data as `npm start` serves it (Gulberg Store Till 1 reports to the
// SANDBOX FBR): the administrator sees the integration with its write-only secrets; the cashier sells with the Rs 1
// POS fee and the receipt prints the fiscal number and its QR code; a one-unit cash return prints a slip with the
// credit note's number; a rejected posting is listed in Fiscal Postings and Retry posts it. Every sandbox number
// says 'Sandbox — not reported to FBR' beside it.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { newIdempotencyKey } from "../../common/schemas/idempotency";
import { DEMO_FBR_POS_ID } from "../../server/seed/integrations";
import type { LoginPayload } from "../support/api";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin, demoCashier, demoManager } from "../support/logins";
import { signIn, switchLocation, toast, visible } from "../support/pages";
import { receiveNewProducts } from "./stockHelpers";
import { scanCode, tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const { api, call } = tillApi(baseUrl);

let page: Page;
let manager: LoginPayload;
let storeId = "";
let tillId = "";
let lotCode = "";
let productId = "";
let sale: { id: string; secondaryId: string };

browserJourney((opened) => ({ page } = opened), { timeout: 20_000 });

beforeAll(async () => {
  manager = await api.login(demoManager.email, demoManager.password);
  const store = manager.allowedLocations.find((location) => location.name === "Gulberg Store");
  storeId = store?.id ?? "";
  const { getLocationRegisters } = await call<{ getLocationRegisters: { data: { id: string; name: string }[] } }>(manager, `query ($locationId: ID) { getLocationRegisters(locationId: $locationId, limit: 50) { data { id name } } }`, { locationId: storeId });
  tillId = getLocationRegisters.data.find((register) => register.name === "Gulberg Store Till 1")?.id ?? "";
  // stock of its own at the store: the shard's other tests may have sold, counted or moved the demo's
  const admin = await api.login(demoAdmin.email, demoAdmin.password);
  const tag = `fiscal-${Date.now().toString(36)}`;
  const [received] = await receiveNewProducts(call, admin, storeId, { tag, products: [{ name: `Fiscal Tablet ${tag}`, skuCode: `FSC-${tag}`, packs: 2 }] });
  lotCode = received?.lots[0]?.actionId ?? "";
  productId = received?.id ?? "";
  if (!lotCode) throw new Error("no lot in stock at Gulberg Store");
});

const focusedTestId = () => page.evaluate(() => document.activeElement?.closest("[data-testid]")?.getAttribute("data-testid") ?? null);

describe.sequential("fiscal reporting", () => {
  it("the administrator sees the till's FBR integration; its token and POS ID are never shown", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await page.goto(`${baseUrl}/app/system/integrations`);
    const row = await visible(page.locator(".ant-table-row", { hasText: "FBR (sandbox)" }));
    await expect.poll(() => row.textContent()).toMatch(/INT-\d{6}.*FBR.*Active.*Normal.*Return.*PKR 1\.00.*Gulberg Store.*Gulberg Store Till 1/);
    // the screen says where the postings go: this server's sandbox, not FBR
    await visible(page.getByTestId("fiscal-target-notice").getByText(/FBR postings go to this server's SANDBOX authority/));
    await screenshot(page, "fiscal-01-integrations");
    await row.getByRole("button", { name: /edit/i }).click();
    const modal = await visible(page.locator(".ant-modal-content", { hasText: "Update Integration" }));
    const token = modal.locator('input[data-testid="field-accessToken"], [data-testid="field-accessToken"] input').first();
    await visible(token);
    expect(await token.inputValue()).toBe("");
    expect(await token.getAttribute("type")).toBe("password");
    await visible(modal.getByText(/Write-only: stored encrypted/).first());
    await visible(modal.getByTestId("fiscal-target-hint"));
    await screenshot(page, "fiscal-02-integration-form");
    await modal.getByRole("button", { name: "Cancel" }).click();
  });

  it("the cashier sells at the reported till with the POS fee; the receipt prints the fiscal number and its QR", async () => {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, baseUrl, demoCashier.email, demoCashier.password);
    await page.goto(`${baseUrl}/pos/${storeId}/${tillId}`);
    await visible(page.getByTestId("pos-header"));
    await scanCode(page, lotCode);
    await visible(page.getByTestId("pos-line").first());
    await expect.poll(() => page.getByTestId("pos-summary-integration").textContent()).toBe("FBR (sandbox) POS fee1.00");
    await page.keyboard.press("F9");
    await expect.poll(focusedTestId).toBe("pos-payment-amount");
    await page.keyboard.press("Enter");
    const done = await visible(toast(page, "Change due: PKR 0.00"));
    const number = /Order (\S+) completed/.exec((await done.textContent()) ?? "")?.[1] ?? "";
    const { getOrder } = await call<{ getOrder: { id: string; secondaryId: string; integrationCharges: number } }>(manager, `query ($secondaryId: String) { getOrder(secondaryId: $secondaryId) { id secondaryId integrationCharges } }`, { secondaryId: number });
    expect(getOrder.integrationCharges).toBe(1);
    sale = getOrder;

    const receipt = await page.context().newPage();
    await receipt.goto(`${baseUrl}/invoice/order-receipt/${sale.id}`);
    await expect.poll(() => receipt.getByTestId("receipt-fiscal-number").textContent(), { timeout: 15_000 }).toMatch(/^SBX\d{18}$/);
    await visible(receipt.getByTestId("receipt-fiscal").locator("svg"));
    await visible(receipt.getByText("FBR Invoice No."));
    await expect.poll(() => receipt.getByTestId("receipt-fiscal-sandbox").textContent()).toBe("Sandbox — not reported to FBR");
    await screenshot(receipt, "fiscal-03-receipt");
    await receipt.close();
  });

  it("a one-unit cash return is posted as a credit note and its slip prints the number", async () => {
    await page.getByTestId("pos-action-orderReturn").click();
    await (await visible(page.getByTestId("return-number"))).fill(sale.secondaryId);
    await page.keyboard.press("Enter");
    const quantity = await visible(page.locator('input[data-testid="return-quantity"], [data-testid="return-quantity"] input').first());
    await quantity.fill("1");
    await page.getByTestId("return-comment").fill("Doctor changed the prescription");
    await page.getByTestId("return-submit").click();
    const done = await visible(page.getByTestId("return-done"));
    const returnNumber = /RTN-\d{6}/.exec((await done.textContent()) ?? "")?.[0] ?? "";
    const { getReturnedOrders } = await call<{ getReturnedOrders: { data: { id: string; secondaryId: string }[] } }>(manager, `query { getReturnedOrders(limit: 50) { data { id secondaryId } } }`);
    const returned = getReturnedOrders.data.find((each) => each.secondaryId === returnNumber);
    const slip = await page.context().newPage();
    await slip.goto(`${baseUrl}/invoice/order-receipt/${returned?.id ?? ""}`);
    await visible(slip.getByText("RETURN SLIP"));
    await expect.poll(() => slip.getByTestId("receipt-fiscal-number").textContent(), { timeout: 15_000 }).toMatch(/^SBX\d{18}$/);
    await expect.poll(() => slip.getByTestId("receipt-parent-order").textContent()).toContain(sale.secondaryId);
    await visible(slip.getByTestId("receipt-fiscal-sandbox"));
    await screenshot(slip, "fiscal-04-return-slip");
    await slip.close();

    // the return in Return Order, with its details dialog
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, baseUrl, demoManager.email, demoManager.password);
    await page.goto(`${baseUrl}/app/sales-orders/return-order`);
    await switchLocation(page, "Gulberg Store");
    await (await visible(page.getByTestId(`return-order-view-${returnNumber}`))).click();
    const dialog = await visible(page.locator(".ant-modal-content", { hasText: "Return Order Details" }));
    await expect.poll(() => dialog.getByTestId("return-dialog-comment").textContent()).toContain("Doctor changed the prescription");
  });

  it("a rejected posting shows in Fiscal Postings and Retry posts it", async () => {
    // the sandbox refuses the till's next invoice (its controls are the company's administrator's only)
    const control = (headers: Record<string, string>) => fetch(`${baseUrl}/sandbox/fiscal/fbr/control`, { method: "POST", headers, body: JSON.stringify({ posId: DEMO_FBR_POS_ID, mode: "reject", count: 1 }) });
    expect((await control({})).status).toBe(401);
    const admin = await api.login(demoAdmin.email, demoAdmin.password);
    expect((await control({ "x-api-key": admin.token })).status).toBe(200);
    const { createOrder } = await call<{ createOrder: { id: string; secondaryId: string } }>(manager, `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id secondaryId } }`, {
      input: { idempotencyKey: newIdempotencyKey(), order: { locationId: storeId, registerId: tillId, items: [{ productId, quantity: 1 }] }, payments: [{ method: "CASH", amount: 100000 }] },
    });
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await page.goto(`${baseUrl}/app/system/fiscal-postings`);
    await visible(page.getByText("Fiscal Postings").first());
    const status = page.getByTestId(`fiscal-posting-status-${createOrder.secondaryId}`);
    await expect.poll(async () => {
      await page.getByText("Rejected", { exact: true }).first().click();
      return (await status.count()) > 0 ? status.textContent() : null;
    }, { timeout: 20_000 }).toBe("REJECTED");
    await visible(page.locator(".ant-table-row", { hasText: createOrder.secondaryId }).getByText(/not registered/));
    await screenshot(page, "fiscal-05-postings-rejected");
    await page.getByTestId(`fiscal-posting-retry-${createOrder.secondaryId}`).click();
    await visible(toast(page, "Posting queued again."));
    await page.getByText("All", { exact: true }).first().click();
    await expect.poll(() => page.getByTestId(`fiscal-posting-status-${createOrder.secondaryId}`).textContent(), { timeout: 20_000 }).toBe("POSTED");
    await visible(page.locator(".ant-table-row", { hasText: createOrder.secondaryId }).getByTestId("posting-sandbox"));
    // the wide table scrolled to its number column, for the screenshot
    await page.locator(".ant-table-content").first().evaluate((table) => (table.scrollLeft = table.scrollWidth));
    await screenshot(page, "fiscal-06-postings-posted");
    // the order's details say it too
    await page.goto(`${baseUrl}/app/sales-orders/order-management/details/${createOrder.id}`);
    await expect.poll(() => page.getByTestId("order-fiscal-sandbox").textContent(), { timeout: 15_000 }).toBe("Sandbox — not reported to FBR");
    await screenshot(page, "fiscal-07-order-details");
  });
});

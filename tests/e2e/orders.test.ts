// Receipts and order management in Chromium: the public receipt samples print on 80 mm paper; a real sale (made
// through the API at a till with an open session) is found in the order list by its number and status, its
// details show what was sold, and Print then Reprint go through the hidden frame: the second copy says Duplicate.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import type { LoginPayload } from "../support/api";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin } from "../support/logins";
import { signIn, visible } from "../support/pages";
import { receiveNewProducts } from "./stockHelpers";
import { tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const { api, call: callAs } = tillApi(baseUrl);
const run = Date.now().toString(36).toUpperCase();

let page: Page;
let session: LoginPayload;
let sale = { id: "", secondaryId: "", totalAmount: 0 };
let otherSale = { id: "", secondaryId: "" };
let products: { id: string; name: string }[] = [];

browserJourney((opened) => ({ page } = opened));

async function call<T>(query: string, variables: object = {}): Promise<T> {
  const result = await api.gql<T>(query, variables, { token: session.token });
  if (!result.data) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** A till at the location (receipts in TEMPLATE_3), opened with a float, through the settings and session calls. */
async function openTill(locationId: string): Promise<string> {
  const { createLocationRegister } = await call<{ createLocationRegister: { id: string } }>(
    `mutation ($dto: LocationRegisterInput!) { createLocationRegister(dto: $dto) { id } }`,
    {
      dto: {
        name: `Till ${run}`,
        type: "SALES_REGISTER",
        printMode: "THERMAL",
        currency: "PKR",
        receiptTemplate: "TEMPLATE_3",
        terminalTaxId: `POS-${run}`,
        locationId,
      },
    },
  );
  await call(`mutation ($registerId: ID!) { openLocationRegister(registerId: $registerId, session: { openingAmount: 5000 }) { id } }`, {
    registerId: createLocationRegister.id,
  });
  return createLocationRegister.id;
}

async function sell(locationId: string, registerId: string, items: { productId: string; quantity: number }[], extra: object = {}) {
  const order = { locationId, registerId, items, ...extra };
  const { calculateCartSummary } = await call<{ calculateCartSummary: { total: number } }>(
    `query ($order: CartInput!) { calculateCartSummary(order: $order) { total } }`,
    { order },
  );
  const tendered = Math.ceil(calculateCartSummary.total / 500) * 500;
  const { createOrder } = await call<{ createOrder: { id: string; secondaryId: string; totalAmount: number } }>(
    `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id secondaryId totalAmount } }`,
    { input: { idempotencyKey: randomUUID().replace(/-/g, ""), order, payments: [{ method: "CASH", amount: tendered }] } },
  );
  return createOrder;
}

beforeAll(async () => {
  session = await api.login(demoAdmin.email, demoAdmin.password);
  const store = session.allowedLocations.find((location) => location.name === "Gulberg Store");
  if (!store) throw new Error("no Gulberg Store");
  products = await receiveNewProducts(callAs, session, store.id, {
    products: ["A", "B"].map((label) => ({ name: `Receipt Tablets ${label} ${run}`, skuCode: `RCP-${label}-${run}`, packs: 1 })),
    tag: `RCP-${run}`,
  });
  const registerId = await openTill(store.id);
  sale = await sell(
    store.id,
    registerId,
    products.map((product, index) => ({ productId: product.id, quantity: index + 1 })),
    { specialInstructions: "Paper bag please", mrNo: `MR-${run}` },
  );
  otherSale = await sell(store.id, registerId, [{ productId: products[0].id, quantity: 1 }]);
});

/** The width of the PDF's first page in points (Chromium writes the MediaBox as text). */
function pdfPageWidth(pdf: Buffer): number {
  const match = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString("latin1"));
  if (!match) throw new Error("no MediaBox in the PDF");
  return Number(match[1]);
}

const MM_IN_POINTS = 72 / 25.4;

describe.sequential("receipts and order management", () => {
  it.each([
    ["/order-receipt/template1", "TEMPLATE_1", "receipt-template1"],
    ["/order-receipt/template2", "TEMPLATE_2", "receipt-template2"],
    ["/demo-order-detailed-receipt", "TEMPLATE_3", "receipt-detailed"],
  ])("renders the public sample %s on 80 mm paper", async (path, template, shot) => {
    await page.goto(`${baseUrl}${path}`);
    const receipt = await visible(page.getByTestId("receipt"));
    expect(await receipt.getAttribute("data-template")).toBe(template);
    expect(await page.getByTestId("receipt-total").textContent()).toContain("PKR 3,378.00");
    const box = await receipt.boundingBox();
    // 80 mm at 96 px an inch
    expect(box?.width).toBeGreaterThan(300);
    expect(box?.width).toBeLessThan(305);
    await screenshot(page, shot);
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pdfPageWidth(pdf) / MM_IN_POINTS).toBeCloseTo(80, 0);
  });

  it("finds the sale in the order list by its number and status", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await page.goto(`${baseUrl}/app/sales-orders/order-management`);
    // the list shows the current location's orders: the sales were made at Gulberg Store
    const switcher = await visible(page.getByTestId("location-switcher"));
    if (!((await switcher.textContent()) ?? "").includes("Gulberg Store")) {
      await switcher.click();
      await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: "Gulberg Store" }).first().click();
    }
    await expect.poll(() => switcher.textContent()).toContain("Gulberg Store");
    await visible(page.getByTestId(`order-status-${otherSale.secondaryId}`));
    await visible(page.getByTestId(`order-status-${sale.secondaryId}`));
    await screenshot(page, "order-list");

    await page.getByTestId("list-search").fill(sale.secondaryId);
    await page.getByTestId(`order-status-${otherSale.secondaryId}`).waitFor({ state: "detached" });
    const header = page.locator(".ant-table-thead");
    await header.getByTestId("column-menu-status").click();
    await page.getByTestId("column-menu-status-filter-select").click();
    await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: "Completed" }).click();
    await page.getByTestId("column-menu-status-filter-apply").click();
    await expect.poll(() => page.url()).toContain("status");
    expect(await (await visible(page.getByTestId(`order-status-${sale.secondaryId}`))).textContent()).toBe("Completed");
    expect(await page.getByTestId(`order-total-${sale.secondaryId}`).textContent()).toMatch(/^PKR [\d,]+(\.\d+)?$/);

    // an amount range the sale is above hides it; one around it shows it again (the server filters)
    const amountFilter = async (min: number, max: number) => {
      await header.getByTestId("column-menu-totalAmount").click();
      await page.getByTestId("column-menu-totalAmount-filter-min").fill(String(min));
      await page.getByTestId("column-menu-totalAmount-filter-max").fill(String(max));
      await page.getByTestId("column-menu-totalAmount-filter-apply").click();
    };
    await amountFilter(0, Math.floor(sale.totalAmount) - 1);
    await page.getByTestId(`order-status-${sale.secondaryId}`).waitFor({ state: "detached" });
    await amountFilter(Math.floor(sale.totalAmount), Math.ceil(sale.totalAmount) + 1);
    await visible(page.getByTestId(`order-status-${sale.secondaryId}`));

    // the till that sold it, picked by name
    await header.getByTestId("column-menu-registerId").click();
    await page.getByTestId("column-menu-registerId-filter-select").locator("input").fill(`Till ${run}`);
    await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: `Till ${run}` }).click();
    await expect.poll(() => page.url()).toContain("registerId");
    await visible(page.getByTestId(`order-status-${sale.secondaryId}`));
  });

  it("opens the details: what was sold from which lots, payments, fees and the timeline", async () => {
    await page.getByTestId(`view-order-${sale.secondaryId}`).click();
    await visible(page.getByTestId("order-details-page"));
    expect(await page.getByTestId("order-title").textContent()).toBe(`Order ${sale.secondaryId}`);
    expect(await page.getByTestId("order-status").textContent()).toBe("Completed");
    expect(await page.getByTestId("order-payment-status").textContent()).toBe("Paid");
    const items = page.getByTestId("order-items");
    for (const product of products) await visible(items.getByText(product.name, { exact: true }));
    expect(await items.locator("[data-testid^=order-item-lots-]").first().textContent()).toMatch(/~\d+ exp\. \d\d\/\d\d\/\d{4} × \d+/);
    expect(await page.getByTestId("order-payments").textContent()).toContain("Cash");
    await visible(page.getByTestId("order-timeline-CREATE"));
    expect(await page.getByTestId("order-print").textContent()).toBe("Print");
    await screenshot(page, "order-details");
  });

  it("prints, then reprints: the second copy says Duplicate", async () => {
    await page.getByTestId("order-print").click();
    await expect.poll(() => page.getByTestId("order-print").textContent(), { timeout: 20_000 }).toBe("Reprint");
    expect(await page.getByTestId("order-print-count").textContent()).toBe("Printed 1 time");
    await page.getByTestId("order-print").click();
    await expect.poll(() => page.getByTestId("order-print-count").textContent(), { timeout: 20_000 }).toBe("Printed 2 times");
    await expect.poll(() => page.getByText("Receipt printed").count()).toBe(2);
    await expect.poll(() => page.locator("iframe[data-testid=order-receipt-frame]").count(), { timeout: 10_000 }).toBe(0);

    const receiptPage = await page.context().newPage();
    await receiptPage.goto(`${baseUrl}/invoice/order-receipt/${sale.id}`);
    const receipt = await visible(receiptPage.getByTestId("receipt"));
    expect(await receipt.getAttribute("data-template")).toBe("TEMPLATE_3");
    expect(await receiptPage.getByTestId("receipt-duplicate").textContent()).toBe("DUPLICATE");
    expect(await receiptPage.getByTestId("receipt-order-number").textContent()).toContain(sale.secondaryId);
    expect(await receiptPage.getByTestId("receipt-company").textContent()).toBe("Demo Pharmacy");
    expect(await receiptPage.getByTestId("receipt-instructions").textContent()).toContain("Paper bag please");
    expect(await receiptPage.getByTestId("receipt-mrno").textContent()).toContain(`MR-${run}`);
    expect(await receiptPage.getByTestId("receipt-pos-id").textContent()).toContain(`POS-${run}`);
    expect(await receiptPage.getByTestId("receipt-cashier").textContent()).toContain("Ayesha Malik");
    await screenshot(receiptPage, "receipt-real-duplicate");
    await receiptPage.close();
  });
});

// The role-aware dashboard (issue 28) in Chromium, on data of its own made through the API: a new store with its
// own product, till and two sales (cash and card). The administrator sees the store's figures and charts there
// (screenshot), and a chart's bar and a figure open the list behind them filtered to that day, the open registers,
// returns and failed fiscal postings theirs; the cashier sees their till's session so far and goes to the till from it.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import type { LoginPayload } from "../support/api";
import { screenshot } from "../support/browser";
import { geography } from "../support/fixtures";
import { browserJourney } from "../support/journey";
import { demoAdmin, demoCashier, demoManager } from "../support/logins";
import { CREATE_LOCATION } from "../support/operations";
import { signIn, switchLocation, visible } from "../support/pages";
import { receiveNewProducts } from "./stockHelpers";
import { gulbergRegister, tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const { api, call } = tillApi(baseUrl);
const run = Date.now().toString(36).toUpperCase();
const STORE = `Dash Store ${run}`;

let page: Page;
let admin: LoginPayload;
let storeId = "";
let productId = "";
let tillId = "";
let cashSale: Sale;

browserJourney((opened) => ({ page } = opened), { timeout: 20_000 });

const newKey = () => `${run}${Math.random().toString(36).slice(2)}`.replace(/[^a-z0-9]/gi, "");

/** A sale of `quantity` pieces (Rs 10 each) at the till, paid by `method`. */
type Sale = { id: string; items: { lots: { id: string }[] }[] };

async function sell(seller: LoginPayload, locationId: string, registerId: string, product: string, quantity: number, method: string): Promise<Sale> {
  const { createOrder } = await call<{ createOrder: Sale }>(seller, `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id items { lots { id } } } }`, {
    input: { idempotencyKey: newKey(), order: { locationId, registerId, items: [{ productId: product, quantity }] }, payments: [{ method, amount: quantity * 10 }] },
  });
  return createOrder;
}

async function openTill(opener: LoginPayload, locationId: string, name: string, opening: number): Promise<string> {
  const { createLocationRegister } = await call<{ createLocationRegister: { id: string } }>(admin, `mutation ($dto: LocationRegisterInput!) { createLocationRegister(dto: $dto) { id } }`, {
    dto: { name, type: "SALES_REGISTER", printMode: "THERMAL", currency: "PKR", locationId, status: "ACTIVE" },
  });
  await call(opener, `mutation ($registerId: ID!, $opening: Float!) { openLocationRegister(registerId: $registerId, session: { openingAmount: $opening }) { id } }`, { registerId: createLocationRegister.id, opening });
  return createLocationRegister.id;
}

beforeAll(async () => {
  const first = await api.login(demoAdmin.email, demoAdmin.password);
  const cityId = (await geography(api, first.token, "Pakistan")).city("Lahore");
  const warehouse = first.allowedLocations.find((location) => location.name === "Central Warehouse");
  ({ createLocation: { id: storeId } } = await call<{ createLocation: { id: string } }>(first, CREATE_LOCATION, {
    locationDto: { name: STORE, type: "RETAIL", status: "ACTIVE", cityId, warehouse_id: warehouse?.id },
  }));
  admin = await api.login(demoAdmin.email, demoAdmin.password);
  const [product] = await receiveNewProducts(call, admin, storeId, { products: [{ name: `Dash Tablet ${run}`, skuCode: `DASH-${run}`, packs: 3 }], tag: `DASH${run}` });
  productId = product.id;
  tillId = await openTill(admin, storeId, `Dash Till ${run}`, 1000);
  cashSale = await sell(admin, storeId, tillId, productId, 5, "CASH");
  await sell(admin, storeId, tillId, productId, 3, "CARD");
});

describe.sequential("the dashboard", () => {
  it("shows the manager the store's figures and charts", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await switchLocation(page, STORE);
    await visible(page.getByTestId("dashboard"));
    // all the user's locations first; this store's figures once chosen (the choice is kept over the next visits)
    await expect.poll(() => page.getByTestId("dashboard").locator(".ant-typography", { hasText: / · \d+ locations$/ }).count()).toBe(1);
    await page.getByTestId("dashboard-scope").getByText("This location").click();
    // 5 + 3 pieces at Rs 10
    await expect.poll(() => page.getByTestId("figure-net-today").textContent()).toMatch(/80\.00$/);
    await expect.poll(() => page.getByTestId("figure-net-30").textContent()).toMatch(/80\.00$/);
    await expect.poll(() => page.getByTestId("figure-basket").textContent()).toMatch(/40\.00$/);
    await visible(page.getByTestId("chart-sales-by-day").locator("canvas"));
    await visible(page.getByTestId("chart-payment-mix").locator("canvas"));
    await visible(page.getByTestId("top-products").getByText(`Dash Tablet ${run}`));
    await visible(page.getByTestId("open-registers").getByText(`Dash Till ${run}`));
    // the 30-day chart switches to 90 days
    await page.getByTestId("sales-span").getByText("90 days").click();
    await visible(page.getByTestId("chart-sales-by-day").locator("canvas"));
    await page.waitForTimeout(800); // the charts animate in
    await screenshot(page, "dashboard-manager");
  });

  it("opens the orders of that day and store from the chart's bar", async () => {
    // one day of sales: its bar fills the plot's width; a click low in the plot lands on it
    const canvas = page.getByTestId("chart-sales-by-day").locator("canvas");
    const box = await canvas.boundingBox();
    if (!box) throw new Error("the sales chart has no canvas");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.75);
    await expect.poll(() => page.url()).toContain("/app/sales-orders/order-management");
    expect(decodeURIComponent(page.url())).toContain("filters[0][field]=createdAt");
    await expect.poll(() => page.locator(".ant-table-row").count()).toBe(2);
    await page.goto(`${baseUrl}/app`);
    await visible(page.getByTestId(`store-today-${storeId}`));
  });

  it("opens the orders of that day and store from the store's figure", async () => {
    await page.getByTestId(`store-today-${storeId}`).click();
    await expect.poll(() => page.url()).toContain("/app/sales-orders/order-management");
    expect(decodeURIComponent(page.url())).toContain("filters[0][field]=createdAt");
    await expect.poll(() => page.locator(".ant-table-row").count()).toBe(2);
    await screenshot(page, "dashboard-orders-of-the-day");
  });

  it("opens the expiring stock in the inventory report", async () => {
    await page.goto(`${baseUrl}/app`);
    await page.getByTestId("figure-expiring-90-link").click();
    await expect.poll(() => page.url()).toContain("expiringWithinDays=90");
    await expect.poll(() => page.locator("input").evaluateAll((inputs) => inputs.some((input) => (input as HTMLInputElement).value === "90"))).toBe(true);
  });

  it("opens the store's open registers, its returns of 30 days and the failed fiscal postings, filtered", async () => {
    await page.goto(`${baseUrl}/app`);
    await page.getByTestId("open-registers-link").click();
    await visible(page.getByTestId("register-list-open-only"));
    await visible(page.getByTestId("register-list").getByText(`Dash Till ${run}`));
    await expect.poll(() => page.getByTestId("register-list").locator(".ant-table-row").count()).toBe(1);
    // a piece of the cash sale comes back today: the store's one return of the last 30 days
    await call(admin, `mutation ($input: ReturnOrderInput!) { returnOrder(input: $input) { id } }`, {
      input: { idempotencyKey: newKey(), orderId: cashSale.id, registerId: tillId, lines: [{ orderItemLotId: cashSale.items[0].lots[0].id, quantity: 1, restock: true }], comment: "Dashboard" },
    });
    await page.goto(`${baseUrl}/app`);
    await page.getByTestId("figure-returns-rate-link").click();
    await expect.poll(() => page.url()).toContain("/app/sales-orders/return-order");
    expect(decodeURIComponent(page.url())).toContain("filters[0][field]=createdAt");
    await visible(page.getByTestId("return-order-made"));
    await expect.poll(() => page.getByTestId("return-order-page").locator(".ant-table-row").count()).toBe(1);
    await screenshot(page, "dashboard-returns-of-30-days");
    await page.goto(`${baseUrl}/app`);
    await page.getByTestId("figure-fiscal-failed-link").click();
    await expect.poll(() => page.url()).toContain("/app/system/fiscal-postings?view=refused");
    await visible(page.locator(".ant-segmented-item-selected", { hasText: "Failed or rejected" }));
  });

  it("shows the cashier their till's session so far and takes them to the till", async () => {
    const manager = await api.login(demoManager.email, demoManager.password);
    const cashier = await api.login(demoCashier.email, demoCashier.password);
    const gulberg = cashier.allowedLocations.find((location) => location.name === "Gulberg Store");
    if (!gulberg) throw new Error("the cashier works at no Gulberg Store");
    const [product] = await receiveNewProducts(call, admin, gulberg.id, { products: [{ name: `Dash Cashier Tablet ${run}`, skuCode: `DASHC-${run}`, packs: 1 }], tag: `DASHC${run}` });
    const { registerId } = await gulbergRegister(call, admin, manager, `Dash Cashier Till ${run}`);
    await call(cashier, `mutation ($registerId: ID!, $opening: Float!) { openLocationRegister(registerId: $registerId, session: { openingAmount: $opening }) { id } }`, { registerId, opening: 500 });
    await sell(cashier, gulberg.id, registerId, product.id, 4, "CASH");

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, baseUrl, demoCashier.email, demoCashier.password);
    await page.goto(`${baseUrl}/app`);
    await switchLocation(page, "Gulberg Store");
    await visible(page.getByTestId("cashier-session").getByText(`Dash Cashier Till ${run}`));
    // 500 opening + 40 cash
    await expect.poll(() => page.getByTestId("cashier-cash-expected").textContent()).toMatch(/540\.00$/);
    await expect.poll(() => page.getByTestId("cashier-sales-count").textContent()).toBe("1");
    await screenshot(page, "dashboard-cashier");
    await page.getByTestId("cashier-open-till").click();
    await expect.poll(() => page.url()).toContain(`/pos/${gulberg.id}/${registerId}`);
  });
});

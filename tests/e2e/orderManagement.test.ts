// Order Management as a manager of two stores sees it (issue 25, item 18): the list follows the location switcher
// like the other location-scoped lists, and a cart parked at a till or taken back from it is not a "Cancelled"
// order there (the status filter's Held finds the parked one).
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import type { LoginPayload } from "../support/api";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin } from "../support/logins";
import { signIn, switchLocation, visible } from "../support/pages";
import { ownProductInStock } from "./stockHelpers";
import { tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const { api, call: callAs } = tillApi(baseUrl);
const run = Date.now().toString(36).toUpperCase();

let page: Page;
let admin: LoginPayload;
type Sale = { id: string; secondaryId: string };
const sales: Record<"gulberg" | "dha", Sale> = { gulberg: { id: "", secondaryId: "" }, dha: { id: "", secondaryId: "" } };
let parked: Sale;
let resumed: Sale;

browserJourney((opened) => ({ page } = opened));

const call = <T,>(query: string, variables: object = {}) => callAs<T>(admin, query, variables);

/** A new open till at the store, and a one-line sale there of a product of the test's own. */
async function tillAndSale(storeName: string): Promise<{ cart: object; sale: Sale }> {
  const store = admin.allowedLocations.find((location) => location.name === storeName);
  if (!store) throw new Error(`no ${storeName}`);
  const { createLocationRegister } = await call<{ createLocationRegister: { id: string } }>(
    `mutation ($dto: LocationRegisterInput!) { createLocationRegister(dto: $dto) { id } }`,
    { dto: { name: `Orders ${run} ${storeName}`, type: "SALES_REGISTER", printMode: "THERMAL", currency: "PKR", locationId: store.id, status: "ACTIVE" } },
  );
  const registerId = createLocationRegister.id;
  await call(`mutation ($registerId: ID!) { openLocationRegister(registerId: $registerId, session: { openingAmount: 1000 }) { id } }`, { registerId });
  const product = await ownProductInStock(callAs, admin, store.id, `om${run}${storeName.slice(0, 3)}`);
  const cart = { locationId: store.id, registerId, items: [{ productId: product.id, quantity: 1 }] };
  const { calculateCartSummary } = await call<{ calculateCartSummary: { total: number } }>(`query ($order: CartInput!) { calculateCartSummary(order: $order) { total } }`, { order: cart });
  const { createOrder } = await call<{ createOrder: Sale }>(`mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id secondaryId } }`, {
    input: { idempotencyKey: randomUUID().replace(/-/g, ""), order: cart, payments: [{ method: "CASH", amount: Math.ceil(calculateCartSummary.total) + 10 }] },
  });
  return { cart, sale: createOrder };
}

beforeAll(async () => {
  admin = await api.login(demoAdmin.email, demoAdmin.password);
  const gulberg = await tillAndSale("Gulberg Store");
  sales.gulberg = gulberg.sale;
  sales.dha = (await tillAndSale("DHA Store")).sale;
  parked = (await call<{ holdOrder: Sale }>(`mutation ($order: CartInput!) { holdOrder(order: $order) { id secondaryId } }`, { order: gulberg.cart })).holdOrder;
  const taken = (await call<{ holdOrder: Sale }>(`mutation ($order: CartInput!) { holdOrder(order: $order) { id secondaryId } }`, { order: gulberg.cart })).holdOrder;
  resumed = (await call<{ resumeHeldOrder: Sale }>(`mutation ($id: ID!) { resumeHeldOrder(id: $id) { id secondaryId } }`, { id: taken.id })).resumeHeldOrder;
});

describe.sequential("order management", () => {
  it("lists the current location's orders and follows the location switcher", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await page.goto(`${baseUrl}/app/sales-orders/order-management`);
    await switchLocation(page, "Gulberg Store");
    await visible(page.getByTestId(`order-status-${sales.gulberg.secondaryId}`));
    await expect.poll(() => page.getByTestId(`order-status-${sales.dha.secondaryId}`).count()).toBe(0);
    await screenshot(page, "order-management-gulberg");

    await switchLocation(page, "DHA Store");
    await visible(page.getByTestId(`order-status-${sales.dha.secondaryId}`));
    await expect.poll(() => page.getByTestId(`order-status-${sales.gulberg.secondaryId}`).count()).toBe(0);
    await screenshot(page, "order-management-dha");
  });

  it("does not list held or resumed carts as cancelled orders; the Held filter finds the parked one", async () => {
    await switchLocation(page, "Gulberg Store");
    await page.getByTestId("list-search").fill(parked.secondaryId.slice(0, 4));
    await expect.poll(() => page.url()).toContain("secondaryId");
    await expect.poll(() => page.locator(".ant-table-row").filter({ hasText: parked.secondaryId }).count()).toBe(0);
    expect(await page.locator(".ant-table-row").filter({ hasText: resumed.secondaryId }).count()).toBe(0);
    await page.getByTestId("list-search").fill("");

    const header = page.locator(".ant-table-thead");
    await header.getByTestId("column-menu-status").click();
    await page.getByTestId("column-menu-status-filter-select").click();
    await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: "Held" }).click();
    await page.getByTestId("column-menu-status-filter-apply").click();
    await expect.poll(() => page.url()).toContain("status");
    expect(await (await visible(page.getByTestId(`order-status-${parked.secondaryId}`))).textContent()).toBe("Held");
    expect(await page.getByTestId(`order-status-${resumed.secondaryId}`).count()).toBe(0);
    await screenshot(page, "order-management-held");
  });

  it("finds a location by typing its name into the switcher", async () => {
    await page.goto(`${baseUrl}/app/sales-orders/order-management`);
    const switcher = await visible(page.getByTestId("location-switcher"));
    await switcher.click();
    await page.keyboard.type("dha");
    const options = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option");
    await expect.poll(() => options.allTextContents()).toEqual(["DHA Store"]);
    await screenshot(page, "location-switcher-search");
    await page.keyboard.press("Enter");
    await expect.poll(() => switcher.textContent()).toContain("DHA Store");
    await visible(page.getByTestId(`order-status-${sales.dha.secondaryId}`));
  });

  it("names the sale in the activity log by its number, not its uuid", async () => {
    await page.goto(`${baseUrl}/app/activity-logs-creation`);
    const table = await visible(page.getByTestId("activity-table"));
    await visible(table.locator(".ant-table-row", { hasText: sales.dha.secondaryId }));
    expect(await table.textContent()).not.toContain(sales.dha.id);
    await screenshot(page, "activity-log-numbers");
  });
});

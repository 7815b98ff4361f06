// Issue 25 at the till, in Chromium against the real server: Enter takes the only product a name search shows; each
// panel opens with its first field focused (Esc in a suggestion list closes the list, a split payment's new amount
// takes the cursor); the cart survives a reload, the browser's Back and a visit to the back office, asking before
// each; a checkout whose answer was lost is sold once after a reload; the change due stays on screen until the
// next sale; a return at the till prints its refund slip; the till works on a portrait and a landscape tablet;
// a cashier with one open till signs in straight onto it.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { money } from "../../common/money";
import type { LoginPayload } from "../support/api";
import { launchBrowser, screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin, demoCashier, demoManager } from "../support/logins";
import { dismissNotifications, signIn, toast, visible } from "../support/pages";
import { ownProductInStock } from "./stockHelpers";
import { gulbergRegister, scanCode, tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const { api, call } = tillApi(baseUrl);
const run = Date.now().toString(36).toUpperCase();

let page: Page;
let admin: LoginPayload;
let manager: LoginPayload;
let storeId = "";
let registerId = "";
let tillUrl = "";
interface Stocked {
  id: string;
  name: string;
  skuCode: string | null;
  gtin: string | null;
  availableQuantity: number;
}
/** The test's own product in stock, which a search by its full name finds alone. */
let single: Stocked;
let soldNumber = "";

browserJourney((opened) => ({ page } = opened));

const search = async (session: LoginPayload, text: string) =>
  (
    await call<{ searchPosProducts: Stocked[] }>(
      session,
      `query ($locationId: ID!, $search: String!) { searchPosProducts(locationId: $locationId, search: $search, limit: 20) { id name skuCode gtin availableQuantity } }`,
      { locationId: storeId, search: text },
    )
  ).searchPosProducts;

beforeAll(async () => {
  admin = await api.login(demoAdmin.email, demoAdmin.password);
  manager = await api.login(demoManager.email, demoManager.password);
  ({ storeId, registerId } = await gulbergRegister(call, admin, manager, `Keep Till ${run}`, 5000));
  tillUrl = `${baseUrl}/pos/${storeId}/${registerId}`;
  // a product of the test's own (a search by its full name finds it alone): the shard's other tests may have sold
  // or counted the demo's
  const own = await ownProductInStock(call, admin, storeId, `keep${run}`, 3);
  const [found] = await search(manager, own.name);
  if (!found || found.id !== own.id) throw new Error(`a search for ${own.name} does not find it`);
  single = found;
});

const cartLines = () => page.getByTestId("pos-line");
const focusedTestId = () => page.evaluate(() => document.activeElement?.closest("[data-testid]")?.getAttribute("data-testid") ?? null);
const storedCart = () => page.evaluate((key) => localStorage.getItem(key), `pos-cart:${registerId}`);
const storedKey = async () => (JSON.parse((await storedCart()) ?? "{}") as { idempotencyKey?: string }).idempotencyKey ?? null;
const leaveDialog = () => page.locator(".ant-modal-confirm").filter({ hasText: "Leave the till?" });
const closeToasts = () => dismissNotifications(page);
/** The till open (signed in as the manager) with `units` of the product in the cart: each step also runs alone (-t). */
async function atTill(units = 0): Promise<void> {
  if (!page.url().startsWith(tillUrl)) {
    if (!page.url().startsWith(baseUrl)) await signIn(page, baseUrl, demoManager.email, demoManager.password);
    await page.goto(tillUrl);
    await visible(page.getByTestId("pos-header"));
  }
  if (units > 0 && (await cartLines().count()) === 0) {
    for (let unit = 1; unit <= units; unit += 1) {
      await scanCode(page, single.skuCode ?? "");
      await expect.poll(() => cartLines().first().getByTestId("pos-line-quantity").inputValue().catch(() => "")).toBe(String(unit));
    }
  }
}
/** Reloads the till; the browser's "leave site?" prompt must come (the cart has items) and is accepted. */
async function reloadAccepting(): Promise<string[]> {
  const asked: string[] = [];
  const onDialog = (dialog: { type: () => string; accept: () => Promise<void> }) => {
    asked.push(dialog.type());
    void dialog.accept();
  };
  page.on("dialog", onDialog);
  try {
    await page.reload();
  } finally {
    page.off("dialog", onDialog);
  }
  return asked;
}

describe.sequential("the till keeps the cart and the cursor", () => {
  it("adds the only product a name search shows on Enter, and a scanned code as before", async () => {
    await signIn(page, baseUrl, demoManager.email, demoManager.password);
    await page.goto(tillUrl);
    await visible(page.getByTestId("pos-header"));
    await expect.poll(focusedTestId).toBe("pos-scan");
    await page.keyboard.type(single.name, { delay: 40 });
    await expect.poll(() => page.getByTestId("pos-search-option").count()).toBe(1);
    await page.keyboard.press("Enter");
    await visible(cartLines().filter({ hasText: single.name }));
    await expect.poll(() => page.getByTestId("pos-scan").inputValue()).toBe("");
    // a scanner's fast code + Enter still adds by code
    await scanCode(page, single.skuCode ?? "");
    await expect.poll(() => cartLines().first().getByTestId("pos-line-quantity").inputValue()).toBe("2");
    expect(await toast(page, "Not added").count()).toBe(0);
  });

  it("opens each panel with its first field focused; Esc closes a suggestion list, not its panel", async () => {
    await atTill();
    const firstFields: [string, string][] = [
      ["orderReturn", "return-number"],
      ["lostSale", "lost-sale-product"],
      ["discounts", "discounts-code"],
      ["partners", "partners-search"],
      ["bulk", "pos-bulk-text"],
    ];
    for (const [panel, field] of firstFields) {
      await page.getByTestId(`pos-action-${panel}`).click();
      await expect.poll(focusedTestId, { message: `${panel} focuses ${field}` }).toBe(field);
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByTestId(field).count()).toBe(0);
    }
    // Delivery (it needs the customer): the cursor in its first field once the addresses are in
    await page.getByTestId("pos-customer-search").fill("0300 1112233");
    await (await visible(page.getByTestId("pos-customer-option").first())).click();
    await page.getByTestId("pos-action-delivery").click();
    await visible(page.getByTestId("delivery-panel"));
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest("[data-testid=delivery-panel]") !== null && document.activeElement?.tagName === "INPUT")).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByTestId("delivery-panel").count()).toBe(0);
    await page.getByTestId("pos-customer-clear").click();
    // a scanned order number lands in the return panel
    await page.getByTestId("pos-action-orderReturn").click();
    await expect.poll(focusedTestId).toBe("return-number");
    await page.keyboard.type("000000-000000", { delay: 5 });
    expect(await page.getByTestId("return-number").inputValue()).toBe("000000-000000");
    await page.keyboard.press("Escape");

    await page.getByTestId("pos-action-lostSale").click();
    await expect.poll(focusedTestId).toBe("lost-sale-product");
    await page.keyboard.type(single.name.slice(0, 4), { delay: 40 });
    const list = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
    await visible(list.locator(".ant-select-item-option").first());
    await screenshot(page, "keep-01-lost-sale-list");
    await page.keyboard.press("Escape");
    await expect.poll(() => list.count()).toBe(0);
    await visible(page.getByTestId("lost-sale-panel"));
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByTestId("lost-sale-panel").count()).toBe(0);
    await expect.poll(focusedTestId).toBe("pos-scan");
  });

  it("puts the cursor on the new amount after 'Split: add a payment'", async () => {
    await atTill(2);
    await page.keyboard.press("F9");
    await expect.poll(focusedTestId).toBe("pos-payment-amount");
    await page.getByTestId("pos-payment-add").click();
    await expect.poll(() => page.getByTestId("pos-payment-amount").count()).toBe(2);
    await expect.poll(() => page.evaluate(() => document.activeElement === document.querySelectorAll("[data-testid=pos-payment-amount]")[1])).toBe(true);
    await screenshot(page, "keep-02-split-focus");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByTestId("pos-checkout").count()).toBe(0);
  });

  it("keeps the cart and its sale key over a reload, the browser asking first", async () => {
    await atTill(2);
    const key = await storedKey();
    expect(key).toMatch(/.{8,}/);
    const asked = await reloadAccepting();
    expect(asked).toEqual(["beforeunload"]);
    await visible(page.getByTestId("pos-header"));
    await visible(cartLines().filter({ hasText: single.name }));
    await expect.poll(() => cartLines().first().getByTestId("pos-line-quantity").inputValue()).toBe("2");
    await visible(toast(page, "Cart kept"));
    expect(await storedKey()).toBe(key);
  });

  it("asks before the browser's Back and the back office, and the cart is there on the return", async () => {
    await atTill(2);
    await page.evaluate(() => window.history.back());
    await visible(leaveDialog());
    await screenshot(page, "keep-03-leave-asks");
    await leaveDialog().getByRole("button", { name: "Stay" }).click();
    await expect.poll(() => leaveDialog().count()).toBe(0);
    expect(page.url()).toBe(tillUrl);
    await expect.poll(() => cartLines().count()).toBe(1);

    await page.getByTestId("pos-back-office").click();
    await visible(leaveDialog());
    await leaveDialog().getByRole("button", { name: "Leave the till" }).click();
    await page.waitForURL(/\/app\/sales-orders\/register(\?|$)/);

    await page.goto(tillUrl);
    await visible(cartLines().filter({ hasText: single.name }));
    // Back, confirmed, leaves the till
    await page.evaluate(() => window.history.back());
    await leaveDialog().getByRole("button", { name: "Leave the till" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/pos/"));
    await page.goto(tillUrl);
    await expect.poll(() => cartLines().count()).toBe(1);
  });

  it("sells a cart once when the checkout's answer was lost and the till was reloaded", async () => {
    await atTill(2);
    await closeToasts();
    // the sale reaches the server, its answer never reaches the till
    await page.route("**/graphql", async (route) => {
      if (!(route.request().postData() ?? "").includes("createOrder")) return route.continue();
      const response = await route.fetch();
      const body = (await response.json()) as { data?: { order?: { secondaryId?: string } } };
      soldNumber = body.data?.order?.secondaryId ?? "";
      await route.abort("connectionreset");
    });
    await page.keyboard.press("F9");
    await expect.poll(focusedTestId).toBe("pos-payment-amount");
    await page.keyboard.press("Enter");
    await visible(page.getByTestId("pos-pending-checkout"));
    await page.unroute("**/graphql");
    expect(soldNumber).toMatch(/\d/);
    expect(await cartLines().count()).toBe(1);

    await reloadAccepting();
    // the same sale sent again: the server answers the first order and nothing more is sold
    await visible(toast(page, `Order ${soldNumber} completed`));
    await expect.poll(() => cartLines().count()).toBe(0);
    await expect.poll(storedCart).toBe(null);
    const { getOrder } = await call<{ getOrder: { status: string; items: { quantity: number }[] } }>(
      manager,
      `query ($secondaryId: String) { getOrder(secondaryId: $secondaryId) { status items { quantity } } }`,
      { secondaryId: soldNumber },
    );
    expect(getOrder.status).toBe("COMPLETED");
    expect(getOrder.items.map((item) => item.quantity)).toEqual([2]);
  });

  it("keeps the change due on screen until the next sale starts", async () => {
    await atTill();
    await closeToasts();
    await scanCode(page, single.skuCode ?? "");
    await expect.poll(() => cartLines().count()).toBe(1);
    await page.keyboard.press("F9");
    const amount = page.getByTestId("pos-payment-amount").first();
    await expect.poll(focusedTestId).toBe("pos-payment-amount");
    const total = money((await amount.inputValue()).replace(/,/g, ""));
    await amount.fill(total.plus(50).toFixed(2));
    await expect.poll(() => page.getByTestId("pos-checkout-change").textContent()).toBe("PKR 50.00");
    await page.keyboard.press("Enter");
    const done = await visible(toast(page, "completed"));
    soldNumber = /Order (\S+) completed/.exec((await done.textContent()) ?? "")?.[1] ?? "";
    await closeToasts();
    await expect.poll(() => page.getByTestId("pos-last-sale-change").textContent()).toBe("PKR 50.00");
    expect(await page.getByTestId("pos-last-sale").textContent()).toContain(soldNumber);
    await screenshot(page, "keep-04-change-due");
    await scanCode(page, single.skuCode ?? "");
    await expect.poll(() => cartLines().count()).toBe(1);
    await expect.poll(() => page.getByTestId("pos-last-sale").count()).toBe(0);
  });

  it("prints the refund slip of a return made at the till, and offers it again", async () => {
    await atTill();
    if (!soldNumber) throw new Error("no sale to return (the change-due step sells it)");
    await page.getByTestId("pos-action-orderReturn").click();
    await (await visible(page.getByTestId("return-number"))).fill(soldNumber);
    await page.getByTestId("return-find").click();
    await (await visible(page.getByTestId("return-quantity"))).fill("1");
    await page.getByTestId("return-submit").click();
    const done = await visible(page.getByTestId("return-done"));
    const returnNumber = /(RTN-\d+)/.exec((await done.textContent()) ?? "")?.[1] ?? "";
    expect(returnNumber).not.toBe("");
    const printed = async () =>
      (await call<{ getOrder: { printCount: number } }>(manager, `query ($secondaryId: String) { getOrder(secondaryId: $secondaryId) { printCount } }`, { secondaryId: returnNumber })).getOrder.printCount;
    await expect.poll(printed, { timeout: 20_000 }).toBe(1);
    await page.getByTestId("return-print-slip").click();
    await expect.poll(printed, { timeout: 20_000 }).toBe(2);
    await screenshot(page, "keep-05-return-done");

    const { getOrder } = await call<{ getOrder: { id: string } }>(manager, `query ($secondaryId: String) { getOrder(secondaryId: $secondaryId) { id } }`, { secondaryId: returnNumber });
    const slip = await page.context().newPage();
    await slip.goto(`${baseUrl}/invoice/order-receipt/${getOrder.id}`);
    await visible(slip.getByText("RETURN SLIP"));
    expect(await slip.getByTestId("receipt-order-number").textContent()).toContain(returnNumber);
    expect(await slip.getByTestId("receipt-parent-order").textContent()).toContain(soldNumber);
    await visible(slip.getByTestId("receipt-payment-CASH"));
    await screenshot(slip, "keep-06-refund-slip");
    await slip.close();
    await page.keyboard.press("Escape");
  });

  it("works on a portrait tablet (768×1024) and a landscape one (1024×768)", async () => {
    const browser = await launchBrowser();
    try {
      for (const [width, height] of [
        [768, 1024],
        [1024, 768],
      ] as const) {
        const tablet = await (await browser.newContext({ viewport: { width, height } })).newPage();
        await signIn(tablet, baseUrl, demoManager.email, demoManager.password);
        await tablet.goto(tillUrl);
        await visible(tablet.getByTestId("pos-header"));
        expect(await tablet.getByTestId("pos-too-narrow").count()).toBe(0);
        for (const testId of ["pos-scan", "pos-action-checkout", "pos-action-orderReturn", "pos-summary", "pos-back-office"]) {
          const box = await tablet.getByTestId(testId).first().boundingBox();
          expect(box, testId).not.toBeNull();
          expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width, `${testId} within ${width} px`).toBe(true);
        }
        const overflow = await tablet.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBe(0);
        await screenshot(tablet, `keep-07-tablet-${width}x${height}`);
        await tablet.context().close();
      }
    } finally {
      await browser.close();
    }
  });

  it("condenses the back office's header on a 390 px phone: menu, location, user and sign-out side by side", async () => {
    const browser = await launchBrowser();
    try {
      const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
      await signIn(phone, baseUrl, demoAdmin.email, demoAdmin.password);
      await phone.goto(`${baseUrl}/app`);
      const parts = [phone.getByRole("button", { name: "Open the menu" }), phone.getByTestId("location-switcher"), phone.getByTestId("user-menu").locator(".ant-avatar"), phone.getByTestId("logout-button")];
      for (const part of parts) await visible(part);
      const boxes = await Promise.all(parts.map(async (part) => (await part.first().boundingBox()) ?? { x: -1, y: -1, width: 0, height: 0 }));
      for (const [index, box] of boxes.entries()) {
        expect(box.x >= 0 && box.x + box.width <= 390, `part ${index} within the screen`).toBe(true);
        // one row inside the 64 px header
        expect(box.y >= 0 && box.y + box.height <= 64, `part ${index} on the header's row`).toBe(true);
        if (index > 0) expect(box.x >= boxes[index - 1].x + boxes[index - 1].width, `part ${index} after part ${index - 1}, not over it`).toBe(true);
      }
      expect(await phone.evaluate(() => document.querySelector(".ant-layout-header")?.getBoundingClientRect().height)).toBe(64);
      await screenshot(phone, "keep-09-header-390");
    } finally {
      await browser.close();
    }
  });

  it("takes a cashier with one open till straight to it; a manager still lands on the dashboard", async () => {
    const cashier = await api.login(demoCashier.email, demoCashier.password);
    const { createLocationRegister } = await call<{ createLocationRegister: { id: string } }>(
      admin,
      `mutation ($dto: LocationRegisterInput!) { createLocationRegister(dto: $dto) { id } }`,
      { dto: { name: `Cashier Till ${run}`, type: "SALES_REGISTER", printMode: "THERMAL", currency: "PKR", locationId: storeId, status: "ACTIVE" } },
    );
    const { openLocationRegister } = await call<{ openLocationRegister: { id: string } }>(
      cashier,
      `mutation ($registerId: ID!) { openLocationRegister(registerId: $registerId, session: { openingAmount: 1000 }) { id } }`,
      { registerId: createLocationRegister.id },
    );
    const browser = await launchBrowser();
    try {
      const cashierPage = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
      await cashierPage.goto(`${baseUrl}/`);
      await cashierPage.getByLabel(/email/i).fill(demoCashier.email);
      await cashierPage.getByLabel(/password/i).fill(demoCashier.password);
      await cashierPage.getByRole("button", { name: "Sign in", exact: true }).click();
      await cashierPage.waitForURL(`${baseUrl}/pos/${storeId}/${createLocationRegister.id}`);
      await visible(cashierPage.getByTestId("pos-header"));
      await screenshot(cashierPage, "keep-08-cashier-signed-in");

      const managerPage = await (await browser.newContext()).newPage();
      await signIn(managerPage, baseUrl, demoManager.email, demoManager.password);
      await managerPage.waitForURL(/\/app(\?|$)/);
    } finally {
      await browser.close();
      // the cashier's till is closed again: other journeys sign the cashier in too
      await call(cashier, `mutation ($id: ID!) { closeLocationRegister(registerSessionId: $id, dto: { closingAmount: 1000 }) { id } }`, { id: openLocationRegister.id });
    }
  });
});

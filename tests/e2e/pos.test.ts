// The till in Chromium against the real server: a store manager with an opened session sells a scanned lot label
// and a product found by name, holds and resumes the cart, pays cash + card with change, and the receipt prints;
// a quick sale is scan, F9, Enter; a cashier on a 700 px window is asked for a larger screen.
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { money } from "../../common/money";
import type { LoginPayload } from "../support/api";
import { launchBrowser, screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin, demoCashier, demoManager } from "../support/logins";
import { dismissNotifications, signIn, toast, visible } from "../support/pages";
import { receiveNewProducts } from "./stockHelpers";
import { gulbergRegister, scanCode, tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const { api, call } = tillApi(baseUrl);
const run = Date.now().toString(36).toUpperCase();

let context: BrowserContext;
let page: Page;
let admin: LoginPayload;
let manager: LoginPayload;
let storeId = "";
let registerId = "";
/** The test's own products, by name: one sold by its lot label, one found by name. */
let scanned = { name: "" };
let lotCode = "";
let searched = { name: "" };

browserJourney((opened) => ({ context, page } = opened));

beforeAll(async () => {
  admin = await api.login(demoAdmin.email, demoAdmin.password);
  manager = await api.login(demoManager.email, demoManager.password);
  ({ storeId, registerId } = await gulbergRegister(call, admin, manager, `Till ${run}`, 5000));
  // stock of its own at the store: the shard's other tests may have sold, counted or moved the demo's
  const tag = `pos${run}`.replace(/[^a-z0-9]/gi, "");
  const [first, second] = await receiveNewProducts(call, admin, storeId, {
    tag,
    products: [
      { name: `Scanned${tag} Tablet`, skuCode: `SCN-${tag}`, packs: 2 },
      { name: `Searched${tag} Syrup`, skuCode: `SRC-${tag}`, packs: 2 },
    ],
  });
  if (!first?.lots[0] || !second) throw new Error("the test's own stock was not received at Gulberg Store");
  scanned = { name: first.name };
  lotCode = first.lots[0].actionId;
  searched = { name: second.name };
});

const cartLines = () => page.getByTestId("pos-line");
const focusedTestId = () => page.evaluate(() => document.activeElement?.closest("[data-testid]")?.getAttribute("data-testid") ?? null);

const scan = (code: string) => scanCode(page, code);

describe.sequential("point of sale", () => {
  it("opens the till of the opened register with location, register, session and cashier", async () => {
    await signIn(page, baseUrl, demoManager.email, demoManager.password);
    await page.goto(`${baseUrl}/pos/${storeId}/${registerId}`);
    await visible(page.getByTestId("pos-header"));
    expect(await page.getByTestId("pos-location").textContent()).toBe("Gulberg Store");
    expect(await page.getByTestId("pos-session").textContent()).toMatch(/RS-\d{6}/);
    expect(await page.getByTestId("pos-cashier").textContent()).toBe(`${manager.user.firstName} ${manager.user.lastName}`);
    await expect.poll(focusedTestId).toBe("pos-scan");
    await screenshot(page, "pos-01-empty");
  });

  it("adds the exact lot of a scanned label and a product searched by name", async () => {
    await scan(lotCode);
    await visible(cartLines().filter({ hasText: scanned.name }));
    await visible(cartLines().first().getByTestId("pos-line-lots").filter({ hasText: lotCode }));
    await expect.poll(focusedTestId).toBe("pos-scan");

    await page.keyboard.type(searched.name.split(" ")[0], { delay: 60 });
    await visible(page.getByTestId("pos-search-option").filter({ hasText: searched.name }));
    const options = await page.getByTestId("pos-search-option").allTextContents();
    const index = options.findIndex((text) => text.includes(searched.name));
    for (let step = 0; step <= index; step += 1) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect.poll(() => cartLines().count()).toBe(2);
    await visible(cartLines().nth(1).filter({ hasText: searched.name }));
    // + on the selected (new) line
    await page.keyboard.press("+");
    await expect.poll(() => cartLines().nth(1).getByTestId("pos-line-quantity").inputValue()).toBe("2");
    await visible(page.locator('[data-testid="pos-summary"][aria-busy="false"]'));
    await expect.poll(() => cartLines().nth(1).textContent()).not.toContain("…");
    await page.mouse.move(0, 0);
    await screenshot(page, "pos-02-full-cart");
  });

  it("holds the cart with a note (F4) and resumes it from the held carts (F6)", async () => {
    await page.keyboard.press("F4");
    await visible(page.getByTestId("pos-hold-note"));
    await expect.poll(focusedTestId).toBe("pos-hold-note");
    await page.keyboard.type(`Customer ${run}`);
    await page.keyboard.press("Enter");
    await visible(toast(page, "Cart held as HLD-"));
    await expect.poll(() => cartLines().count()).toBe(0);
    await expect.poll(focusedTestId).toBe("pos-scan");

    await page.keyboard.press("F6");
    const held = await visible(page.getByTestId("pos-held-order").filter({ hasText: `Customer ${run}` }));
    await held.getByRole("button", { name: /Resume/ }).click();
    await expect.poll(() => cartLines().count()).toBe(2);
    await visible(cartLines().filter({ hasText: scanned.name }));
    await expect.poll(() => cartLines().nth(1).getByTestId("pos-line-quantity").inputValue()).toBe("2");
    await expect.poll(focusedTestId).toBe("pos-scan");
  });

  it("pays part by card and the rest in cash with change, and the receipt prints", async () => {
    await page.keyboard.press("F9");
    const amounts = page.getByTestId("pos-payment-amount");
    await visible(amounts.first());
    const total = money((await amounts.first().inputValue()).replace(/,/g, ""));
    expect(total.gt(1)).toBe(true);
    // cash: the total less the card's 1.00, plus a 100 note over
    const cash = total.minus(1).plus(100).toFixed(2);
    await amounts.first().fill(cash);
    await page.getByTestId("pos-payment-add").click();
    await amounts.nth(1).fill("1.00");
    await expect.poll(() => page.getByTestId("pos-checkout-change").textContent()).toBe("PKR 100.00");
    await dismissNotifications(page);
    await screenshot(page, "pos-03-checkout");
    await page.getByTestId("pos-checkout-confirm").click();
    const done = await visible(toast(page, "completed"));
    expect(await done.textContent()).toContain("Change due: PKR 100.00");
    const secondaryId = /Order (\S+) completed/.exec((await done.textContent()) ?? "")?.[1] ?? "";
    await expect.poll(() => cartLines().count()).toBe(0);

    const { getOrder } = await call<{ getOrder: { id: string; status: string; totalAmount: number; changeDue: number; payments: { method: string; amount: number }[]; items: { lots: { actionId: string }[] }[] } }>(
      manager,
      `query ($secondaryId: String) { getOrder(secondaryId: $secondaryId) { id status totalAmount changeDue payments { method amount } items { lots { actionId } } } }`,
      { secondaryId },
    );
    expect(getOrder.status).toBe("COMPLETED");
    expect(getOrder.changeDue).toBe(100);
    // a held cart keeps no lots: the resumed lines were drawn FEFO
    expect(getOrder.items.every((item) => item.lots.length > 0)).toBe(true);
    // the receipt went to the printer at once: the receipt page in its hidden frame recorded the print
    await expect
      .poll(async () => (await call<{ getOrder: { printCount: number } }>(manager, `query ($id: ID) { getOrder(id: $id) { printCount } }`, { id: getOrder.id })).getOrder.printCount, { timeout: 20_000 })
      .toBe(1);
    const receipt = await context.newPage();
    await receipt.goto(`${baseUrl}/invoice/order-receipt/${getOrder.id}`);
    await visible(receipt.getByText(secondaryId));
    await screenshot(receipt, "pos-04-receipt");
    await receipt.close();
  });

  it("sells in three keys: scan a lot label, F9, Enter, drawing that very lot", async () => {
    await scan(lotCode);
    await visible(cartLines().filter({ hasText: scanned.name }));
    await page.keyboard.press("F9");
    await expect.poll(focusedTestId).toBe("pos-payment-amount");
    await page.keyboard.press("Enter");
    const done = await visible(toast(page, "Change due: PKR 0.00"));
    await expect.poll(() => cartLines().count()).toBe(0);
    const secondaryId = /Order (\S+) completed/.exec((await done.textContent()) ?? "")?.[1] ?? "";
    const { getOrder } = await call<{ getOrder: { items: { quantity: number; lots: { actionId: string; quantity: number }[] }[] } }>(
      manager,
      `query ($secondaryId: String) { getOrder(secondaryId: $secondaryId) { items { quantity lots { actionId quantity } } } }`,
      { secondaryId },
    );
    expect(getOrder.items.flatMap((item) => item.lots)).toEqual([{ actionId: lotCode, quantity: 1 }]);
  });

  it("asks a cashier on a 700 px window for a larger screen", async () => {
    const browser = await launchBrowser();
    try {
      const narrow = await browser.newContext({ viewport: { width: 700, height: 800 } });
      const cashierPage = await narrow.newPage();
      await signIn(cashierPage, baseUrl, demoCashier.email, demoCashier.password);
      await cashierPage.goto(`${baseUrl}/pos/${storeId}/${registerId}`);
      await visible(cashierPage.getByText("Please use a larger screen"));
      await visible(cashierPage.getByText("Min Allowed Width 768"));
      await screenshot(cashierPage, "pos-05-too-narrow-700");
      await cashierPage.getByRole("button", { name: "Dashboard" }).click();
      await cashierPage.waitForURL(/\/app(\?|$)/);
    } finally {
      await browser.close();
    }
  });
});

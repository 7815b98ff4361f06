// A day at the till, all of issue #11 together in Chromium: the manager opens a fresh till from the register list
// with counted notes, sells a scanned lot label (F9, Enter) and a product found by name (card + cash with change),
// the receipts print, finds the sale in Order Management, takes cash out on the POS, closes the register (summary,
// 'Are you Sure?', X-Out) and the session summary equals the orders' payments. The cashier then opens the demo
// data's open till at Gulberg Store.
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { formatMoney, money, sumMoney } from "../../common/money";
import type { LoginPayload } from "../support/api";
import { launchBrowser, screenshot } from "../support/browser";
import { browserJourney, desktopContext } from "../support/journey";
import { demoAdmin, demoCashier, demoManager } from "../support/logins";
import { dismissNotifications, signIn, toast, visible } from "../support/pages";
import { receiveNewProducts } from "./stockHelpers";
import { gulbergRegister, tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const { api, call } = tillApi(baseUrl);
const run = Date.now().toString(36).toUpperCase();
const TILL = `Day Till ${run}`;

let context: BrowserContext;
let page: Page;
let admin: LoginPayload;
let manager: LoginPayload;
let storeId = "";
let registerId = "";
let sessionId = "";
let lotCode = "";
let scannedName = "";
let searchedName = "";
const orderNumbers: string[] = [];

browserJourney((opened) => ({ context, page } = opened), { timeout: 20_000 });


/** Two products of this file's own at the store (3 sealed packs each): one to scan by its lot label, one to search by name. */
async function productWithLot(): Promise<{ product: { name: string }; actionId: string; others: { name: string }[] }> {
  const [scanned, searched] = await receiveNewProducts(call, admin, storeId, {
    products: [
      { name: `Tillday Tablets ${run}`, skuCode: `TDT-${run}`, packs: 3 },
      { name: `Dayline Syrup ${run}`, skuCode: `TDS-${run}`, packs: 3 },
    ],
    tag: `TD-${run}`,
  });
  return { product: scanned, actionId: scanned.lots[0].actionId, others: [searched] };
}

interface OrderFacts {
  id: string;
  secondaryId: string;
  printCount: number;
  sessionId: string | null;
  payments: { method: string; amount: number }[];
}
async function orderByNumber(secondaryId: string): Promise<OrderFacts> {
  const { getOrder } = await call<{ getOrder: OrderFacts }>(
    manager,
    `query ($secondaryId: String) { getOrder(secondaryId: $secondaryId) { id secondaryId printCount sessionId payments { method amount } } }`,
    { secondaryId },
  );
  return getOrder;
}

beforeAll(async () => {
  admin = await api.login(demoAdmin.email, demoAdmin.password);
  manager = await api.login(demoManager.email, demoManager.password);
  ({ storeId, registerId } = await gulbergRegister(call, admin, manager, TILL));
  const found = await productWithLot();
  lotCode = found.actionId;
  scannedName = found.product.name;
  const other = found.others.find((product) => product.name.split(" ")[0].length >= 3);
  if (!other) throw new Error("no second product in stock");
  searchedName = other.name;
});

const scanBox = () => page.getByTestId("pos-scan");
const cartLines = () => page.getByTestId("pos-line");
const focusedTestId = () => page.evaluate(() => document.activeElement?.closest("[data-testid]")?.getAttribute("data-testid") ?? null);
const posUrl = () => `${baseUrl}/pos/${storeId}/${registerId}`;
const closeToasts = () => dismissNotifications(page);
const summaryRow = (label: string) => page.getByTestId("session-summary").locator("tr", { has: page.locator("th", { hasText: new RegExp(`^${label}$`) }) });

describe.sequential("a day at the till", () => {
  it("the manager signs in and goes Sales & Orders → Register at Gulberg Store", async () => {
    await signIn(page, baseUrl, demoManager.email, demoManager.password);
    await (await visible(page.getByRole("menuitem", { name: /Sales & Orders/ }))).click();
    await (await visible(page.getByRole("menuitem", { name: /^Register$/ }))).click();
    await page.waitForURL(/\/app\/sales-orders\/register(\?|$)/);
    const switcher = await visible(page.getByTestId("location-switcher"));
    if (!((await switcher.textContent()) ?? "").includes("Gulberg Store")) {
      await switcher.click();
      await page.locator(".ant-select-item-option", { hasText: "Gulberg Store" }).first().click();
      await page.locator(".ant-select-dropdown").first().waitFor({ state: "hidden" });
    }
    await visible(page.getByTestId(`open-${TILL}`));
    await expect.poll(() => page.locator(".ant-spin-blur").count()).toBe(0);
    await screenshot(page, "day-01-register-list");
  });

  it("opens the new till with 2×1000 + 1×500 and lands on the POS", async () => {
    await page.getByTestId(`open-${TILL}`).click();
    await page.waitForURL(new RegExp(`/register/${registerId}/open$`));
    await page.getByTestId("count-1000").fill("2");
    await page.getByTestId("count-500").fill("1");
    await page.getByTestId("count-500").press("Tab");
    await expect.poll(() => page.getByTestId("opening-amount").inputValue()).toContain("2500");
    await screenshot(page, "day-02-open");
    await page.getByTestId("open-register").click();
    await visible(toast(page, `Register ${TILL} is Opened successfully.`));
    await page.waitForURL(new RegExp(`/pos/${storeId}/${registerId}$`));
    await visible(page.getByTestId("pos-header"));
    expect(await page.getByTestId("pos-session").textContent()).toMatch(/RS-\d{6}/);
    await expect.poll(focusedTestId).toBe("pos-scan");
    const { getLocationRegister } = await call<{ getLocationRegister: { currentSession: { id: string; openingAmount: number } | null } }>(
      manager,
      `query ($id: ID!) { getLocationRegister(id: $id) { currentSession { id openingAmount } } }`,
      { id: registerId },
    );
    expect(getLocationRegister.currentSession?.openingAmount).toBe(2500);
    sessionId = getLocationRegister.currentSession?.id ?? "";
  });

  it("sells a scanned lot label with F9 + Enter (exact cash)", async () => {
    await closeToasts();
    await scanBox().focus();
    await page.keyboard.type(lotCode, { delay: 5 });
    await page.keyboard.press("Enter");
    await visible(cartLines().filter({ hasText: scannedName }));
    await visible(cartLines().first().getByTestId("pos-line-lots").filter({ hasText: lotCode }));
    await page.keyboard.press("F9");
    await expect.poll(focusedTestId).toBe("pos-payment-amount");
    await page.keyboard.press("Enter");
    const done = await visible(toast(page, "Change due: PKR 0.00"));
    orderNumbers.push(/Order (\S+) completed/.exec((await done.textContent()) ?? "")?.[1] ?? "");
    await expect.poll(() => cartLines().count()).toBe(0);
    await expect.poll(focusedTestId).toBe("pos-scan");
  });

  it("sells a product found by name, paid by card and cash with change; both receipts printed once", async () => {
    await closeToasts();
    await scanBox().click();
    await page.keyboard.type(searchedName.split(" ")[0], { delay: 60 });
    await visible(page.getByTestId("pos-search-option").filter({ hasText: searchedName }));
    const options = await page.getByTestId("pos-search-option").allTextContents();
    const index = options.findIndex((text) => text.includes(searchedName));
    for (let step = 0; step <= index; step += 1) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await visible(cartLines().filter({ hasText: searchedName }));
    await visible(page.locator('[data-testid="pos-summary"][aria-busy="false"]'));
    await page.keyboard.press("F9");
    const amounts = page.getByTestId("pos-payment-amount");
    await visible(amounts.first());
    const total = money((await amounts.first().inputValue()).replace(/,/g, ""));
    expect(total.gt(1)).toBe(true);
    await amounts.first().fill(total.minus(1).plus(100).toFixed(2));
    await page.getByTestId("pos-payment-add").click();
    await amounts.nth(1).fill("1.00");
    await expect.poll(() => page.getByTestId("pos-checkout-change").textContent()).toBe("PKR 100.00");
    await screenshot(page, "day-03-split-checkout");
    await page.getByTestId("pos-checkout-confirm").click();
    const done = await visible(toast(page, "Change due: PKR 100.00"));
    orderNumbers.push(/Order (\S+) completed/.exec((await done.textContent()) ?? "")?.[1] ?? "");
    await expect.poll(() => cartLines().count()).toBe(0);
    for (const secondaryId of orderNumbers) {
      await expect.poll(async () => (await orderByNumber(secondaryId)).printCount, { timeout: 20_000 }).toBe(1);
    }
    const split = await orderByNumber(orderNumbers[1]);
    expect(split.sessionId).toBe(sessionId);
    expect(split.payments.map((payment) => payment.method).sort()).toEqual(["CARD", "CASH"]);
    const receipt = await context.newPage();
    await receipt.goto(`${baseUrl}/invoice/order-receipt/${split.id}`);
    await visible(receipt.getByTestId("receipt"));
    await visible(receipt.getByText(split.secondaryId));
    await screenshot(receipt, "day-04-receipt");
    await receipt.close();
  });

  it("finds the split sale in Order Management by its number and opens its details", async () => {
    const [, secondaryId] = orderNumbers;
    await page.goto(`${baseUrl}/app/sales-orders/order-management`);
    await visible(page.getByTestId("list-search"));
    await page.getByTestId("list-search").fill(secondaryId);
    await visible(page.getByTestId(`order-status-${secondaryId}`));
    await expect.poll(() => page.locator('[data-testid^="order-status-"]').count()).toBe(1);
    await screenshot(page, "day-05-order-list");
    await page.getByTestId(`view-order-${secondaryId}`).click();
    await visible(page.getByTestId("order-details-page"));
    expect(await page.getByTestId("order-title").textContent()).toBe(`Order ${secondaryId}`);
    expect(await page.getByTestId("order-payment-status").textContent()).toBe("Paid");
    expect(await page.getByTestId("order-payments").textContent()).toContain("Card");
    await screenshot(page, "day-06-order-details");
  });

  it("takes 200 cash out on the POS (F8 is listed); the scan box has the focus after", async () => {
    await page.goto(posUrl());
    await visible(page.getByTestId("pos-header"));
    expect(await page.getByTestId("pos-shortcuts").textContent()).toContain("F8Cash in/out");
    await page.getByTestId("pos-action-cash").click();
    const dialog = await visible(page.locator(".ant-modal").filter({ hasText: "Cash In / Out" }));
    await dialog.getByText("Cash Out", { exact: true }).click();
    await page.getByTestId("cash-amount").fill("200");
    await page.getByTestId("cash-note").fill(`Bank deposit ${run}`);
    await screenshot(page, "day-07-cash-out");
    await page.getByTestId("cash-save").click();
    await visible(toast(page, "Cash out recorded"));
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(focusedTestId).toBe("pos-scan");
  });

  it("closes the register from the POS header: cash sales, the withdrawal and the difference; Are you Sure?; X-Out", async () => {
    const cash = orderNumbers.length === 2 ? await Promise.all(orderNumbers.map(orderByNumber)) : [];
    const cashSales = sumMoney(cash.flatMap((order) => order.payments.filter((payment) => payment.method === "CASH").map((payment) => payment.amount)));
    const balance = money(2500).plus(cashSales).minus(200);
    const fmt = (value: ReturnType<typeof money>) => formatMoney(value);
    await closeToasts();
    await page.getByTestId("pos-close-register").click();
    await page.waitForURL(new RegExp(`/register/${registerId}/close$`));
    await visible(page.getByTestId("opened-by"));
    await expect.poll(() => summaryRow("Cash Sales").textContent()).toContain(fmt(cashSales));
    await expect.poll(() => summaryRow("Cash Out").textContent()).toContain("200.00");
    await expect.poll(() => page.getByTestId("summary-balance").textContent()).toContain(fmt(balance));
    await page.getByTestId("count-1000").fill("2");
    await page.getByTestId("count-1000").press("Tab");
    await expect.poll(() => page.getByTestId("summary-difference").textContent()).toContain(fmt(balance.minus(2000)));
    await page.getByTestId("closing-note").fill("Counted at day end");
    await screenshot(page, "day-08-close");
    await page.getByTestId("close-register").click();
    await visible(page.locator(".ant-modal-title", { hasText: "Are you Sure?" }));
    await screenshot(page, "day-09-confirm");
    await page.getByTestId("confirm-close").click();
    const frame = page.getByTestId("xout-frame");
    await frame.waitFor({ state: "attached" });
    expect(await frame.getAttribute("src")).toBe(`/invoice/x-out/${sessionId}?print=1`);
    await visible(toast(page, `Register ${TILL} is Closed successfully.`));
    await page.waitForURL(/\/app\/sales-orders\/register(\?|$)/);
    const row = page.locator("tr", { has: page.getByTestId(`open-${TILL}`) });
    await expect.poll(() => row.getByTestId("register-status").textContent()).toBe("CLOSED");
    await screenshot(page, "day-10-list-closed");
  });

  it("shows the X-Out of the session, and its summary equals the orders' payments per method", async () => {
    const { getLocationSessionSummaryById: summary } = await call<{ getLocationSessionSummaryById: { methods: { method: string; netAmount: number; orderCount: number }[]; total: { netAmount: number; orderCount: number } } }>(
      manager,
      `query ($id: ID!) { getLocationSessionSummaryById(sessionId: $id) { methods { method netAmount orderCount } total { netAmount orderCount } } }`,
      { id: sessionId },
    );
    const orders = await Promise.all(orderNumbers.map(orderByNumber));
    const payments = orders.flatMap((order) => order.payments);
    for (const method of ["CASH", "CARD"]) {
      const expected = sumMoney(payments.filter((payment) => payment.method === method).map((payment) => payment.amount)).toNumber();
      expect(summary.methods.find((row) => row.method === method)?.netAmount).toBe(expected);
    }
    expect(summary.total.netAmount).toBe(sumMoney(payments.map((payment) => payment.amount)).toNumber());
    expect(summary.total.orderCount).toBe(2);
    const xOut = await context.newPage();
    await xOut.goto(`${baseUrl}/invoice/x-out/${sessionId}`);
    await visible(xOut.getByTestId("xout-report"));
    await visible(xOut.getByText(TILL));
    // the slip's TOTAL is the summary's net, with its paisa
    await expect.poll(() => xOut.getByTestId("xout-report").textContent()).toContain(`TOTAL${formatMoney(summary.total.netAmount)}`);
    await screenshot(xOut, "day-11-xout");
    await xOut.close();
  });

  it("the cashier opens the POS of the demo data's open till at Gulberg Store", async () => {
    const cashier = await api.login(demoCashier.email, demoCashier.password);
    const { getLocationRegisters } = await call<{ getLocationRegisters: { data: { id: string; name: string; currentSession: { secondaryId: string } | null }[] } }>(
      cashier,
      `query ($locationId: ID) { getLocationRegisters(locationId: $locationId, limit: 50) { data { id name currentSession { secondaryId } } } }`,
      { locationId: storeId },
    );
    const till = getLocationRegisters.data.find((register) => register.name === "Gulberg Store Till 1");
    expect(till?.currentSession).not.toBeNull();
    const browser = await launchBrowser();
    try {
      const cashierPage = await (await desktopContext(browser)).newPage();
      await signIn(cashierPage, baseUrl, demoCashier.email, demoCashier.password);
      await cashierPage.goto(`${baseUrl}/pos/${storeId}/${till?.id ?? ""}`);
      await visible(cashierPage.getByTestId("pos-header"));
      expect(await cashierPage.getByTestId("pos-session").textContent()).toContain(till?.currentSession?.secondaryId ?? "?");
      expect(await cashierPage.getByTestId("pos-cashier").textContent()).toBe(`${cashier.user.firstName} ${cashier.user.lastName}`);
      expect(await cashierPage.getByTestId("pos-not-open").count()).toBe(0);
      await screenshot(cashierPage, "day-12-cashier-demo-till");
    } finally {
      await browser.close();
    }
  });
});

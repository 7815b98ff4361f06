import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { formatMoney, money } from "../../common/money";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin } from "../support/logins";
import { signIn, toast, visible } from "../support/pages";
import { ownProductInStock } from "./stockHelpers";
import { tillApi } from "./tillHelpers";

// One journey: the admin opens a seeded till at Gulberg Store with a counted float, takes cash out, closes it with
// the confirm dialog, and looks at the X-Out report the close printed; then the sessions page and the Z report.
// One cash sale is made in the session through the API (the POS has its own journey), so the figures are real.
const baseUrl = inject("e2eUrl");
const till = tillApi(baseUrl);
const { api } = till;
const TILL = "Gulberg Store Till 2";

let page: Page;
let registerId = "";
let xOutSrc = "";
let saleTotal = 0;
/** The amount an element shows ("PKR 3,550.5" → 3550.5). */
const shown = async (testId: string) => Number(((await page.getByTestId(testId).textContent()) ?? "").replace(/[^0-9.-]/g, ""));

/** One unit of a product of the test's own, received at the store and sold in cash at the register; the order's total. */
async function sellOneInCash(locationId: string): Promise<number> {
  const admin = await api.login(demoAdmin.email, demoAdmin.password);
  const product = await ownProductInStock(till.call, admin, locationId, `reg${Date.now().toString(36)}`);
  const { createOrder } = await till.call<{ createOrder: { totalAmount: number } }>(
    admin,
    `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { totalAmount } }`,
    { input: { idempotencyKey: `e2e-register-${Date.now()}`, order: { locationId, registerId, items: [{ productId: product.id, quantity: 1 }] }, payments: [{ method: "CASH", amount: 100000 }] } },
  );
  return createOrder.totalAmount;
}

browserJourney((opened) => ({ page } = opened), { timeout: 20_000 });

describe.sequential("the admin opens and closes a register", () => {
  it("signs in and finds the register list of Gulberg Store", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await page.goto(`${baseUrl}/app/sales-orders`);
    await page.waitForURL(/\/app\/sales-orders\/register(\?|$)/);
    const switcher = await visible(page.getByTestId("location-switcher"));
    await switcher.click();
    await page.locator(".ant-select-item-option", { hasText: "Gulberg Store" }).first().click();
    await visible(page.getByTestId(`open-${TILL}`));
    await page.locator(".ant-select-dropdown").first().waitFor({ state: "hidden" });
    await expect.poll(() => page.locator(".ant-spin-blur").count()).toBe(0);
    await screenshot(page, "register-01-list");
  });

  it("opens it with denominations: the POS of the register comes next", async () => {
    await page.getByTestId(`open-${TILL}`).click();
    await page.waitForURL(/\/register\/[0-9a-f-]+\/open(\?|$)/);
    registerId = /register\/([0-9a-f-]+)\/open/.exec(page.url())?.[1] ?? "";
    await visible(page.getByText("Not open yet"));
    await page.getByTestId("count-1000").fill("3");
    await page.getByTestId("count-500").fill("1");
    await page.getByTestId("count-10").fill("5");
    await page.getByTestId("count-10").press("Tab");
    await expect.poll(() => page.getByTestId("denomination-total").textContent()).toContain("3,550");
    await expect.poll(() => page.getByTestId("opening-amount").inputValue()).toContain("3550");
    await screenshot(page, "register-02-open");
    await page.getByTestId("open-register").click();
    await visible(toast(page, `Register ${TILL} is Opened successfully.`));
    await page.waitForURL(new RegExp(`/pos/[0-9a-f-]+/${registerId}$`));
    const locationId = /\/pos\/([0-9a-f-]+)\//.exec(page.url())?.[1] ?? "";
    saleTotal = await sellOneInCash(locationId);
    expect(saleTotal).toBeGreaterThan(0);
  });

  it("closes it: the summary shows the balance and difference, the confirm dialog asks, the X-Out prints", async () => {
    await page.goto(`${baseUrl}/app/sales-orders/register/${registerId}/close`);
    await visible(page.getByTestId("opened-by"));
    const balance = money(3550).plus(saleTotal);
    await expect.poll(() => shown("summary-balance")).toBe(balance.toNumber());
    // cash out 50 through the dialog
    await page.getByTestId("cash-in-out").click();
    await page.locator(".ant-modal").getByText("Cash Out", { exact: true }).click();
    await page.getByTestId("cash-amount").fill("50");
    await page.getByTestId("cash-note").fill("Float to safe");
    await page.getByTestId("cash-save").click();
    await expect.poll(() => shown("summary-balance")).toBe(balance.minus(50).toNumber());
    await page.getByTestId("count-1000").fill("3");
    await page.getByTestId("count-100").fill("4");
    await page.getByTestId("count-100").press("Tab");
    // balance − counted: 3,500 + the sale − 3,400 (shown, never blocking)
    await expect.poll(() => shown("summary-difference")).toBe(money(100).plus(saleTotal).toNumber());
    await page.getByTestId("closing-note").fill("Counted short");
    await screenshot(page, "register-03-close");
    await page.getByTestId("close-register").click();
    await visible(page.getByText("just a reminder... if any discrepancies, don't forget to adjust actual counted amount before closing the register"));
    await screenshot(page, "register-04-confirm");
    await page.getByTestId("confirm-close").click();
    const frame = page.getByTestId("xout-frame");
    await frame.waitFor({ state: "attached" });
    xOutSrc = (await frame.getAttribute("src")) ?? "";
    await visible(toast(page, `Register ${TILL} is Closed successfully.`));
    await page.waitForURL(/\/app\/sales-orders\/register(\?|$)/);
    await visible(page.getByTestId(`open-${TILL}`));
    expect(xOutSrc).toMatch(/^\/invoice\/x-out\/[0-9a-f-]+\?print=1$/);
  });

  it("shows the X-Out report as it prints (56 mm)", async () => {
    await page.goto(`${baseUrl}${xOutSrc.replace("?print=1", "")}`);
    await visible(page.getByTestId("xout-report"));
    await expect.poll(() => page.getByTestId("xout-title").textContent()).toBe("X-OUT REPORT");
    await visible(page.getByText(TILL));
    await visible(page.getByText("Receiver Signature"));
    const cash = page.getByTestId("xout-CASH");
    await expect.poll(() => cash.textContent()).toContain(`Net Total${formatMoney(saleTotal)}`);
    await expect.poll(() => cash.textContent()).toContain("Invoices1");
    await page.emulateMedia({ media: "print" });
    await screenshot(page, "register-05-xout-print");
    await page.emulateMedia({ media: "screen" });
    const closeAgain = `${baseUrl}/app/sales-orders/register/${registerId}/close`;
    await page.goto(closeAgain);
    await visible(page.getByText("Register is already closed"));
    await page.getByTestId("go-back").click();
    await page.waitForURL(/\/app\/sales-orders\/register(\?|$)/);
  });

  it("lists the session with its balance history, and shows the Z report", async () => {
    await page.getByTestId(`sessions-${TILL}`).click();
    await page.waitForURL(/\/register\/sessions\//);
    // newest first: the session just closed (its number depends on the seeded sessions of other tills)
    const details = page.locator('[data-testid^="session-RS-"]').first();
    await visible(details);
    await details.click();
    await visible(page.getByText("Float to safe"));
    await visible(page.getByRole("cell", { name: "Closing", exact: true }));
    await visible(page.getByTestId("session-summary"));
    await screenshot(page, "register-06-sessions");
    await page.goto(`${baseUrl}/app/sales-orders/register/z-report`);
    await visible(page.getByTestId("z-report-table"));
    await screenshot(page, "register-07-z-report");
    await page.goto(`${baseUrl}/demo-xout-slip`);
    await visible(page.getByTestId("xout-report"));
    await screenshot(page, "register-08-demo-xout");
  });
});

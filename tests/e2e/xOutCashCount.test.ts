// The X-Out printed at close (issue 25, item 17), in Chromium: a till opened with a 1,000 float, 200 cash in and 100
// out, counted at 1,020 when it closes. The close screen says "Short PKR 80.00" in red (not a signed number), the
// X-Out carries the cash count (opening float, cash in/out, expected, counted, the shortage), and each printable
// page comes out of Chromium's PDF printer on its own paper: the X-Out on 56 mm, a receipt on 80 mm, a GRN on A4.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import type { LoginPayload } from "../support/api";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin, demoManager } from "../support/logins";
import { signIn, visible } from "../support/pages";
import { gulbergRegister, tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const { api, call } = tillApi(baseUrl);
const TILL = `Count Till ${Date.now().toString(36)}`;
const MM_IN_POINTS = 72 / 25.4;

let page: Page;
let admin: LoginPayload;
let registerId = "";
let xOutPath = "";

browserJourney((opened) => ({ page } = opened), { timeout: 20_000 });

beforeAll(async () => {
  admin = await api.login(demoAdmin.email, demoAdmin.password);
  const manager = await api.login(demoManager.email, demoManager.password);
  ({ registerId } = await gulbergRegister(call, admin, manager, TILL, 1000));
  const { getLocationRegister } = await call<{ getLocationRegister: { currentSession: { id: string } } }>(admin, `query ($id: ID!) { getLocationRegister(id: $id) { currentSession { id } } }`, { id: registerId });
  const cash = `mutation ($id: ID!, $input: RegisterCashInput!) { addRegisterCash(registerSessionId: $id, input: $input) { id } }`;
  await call(admin, cash, { id: getLocationRegister.currentSession.id, input: { kind: "ADDITION", amount: 200, note: "Change from the safe" } });
  await call(admin, cash, { id: getLocationRegister.currentSession.id, input: { kind: "WITHDRAWAL", amount: 100, note: "Tea and milk" } });
});

/** The width and height of each page of the PDF Chromium prints of the page, in mm (the CSS page size preferred). */
async function pdfPages(of: Page): Promise<{ widthMm: number; heightMm: number }[]> {
  await of.emulateMedia({ media: "print" });
  const pdf = (await of.pdf({ preferCSSPageSize: true, printBackground: true })).toString("latin1");
  await of.emulateMedia({ media: "screen" });
  const boxes = [...pdf.matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)];
  return boxes.map(([, width, height]) => ({ widthMm: Math.round(Number(width) / MM_IN_POINTS), heightMm: Math.round(Number(height) / MM_IN_POINTS) }));
}

const rowsOf = (of: Page, testId: string) =>
  of.getByTestId(testId).locator(".xout-row").evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent).join(": ")));

describe.sequential("closing a till 80 short", () => {
  it("prints each page on its paper: the X-Out on 56 mm, a receipt on 80 mm, a GRN on A4", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await page.goto(`${baseUrl}/demo-xout-slip`);
    await visible(page.getByTestId("xout-report"));
    expect((await pdfPages(page)).map((each) => each.widthMm)).toEqual([56]);

    await page.goto(`${baseUrl}/order-receipt/template1`);
    await visible(page.locator(".receipt"));
    const receipt = await pdfPages(page);
    expect(receipt.map((each) => each.widthMm)).toEqual([80]);

    const { getAllGrns } = await call<{ getAllGrns: { data: { id: string }[] } }>(admin, `query { getAllGrns(limit: 1) { data { id } } }`);
    await page.goto(`${baseUrl}/invoice/grn-invoice/${getAllGrns.data[0].id}`);
    await visible(page.getByTestId("grn-invoice-items"));
    const grn = await pdfPages(page);
    expect(grn.length).toBeGreaterThan(0);
    for (const each of grn) expect(each).toEqual({ widthMm: 210, heightMm: 297 });
  });

  it("shows the shortage as 'Short PKR 80.00' in red on the close screen", async () => {
    await page.goto(`${baseUrl}/app/sales-orders/register/${registerId}/close`);
    await visible(page.getByTestId("opened-by"));
    await expect.poll(() => page.getByTestId("summary-balance").textContent()).toBe("PKR 1,100.00");
    await page.getByTestId("count-1000").fill("1");
    await page.getByTestId("count-20").fill("1");
    await page.getByTestId("count-20").press("Tab");
    const difference = page.getByTestId("summary-difference");
    await expect.poll(() => difference.textContent()).toBe("Short PKR 80.00");
    await expect.poll(() => difference.evaluate((element) => getComputedStyle(element).color)).toBe("rgb(255, 77, 79)");
    // one more 100 note: 20 over, in amber
    await page.getByTestId("count-100").fill("1");
    await page.getByTestId("count-100").press("Tab");
    await expect.poll(() => difference.textContent()).toBe("Over PKR 20.00");
    await expect.poll(() => difference.getAttribute("data-outcome")).toBe("OVER");
    await page.getByTestId("count-100").fill("0");
    await page.getByTestId("count-100").press("Tab");
    await expect.poll(() => difference.textContent()).toBe("Short PKR 80.00");
    await screenshot(page, "xout-cash-01-close-short");
    await page.getByTestId("close-register").click();
    await page.getByTestId("confirm-close").click();
    const frame = page.getByTestId("xout-frame");
    await frame.waitFor({ state: "attached" });
    xOutPath = ((await frame.getAttribute("src")) ?? "").replace("?print=1", "");
    await page.waitForURL(/\/app\/sales-orders\/register(\?|$)/);
    expect(xOutPath).toMatch(/^\/invoice\/x-out\/[0-9a-f-]+$/);
  });

  it("prints the cash count on the X-Out", async () => {
    await page.goto(`${baseUrl}${xOutPath}`);
    await visible(page.getByTestId("xout-cash-count"));
    await expect
      .poll(() => rowsOf(page, "xout-cash-count"))
      .toEqual([
        "Opening Float: 1,000.00",
        "Cash Sales: 0.00",
        "Cash Refunds: 0.00",
        "Cash In: 200.00",
        "Cash Out: 100.00",
        "Expected: 1,100.00",
        "Counted: 1,020.00",
        "Difference: Short 80.00",
      ]);
    await page.emulateMedia({ media: "print" });
    await screenshot(page, "xout-cash-02-xout-print");
    await page.emulateMedia({ media: "screen" });
  });

  it("prints the X-Out on 56 mm paper as long as the slip, in one page", async () => {
    const pages = await pdfPages(page);
    expect(pages).toHaveLength(1);
    expect(pages[0].widthMm).toBe(56);
    // not Letter or A4: the slip's own length (and 2 mm to spare)
    const slipMm = await page.locator(".xout").evaluate((slip) => slip.getBoundingClientRect().height / (96 / 25.4));
    expect(pages[0].heightMm - slipMm).toBeGreaterThanOrEqual(0);
    expect(pages[0].heightMm - slipMm).toBeLessThan(4);
  });
});

import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { launchBrowser, screenshot } from "../support/browser";
import { demoAdmin, demoCashier } from "../support/logins";
import { signIn, visible } from "../support/pages";

const baseUrl = inject("e2eUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("access", () => {
  it("shows the cashier the access-denied screen at /app/system/locations", async () => {
    const context = await browser.newContext();
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await signIn(page, baseUrl, demoCashier.email, demoCashier.password);
    await page.goto(`${baseUrl}/app/system/locations`);
    await visible(page.getByText("You do not have access to this content"));
    await visible(page.getByText("We're sorry, your account does not have permission to this content"));
    await expect.poll(() => page.locator(".ant-table-row").count()).toBe(0);
    await screenshot(page, "09-cashier-access-denied");
    await context.close();
  });

  it("sends a visitor with no token from /app to /", async () => {
    const context = await browser.newContext();
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/app`);
    await page.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });
    await visible(page.getByLabel(/email/i));
    await screenshot(page, "10-visitor-redirected");
    await context.close();
  });

  it("sends a visitor with no token from a deep link to /, and back there after signing in", async () => {
    const context = await browser.newContext();
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/app/system/locations?mode=create`);
    await page.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });
    // signing in there leads back to the page asked for
    await page.getByLabel(/email/i).fill(demoAdmin.email);
    await page.getByLabel(/password/i).fill(demoAdmin.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/app/system/locations" && url.searchParams.get("mode") === "create", { timeout: 15_000 });
    await context.close();
  });

  it("sends a visitor from a printable document to /, but lets anyone use the label printer demo", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/invoice/po-invoice/00000000-0000-4000-8000-000000000000`);
    await page.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });
    await page.goto(`${baseUrl}/demo-barcodes`);
    await visible(page.getByText("Label Printer Demo"));
    await page.locator('input[data-testid="demo-total"], [data-testid="demo-total"] input').first().fill("7");
    await page.locator('textarea[data-testid="demo-product-name"], [data-testid="demo-product-name"] textarea').first().fill("Panadol 500mg Tablets");
    await visible(page.getByTestId("demo-summary-count").filter({ hasText: "7 labels" }));
    await expect.poll(() => page.getByTestId("demo-print-row").count()).toBe(3);
    await expect.poll(() => page.getByTestId("demo-print-row").last().getByTestId("demo-print-label").count()).toBe(1);
    await screenshot(page, "11-label-printer-demo");
    await context.close();
  });
});

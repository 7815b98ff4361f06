import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { launchBrowser, screenshot } from "../support/browser";
import { demoCashier } from "../support/logins";
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
    expect(await page.locator(".ant-table-row").count()).toBe(0);
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

  it("sends a visitor with no token from a deep link to /", async () => {
    const context = await browser.newContext();
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/app/system/locations?mode=create`);
    await page.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });
    await context.close();
  });
});

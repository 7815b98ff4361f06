// A browser journey: the steps of one test file share a signed-in page, in order. After a failed step the rest
// are skipped (the failure itself is reported) rather than each one timing out on a page left half-way.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { launchBrowser, screenshot } from "./browser";

export interface OpenedJourney {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * A desktop-sized browser context whose waits give up after `timeout` ms. It asks for reduced motion, as a person
 * may: the app then draws no antd animations, which on a loaded machine take long and keep elements moving.
 */
export async function desktopContext(browser: Browser, timeout = 20_000): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: "reduce" });
  context.setDefaultTimeout(timeout);
  return context;
}

/** Registers the journey's hooks; `onOpen` receives the browser, context and page once they are open. */
export function browserJourney(onOpen: (opened: OpenedJourney) => void, options: { timeout?: number } = {}): void {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await desktopContext(browser, options.timeout);
    page = await context.newPage();
    onOpen({ browser, context, page });
  });
  afterAll(async () => {
    await browser?.close();
  });

  let broken = false;
  beforeEach((test) => {
    if (broken) test.skip();
  });
  afterEach(async (test) => {
    if (test.task.result?.state !== "fail") return;
    broken = true;
    // the page as the failed step left it, to see why
    await screenshot(page as Page, `FAILED-${test.task.name.replace(/[^a-z0-9]+/gi, "-").slice(0, 80)}`).catch(() => undefined);
  });
}

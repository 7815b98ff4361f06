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
    watchPage(context);
    await throttleCpu(page);
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
    // the page as the failed step left it, to see why: a picture where one is kept, and in every log (CI's included)
    // what the page showed and what it met on the way
    await screenshot(page as Page, `FAILED-${test.task.name.replace(/[^a-z0-9]+/gi, "-").slice(0, 80)}`).catch(() => undefined);
    if (page) console.error(await describeFailedPage(page, test.task.name));
  });
}

/**
 * E2E_CPU_THROTTLE=N slows the journey's page N times (Chromium's CPU throttling), as a machine loaded by the other
 * suites does: for finding a step that passes only on a fast browser.
 */
async function throttleCpu(page: Page): Promise<void> {
  const rate = Number(process.env.E2E_CPU_THROTTLE ?? "");
  if (!Number.isFinite(rate) || rate <= 1) return;
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate });
}

/** The last things each page of the context met: console errors, refused or failed requests (newest last). */
const pageEvents = new WeakMap<BrowserContext, string[]>();
const KEPT_EVENTS = 25;

function watchPage(context: BrowserContext): void {
  const events: string[] = [];
  pageEvents.set(context, events);
  const note = (line: string) => {
    events.push(`${new Date().toISOString().slice(11, 23)} ${line.slice(0, 300)}`);
    if (events.length > KEPT_EVENTS) events.shift();
  };
  const watch = (watched: Page) => {
    watched.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") note(`console.${message.type()}: ${message.text()}`);
    });
    watched.on("pageerror", (error) => note(`page error: ${error.message}`));
    watched.on("requestfailed", (request) => note(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ""}`));
    watched.on("response", (response) => {
      if (response.status() >= 400) note(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    });
  };
  context.on("page", watch);
  for (const open of context.pages()) watch(open);
}

async function describeFailedPage(page: Page, testName: string): Promise<string> {
  const shown = await page
    .evaluate(() => {
      const notices = [...document.querySelectorAll(".ant-notification-notice, .ant-message-notice, .ant-alert, .ant-modal-content")];
      return { notices: notices.map((notice) => (notice as HTMLElement).innerText.replace(/\s+/g, " ").trim()), text: document.body.innerText.replace(/\s+/g, " ").trim() };
    })
    .catch((error: unknown) => ({ notices: [], text: `(page not readable: ${String(error)})` }));
  return [
    `--- the page when "${testName}" failed: ${page.url()}`,
    ...shown.notices.map((notice) => `notice: ${notice.slice(0, 300)}`),
    `text: ${shown.text.slice(0, 1500)}`,
    ...(pageEvents.get(page.context()) ?? []).map((event) => `met: ${event}`),
    "---",
  ].join("\n");
}

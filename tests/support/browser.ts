import { mkdirSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";

export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

// Without the background-networking flags Chromium keeps dialling out, which this closed network refuses.
const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

const screenshotDir = "test-results/screenshots";

/**
 * Saves a full-page screenshot as test-results/screenshots/<name>.png, for a person to look at; not under CI, whose
 * clone nobody opens (each costs a full-page layout and a PNG encoding beside the other suites).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.CI === "true") return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

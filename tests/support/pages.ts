import type { Locator, Page } from "playwright-core";

// Page actions the browser tests share, written from what a person sees (labels, roles, texts of the spec).
// playwright-core has no assertion library: waitFor() on a locator is the "expect it to appear".

export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/\/app(\/|\?|$)/);
}

/** Opens an antd Select by its form label and picks the option showing this text. */
export async function chooseOption(page: Page, scope: Locator, label: string | RegExp, option: string): Promise<void> {
  // The selected value's span covers antd's search input: force the click through to the selector.
  await scope.getByLabel(label, { exact: typeof label === "string" }).click({ force: true });
  const dropdown = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
  await dropdown.locator(".ant-select-item-option", { hasText: option }).first().click();
}

export function toast(page: Page, text: string): Locator {
  return page.locator(".ant-notification-notice, .ant-message-notice").filter({ hasText: text });
}

export async function visible(locator: Locator, timeout = 15_000): Promise<Locator> {
  await locator.first().waitFor({ state: "visible", timeout });
  return locator.first();
}

import type { Dialog, Locator, Page } from "playwright-core";
import { expect } from "vitest";

// Page actions the browser tests share, written from what a person sees (labels, roles, texts of the spec).
// playwright-core has no assertion library: waitFor() on a locator is the "expect it to appear".

export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  // A till with work on it asks before the page is left (beforeunload); unanswered, Playwright dismisses it and the
  // page stays. A person going to sign in means to leave: accept it, only for this step.
  const leave = (dialog: Dialog) => {
    if (dialog.type() === "beforeunload") void dialog.accept().catch(() => undefined);
  };
  page.on("dialog", leave);
  try {
    await page.goto(`${baseUrl}/`);
  } finally {
    page.off("dialog", leave);
  }
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // a cashier with one open till lands on it
  await page.waitForURL(/\/(app|pos)(\/|\?|$)/);
}

/** Opens an antd Select by its form label and picks the option showing this text. */
export async function chooseOption(page: Page, scope: Locator, label: string | RegExp, option: string): Promise<void> {
  // the form item whose label reads exactly this (not an input found through the label's `for`, which a select
  // re-rendering for a moment does not answer to), and its selector box
  const exactly = typeof label === "string" ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) : label;
  const select = scope
    .locator(".ant-form-item")
    .filter({ has: page.locator(".ant-form-item-label label").filter({ hasText: exactly }) })
    .locator(".ant-select-selector")
    .first();
  const item = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: option }).first();
  const openList = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
  // A forced click lands where the selector is on screen: while a dialog still zooms in (slowly, on a loaded
  // machine) that point can be the mask beside it, and a click there closes the dialog. Wait for the zoom to end.
  await page.locator(".ant-zoom-appear, .ant-zoom-enter").first().waitFor({ state: "detached" });
  // The selected value's span covers antd's search input: force the click through to the selector.
  await select.click({ force: true });
  // On a loaded machine a click can land while the select re-renders and the list never opens: open it again then
  // (only when no list is open, so a list still loading its options is not closed).
  for (let attempt = 1; ; attempt += 1) {
    try {
      await item.waitFor({ state: "visible", timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      if ((await openList.count()) === 0) await select.click({ force: true });
    }
  }
  await item.click();
}

/** The open antd modal with this title (a closing one may still be in the page, hidden: it is skipped). */
export function modalTitled(page: Page, title: string | RegExp): Locator {
  return page
    .locator(".ant-modal-content")
    .filter({ visible: true })
    .filter({ has: page.locator(".ant-modal-title", { hasText: title }) });
}

export function toast(page: Page, text: string): Locator {
  return page.locator(".ant-notification-notice, .ant-message-notice").filter({ hasText: text });
}

/**
 * Waits for the locator's first match to show. 30 s by default: on CI's loaded machine a full navigation from the
 * till to a back-office list (its bundles parsed again by a starved browser) took 37 s under 8× CPU throttling
 * (E2E_CPU_THROTTLE) and ran out of a 15 s wait twice; a real failure only takes longer to report.
 */
export async function visible(locator: Locator, timeout = 30_000): Promise<Locator> {
  await locator.first().waitFor({ state: "visible", timeout });
  return locator.first();
}

/**
 * Makes the header's location switcher show this location. Where a user has many locations, the one wanted may be
 * outside the rendered part of the list: its name is typed to find it. (Signed in, a user lands on the first of
 * their locations by name, which another test's new location can be: a test that works at one chooses it.)
 */
export async function switchLocation(page: Page, name: string): Promise<void> {
  const switcher = await visible(page.getByTestId("location-switcher"));
  if (!((await switcher.textContent()) ?? "").includes(name)) {
    await switcher.click();
    await page.keyboard.type(name);
    await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: name }).first().click();
  }
  await visible(page.getByTestId("location-switcher").filter({ hasText: name }));
}

/** Closes every notification on screen: the first, again and again (each close moves the others up). */
export async function dismissNotifications(page: Page): Promise<void> {
  const closes = page.locator(".ant-notification-notice-close");
  for (let tries = 0; tries < 20 && (await closes.count()) > 0; tries += 1) {
    // one may go by itself meanwhile: then the next try finds the rest
    await closes.first().click({ timeout: 2_000 }).catch(() => undefined);
  }
  await page.locator(".ant-notification-notice").first().waitFor({ state: "detached" });
}

/**
 * Types a search into a list's box and waits until the rows shown all match it and nothing is loading: the
 * debounced search has answered. A click on a row before then can land on a row the answer replaces, or on the
 * loading mask over it, and be lost (a customer not opened, a partner not picked: seen in CI).
 */
export async function searchAndSettle(box: Locator, rows: Locator, text: string, scope: Locator = rows.page().locator("body")): Promise<void> {
  await box.fill(text);
  const wanted = text.toLowerCase();
  await expect
    .poll(async () => {
      const shown = await rows.allTextContents();
      const loading = await scope.locator(".ant-spin-spinning").count();
      return loading === 0 && shown.length > 0 && shown.every((row) => row.toLowerCase().includes(wanted));
    }, { timeout: 30_000 })
    .toBe(true);
}

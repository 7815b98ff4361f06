import { squarePng } from "../support/png";
import type { Locator, Page } from "playwright-core";
import { visible } from "../support/pages";

// Steps of the catalogue browser tests, by the form's field test ids (field-<input name>).

export const field = (page: Page, name: string): Locator => page.getByTestId(`field-${name}`);

const openDropdown = (page: Page) => page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");

/** Types into a select's search box and clicks the option with this exact text (also '+ Add "…"'). */
export async function pick(page: Page, name: string, search: string, option: string = search): Promise<void> {
  const select = field(page, name);
  await select.locator(".ant-select-selector").click();
  await select.locator("input").first().fill(search);
  await openDropdown(page).locator(".ant-select-item-option").filter({ hasText: option }).first().click();
}

/** Picks a node of a tree select by its title. */
export async function pickTreeNode(page: Page, name: string, title: string): Promise<void> {
  const select = field(page, name);
  await select.locator(".ant-select-selector").click();
  await select.locator("input").first().fill(title);
  await openDropdown(page).locator(`.ant-select-tree-node-content-wrapper[title="${title}"]`).first().click();
}

export async function closeDropdowns(page: Page): Promise<void> {
  await page.keyboard.press("Escape");
  await openDropdown(page).first().waitFor({ state: "hidden" }).catch(() => undefined);
}

/** A small solid-colour PNG (real image bytes, so the server's type check and the thumbnail both work). */
export const makePng = (size = 48, rgb: [number, number, number] = [22, 119, 255]): Buffer => squarePng(size, rgb);

/** Filters a grid column by text from its column menu. */
export async function filterColumnByText(page: Page, columnKey: string, text: string): Promise<void> {
  await page.getByTestId(`column-menu-${columnKey}`).first().click();
  await page.getByTestId(`column-menu-${columnKey}-filter-text`).fill(text);
  await page.getByTestId(`column-menu-${columnKey}-filter-apply`).click();
}

export async function submitForm(page: Page): Promise<void> {
  await (await visible(page.getByTestId("form-submit"))).click();
}

import { crc32, deflateSync } from "node:zlib";
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
export function makePng(size = 48, rgb: [number, number, number] = [22, 119, 255]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from(rgb))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Filters a grid column by text from its column menu. */
export async function filterColumnByText(page: Page, columnKey: string, text: string): Promise<void> {
  await page.getByTestId(`column-menu-${columnKey}`).first().click();
  await page.getByTestId(`column-menu-${columnKey}-filter-text`).fill(text);
  await page.getByTestId(`column-menu-${columnKey}-filter-apply`).click();
}

export async function submitForm(page: Page): Promise<void> {
  await (await visible(page.getByTestId("form-submit"))).click();
}

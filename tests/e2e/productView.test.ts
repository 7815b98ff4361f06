import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin } from "../support/logins";
import { signIn, visible } from "../support/pages";

// The admin finds a demo product in the product list by its SKU and by its GTIN, clears the search from the column
// menu, opens the product by clicking its row and sees its stock, lots and movements; then the product form asks
// before leaving with a change.
const baseUrl = inject("e2eUrl");
const product = "Panadol 500mg Tablets";

let page: Page;
/** expect.poll gives up after 1 s by default: a debounced search and a server round trip take longer. */
const eventually = { timeout: 15_000 };

browserJourney((opened) => ({ page } = opened));

const rows = () => page.locator("[data-testid='resource-list-product'] tr.grid-row");
const search = () => page.getByTestId("list-search");

/** The text of a row's cell under the column headed `title`. */
async function cellText(row: Locator, title: string): Promise<string> {
  const headers = await page.locator("[data-testid='resource-list-product'] thead th").allTextContents();
  const index = headers.findIndex((text) => text.trim() === title);
  if (index < 0) throw new Error(`No column "${title}" among ${headers.join(", ")}`);
  return (await row.locator("td").nth(index).textContent())?.trim() ?? "";
}

/** Searches from the whole list, so that a single row can only come from this search. */
async function searchFor(text: string): Promise<void> {
  await search().fill("");
  await expect.poll(() => rows().count(), eventually).toBeGreaterThan(1);
  await search().fill(text);
}

describe.sequential("a product found by its codes and opened from the list", () => {
  let sku = "";
  let gtin = "";

  it("finds a product by its SKU and by its GTIN in the list's search box", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await page.goto(`${baseUrl}/app/product-catalog/product`);
    await expect.poll(() => search().getAttribute("placeholder"), eventually).toBe("Search by name, SKU or GTIN");
    await searchFor(product);
    await expect.poll(() => rows().allTextContents(), eventually).toEqual([expect.stringContaining(product)]);
    sku = await cellText(rows().first(), "SKU");
    gtin = await cellText(rows().first(), "GTIN");
    expect(sku).not.toBe("—");
    expect(gtin).toMatch(/^\d{8,14}$/);

    await searchFor(sku);
    await expect.poll(() => rows().allTextContents(), eventually).toEqual([expect.stringContaining(product)]);
    await screenshot(page, "product-01-found-by-sku");
    await searchFor(gtin);
    await expect.poll(() => rows().allTextContents(), eventually).toEqual([expect.stringContaining(product)]);
    await expect.poll(() => cellText(rows().first(), "GTIN"), eventually).toBe(gtin);
    await screenshot(page, "product-02-found-by-gtin");
  });

  it("empties the search box when the column menu's Clear Filter removes the search", async () => {
    await page.getByTestId("column-menu-name").first().click();
    const panel = await visible(page.getByTestId("column-menu-name-panel"));
    const entries = async () => (await panel.getByRole("button").allTextContents()).map((text) => text.trim()).filter(Boolean);
    await expect.poll(entries, eventually).toEqual(["A to Z", "Z to A", "Clear Filter", "Filter"]);
    await page.getByTestId("column-menu-name-clear").click();
    await expect.poll(() => search().inputValue(), eventually).toBe("");
    await expect.poll(() => rows().count(), eventually).toBeGreaterThan(1);
  });

  it("opens the product by clicking its row: details, stock on hand, lots and movements", async () => {
    await searchFor(product);
    await expect.poll(() => rows().allTextContents(), eventually).toEqual([expect.stringContaining(product)]);
    await rows().first().getByText(product, { exact: true }).click();
    await page.waitForURL(/\/app\/product-catalog\/product\/show\/[0-9a-f-]{36}(\?|$)/);
    await expect.poll(() => page.getByTestId("product-view-title").textContent(), eventually).toBe(product);
    const details = await visible(page.getByTestId("product-details"));
    await expect.poll(() => details.textContent(), eventually).toContain(gtin);

    await visible(page.getByTestId("product-stock-Central Warehouse"));
    const lots = page.getByTestId("product-lots").locator("tr.grid-row");
    // earliest expiry first, of every location: which lots fill the first page depends on the other tests' transfers
    await expect.poll(() => lots.filter({ hasText: /Central Warehouse|Gulberg Store|DHA Store/ }).count(), eventually).toBeGreaterThan(0);
    const movements = page.getByTestId("product-movements").locator("tr.grid-row");
    await expect.poll(() => movements.filter({ hasText: "Intake" }).filter({ hasText: "GRN-" }).count(), eventually).toBeGreaterThan(0);
    await screenshot(page, "product-03-view");
  });

  it("follows a returned lot through the ledger, newest first", async () => {
    // the demo data sent packs back to the vendor: pick a returned lot in the lots grid
    const lotsCard = page.getByTestId("product-lots");
    await lotsCard.getByTestId("column-menu-status").first().click();
    await page.getByTestId("column-menu-status-filter-select").click();
    await page.locator(".ant-select-item-option", { hasText: "Returned" }).click();
    await page.getByTestId("column-menu-status-filter-apply").click();
    const lots = lotsCard.locator("tr.grid-row");
    await expect.poll(async () => (await lots.allTextContents()).every((text) => text.includes("Returned")) && (await lots.count()) > 0, eventually).toBe(true);
    const lot = (await lots.first().locator("td").first().textContent())?.trim() ?? "";
    expect(lot).toMatch(/~\d+$/);

    // its movements: the return, then the intake that made it
    const movementsCard = page.getByTestId("product-movements");
    await movementsCard.getByTestId("column-menu-lot").first().click();
    await page.getByTestId("column-menu-lot-filter-text").fill(lot);
    await page.getByTestId("column-menu-lot-filter-apply").click();
    const movements = movementsCard.locator("tr.grid-row");
    // the filter is a "contains" (…~1 also finds …~10): keep the rows of exactly this lot, in the grid's order
    const ledgerOfLot = async () => {
      const texts = await movements.allTextContents();
      const lotCells = await movements.locator("td:nth-child(4)").allTextContents();
      return texts.filter((_, index) => lotCells[index]?.trim() === lot);
    };
    await expect.poll(ledgerOfLot, eventually).toEqual([expect.stringMatching(/Return.*−\d+/), expect.stringMatching(/Intake.*\+\d+/)]);
    await screenshot(page, "product-04-returned-lot-ledger");
  });

  it("asks before leaving the product form with a change, through the menu", async () => {
    await page.getByTestId("product-view-edit").click();
    await page.waitForURL(/\/app\/product-catalog\/product\/update\//);
    const name = page.getByTestId("field-name");
    await expect.poll(() => name.inputValue(), eventually).toBe(product);
    await name.fill(`${product} (changed)`);
    const asked = new Promise<string>((resolve) => page.once("dialog", (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))));
    await page.getByTestId("menu-category").click();
    expect(await asked).toContain("unsaved changes");
    await expect.poll(() => page.url(), eventually).toMatch(/\/product\/update\//);
    await expect.poll(() => name.inputValue(), eventually).toBe(`${product} (changed)`);
  });
});

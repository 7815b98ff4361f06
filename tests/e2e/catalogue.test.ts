import type { Browser, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { screenshot } from "../support/browser";
import { browserJourney, desktopContext } from "../support/journey";
import { demoAdmin } from "../support/logins";
import { signIn, toast, visible } from "../support/pages";
import { closeDropdowns, field, filterColumnByText, makePng, pick, pickTreeNode, submitForm } from "./catalogueHelpers";

// The admin builds a product from scratch (its manufacturer and categories first), finds it, edits it and adds a
// vendor; then a read-only user is kept out of the create screen.
const baseUrl = inject("e2eUrl");
const run = Date.now().toString(36);
const names = {
  manufacturer: `E2E Pharma ${run}`,
  root: `E2E Remedies ${run}`,
  child: `E2E Cough ${run}`,
  product: `E2E Syrup ${run}`,
  tag: `e2e-tag-${run}`,
  formula: `Dextromethorphan ${run}`,
  vendor: `E2E Distributors ${run}`,
};
const readonlyUser = { email: "readonly@demo.test", password: "Readonly@12345" };

let browser: Browser;
let page: Page;

browserJourney((opened) => ({ browser, page } = opened));

const row = (text: string) => page.locator(".ant-table-row", { hasText: text });

async function openCreate(listPath: string) {
  await page.goto(`${baseUrl}/app/${listPath}`);
  await (await visible(page.getByTestId("resource-create"))).click();
  await page.waitForURL(new RegExp(`/app/${listPath}/create$`));
}

describe.sequential("catalogue and suppliers in the browser", () => {
  it("signs in as the admin and creates a manufacturer", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await openCreate("procurement/manufacturer");
    await field(page, "name").fill(names.manufacturer);
    await field(page, "lineOfBusiness").fill("Pharmaceuticals");
    await submitForm(page);
    await visible(toast(page, "Manufacturer created successfully"));
    await page.waitForURL(/\/app\/procurement\/manufacturer(\?|$)/);
    await visible(row(names.manufacturer));
  });

  it("creates a category and a subcategory picked from the parent tree", async () => {
    await openCreate("product-catalog/category");
    await field(page, "name").fill(names.root);
    await submitForm(page);
    await visible(toast(page, "Category created successfully"));
    await openCreate("product-catalog/category");
    await field(page, "name").fill(names.child);
    await pickTreeNode(page, "parentId", names.root);
    await visible(page.getByText("This category will be at level 2 of at most 3."));
    await screenshot(page, "catalogue-01-category-form");
    await submitForm(page);
    await visible(toast(page, "Category created successfully"));
    await visible(row(names.child));
    await expect.poll(() => row(names.child).textContent()).toContain(names.root);
    await screenshot(page, "catalogue-02-category-list");
  });

  it("creates a product with an image, two categories, an inline tag and generic formula, units and prices", async () => {
    await openCreate("product-catalog/product");
    await field(page, "name").fill(names.product);
    await field(page, "images").locator('input[type="file"]').setInputFiles({ name: "syrup.png", mimeType: "image/png", buffer: makePng() });
    await visible(field(page, "images").locator(".ant-upload-list-item-done, .ant-upload-list-item img"));
    await pick(page, "genericFormulaId", names.formula, `+ Add "${names.formula}"`);
    await visible(toast(page, `"${names.formula}" added`));
    await field(page, "uomFactor").fill("10");
    await field(page, "maximumRetailPrice").fill("350");
    await visible(page.getByTestId("unit-price-hint").filter({ hasText: "35" }));
    await field(page, "purchasingPrice").fill("280");
    await pick(page, "manufacturerId", names.manufacturer);
    await pickTreeNode(page, "categoryIds", names.root);
    await pickTreeNode(page, "categoryIds", names.child);
    await closeDropdowns(page);
    await pick(page, "tagIds", names.tag, `+ Add "${names.tag}"`);
    await visible(field(page, "tagIds").locator(".ant-select-selection-item", { hasText: names.tag }));
    await closeDropdowns(page);
    await screenshot(page, "catalogue-03-product-form");
    await submitForm(page);
    await visible(toast(page, "Product created successfully"));
    await page.waitForURL(/\/app\/product-catalog\/product(\?|$)/);
  });

  it("finds the product through the name column filter", async () => {
    await filterColumnByText(page, "name", names.product);
    const found = await visible(row(names.product));
    await expect.poll(() => page.locator(".ant-table-row").count()).toBe(1);
    const text = (await found.textContent()) ?? "";
    for (const expected of [names.manufacturer, names.root, names.child, names.formula, "PKR 350.00", "PKR 35.00"]) {
      expect(text).toContain(expected);
    }
    await screenshot(page, "catalogue-04-product-filtered");
  });

  it("edits the product", async () => {
    await row(names.product).getByRole("button", { name: "Edit", exact: true }).click();
    await page.waitForURL(/\/app\/product-catalog\/product\/update\//);
    await expect.poll(() => field(page, "name").inputValue()).toBe(names.product);
    await visible(field(page, "tagIds").locator(".ant-select-selection-item", { hasText: names.tag }));
    await visible(field(page, "images").locator("img"));
    await field(page, "maximumRetailPrice").fill("400");
    await screenshot(page, "catalogue-05-product-edit");
    await submitForm(page);
    await visible(toast(page, "Product updated successfully"));
    await page.waitForURL(/\/app\/product-catalog\/product(\?|$)/);
    await filterColumnByText(page, "name", names.product);
    await visible(row(names.product).filter({ hasText: "PKR 400.00" }));
  });

  it("creates a vendor with manufacturers after the phone number is corrected", async () => {
    await openCreate("procurement/vendor");
    await field(page, "name").fill(names.vendor);
    await field(page, "primaryPhone").fill("12345");
    await visible(page.getByText("Please enter a valid phone number"));
    await screenshot(page, "catalogue-06-vendor-phone-message");
    await field(page, "primaryPhone").fill("0300 1234567");
    await page.getByText("Please enter a valid phone number").waitFor({ state: "detached" });
    await field(page, "primaryEmail").fill("orders@e2e-distributors.pk");
    await pick(page, "manufacturerIds", names.manufacturer);
    const second = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option");
    await field(page, "manufacturerIds").locator("input").first().fill("");
    await second.filter({ hasNotText: names.manufacturer }).first().click();
    await closeDropdowns(page);
    await expect.poll(() => field(page, "manufacturerIds").locator(".ant-select-selection-item").count()).toBe(2);
    await screenshot(page, "catalogue-07-vendor-form");
    await submitForm(page);
    await visible(toast(page, "Vendor created successfully"));
    await visible(row(names.vendor).filter({ hasText: names.manufacturer }));
    await screenshot(page, "catalogue-08-vendor-list");
  });

  it("keeps a read-only user out of product creation", async () => {
    const readonly = await desktopContext(browser);
    const other = await readonly.newPage();
    await signIn(other, baseUrl, readonlyUser.email, readonlyUser.password);
    await other.goto(`${baseUrl}/app/product-catalog/product`);
    await visible(other.getByTestId("resource-list-product"));
    await visible(other.locator(".ant-table-row").first());
    await expect.poll(() => other.getByTestId("resource-create").count()).toBe(0);
    await other.goto(`${baseUrl}/app/product-catalog/product/create`);
    await visible(other.getByText("You do not have access to this content"));
    await screenshot(other, "catalogue-09-readonly-denied");
    await readonly.close();
  });
});

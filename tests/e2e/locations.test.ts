import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin } from "../support/logins";
import { chooseOption, modalTitled, signIn, toast, visible } from "../support/pages";

// One journey, step by step, in one page: the admin manages locations from sign-in to sign-out.
const baseUrl = inject("e2eUrl");
const name = `E2E Store ${Date.now().toString(36)}`;
const renamed = `${name} Renamed`;

let page: Page;

browserJourney((opened) => ({ page } = opened), { timeout: 15_000 });

const modal = (title: string | RegExp) => modalTitled(page, title);

describe.sequential("the admin manages locations", () => {
  it("signs in", async () => {
    await page.goto(`${baseUrl}/`);
    await visible(page.getByTestId("login-form"));
    await screenshot(page, "01-login");
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await screenshot(page, "02-dashboard");
  });

  it("sees the menu and opens System → Locations", async () => {
    const menu = page.getByTestId("app-menu").first();
    await visible(menu.getByText("System", { exact: true }));
    const locationsEntry = menu.getByText("Locations", { exact: true });
    // The System submenu may already be open (it holds the current route's neighbours); open it if not.
    if (!(await locationsEntry.isVisible())) await menu.getByText("System", { exact: true }).click();
    await visible(locationsEntry);
    await locationsEntry.click();
    await page.waitForURL(/\/app\/system\/locations/);
    await visible(page.locator(".ant-table-row", { hasText: "Central Warehouse" }));
    await screenshot(page, "03-locations-list");
  });

  it("creates a retail location with a warehouse and a city", async () => {
    // The Create chip (its accessible name also holds the icon's label "plus").
    await page.getByTestId("resource-create").and(page.getByRole("button", { name: /Create$/ })).click();
    const form = await visible(modal("Create Location"));
    expect(page.url()).toContain("mode=create");
    await form.getByLabel("Name", { exact: true }).fill(name);
    await chooseOption(page, form, "Type", "Retail");
    await chooseOption(page, form, "Status", "Active");
    await chooseOption(page, form, "Country", "Pakistan");
    await chooseOption(page, form, "City", "Lahore");
    await chooseOption(page, form, "Warehouse", "Central Warehouse");
    await form.getByLabel("Area").fill("Johar Town");
    await screenshot(page, "04-create-location");
    await form.getByRole("button", { name: "Create", exact: true }).click();
    await visible(toast(page, "Location created successfully"));
    await form.waitFor({ state: "hidden" });
    expect(page.url()).not.toContain("mode=create");
  });

  it("finds it by searching its name", async () => {
    await page.getByPlaceholder(/search/i).fill(name);
    await visible(page.locator(".ant-table-row", { hasText: name }));
    await page.locator(".ant-table-row", { hasText: "Gulberg Store" }).waitFor({ state: "detached" });
    const row = page.locator(".ant-table-row", { hasText: name });
    await expect.poll(() => row.textContent()).toContain("Central Warehouse");
    await screenshot(page, "05-search");
  });

  it("edits it", async () => {
    const row = page.locator(".ant-table-row", { hasText: name });
    await row.getByRole("button", { name: "Edit", exact: true }).click();
    const form = await visible(modal("Update Location"));
    expect(page.url()).toMatch(/mode=edit&id=|id=.*mode=edit/);
    const nameField = form.getByLabel("Name", { exact: true });
    await expect.poll(() => nameField.inputValue()).toBe(name);
    await nameField.fill(renamed);
    await screenshot(page, "06-edit-location");
    await form.getByRole("button", { name: "Update", exact: true }).click();
    await visible(toast(page, "Location updated successfully"));
    await form.waitFor({ state: "hidden" });
  });

  it("reloads a deep link to the edit form", async () => {
    await page.getByPlaceholder(/search/i).fill(renamed);
    const row = await visible(page.locator(".ant-table-row", { hasText: renamed }));
    await row.getByRole("button", { name: "Edit", exact: true }).click();
    await page.waitForURL(/mode=edit/);
    const deepLink = page.url();
    await page.goto(deepLink);
    const form = await visible(modal("Update Location"));
    await form.getByLabel("Name", { exact: true }).waitFor();
    await expect.poll(() => form.getByLabel("Name", { exact: true }).inputValue(), { timeout: 15_000 }).toBe(renamed);
    // Same route and query (Refine may re-encode the brackets of its own parameters).
    const params = (url: string) => [...new URL(url).searchParams.entries()].sort();
    expect(new URL(page.url()).pathname).toBe("/app/system/locations");
    expect(params(page.url())).toEqual(params(deepLink));
    await screenshot(page, "07-deep-link");
    await form.getByRole("button", { name: "Cancel", exact: true }).click();
    await form.waitFor({ state: "hidden" });
  });

  it("signs out", async () => {
    await page.getByRole("button", { name: /Logout$/ }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await visible(page.getByLabel(/email/i));
    await screenshot(page, "08-signed-out");
  });
});

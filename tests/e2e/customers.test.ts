import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin } from "../support/logins";
import { chooseOption, modalTitled, signIn, toast, visible } from "../support/pages";

// The admin adds a customer typed the way customers say their number ('0300 1234567'), sees it listed in E.164,
// finds it by the number, adds an address on its page, and adds a partner.
const baseUrl = inject("e2eUrl");
const name = `E2E Customer ${Date.now().toString(36)}`;
const partner = `E2E Partner ${Date.now().toString(36)}`;

let page: Page;

browserJourney((opened) => ({ page } = opened), { timeout: 15_000 });

describe.sequential("the admin manages customers and partners", () => {
  it("opens the customers list with the demo customers", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await page.goto(`${baseUrl}/app/customers-partners/customers`);
    const ayesha = await visible(page.locator(".ant-table-row", { hasText: "Ayesha Malik" }));
    await expect.poll(() => ayesha.textContent()).toContain("+923001112233");
    await expect.poll(() => ayesha.textContent()).toContain("Lahore Corporate Health");
    await screenshot(page, "customers-01-list");
  });

  it("creates a customer from '0300 1234567' and sees it listed as +923001234567", async () => {
    await page.getByTestId("resource-create").and(page.getByRole("button", { name: /Create$/ })).click();
    await page.waitForURL(/customers-partners\/customers\/create/);
    await page.getByLabel("Name", { exact: true }).fill(name);
    const phone = page.getByLabel("Phone Number", { exact: true });
    await phone.fill("0300 12");
    await page.getByRole("button", { name: /^(Create|Save)$/ }).click();
    await visible(page.getByText("Please enter a valid phone number."));
    await phone.fill("0300 1234567");
    await chooseOption(page, page.locator("form"), "Partner", "Senior Citizens Programme");
    await screenshot(page, "customers-02-create");
    await page.getByRole("button", { name: /^(Create|Save)$/ }).click();
    await visible(toast(page, "Customer created successfully"));
    await page.waitForURL(/customers-partners\/customers(\?|$)/);
    await page.getByPlaceholder(/search/i).fill("0300 1234567");
    const row = await visible(page.locator(".ant-table-row", { hasText: name }));
    await expect.poll(() => row.textContent()).toContain("+923001234567");
    await page.locator(".ant-table-row", { hasText: "Ayesha Malik" }).waitFor({ state: "detached" });
    await screenshot(page, "customers-03-listed-e164");
  });

  it("opens the customer's page and adds an address, shown as one line", async () => {
    await page.locator(".ant-table-row", { hasText: name }).getByText(name).click();
    await page.waitForURL(/customers-partners\/customers\/show\//);
    await visible(page.getByTestId("customer-view-title").getByText(name));
    await page.getByTestId("address-add").click();
    const form = await visible(modalTitled(page, "Add Address"));
    // a long list: type to narrow it, then pick
    await form.getByLabel("City", { exact: true }).fill("Lahore");
    await (await visible(page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: "Lahore, Pakistan" }))).click();
    await form.getByLabel("Building No.", { exact: true }).fill("14");
    await form.getByLabel("Street Name", { exact: true }).fill("Mall Road");
    await form.getByLabel("Postal Code", { exact: true }).fill("54000");
    await screenshot(page, "customers-04-add-address");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await visible(toast(page, "Address added successfully"));
    await visible(page.getByText("14, Mall Road, Lahore, Pakistan, 54000"));
    await screenshot(page, "customers-05-address-line");
  });

  it("adds a partner", async () => {
    await page.goto(`${baseUrl}/app/customers-partners/partners`);
    await visible(page.locator(".ant-table-row", { hasText: "Lahore Corporate Health" }));
    await page.getByTestId("resource-create").and(page.getByRole("button", { name: /Create$/ })).click();
    const form = await visible(modalTitled(page, "Create Partner"));
    await form.getByLabel("Name", { exact: true }).fill(partner);
    await chooseOption(page, form, "Type", "RESELLER");
    await form.getByLabel("Phone Number", { exact: true }).fill("+44 20 7946 0958");
    await screenshot(page, "partners-01-create");
    await form.getByRole("button", { name: "Create", exact: true }).click();
    await visible(toast(page, "Partner created successfully"));
    const row = await visible(page.locator(".ant-table-row", { hasText: partner }));
    await expect.poll(() => row.textContent()).toContain("+442079460958");
    await screenshot(page, "partners-02-listed");
  });
});

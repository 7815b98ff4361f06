// Forms that tell the user (issue 25, item 18), in Chromium: the browser's Back on a half-filled purchase order
// asks first and staying keeps the order; a generated form scrolls to its first refused field; a double-clicked
// OPEN opens the register once, with its success and no error beside it.
import type { Dialog, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import type { LoginPayload } from "../support/api";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin } from "../support/logins";
import { signIn, toast, visible } from "../support/pages";
import { closeDropdowns, pick } from "./catalogueHelpers";
import { addProduct } from "./procurementHelpers";
import { tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const { api, call } = tillApi(baseUrl);
const run = Date.now().toString(36).toUpperCase();
const TILL = `Double ${run}`;

let page: Page;
let admin: LoginPayload;
let registerId = "";

browserJourney((opened) => ({ page } = opened));

beforeAll(async () => {
  admin = await api.login(demoAdmin.email, demoAdmin.password);
  const store = admin.allowedLocations.find((location) => location.name === "Gulberg Store");
  if (!store) throw new Error("no Gulberg Store");
  const { createLocationRegister } = await call<{ createLocationRegister: { id: string } }>(
    admin,
    `mutation ($dto: LocationRegisterInput!) { createLocationRegister(dto: $dto) { id } }`,
    { dto: { name: TILL, type: "SALES_REGISTER", printMode: "THERMAL", currency: "PKR", locationId: store.id, status: "ACTIVE" } },
  );
  registerId = createLocationRegister.id;
});

describe.sequential("forms that tell the user", () => {
  it("asks before the browser's Back leaves a half-filled purchase order; staying keeps it", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await page.goto(`${baseUrl}/app/procurement/purchase-order`);
    await (await visible(page.getByTestId("resource-create"))).click();
    await page.waitForURL(/purchase-order\/create(\?|$)/);
    await pick(page, "vendorId", "Muller", "Muller & Phipps Pakistan");
    await addProduct(page, "Panadol 500mg Tablets");
    await closeDropdowns(page);

    const asked: string[] = [];
    const stay = (dialog: Dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    };
    page.on("dialog", stay);
    await page.goBack();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toContain("unsaved changes");
    await expect.poll(() => page.url()).toMatch(/purchase-order\/create$/);
    await visible(page.getByTestId("po-item-0").filter({ hasText: "Panadol 500mg Tablets" }));
    await screenshot(page, "forms-po-stays-after-back");
    page.off("dialog", stay);

    // saying yes leaves
    const leave = (dialog: Dialog) => void dialog.accept();
    page.on("dialog", leave);
    await page.goBack();
    await expect.poll(() => page.url()).toMatch(/purchase-order(\?.*)?$/);
    await visible(page.getByTestId("resource-create"));
    page.off("dialog", leave);
  });

  it("scrolls a long form to its first refused field", async () => {
    await page.goto(`${baseUrl}/app/product-catalog/product/create`);
    const submit = await visible(page.getByTestId("form-submit"));
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    const firstError = page.locator(".ant-form-item-has-error").first();
    await visible(firstError);
    await expect
      .poll(() => firstError.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }))
      .toBe(true);
    await screenshot(page, "forms-scrolled-to-first-error");
  });

  it("opens a register once on a double click: its success, no error", async () => {
    await page.goto(`${baseUrl}/app/sales-orders/register/${registerId}/open`);
    await visible(page.getByText("Not open yet"));
    await page.getByTestId("opening-amount").fill("1000");
    await page.getByTestId("open-register").dblclick();
    await visible(toast(page, `Register ${TILL} is Opened successfully.`));
    await page.waitForURL(new RegExp(`/pos/[0-9a-f-]+/${registerId}$`));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await page.locator(".ant-notification-notice-error, .ant-message-error").count()).toBe(0);
    expect(await page.getByText("Could not open the register").count()).toBe(0);
    const { getLocationRegisterSessions } = await call<{ getLocationRegisterSessions: { data: { id: string }[] } }>(
      admin,
      `query ($registerId: ID!) { getLocationRegisterSessions(registerId: $registerId) { data { id } } }`,
      { registerId },
    );
    expect(getLocationRegisterSessions.data).toHaveLength(1);
  });
});

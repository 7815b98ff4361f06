// The company profile screen in Chromium against the real server: the admin uploads a logo and changes the
// website, saves, and the order receipt (printed from the session's tenant) shows the new logo without signing in
// again. The e2e tests share the demo company: its profile is read first and put back at the end.
import { squarePng } from "../support/png";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import type { LoginPayload } from "../support/api";
import { browserJourney } from "../support/journey";
import { demoAdmin } from "../support/logins";
import { signIn, toast, visible } from "../support/pages";
import { tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const { api, call } = tillApi(baseUrl);
const run = Date.now().toString(36);
const PROFILE_FIELDS = "name website onlineStoreURL logo parentCompanyLogo invertedLogo qrInvertedLogo";
type ProfileInput = { name: string; website: string | null; onlineStoreURL: string | null; logo: string | null; parentCompanyLogo: string | null; invertedLogo: string | null; qrInvertedLogo: string | null };

let page: Page;
let admin: LoginPayload;
let before: ProfileInput | null = null;

browserJourney((opened) => ({ page } = opened), { timeout: 30_000 });

/** A 1×1 PNG of one colour. */
const onePixelPng = () => squarePng(1, [20, 90, 160]);

beforeAll(async () => {
  admin = await api.login(demoAdmin.email, demoAdmin.password);
  before = (await call<{ getCompanyProfile: ProfileInput }>(admin, `query { getCompanyProfile { ${PROFILE_FIELDS} } }`)).getCompanyProfile;
});

afterAll(async () => {
  if (before) await call(admin, `mutation ($input: CompanyProfileInput!) { updateCompanyProfile(input: $input) { id } }`, { input: before });
});

describe("company profile", () => {
  it("an admin uploads a logo and changes the website; the receipt shows the new logo", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await page.goto(`${baseUrl}/app/system/company`);
    await visible(page.getByTestId("company-profile"), 30_000);
    await expect.poll(() => page.getByLabel("Company name").inputValue()).toBe(before?.name);
    await page.getByTestId("company-logo").locator("input[type=file]").setInputFiles({ name: `logo-${run}.png`, mimeType: "image/png", buffer: onePixelPng() });
    await expect.poll(() => page.getByTestId("company-logo").locator("img").first().getAttribute("src"), { timeout: 30_000 }).toMatch(/^\/files\/.+\.png\?exp=/);
    const website = `https://pharmacy-${run}.example`;
    await page.getByLabel("Website").fill("not a link");
    await page.getByRole("button", { name: "Save" }).click();
    await visible(page.getByText("Website must be an http(s) link."));
    await page.getByLabel("Website").fill(website);
    await page.getByRole("button", { name: "Save" }).click();
    await visible(toast(page, "Company profile saved."));
    await page.screenshot({ path: "/work/coord/shots/company-profile.png", fullPage: true });

    const saved = (await call<{ getCompanyProfile: ProfileInput }>(admin, `query { getCompanyProfile { ${PROFILE_FIELDS} } }`)).getCompanyProfile;
    expect(saved.website).toBe(website);
    const logoPath = saved.logo?.split("?")[0] ?? "";
    expect(logoPath).toMatch(/^\/files\/.+\.png$/);

    // the session's tenant took the saved values: a receipt printed now shows the new logo
    const { getOrders } = await call<{ getOrders: { data: { id: string }[] } }>(admin, `query { getOrders(limit: 1) { data { id } } }`);
    expect(getOrders.data.length).toBe(1);
    await page.goto(`${baseUrl}/invoice/order-receipt/${getOrders.data[0].id}`);
    const logo = await visible(page.getByTestId("receipt-logo"), 30_000);
    await expect.poll(() => logo.getAttribute("src")).toContain(logoPath);
    await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBe(1);
    await page.screenshot({ path: "/work/coord/shots/company-receipt.png", fullPage: true });
  });
});

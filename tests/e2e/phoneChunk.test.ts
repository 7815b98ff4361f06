import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin } from "../support/logins";
import { signIn, toast, visible } from "../support/pages";
import { rootDir } from "../../scripts/webBuild.mjs";

// The phone library and its full metadata (about 190 KB) are downloaded only where phones are typed: not by the
// dashboard nor the products list, but by the customer form, whose phone rule still refuses a bad number and
// saves a good one.
const baseUrl = inject("e2eUrl");
const dist = join(rootDir, "dist");
const name = `E2E Phone ${Date.now().toString(36)}`;
/** A key of libphonenumber-js's metadata, in whichever chunk carries it. */
const METADATA_MARK = "country_calling_codes";

let page: Page;
const scripts = new Set<string>();

browserJourney(
  (opened) => {
    ({ page } = opened);
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === "script" || path.endsWith(".js")) scripts.add(path.replace(/^\//, ""));
    });
  },
  { timeout: 15_000 },
);

const builtFile = (file: string) => join(dist, file);
const withPhoneMetadata = () => [...scripts].filter((file) => existsSync(builtFile(file)) && readFileSync(builtFile(file), "utf8").includes(METADATA_MARK));
const brotliKb = (files: Iterable<string>) => {
  let bytes = 0;
  for (const file of files) {
    const path = builtFile(file);
    if (!existsSync(path)) continue;
    bytes += existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : brotliCompressSync(readFileSync(path)).length;
  }
  return (bytes / 1024).toFixed(1);
};

describe.sequential("the phone rules' chunk", () => {
  it("is not downloaded by the dashboard after sign-in", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await visible(page.getByTestId("dashboard"));
    await page.waitForLoadState("networkidle");
    console.log(`The signed-in dashboard downloaded ${scripts.size} scripts, ${brotliKb(scripts)} KB in brotli.`);
    await expect.poll(withPhoneMetadata).toEqual([]);
  });

  it("is not downloaded by the products list", async () => {
    await page.goto(`${baseUrl}/app/product-catalog/product`);
    await visible(page.locator(".ant-table-row").first());
    await page.waitForLoadState("networkidle");
    await expect.poll(withPhoneMetadata).toEqual([]);
  });

  it("comes with the customer form, which refuses a bad number and saves a good one (typed like 0300 1234567)", async () => {
    await page.goto(`${baseUrl}/app/customers-partners/customers/create`);
    await page.getByLabel("Name", { exact: true }).fill(name);
    const phone = page.getByLabel("Phone Number", { exact: true });
    await phone.fill("0300 12");
    await page.getByRole("button", { name: /^(Create|Save)$/ }).click();
    await visible(page.getByText("Please enter a valid phone number."));
    await expect.poll(() => withPhoneMetadata().length).toBe(1);
    await screenshot(page, "phone-chunk-01-bad-number");
    // typed like 0300 1234567, which customers.test.ts saves in the same database (phones are unique)
    await phone.fill("0300 4455667");
    await page.getByRole("button", { name: /^(Create|Save)$/ }).click();
    await visible(toast(page, "Customer created successfully"));
    await page.waitForURL(/customers-partners\/customers(\?|$)/);
  });
});

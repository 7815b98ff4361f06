// Issue 29 at the till, in Chromium against the real server: hold and resume with the network cut, and the offline
// receipt's logo. The company's logo is a real upload (POST /files); a till opened once online keeps it. Offline
// (the context offline, requests to the server aborted) a cart is held on the till, the page reloaded, the cart
// still in the held list, resumed and sold: the receipt printed offline shows the logo, already loaded when the
// print starts. Back online the till's held cart is listed with the server's, resumed once, and never sent: the
// server holds only the cart held online.
import { pngImage } from "../support/png";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import type { LoginPayload } from "../support/api";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin } from "../support/logins";
import { dismissNotifications, signIn, toast, visible } from "../support/pages";
import { newStore, receiveNewProducts } from "./stockHelpers";
import { networkSwitch, scanCode, tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const till = tillApi(baseUrl);
const { call } = till;
const run = Date.now().toString(36).toUpperCase();
const CODES = { syrup: `HLD-A-${run}`, drops: `HLD-B-${run}` };

let page: Page;
let context: BrowserContext;
let admin: LoginPayload;
let storeId = "";
let registerId = "";
let registerCode = "";
let tillUrl = "";
const PROFILE_FIELDS = "name website onlineStoreURL logo parentCompanyLogo invertedLogo qrInvertedLogo";
const UPDATE_PROFILE = `mutation ($input: CompanyProfileInput!) { updateCompanyProfile(input: $input) { id } }`;
type CompanyProfileInput = Record<"name", string> & Record<"website" | "onlineStoreURL" | "logo" | "parentCompanyLogo" | "invertedLogo" | "qrInvertedLogo", string | null>;
let profileBefore: CompanyProfileInput | null = null;
let logoPath = "";

browserJourney((opened) => ({ page, context } = opened));

/** A real PNG logo: a 160×48 band of two colours (the receipt prints it in grey). */
const logoPng = () => pngImage(160, 48, (x, y) => ((x < 48) !== (y < 24) ? [20, 90, 160] : [230, 120, 20]));

beforeAll(async () => {
  const store = await newStore(till, `Hold Store ${run}`);
  storeId = store.id;
  admin = store.admin;
  await receiveNewProducts(call, admin, storeId, {
    products: [
      { name: `Hold Syrup ${run}`, skuCode: CODES.syrup, packs: 2 },
      { name: `Hold Drops ${run}`, skuCode: CODES.drops, packs: 2 },
    ],
    tag: `HLD${run}`,
  });
  const { createLocationRegister } = await call<{ createLocationRegister: { id: string; secondaryId: string } }>(
    admin,
    `mutation ($dto: LocationRegisterInput!) { createLocationRegister(dto: $dto) { id secondaryId } }`,
    { dto: { name: `Hold Till ${run}`, type: "SALES_REGISTER", printMode: "THERMAL", currency: "PKR", locationId: storeId, status: "ACTIVE" } },
  );
  ({ id: registerId, secondaryId: registerCode } = createLocationRegister);
  await call(admin, `mutation ($registerId: ID!) { openLocationRegister(registerId: $registerId, session: { openingAmount: 1000 }) { id } }`, { registerId });
  tillUrl = `${baseUrl}/pos/${storeId}/${registerId}`;
  // the company's logo: uploaded through the real /files API and set by the company profile mutation (the demo's
  // profile put back afterwards)
  const upload = await fetch(`${baseUrl}/files?for=company`, { method: "POST", headers: { "content-type": "image/png", "x-api-key": admin.token }, body: new Uint8Array(logoPng()) });
  expect(upload.status).toBe(201);
  logoPath = ((await upload.json()) as { path: string }).path;
  profileBefore = (await call<{ getCompanyProfile: CompanyProfileInput }>(admin, `query { getCompanyProfile { ${PROFILE_FIELDS} } }`)).getCompanyProfile;
  await call(admin, UPDATE_PROFILE, { input: { ...profileBefore, logo: logoPath } });
});

afterAll(async () => {
  if (profileBefore) await call(admin, UPDATE_PROFILE, { input: profileBefore });
});

const { isOffline, goOffline, goOnline } = networkSwitch(() => context);

/** A store of the till's database, as the page reads it. */
const tillRows = <T>(store: string) =>
  page.evaluate(
    ([db, name]) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains(name)) return resolve([]);
          const read = open.result.transaction(name).objectStore(name).getAll();
          read.onsuccess = () => resolve(read.result as T[]);
          read.onerror = () => reject(new Error("unreadable"));
        };
        open.onerror = () => reject(new Error("no till database"));
      }),
    [`pharmacy-till:${admin.tenant.id}:${storeId}`, store] as const,
  );
const serverHolds = async () =>
  (await call<{ getHeldOrders: { id: string; comment: string | null }[] }>(admin, `query ($registerId: ID!) { getHeldOrders(registerId: $registerId) { id comment } }`, { registerId })).getHeldOrders;
const lineCount = () => page.getByTestId("pos-line").count();
const quantities = () => page.getByTestId("pos-line-quantity").evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));

async function holdCart(note: string, held: string): Promise<void> {
  await page.keyboard.press("F4");
  await visible(page.getByTestId("pos-hold-note"));
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("pos-hold-note");
  await page.keyboard.type(note);
  await page.keyboard.press("Enter");
  await visible(toast(page, held));
  await expect.poll(lineCount).toBe(0);
}

describe("hold and resume with no network, and the offline receipt's logo", () => {
  it("keeps the company's uploaded logo on the till once opened online", async () => {
    await context.route("**/graphql", (route) => (isOffline() ? route.abort("internetdisconnected") : route.continue()));
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await page.goto(tillUrl);
    await visible(page.getByTestId("pos-header"));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
    await expect
      .poll(async () => (await tillRows<{ key: string; value: { source: string; dataUrl: string } }>("meta")).find((row) => row.key === "receipt-logo")?.value, { timeout: 30_000 })
      .toMatchObject({ source: logoPath, dataUrl: expect.stringMatching(/^data:image\/png;base64,/) as unknown });
    await expect.poll(async () => (await page.evaluate(() => performance.getEntriesByName("till-catalogue:synced").length)) > 0, { timeout: 30_000 }).toBe(true);
  });

  it("holds a cart offline on the till, listed in the held carts", async () => {
    await goOffline();
    await visible(page.getByTestId("pos-offline-banner"));
    await scanCode(page, CODES.syrup);
    await expect.poll(lineCount).toBe(1);
    await scanCode(page, CODES.drops);
    await expect.poll(lineCount).toBe(2);
    await scanCode(page, CODES.drops);
    // the second drops adds to its line: wait for its quantity, so that no scan is still under way
    await expect.poll(quantities).toEqual(["1", "2"]);
    await holdCart("Mrs Rana, back with the prescription", `Cart held on this till as ${registerCode}-HOLD-0001`);
    await dismissNotifications(page);
    await page.keyboard.press("F6");
    const held = await visible(page.getByTestId("pos-till-held-order"));
    expect(await held.textContent()).toContain("Mrs Rana, back with the prescription");
    expect(await held.textContent()).toContain("On this till");
    expect(await held.textContent()).toContain("2 items");
    expect(await page.getByTestId("pos-held-offline").textContent()).toContain("Carts held on the server show when the connection returns");
    await screenshot(page, "offq-held-list-offline");
    await page.keyboard.press("Escape");
  });

  it("after a reload offline, resumes the held cart and sells it; the receipt printed offline shows the logo", async () => {
    await page.reload();
    await visible(page.getByTestId("pos-header"), 30_000);
    await visible(page.getByTestId("pos-offline-banner"));
    await page.keyboard.press("F6");
    const held = await visible(page.getByTestId("pos-till-held-order"), 30_000);
    await held.getByRole("button", { name: /Resume/ }).click();
    await visible(toast(page, `Cart ${registerCode}-HOLD-0001 resumed`));
    await expect.poll(lineCount).toBe(2);
    await expect.poll(async () => (await page.getByTestId("pos-line").allTextContents()).join(" | ")).toContain(`Hold Drops ${run}`);
    expect(await tillRows("holds")).toEqual([]);
    // what goes to the printer, and whether its logo is loaded at the very moment the print starts
    await page.evaluate(() => {
      window.print = () => {
        const receipt = document.querySelector(".till-receipt-print");
        const logo = receipt?.querySelector<HTMLImageElement>("img.receipt-logo");
        document.body.dataset.printedLogo = JSON.stringify(logo ? { src: logo.src.slice(0, 22), complete: logo.complete, width: logo.naturalWidth } : null);
        const copy = receipt?.cloneNode(true) as HTMLElement | undefined;
        if (copy) document.body.appendChild(Object.assign(copy, { id: "printed-receipt-copy" }));
      };
    });
    await dismissNotifications(page);
    await page.keyboard.press("F9");
    await visible(page.getByTestId("pos-payment-amount").first());
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("pos-payment-amount");
    await page.keyboard.press("Enter");
    await visible(toast(page, `Sale ${registerCode}-OFF-000001 saved on this till`));
    await expect.poll(() => page.evaluate(() => document.body.dataset.printedLogo ?? "")).not.toBe("");
    expect(JSON.parse(await page.evaluate(() => document.body.dataset.printedLogo ?? "null"))).toEqual({ src: "data:image/png;base64,", complete: true, width: 160 });
    expect(await page.locator("#printed-receipt-copy").textContent()).toContain("Fiscal number pending");
    await page.evaluate(() => document.body.classList.add("printing-till-receipt"));
    await page.emulateMedia({ media: "print" });
    await screenshot(page, "offq-offline-receipt-logo");
    await page.emulateMedia({ media: "screen" });
    await page.evaluate(() => {
      document.body.classList.remove("printing-till-receipt");
      document.getElementById("printed-receipt-copy")?.remove();
    });
  });

  it("back online: the till's held cart is listed with the server's, resumed once, never sent to the server", async () => {
    // one more cart held offline, then the connection returns
    await dismissNotifications(page);
    await scanCode(page, CODES.syrup);
    await expect.poll(lineCount).toBe(1);
    await holdCart("Held with no network", `Cart held on this till as ${registerCode}-HOLD-0002`);
    await goOnline();
    await page.reload();
    await visible(page.getByTestId("pos-header"), 30_000);
    await expect.poll(() => page.getByTestId("pos-offline-banner").count(), { timeout: 60_000 }).toBe(0);
    // a cart held online goes to the server as before
    await dismissNotifications(page);
    await scanCode(page, CODES.drops);
    await expect.poll(lineCount).toBe(1);
    await holdCart("Held online", "Cart held as ");
    await dismissNotifications(page);
    await page.keyboard.press("F6");
    await visible(page.getByTestId("pos-held-order"), 30_000);
    await visible(page.getByTestId("pos-till-held-order"));
    expect(await page.getByTestId("pos-held-order").textContent()).toContain("Held online");
    expect(await page.getByTestId("pos-till-held-order").textContent()).toContain("Held with no network");
    await screenshot(page, "offq-held-list-online");
    await page.getByTestId("pos-till-held-order").getByRole("button", { name: /Resume/ }).click();
    await visible(toast(page, `Cart ${registerCode}-HOLD-0002 resumed`));
    await expect.poll(lineCount).toBe(1);
    expect(await tillRows("holds")).toEqual([]);
    // the server holds the online cart only; the offline sale went as one order
    expect((await serverHolds()).map((hold) => hold.comment)).toEqual(["Held online"]);
    await expect
      .poll(async () => {
        const { getOrders } = await call<{ getOrders: { data: { offlineNumber: string | null }[] } }>(admin, `query ($locationId: ID) { getOrders(locationId: $locationId, limit: 50) { data { offlineNumber } } }`, {
          locationId: storeId,
        });
        return getOrders.data.filter((order) => order.offlineNumber?.startsWith(`${registerCode}-OFF-`)).length;
      }, { timeout: 30_000 })
      .toBe(1);
  });
});

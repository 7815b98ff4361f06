// Stock between locations in Chromium: the warehouse sends stock to Gulberg Store by scanning two lot labels (a
// third, already sent, is refused with its reason) and by a product with a number of sealed packs, and prints the
// Transfer List slip; the store manager receives one item by scanning its label, then the rest.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { newIdempotencyKey } from "../../common/schemas/idempotency";
import type { LoginPayload } from "../support/api";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoManager, demoWarehouse } from "../support/logins";
import { signIn, visible } from "../support/pages";
import { scanCode, tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const { api, call } = tillApi(baseUrl);

type WarehouseLot = { id: string; actionId: string; isOpened: boolean; product: { id: string; name: string; secondaryId: string } };

let page: Page;
let warehouse: LoginPayload;
let warehouseId = "";
let scanned: WarehouseLot[] = [];
let packsProduct: WarehouseLot["product"];
let transferNumber = "";

browserJourney((opened) => ({ page } = opened), { timeout: 20_000 });

beforeAll(async () => {
  warehouse = await api.login(demoWarehouse.email, demoWarehouse.password);
  warehouseId = warehouse.allowedLocations.find((location) => location.name === "Central Warehouse")?.id ?? "";
  const { getUnexpiredProductLots } = await call<{ getUnexpiredProductLots: { data: WarehouseLot[] } }>(
    warehouse,
    `query ($locationId: ID!) { getUnexpiredProductLots(locationId: $locationId, limit: 200) { data { id actionId isOpened product { id name secondaryId } } } }`,
    { locationId: warehouseId },
  );
  const sealed = getUnexpiredProductLots.data.filter((lot) => !lot.isOpened);
  const products = [...new Set(sealed.map((lot) => lot.product.id))];
  if (products.length < 2) throw new Error("the warehouse holds too few products");
  scanned = sealed.filter((lot) => lot.product.id === products[0]).slice(0, 2);
  const other = sealed.filter((lot) => lot.product.id === products[1]);
  if (scanned.length < 2 || other.length < 3) throw new Error("the warehouse holds too few packs");
  packsProduct = other[0].product;
});

describe.sequential("a transfer from the warehouse to a store", () => {
  it("the warehouse scans two lots, refuses one already travelling, adds sealed packs of a product and sends it", async () => {
    // a lot that is already on its way elsewhere
    const { getTransferDestinations } = await call<{ getTransferDestinations: { id: string; name: string }[] }>(warehouse, `query ($id: ID!) { getTransferDestinations(locationFromId: $id) { id name } }`, { id: warehouseId });
    const dha = getTransferDestinations.find((location) => location.name === "DHA Store");
    const { getUnexpiredProductLots } = await call<{ getUnexpiredProductLots: { data: WarehouseLot[] } }>(warehouse, `query ($locationId: ID!) { getUnexpiredProductLots(locationId: $locationId, limit: 200) { data { id actionId isOpened product { id name secondaryId } } } }`, { locationId: warehouseId });
    const travelling = getUnexpiredProductLots.data.find((lot) => !scanned.some((each) => each.id === lot.id) && lot.product.id !== packsProduct.id);
    await call(warehouse, `mutation ($input: CreateTransferInput!) { createTransfer(input: $input) { id } }`, {
      input: { idempotencyKey: newIdempotencyKey(), locationFromId: warehouseId, locationToId: dha?.id, lotCodes: [travelling?.actionId] },
    });

    await signIn(page, baseUrl, demoWarehouse.email, demoWarehouse.password);
    await page.goto(`${baseUrl}/app/inventory-management/stock-transfer/create`);
    await visible(page.getByTestId("transfer-create-page"));
    expect(await page.getByTestId("transfer-from").textContent()).toBe("Central Warehouse");
    await page.getByTestId("transfer-to").click();
    await page.locator(".ant-select-item-option", { hasText: "Gulberg Store" }).first().click();
    for (const lot of scanned) {
      await scanCode(page, lot.actionId, "transfer-scan");
      await visible(page.getByTestId("transfer-scanned-lots").getByText(lot.actionId));
    }
    await scanCode(page, travelling?.actionId ?? "", "transfer-scan");
    await expect.poll(() => page.getByTestId("transfer-scan-error").textContent()).toMatch(/is already in transfer TRF-\d{6}\./);
    await page.getByTestId("transfer-product-search").click();
    await page.keyboard.type(packsProduct.name.slice(0, 6));
    await (await visible(page.getByTestId(`product-option-${packsProduct.secondaryId}`))).click();
    const packs = page.locator(`input[data-testid="transfer-packs-${packsProduct.secondaryId}"], [data-testid="transfer-packs-${packsProduct.secondaryId}"] input`).first();
    await packs.fill("2");
    await page.getByTestId("transfer-description").fill("Weekly top-up for Gulberg");
    await screenshot(page, "transfers-01-create");
    await page.getByTestId("transfer-submit").click();
    await page.waitForURL(/\/inventory-management\/stock-transfer(\?|$)/);
    const row = await visible(page.locator(".ant-table-row", { hasText: "Gulberg Store" }).first());
    await expect.poll(() => row.textContent()).toMatch(/TRF-\d{6}.*Gulberg Store.*In Transit.*0 \/ 4/);
    transferNumber = /TRF-\d{6}/.exec((await row.textContent()) ?? "")?.[0] ?? "";
    await screenshot(page, "transfers-02-list");
  });

  it("prints the Transfer List slip: from, to and the count of packs per product", async () => {
    const slip = await page.context().newPage();
    const href = await page.getByTestId(`print-transfer-list-${transferNumber}`).getAttribute("href");
    await slip.goto(`${baseUrl}${href ?? ""}`);
    await visible(slip.getByTestId("transfer-slip-items"));
    await expect.poll(() => slip.getByTestId("transfer-slip-meta").textContent()).toMatch(new RegExp(`Transfer ID:\\s*${transferNumber}.*From:\\s*Central Warehouse.*To:\\s*Gulberg Store`));
    const quantities = await slip.getByTestId("transfer-slip-items").locator("tbody tr td:nth-child(4)").allTextContents();
    expect(quantities.map(Number).sort()).toEqual([2, 2]);
    await screenshot(slip, "transfers-03-transfer-list-slip");
    await slip.close();
  });

  it("the store receives one item by scanning its label, then the rest", async () => {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, baseUrl, demoManager.email, demoManager.password);
    await page.goto(`${baseUrl}/app/inventory-management/transfer-receipt`);
    const switcher = await visible(page.getByTestId("location-switcher"));
    if (!((await switcher.textContent()) ?? "").includes("Gulberg Store")) {
      await switcher.click();
      await page.locator(".ant-select-item-option", { hasText: "Gulberg Store" }).first().click();
    }
    await (await visible(page.getByTestId(`receive-${transferNumber}`))).click();
    await visible(page.getByTestId("transfer-receive-page"));
    await scanCode(page, scanned[0].actionId, "receive-scan");
    await expect.poll(() => page.getByTestId("receive-scan-note").textContent()).toContain("ticked");
    await expect.poll(() => page.getByTestId("receive-selected").textContent()).toContain("(1)");
    await page.getByTestId("receive-selected").click();
    await expect.poll(() => page.getByTestId("transfer-received-count").textContent()).toBe("1 / 4");
    await expect.poll(() => page.getByTestId("transfer-status").textContent()).toBe("Partially Received");
    await screenshot(page, "transfers-04-partly-received");
    await page.getByTestId("receive-all").click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: "Receive All" }).click();
    await expect.poll(() => page.getByTestId("transfer-status").textContent()).toBe("Received");
    await expect.poll(() => page.getByTestId("transfer-received-count").textContent()).toBe("4 / 4");
    await screenshot(page, "transfers-05-received");

    // the store's transfer items, as a file
    await page.goto(`${baseUrl}/app/inventory-management/transfer-receipt`);
    await page.getByTestId("download-transfer-items").hover();
    const [download] = await Promise.all([page.waitForEvent("download"), (await visible(page.getByRole("menuitem", { name: "CSV" }))).click()]);
    expect(download.suggestedFilename()).toMatch(/^transfer-items-\d{8}-\d{4}\.csv$/);
    const csv = await readFile((await download.path()) ?? "", "utf8");
    expect(csv.split("\r\n").filter((line) => line.startsWith(`${transferNumber},RECEIVED,`))).toHaveLength(4);
  });
});

// A store's demand note answered by the warehouse, in Chromium: the Gulberg manager opens Create Demand Note (the
// suggested packs load, each with its reason), keeps one product at 2 packs and sends it; the warehouse answers the
// note (the product comes pre-filled), sends one pack by scanning its label and one picked for it, and prints the
// Transfer List slip; the store receives part, then the rest; the note shows Fulfilled.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import type { LoginPayload } from "../support/api";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin, demoManager, demoWarehouse } from "../support/logins";
import { signIn, switchLocation, visible } from "../support/pages";
import { receiveNewProducts, type ReceivedProduct } from "./stockHelpers";
import { scanCode, tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const { api, call } = tillApi(baseUrl);

let page: Page;
let warehouse: LoginPayload;
let product: ReceivedProduct;
let lotToScan = "";
let noteNumber = "";
let transferNumber = "";

browserJourney((opened) => ({ page } = opened), { timeout: 20_000 });

beforeAll(async () => {
  warehouse = await api.login(demoWarehouse.email, demoWarehouse.password);
  const warehouseId = warehouse.allowedLocations.find((location) => location.name === "Central Warehouse")?.id ?? "";
  const run = Date.now().toString(36).toUpperCase();
  const [received] = await receiveNewProducts(call, await api.login(demoAdmin.email, demoAdmin.password), warehouseId, {
    products: [{ name: `Demand Drops ${run}`, skuCode: `DMD-${run}`, packs: 3 }],
    tag: `DMD-${run}`,
  });
  product = received;
  lotToScan = received.lots.at(-1)?.actionId ?? "";
});

describe.sequential("a demand note from a store, answered by the warehouse", () => {
  it("the store starts from the suggested packs and sends a note for one product", async () => {
    await signIn(page, baseUrl, demoManager.email, demoManager.password);
    await page.goto(`${baseUrl}/app/demand-supply-planning/demand-note`);
    await switchLocation(page, "Gulberg Store");
    await page.goto(`${baseUrl}/app/demand-supply-planning/demand-note/create`);
    await visible(page.getByTestId("demand-note-create-page"));
    await expect.poll(() => page.getByText(/products suggested from stock, sales and lost sales\./).textContent()).toMatch(/^\d+ products suggested/);
    await expect.poll(() => page.getByTestId("demand-note-to").textContent()).toContain("Central Warehouse");
    await screenshot(page, "demand-01-suggestions");
    // keep only the product the warehouse will send
    const remove = page.getByTestId("demand-note-lines").getByRole("button", { name: /^Remove / });
    while ((await remove.count()) > 0) await remove.first().click();
    await page.getByTestId("demand-note-product-search").click();
    await page.keyboard.type(product.name);
    await (await visible(page.getByTestId(`product-option-${product.secondaryId}`))).click();
    const quantity = page.locator(`input[data-testid="demand-qty-${product.secondaryId}"], [data-testid="demand-qty-${product.secondaryId}"] input`).first();
    await quantity.fill("0");
    await page.getByTestId("demand-note-submit").click();
    await visible(page.getByText("Quantity must be a whole number of packs from 1."));
    await quantity.fill("2");
    await page.getByTestId("demand-note-submit").click();
    await visible(page.getByTestId("demand-note-details"));
    noteNumber = /DN-\d{6}/.exec((await page.getByRole("heading", { level: 4 }).textContent()) ?? "")?.[0] ?? "";
    expect(noteNumber).toMatch(/^DN-\d{6}$/);
    await expect.poll(() => page.getByTestId("demand-note-fulfilment").textContent()).toBe("Pending");
  });

  it("the warehouse answers it: one pack scanned, one picked, and prints the Transfer List", async () => {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, baseUrl, demoWarehouse.email, demoWarehouse.password);
    await page.goto(`${baseUrl}/app/inventory-management/stock-transfer/create`);
    await visible(page.getByTestId("transfer-create-page"));
    await page.getByTestId("transfer-demand-note").click();
    await page.locator(".ant-select-item-option", { hasText: noteNumber }).first().click();
    await expect.poll(() => page.getByTestId("transfer-to").textContent()).toContain("Gulberg Store");
    const packs = page.locator(`input[data-testid="transfer-packs-${product.secondaryId}"], [data-testid="transfer-packs-${product.secondaryId}"] input`).first();
    await expect.poll(() => packs.inputValue()).toBe("2");
    await packs.fill("1");
    await scanCode(page, lotToScan, "transfer-scan");
    await visible(page.getByTestId("transfer-scanned-lots").getByText(lotToScan));
    await screenshot(page, "demand-02-transfer-answering");
    await page.getByTestId("transfer-submit").click();
    await page.waitForURL(/\/inventory-management\/stock-transfer(\?|$)/);
    const row = await visible(page.locator(".ant-table-row", { hasText: "Gulberg Store" }).first());
    transferNumber = /TRF-\d{6}/.exec((await row.textContent()) ?? "")?.[0] ?? "";
    const slip = await page.context().newPage();
    await slip.goto(`${baseUrl}${(await page.getByTestId(`print-transfer-list-${transferNumber}`).getAttribute("href")) ?? ""}`);
    await expect.poll(() => slip.getByTestId("transfer-slip-meta").textContent()).toMatch(new RegExp(`Demand Note ID:\\s*\\S+`));
    await expect.poll(() => slip.getByTestId("transfer-slip-items").locator("tbody tr").count()).toBe(1);
    expect(await slip.getByTestId("transfer-slip-items").locator("tbody tr td:nth-child(4)").textContent()).toBe("2");
    await screenshot(slip, "demand-03-transfer-list-slip");
    await slip.close();
  });

  it("the store receives part, then the rest, and the note shows Fulfilled", async () => {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, baseUrl, demoManager.email, demoManager.password);
    await page.goto(`${baseUrl}/app/inventory-management/transfer-receipt`);
    await switchLocation(page, "Gulberg Store");
    await (await visible(page.getByTestId(`receive-${transferNumber}`))).click();
    await visible(page.getByTestId("transfer-receive-page"));
    await scanCode(page, lotToScan, "receive-scan");
    await page.getByTestId("receive-selected").click();
    await expect.poll(() => page.getByTestId("transfer-received-count").textContent()).toBe("1 / 2");
    await page.getByTestId("receive-all").click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: "Receive All" }).click();
    await expect.poll(() => page.getByTestId("transfer-status").textContent()).toBe("Received");

    await page.goto(`${baseUrl}/app/demand-supply-planning/demand-note`);
    await (await visible(page.getByTestId(`demand-note-details-${noteNumber}`))).click();
    await expect.poll(() => page.getByTestId("demand-note-fulfilment").textContent()).toBe("Fulfilled");
    expect(await page.getByTestId("demand-note-transfers").textContent()).toBe(transferNumber);
    // nothing is left to close
    expect(await page.getByTestId("demand-note-close").count()).toBe(0);
    await screenshot(page, "demand-04-fulfilled");
  });
});

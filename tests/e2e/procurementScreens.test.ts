import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { createApiClient, type LoginPayload } from "../support/api";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin } from "../support/logins";
import { chooseOption, signIn, switchLocation, toast, visible } from "../support/pages";
import { input, openedTab, scanReturnLots, submitStockReturn, tableRow, typeDate } from "./procurementHelpers";

// What a new user hit on the procurement screens: Enter in a GRN's Batch No or expiry date submitted the form (a
// scanner ends every scan with Enter), and a stock return of packs bought at 980 and 23,000 (12 units each) showed
// 980.04 and 23,000.04. The admin receives such an order in a GRN typing with Enter, then returns both packs.
const baseUrl = inject("e2eUrl");
const api = createApiClient(baseUrl);
const run = Date.now().toString(36).toUpperCase();
const vendor = "United Distributors Pakistan";
const cheap = "Flagyl 400mg Tablets";
const dear = "Augmentin 1g Tablets";
const invoiceNumber = `INV-S${run}`;

let context: BrowserContext;
let page: Page;
let session: LoginPayload;
let poNumber = "";
let grnNumber = "";
const productCodes: Record<string, string> = {};

browserJourney((opened) => ({ context, page } = opened));

async function call<T>(query: string, variables: object = {}): Promise<T> {
  const result = await api.gql<T>(query, variables, { token: session.token });
  if (!result.data) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(result.errors)}`);
  return result.data;
}

const field = (testId: string) => input(page, testId);
/** The test id of the field that has the focus (antd puts it on the input or on its wrapper). */
const focusedField = () => page.evaluate(() => document.activeElement?.closest("[data-testid]")?.getAttribute("data-testid") ?? null);
const nextYear = () => `01/01/${new Date().getFullYear() + 1}`;

beforeAll(async () => {
  session = await api.login(demoAdmin.email, demoAdmin.password);
  const warehouse = session.allowedLocations.find((location) => location.name === "Central Warehouse");
  const { getVendors } = await call<{ getVendors: { data: { id: string; name: string }[] } }>(
    `query ($name: JSON) { getVendors(limit: 5, filter: [{ conditions: [{ field: "name", operator: EQUAL, value: $name }] }]) { data { id name } } }`,
    { name: vendor },
  );
  const { getProducts } = await call<{ getProducts: { data: { id: string; name: string; secondaryId: string }[] } }>(
    `query ($names: [FilterConditionInput!]!) { getProducts(limit: 10, filter: [{ conditions: $names, logicalOperator: OR }]) { data { id name secondaryId } } }`,
    { names: [cheap, dear].map((value) => ({ field: "name", operator: "EQUAL", value })) },
  );
  const productOf = (name: string) => {
    const found = getProducts.data.find((product) => product.name === name);
    if (!found) throw new Error(`no product ${name}`);
    productCodes[name] = found.secondaryId;
    return found.id;
  };
  // a pack of 12 units at 980 and at 23,000: 81.67 and 1,916.67 a unit, rounded
  const { createPurchaseOrder } = await call<{ createPurchaseOrder: { secondaryId: string } }>(
    `mutation ($dto: PurchaseOrderInput!) { createPurchaseOrder(purchaseOrderDto: $dto) { secondaryId } }`,
    {
      dto: {
        vendorId: getVendors.data[0].id,
        deliveryLocationId: warehouse?.id,
        expectedDeliveryDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        items: [
          { productId: productOf(cheap), requiredQuantity: 1, tradePrice: 980, itemConversion: 12, uom: "BOX", tradeDiscountPercentage: 0, gstPercentage: 0 },
          { productId: productOf(dear), requiredQuantity: 1, tradePrice: 23000, itemConversion: 12, uom: "BOX", tradeDiscountPercentage: 0, gstPercentage: 0 },
        ],
      },
    },
  );
  poNumber = createPurchaseOrder.secondaryId;
});

describe.sequential("procurement screens as a new user found them", () => {
  it("moves on with Enter in Batch No and in the expiry date instead of submitting the GRN", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await switchLocation(page, "Central Warehouse");
    await page.goto(`${baseUrl}/app/procurement/grn/create`);
    await chooseOption(page, page.getByTestId("grn-create-page"), "Purchase Order", poNumber);
    await visible(page.getByTestId("grn-item-1"));
    await field("field-invoiceNumber").fill(invoiceNumber);
    await page.getByTestId("grn-receive-all").click();
    await expect.poll(() => field("grn-item-0-receivedQuantity").inputValue()).toBe("1");
    await expect.poll(() => field("grn-item-1-receivedQuantity").inputValue()).toBe("1");
    // everything a GRN needs is filled from here on: a submit by Enter would create it and leave the page
    await field("grn-item-1-batchNumber").fill(`B2${run}`);
    await typeDate(page, "grn-item-1-batchExpiry", nextYear());

    // a scanner types the batch and ends with Enter
    await field("grn-item-0-batchNumber").click();
    await page.keyboard.type(`B1${run}`);
    await page.keyboard.press("Enter");
    await expect.poll(focusedField).toBe("grn-item-0-batchExpiry");
    await page.keyboard.type(nextYear());
    await page.keyboard.press("Enter");
    await expect.poll(focusedField).toBe("grn-item-0-mfgDate");
    await expect.poll(() => field("grn-item-0-batchExpiry").inputValue()).toBe(nextYear());
    await expect.poll(() => page.url()).toMatch(/\/grn\/create$/);
    await page.getByRole("heading", { level: 4 }).click();
    await screenshot(page, "procurement-screens-01-grn-create-1440");

    // only the button submits
    await page.getByTestId("form-submit").click();
    await visible(toast(page, "created successfully"));
    await page.waitForURL(/\/app\/procurement\/grn\/details\//);
    grnNumber = ((await page.getByTestId("grn-details-page").getByRole("heading", { level: 4 }).textContent()) ?? "").replace("GRN", "").trim();
    expect(grnNumber).toMatch(/^GRN-/);
    // one GRN for the invoice: Enter created none
    await expect
      .poll(async () => {
        const { getAllGrns } = await call<{ getAllGrns: { data: { secondaryId: string }[] } }>(
          `query ($value: JSON) { getAllGrns(limit: 10, filter: [{ conditions: [{ field: "invoiceNumber", operator: EQUAL, value: $value }] }]) { data { secondaryId } } }`,
          { value: invoiceNumber },
        );
        return getAllGrns.data.map((grn) => grn.secondaryId);
      })
      .toEqual([grnNumber]);

    const printed = await openedTab(context, page.getByTestId("grn-print"));
    await visible(printed.getByTestId("grn-invoice-items"));
    await screenshot(printed, "procurement-screens-02-grn-print");
    await printed.close();
  });

  it("returns the packs of 980 and 23,000 at exactly those values, on screen and on the printout", async () => {
    const { getOneGrn } = await call<{ getOneGrn: { id: string; items: { id: string }[] } }>(
      `query ($id: ID!) { getOneGrn(grnId: $id) { id items { id } } }`,
      { id: page.url().split("/").pop() },
    );
    await call(`mutation ($id: ID!, $items: [GrnQcItemInput!]!) { updateGrnQCStatus(grnId: $id, items: $items) { id } }`, {
      id: getOneGrn.id,
      items: getOneGrn.items.map((item) => ({ grnItemId: item.id, status: "ACCEPTED" })),
    });
    await call(`mutation ($ids: [ID!]!) { updateGrnReceivedStatus(grnIds: $ids) { id } }`, { ids: [getOneGrn.id] });

    await page.goto(`${baseUrl}/app/procurement/stock-return/create`);
    await scanReturnLots(page, { search: "United", name: vendor }, [`${grnNumber}-1~1`, `${grnNumber}-2~1`]);
    const summary = page.getByTestId("stock-return-summary");
    await expect.poll(() => tableRow(summary, cheap).locator("td").allTextContents()).toEqual([cheap, "1", "12", "PKR 980.00"]);
    await expect.poll(() => tableRow(summary, dear).locator("td").allTextContents()).toEqual([dear, "1", "12", "PKR 23,000.00"]);
    await expect.poll(() => page.getByTestId("stock-return-grand-total").textContent()).toBe("PKR 23,980.00");
    await screenshot(page, "procurement-screens-03-stock-return-form");
    const returnId = await submitStockReturn(page);

    // the list counts units (12 + 12), as the details do
    const listed = await visible(tableRow(page, returnId));
    await expect.poll(() => listed.textContent()).toContain("PKR 23,980.00");
    await expect.poll(() => listed.locator("td").allTextContents()).toContain("24");
    await page.getByTestId(`view-stock-return-${returnId}`).click();
    const details = page.getByTestId("stock-return-items");
    await expect.poll(() => tableRow(details, cheap).locator("td").allTextContents()).toEqual([cheap, "1", "12", "PKR 980.00", "PKR 980.00"]);
    await expect.poll(() => tableRow(details, dear).locator("td").allTextContents()).toEqual([dear, "1", "12", "PKR 23,000.00", "PKR 23,000.00"]);
    await expect.poll(() => page.getByTestId("stock-return-header").textContent()).toContain("Units24");
    await screenshot(page, "procurement-screens-04-stock-return-details");

    const printed = await openedTab(context, page.getByTestId("stock-return-drawer-print"));
    const lines = printed.getByTestId("stock-return-invoice-items");
    // after the line number: code, product, lots, units, average per lot, total
    const cells = async (product: string) => (await lines.locator("tr", { hasText: product }).locator("td").allTextContents()).slice(1);
    await expect.poll(() => cells(cheap)).toEqual([productCodes[cheap], cheap, "1", "12", "980.00", "980.00"]);
    await expect.poll(() => cells(dear)).toEqual([productCodes[dear], dear, "1", "12", "23,000.00", "23,000.00"]);
    await expect.poll(() => printed.getByTestId("stock-return-invoice-totals").textContent()).toBe("Grand TotalPKR 23,980.00");
    await screenshot(printed, "procurement-screens-05-stock-return-print");
    await printed.close();
  });
});

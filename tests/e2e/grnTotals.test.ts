// A GRN with a line rejected at QC (issue 25, item 16), in Chromium: 8 packs worth PKR 3,621 arrive, QC rejects the
// PKR 1,326 line (3 packs) on the GRN's screen; the screen and the printed GRN then show received, rejected and
// accepted apart, and the total is what was accepted (PKR 2,295.00, 5 of 8 packs), not 3,621 and 8.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import type { LoginPayload } from "../support/api";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin } from "../support/logins";
import { signIn, visible } from "../support/pages";
import { confirmWith } from "./procurementHelpers";
import { tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const { api, call } = tillApi(baseUrl);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let page: Page;
let admin: LoginPayload;
let grnId = "";
let rejectedCode = "";
let acceptedCode = "";

browserJourney((opened) => ({ page } = opened), { timeout: 20_000 });

beforeAll(async () => {
  admin = await api.login(demoAdmin.email, demoAdmin.password);
  const warehouse = admin.allowedLocations.find((location) => location.name === "Central Warehouse");
  const { getVendors } = await call<{ getVendors: { data: { id: string }[] } }>(admin, `query { getVendors(limit: 1, filter: [{ conditions: [{ field: "status", operator: EQUAL, value: "ACTIVE" }] }]) { data { id } } }`);
  const { getProducts } = await call<{ getProducts: { data: { id: string }[] } }>(admin, `query { getProducts(limit: 2, filter: [{ conditions: [{ field: "status", operator: EQUAL, value: "ACTIVE" }] }]) { data { id } } }`);
  const { createPurchaseOrder } = await call<{ createPurchaseOrder: { id: string; items: { id: string }[] } }>(
    admin,
    `mutation ($dto: PurchaseOrderInput!) { createPurchaseOrder(purchaseOrderDto: $dto) { id items { id } } }`,
    {
      dto: {
        vendorId: getVendors.data[0].id,
        deliveryLocationId: warehouse?.id,
        expectedDeliveryDate: inDays(7),
        items: [
          { productId: getProducts.data[0].id, requiredQuantity: 5, tradePrice: 459 },
          { productId: getProducts.data[1].id, requiredQuantity: 3, tradePrice: 442 },
        ],
      },
    },
  );
  const line = (poItemId: string, receivedQuantity: number, tradePrice: number) => ({ poItemId, batchNumber: "B-25", batchExpiry: inDays(400), mrp: 600, tradePrice, receivedQuantity });
  const [kept, refused] = createPurchaseOrder.items;
  const { createGrn } = await call<{ createGrn: { id: string; items: { actionId: string }[] } }>(admin, `mutation ($dto: GrnInput!) { createGrn(grnDto: $dto) { id items { actionId } } }`, {
    dto: { poId: createPurchaseOrder.id, invoiceNumber: "INV-3621", invoiceDate: inDays(0), stockArrivalDate: inDays(0), items: [line(kept.id, 5, 459), line(refused.id, 3, 442)] },
  });
  grnId = createGrn.id;
  [acceptedCode, rejectedCode] = createGrn.items.map((item) => item.actionId);
});

const cells = (row: string) => page.getByTestId(row).locator("td").allTextContents();

describe.sequential("a GRN with a line rejected at QC", () => {
  it("counts everything received before QC", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await page.goto(`${baseUrl}/app/procurement/grn/details/${grnId}`);
    await visible(page.getByTestId("grn-details-page"));
    await expect.poll(() => page.getByTestId("grn-total").textContent()).toBe("PKR 3,621.00");
    await expect.poll(() => cells("grn-figures-awaitingQc")).toEqual(["Awaiting QC", "2", "8", "PKR 3,621.00", "PKR 0.00", "PKR 0.00", "PKR 3,621.00"]);
  });

  it("rejects the PKR 1,326 line at QC: the total is what was accepted, received and rejected shown apart", async () => {
    const accept = page.getByTestId(`qc-${acceptedCode}`);
    await accept.getByText("Accept", { exact: true }).click();
    const reject = page.getByTestId(`qc-${rejectedCode}`);
    await reject.getByText("Reject", { exact: true }).click();
    await reject.getByLabel("QC comment").fill("Seals broken");
    await page.getByTestId("qc-submit").click();
    await confirmWith(page, "Submit QC");
    await expect.poll(() => page.getByTestId("grn-total").textContent()).toBe("PKR 2,295.00");
    expect(await page.getByTestId("grn-packs").textContent()).toBe("5 accepted of 8 received, 3 rejected");
    await expect.poll(() => cells("grn-figures-received")).toEqual(["Received", "2", "8", "PKR 3,621.00", "PKR 0.00", "PKR 0.00", "PKR 3,621.00"]);
    expect(await cells("grn-figures-rejected")).toEqual(["Rejected at QC", "1", "3", "PKR 1,326.00", "PKR 0.00", "PKR 0.00", "PKR 1,326.00"]);
    expect(await cells("grn-figures-accepted")).toEqual(["Accepted", "1", "5", "PKR 2,295.00", "PKR 0.00", "PKR 0.00", "PKR 2,295.00"]);
    expect(await page.getByTestId("grn-figures-awaitingQc").count()).toBe(0);
    await screenshot(page, "grn-totals-01-details");
  });

  it("prints the same on the GRN", async () => {
    await page.goto(`${baseUrl}/invoice/grn-invoice/${grnId}`);
    await visible(page.getByTestId("grn-invoice-figures"));
    await expect.poll(() => cells("grn-invoice-figures-rejected")).toEqual(["Rejected at QC", "1", "3", "1,326.00", "0.00", "0.00", "1,326.00"]);
    expect(await cells("grn-invoice-figures-received")).toEqual(["Received", "2", "8", "3,621.00", "0.00", "0.00", "3,621.00"]);
    expect(await cells("grn-invoice-figures-accepted")).toEqual(["Accepted", "1", "5", "2,295.00", "0.00", "0.00", "2,295.00"]);
    const totals = await page.getByTestId("grn-invoice-totals").locator("tr").allTextContents();
    expect(totals.at(-1)).toBe("Total acceptedPKR 2,295.00");
    expect(totals.join(" ")).not.toContain("3,621");
    await page.emulateMedia({ media: "print" });
    await screenshot(page, "grn-totals-02-print");
    await page.emulateMedia({ media: "screen" });
  });
});

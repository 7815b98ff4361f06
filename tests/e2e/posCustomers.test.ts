// The till with customers, partners, discounts and delivery in Chromium against the real server: the cashier finds
// a customer by the number as customers say it, creates a new one, is told why an expired code does not apply,
// applies SAVE10 and sees its title and amount, picks a partner with Ctrl+Shift+P, and sends the cart as a
// delivery with an address and charges, paid on delivery; the receipt names the customer and the discounts.
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { money } from "../../common/money";
import type { LoginPayload } from "../support/api";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin, demoCashier, demoManager } from "../support/logins";
import { searchAndSettle, signIn, toast, visible } from "../support/pages";
import { ownProductInStock } from "./stockHelpers";
import { gulbergRegister, scanCode, tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const { api, call } = tillApi(baseUrl);
const run = Date.now().toString(36).toUpperCase();
const newName = `E2E Walk-in ${run}`;
const newPhone = `0312 ${String(Date.now() % 1e7).padStart(7, "0")}`;

let context: BrowserContext;
let page: Page;
let admin: LoginPayload;
let manager: LoginPayload;
let storeId = "";
let registerId = "";
let product: { id: string; name: string; skuCode: string | null; gtin: string | null; unitPrice: number; availableQuantity: number };
let units = 1;
let orderNumber = "";

browserJourney((opened) => ({ context, page } = opened), { timeout: 20_000 });

beforeAll(async () => {
  admin = await api.login(demoAdmin.email, demoAdmin.password);
  manager = await api.login(demoManager.email, demoManager.password);
  ({ storeId, registerId } = await gulbergRegister(call, admin, manager, `Delivery Till ${run}`, 5000));
  // a product of the test's own, so that what the shard's other tests did to the demo stock and its prices cannot
  // starve it; enough units for SAVE10's Rs 500 minimum, and no automatic discount touches a new product
  const received = await ownProductInStock(call, admin, storeId, `dlv${run}`, 10);
  const { searchPosProducts } = await call<{ searchPosProducts: (typeof product)[] }>(
    manager,
    `query ($locationId: ID!, $search: String!) { searchPosProducts(locationId: $locationId, search: $search, limit: 5) { id name skuCode gtin unitPrice availableQuantity } }`,
    { locationId: storeId, search: received.name },
  );
  const found = searchPosProducts.find((each) => each.id === received.id);
  if (!found || found.unitPrice <= 0) throw new Error("the test's own product is not on sale at Gulberg Store");
  product = found;
  units = Math.ceil(600 / found.unitPrice);
  if (found.availableQuantity < units + 2) throw new Error(`the test's own product has ${found.availableQuantity} units, fewer than ${units + 2}`);
});

const cartLines = () => page.getByTestId("pos-line");

describe.sequential("the till with customers, discounts and delivery", () => {
  it("finds a customer by '0300 1112233' and shows their partner", async () => {
    await signIn(page, baseUrl, demoCashier.email, demoCashier.password);
    await page.goto(`${baseUrl}/pos/${storeId}/${registerId}`);
    await visible(page.getByTestId("pos-header"));
    await page.getByTestId("pos-customer-search").fill("0300 1112233");
    await (await visible(page.getByTestId("pos-customer-option").filter({ hasText: "Ayesha Malik" }))).click();
    await expect.poll(() => page.getByTestId("pos-customer-name").textContent()).toBe("Ayesha Malik");
    await expect.poll(() => page.getByTestId("pos-partner").textContent()).toBe("Lahore Corporate Health");
    await screenshot(page, "pos-customers-01-found");
    await page.getByTestId("pos-customer-clear").click();
    await expect.poll(() => page.getByTestId("pos-partner").count()).toBe(0);
  });

  it("creates a customer on the spot with a name and a phone", async () => {
    await page.getByTestId("pos-customer-new").click();
    await page.getByTestId("pos-customer-form-name").fill(newName);
    await page.getByTestId("pos-customer-form-phone").fill("0312");
    await page.getByTestId("pos-customer-form-save").click();
    await visible(page.getByText("Please enter a valid phone number."));
    await page.getByTestId("pos-customer-form-phone").fill(newPhone);
    await page.getByTestId("pos-customer-form-save").click();
    await expect.poll(() => page.getByTestId("pos-customer-name").textContent()).toBe(newName);
    await expect.poll(() => page.getByTestId("pos-customer-phone").textContent()).toBe(`+92${newPhone.replace(/\s/g, "").slice(1)}`);
  });

  it("says why an expired code does not apply, and applies SAVE10 with its title and amount", async () => {
    await scanCode(page, product.skuCode ?? product.gtin ?? "");
    const quantity = cartLines().first().getByTestId("pos-line-quantity");
    await visible(quantity);
    await quantity.fill(String(units));
    await quantity.press("Enter");
    await expect.poll(() => quantity.inputValue()).toBe(String(units));
    await visible(page.locator('[data-testid="pos-summary"][aria-busy="false"]'));
    await page.getByTestId("pos-action-discounts").click();
    const code = await visible(page.getByTestId("discounts-code"));
    await code.fill("summer25");
    await code.press("Enter");
    await expect.poll(() => page.getByTestId("discounts-refusal").textContent()).toMatch(/^Code SUMMER25 expired on \d\d\/\d\d\/\d{4}\.$/);
    await screenshot(page, "pos-customers-02-refused-code");
    await code.fill("SAVE10");
    await page.getByTestId("discounts-apply").click();
    const applied = await visible(page.getByTestId("discounts-applied").filter({ hasText: "Save 10%" }));
    await expect.poll(() => applied.textContent()).toMatch(/Save 10% \(SAVE10\)−PKR [\d,]+\.\d\d/);
    await expect.poll(() => page.getByTestId("discounts-refusal").count()).toBe(0);
    await screenshot(page, "pos-customers-03-discount");
    await page.keyboard.press("Escape");
    await visible(page.getByTestId("pos-summary-discount-line").filter({ hasText: "Save 10%" }));
  });

  it("picks the partner with Ctrl+Shift+P, whose discount joins SAVE10", async () => {
    await page.keyboard.press("Control+Shift+P");
    await searchAndSettle(page.getByTestId("partners-search"), page.getByTestId("partners-option"), "Senior", page.getByTestId("partners-panel"));
    await (await visible(page.getByTestId("partners-option").filter({ hasText: "Senior Citizens Programme" }))).getByTestId("partners-pick").click();
    await expect.poll(() => page.getByTestId("pos-partner").textContent()).toBe("Senior Citizens Programme");
    await visible(page.getByTestId("pos-summary-discount-line").filter({ hasText: "Senior Citizens 5%" }));
    await visible(page.getByTestId("pos-summary-discount-line").filter({ hasText: "Save 10%" }));
    // the discount shown is the sum of the two discounts' lines
    const amountOf = async (text: string | null) => money((text ?? "").replace(/[^\d.]/g, "") || "0");
    await expect
      .poll(async () => {
        const lines = await page.getByTestId("pos-summary-discount-line").evaluateAll((rows) => rows.map((row) => row.lastElementChild?.textContent ?? ""));
        const sum = await Promise.all(lines.map((line) => amountOf(line)));
        return sum.reduce((total, each) => total.plus(each), money(0)).toFixed(2);
      })
      .toBe((await amountOf(await page.getByTestId("pos-summary-discount").textContent())).toFixed(2));
  });

  it("makes it a delivery to a new address with charges, paid on delivery", async () => {
    await page.getByTestId("pos-action-delivery").click();
    await page.getByTestId("delivery-address-add").click();
    await page.getByTestId("delivery-new-street").fill("House 9, Street 2, Gulberg III");
    await page.getByTestId("delivery-new-landmark").fill("Near Main Market");
    await page.getByTestId("delivery-new-save").click();
    await expect.poll(() => page.getByTestId("delivery-address").count()).toBe(1);
    await page.getByTestId("delivery-charges").fill("-5");
    await page.getByTestId("delivery-save").click();
    await visible(page.getByTestId("delivery-error-deliveryCharges"));
    await page.getByTestId("delivery-charges").fill("150");
    await page.getByTestId("delivery-mrno").fill(`MR-${run}`);
    await screenshot(page, "pos-customers-04-delivery");
    await page.getByTestId("delivery-save").click();
    await expect.poll(() => page.getByTestId("pos-summary-delivery").textContent()).toBe("150.00");
    await page.mouse.move(0, 0);
    await screenshot(page, "pos-customers-05-cart");

    await page.keyboard.press("F9");
    await (await visible(page.getByTestId("pos-checkout-pay-on-delivery"))).click();
    const done = await visible(toast(page, "Delivery"));
    expect(await done.textContent()).toContain("To collect on delivery: PKR");
    const secondaryId = /Delivery (\S+) created/.exec((await done.textContent()) ?? "")?.[1] ?? "";
    await expect.poll(() => cartLines().count()).toBe(0);
    await expect.poll(() => page.getByTestId("pos-customer-search").count()).toBe(1);

    const { getOrder } = await call<{
      getOrder: { id: string; orderType: string; status: string; paymentStatus: string; deliveryCharges: number; mrNo: string; customer: { name: string }; discountLines: { title: string }[] };
    }>(manager, `query ($secondaryId: String) { getOrder(secondaryId: $secondaryId) { id orderType status paymentStatus deliveryCharges mrNo customer { name } discountLines { title } } }`, { secondaryId });
    expect(getOrder).toMatchObject({ orderType: "DELIVERY", status: "PROCESSING", paymentStatus: "UNPAID", deliveryCharges: 150, mrNo: `MR-${run}`, customer: { name: newName } });
    expect(getOrder.discountLines.map((line) => line.title).sort()).toEqual(["Save 10%", "Senior Citizens 5%"]);

    const receipt = await context.newPage();
    await receipt.goto(`${baseUrl}/invoice/order-receipt/${getOrder.id}`);
    await visible(receipt.getByTestId("receipt-customer-name").filter({ hasText: newName }));
    await visible(receipt.getByTestId("receipt-order-discount"));
    await visible(receipt.getByTestId("receipt-customer-address").filter({ hasText: "House 9, Street 2" }));
    await visible(receipt.getByTestId("receipt-collect"));
    await screenshot(receipt, "pos-customers-06-receipt");
    await receipt.close();
    orderNumber = secondaryId;
  });

  it("shows the delivery on the new customer's page, with its total", async () => {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await page.goto(`${baseUrl}/app/customers-partners/customers`);
    await searchAndSettle(page.getByPlaceholder(/search/i), page.locator(".ant-table-row"), newName);
    await (await visible(page.locator(".ant-table-row", { hasText: newName }).getByText(newName))).click();
    const row = await visible(page.getByTestId("customer-orders").locator(".ant-table-row", { hasText: orderNumber }));
    await expect.poll(() => row.textContent()).toMatch(/delivery.*processing.*unpaid.*PKR [\d,]+\.\d\d/);
    await screenshot(page, "pos-customers-07-customer-orders");
  });
});

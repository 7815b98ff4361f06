// Counting an audit in Chromium (issue 27, system/audit/execution/{id}). Seeded through the API at Gulberg Store:
// product A with four packs of 10, the fourth sold out at a till before the audit (the books hold none of it), and
// product B with one pack; a SPECIFIC_PRODUCT audit of both. In the browser: pick A from the Pending tab and
// confirm its start; a scanner types lot codes fast and ends with Enter: a sealed pack (Box), the same pack again
// and a code that is no lot (both refused with the reason, nothing counted), an opened pack (Open: above the pack
// refused, 7 loose units then confirmed as a mismatch: SHORT), the sold-out pack (not expected: confirmed, EXCESS);
// the summary shows the short and excess lots and their values at cost; Submit, Confirm, Continue with Next Product;
// then Close Audit with a reason goes back to the list with the spec's toast.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { newIdempotencyKey } from "../../common/schemas/idempotency";
import type { LoginPayload } from "../support/api";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin } from "../support/logins";
import { modalTitled, signIn, toast, visible } from "../support/pages";
import { receiveNewProducts } from "./stockHelpers";
import { gulbergRegister, tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const { api, call } = tillApi(baseUrl);
const run = Date.now().toString(36);

type Product = { id: string; name: string; secondaryId: string };
type Lot = { id: string; actionId: string };

let page: Page;
let admin: LoginPayload;
let storeId = "";
let a: Product;
let b: Product;
let aLots: Lot[] = [];
let audit: { id: string; secondaryId: string };

browserJourney((opened) => ({ page } = opened), { timeout: 20_000 });

beforeAll(async () => {
  admin = await api.login(demoAdmin.email, demoAdmin.password);
  const till = await gulbergRegister(call, admin, admin, `Audit Till ${run}`, 0);
  storeId = till.storeId;
  const stock = { name: (label: string) => `Audit ${label} ${run}`, sku: (label: string) => `AUDX-${label}-${run}` };
  const [stockedA, stockedB] = await receiveNewProducts(call, admin, storeId, {
    products: [
      { name: stock.name("A"), skuCode: stock.sku("A"), packs: 4 },
      { name: stock.name("B"), skuCode: stock.sku("B"), packs: 1 },
    ],
    tag: `AUD-${run}`,
  });
  ({ lots: aLots, ...a } = stockedA);
  b = stockedB;
  // the fourth pack of A leaves the books before the audit: sold whole at the till
  await call(admin, `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id } }`, {
    input: { idempotencyKey: newIdempotencyKey(), order: { locationId: storeId, registerId: till.registerId, items: [{ productId: a.id, quantity: 10, lotId: aLots[3].id }] }, payments: [{ method: "CASH", amount: 100000 }] },
  });
  ({ createAudit: audit } = await call<{ createAudit: { id: string; secondaryId: string } }>(admin, `mutation ($dto: CreateAuditInput!) { createAudit(createAuditDto: $dto) { id secondaryId } }`, {
    dto: { locationId: storeId, selectionType: "SPECIFIC_PRODUCT", productIds: [a.id, b.id] },
  }));
}, 300_000);

/** A scanner: the code typed fast into whatever has the focus (the scan box keeps it), then Enter. */
async function scanner(code: string): Promise<void> {
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press("Enter");
}

const focused = () => page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? document.activeElement?.tagName ?? "");
const figure = (testId: string) => page.getByTestId(testId).locator(".ant-statistic-content-value").textContent();
const scanNote = (type: "success" | "error" | "warning") => page.getByTestId(`audit-scan-${type}`).textContent();

describe.sequential("executing an audit of two products", () => {
  it("opens on the Pending tab and starts product A after confirmation", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await page.goto(`${baseUrl}/app/system/audit/execution/${audit.id}`);
    await visible(page.getByRole("heading", { name: "Audit Execution" }));
    await expect.poll(() => page.getByTestId("audit-execution-id").textContent()).toBe(audit.secondaryId);
    const products = page.getByTestId("audit-products");
    await visible(products.getByText(a.name));
    await visible(products.getByText(b.name));
    expect(await page.getByTestId("audit-tab-pending").textContent()).toBe("Pending (2)");
    // the search box has the focus: typing narrows the list by name
    await expect.poll(focused).toBe("audit-product-search");
    await page.keyboard.type(`Audit A ${run}`);
    await expect.poll(() => products.locator(".ant-table-row").count()).toBe(1);
    await page.keyboard.press("Control+A");
    await page.keyboard.type("no such product");
    await visible(products.getByText("No products found matching your search criteria."));
    await page.getByTestId("audit-product-search").fill("");
    await visible(products.getByText(b.name));
    await screenshot(page, "auditexec-1-select-product");

    await page.getByTestId(`audit-pick-${a.secondaryId}`).click();
    const confirm = await visible(page.locator(".ant-modal-confirm", { hasText: `Start the audit of ${a.name}?` }));
    await confirm.getByRole("button", { name: "Start Audit" }).click();
    await visible(page.getByTestId("audit-step-scan"));
    expect(await page.getByTestId("audit-close").isDisabled()).toBe(true);
    await expect.poll(() => figure("audit-overview-total")).toBe("3");
    await expect.poll(focused).toBe("audit-scan");
  });

  it("counts a sealed pack (Box); the same pack again and a code that is no lot are refused with the reason and count nothing", async () => {
    await scanner(aLots[0].actionId);
    await expect.poll(() => scanNote("success")).toBe(`Lot ${aLots[0].actionId} scanned successfully`);
    await expect.poll(() => figure("audit-overview-scanned")).toBe("1");
    await expect.poll(focused).toBe("audit-scan");
    // the step and the product are in the address: a reload comes back to the same scan box
    await page.reload();
    await visible(page.getByTestId("audit-step-scan"));
    await expect.poll(() => figure("audit-overview-scanned")).toBe("1");
    await expect.poll(focused).toBe("audit-scan");

    await scanner(aLots[0].actionId);
    await expect.poll(() => scanNote("error")).toBe(`${aLots[0].actionId} was already counted as a sealed pack: it counts once.`);
    // a refused code stays selected: the next scan replaces it
    await scanner("NO-SUCH-LOT~9");
    await expect.poll(() => scanNote("error")).toBe("NO-SUCH-LOT~9: no lot has this code.");
    expect(await page.getByTestId("audit-scan").inputValue()).toBe("NO-SUCH-LOT~9");
    await expect.poll(() => figure("audit-overview-scanned")).toBe("1");
    expect(await figure("audit-overview-remaining")).toBe("2");
    expect(await page.locator(".ant-notification-notice").count()).toBe(0);
    await screenshot(page, "auditexec-2-scan-refused");
  });

  it("counts an opened pack (Open) by its loose units: above the pack refused on the field, a mismatch confirmed is SHORT", async () => {
    await page.getByTestId("audit-scan-type-open").click();
    await expect.poll(focused).toBe("audit-scan");
    await scanner(aLots[1].actionId);
    await visible(page.getByTestId("audit-open-prompt"));
    await expect.poll(focused).toBe("audit-open-quantity");
    await scanner("2.5");
    await visible(page.getByTestId("audit-open-prompt").getByText("Please enter a valid quantity greater than 0"));
    await page.keyboard.press("Control+A");
    await scanner("12");
    await visible(page.getByTestId("audit-open-prompt").getByText("The loose quantity of an opened pack is from 1 to 10."));
    await expect.poll(() => figure("audit-overview-scanned")).toBe("1");
    await page.keyboard.press("Control+A");
    await scanner("7");
    const mismatch = await visible(page.locator(".ant-modal-confirm", { hasText: "Quantity Mismatch" }));
    await expect.poll(() => page.getByTestId("audit-mismatch-message").textContent()).toBe(`${aLots[1].actionId}: 7 counted does not match the stock records. Count it again, or confirm to record it.`);
    await page.locator(".ant-zoom-appear, .ant-zoom-enter").first().waitFor({ state: "detached" });
    await screenshot(page, "auditexec-3-mismatch");
    await mismatch.getByRole("button", { name: "Proceed" }).click();
    await expect.poll(() => scanNote("success")).toBe(`Lot ${aLots[1].actionId} scanned successfully`);
    await expect.poll(() => figure("audit-overview-short")).toBe("1");
    await expect.poll(focused).toBe("audit-scan");
  });

  it("asks to force a lot the audit did not expect (sold out on the books) and counts it EXCESS", async () => {
    await page.getByTestId("audit-scan-type-box").click();
    await expect.poll(focused).toBe("audit-scan");
    await scanner(aLots[3].actionId);
    const dialog = await visible(page.locator(".ant-modal-confirm", { hasText: "Quantity Mismatch" }));
    await expect.poll(() => page.getByTestId("audit-mismatch-message").textContent()).toBe(`${aLots[3].actionId} (${a.name}) was not expected in this audit. Confirm to count it as found stock.`);
    // Enter proceeds (the dialog's Proceed has the focus)
    await dialog.getByRole("button", { name: "Proceed" }).waitFor();
    await page.keyboard.press("Enter");
    await expect.poll(() => scanNote("success")).toBe(`Lot ${aLots[3].actionId} scanned successfully`);
    await expect.poll(() => figure("audit-overview-excess")).toBe("1");
    await expect.poll(() => figure("audit-overview-scanned")).toBe("3");
    expect(await figure("audit-overview-remaining")).toBe("1");
    await expect.poll(() => page.getByTestId("audit-overview-lots").locator(".ant-table-row").count()).toBe(4);
    await screenshot(page, "auditexec-4-scanned");
  });

  it("summarises the count: matched, short and excess with their values at cost, and the lots not matched", async () => {
    await page.getByTestId("audit-step-continue").click();
    await visible(page.getByTestId("audit-step-summary"));
    await expect.poll(() => page.getByTestId("audit-summary-matched").locator(".ant-statistic-content-value").textContent()).toBe("1");
    expect(await page.getByTestId("audit-summary-short").locator(".ant-statistic-content-value").textContent()).toBe("1");
    expect(await page.getByTestId("audit-summary-excess").locator(".ant-statistic-content-value").textContent()).toBe("1");
    // 3 units short and 10 in excess, at 7.00 a unit (70 a pack of 10)
    expect(await page.getByTestId("audit-summary-short-value").textContent()).toBe("PKR 21.00 at cost");
    expect(await page.getByTestId("audit-summary-excess-value").textContent()).toBe("PKR 70.00 at cost");
    expect(await page.getByTestId("audit-summary-remaining").textContent()).toContain("1 lot not scanned");
    const lots = page.getByTestId("audit-summary-lots");
    await expect.poll(() => lots.locator(".ant-table-row").count()).toBe(3);
    expect(await lots.locator(".ant-table-row", { hasText: aLots[1].actionId }).textContent()).toContain("Short");
    expect(await lots.locator(".ant-table-row", { hasText: aLots[3].actionId }).textContent()).toContain("Excess");
    expect(await lots.locator(".ant-table-row", { hasText: aLots[2].actionId }).textContent()).toContain("Not scanned");
    expect(await lots.locator(".ant-table-row", { hasText: aLots[0].actionId }).count()).toBe(0);
    await screenshot(page, "auditexec-5-summary");
  });

  it("submits the product's audit and confirms it; Continue with Next Product returns to Select Product", async () => {
    await page.getByTestId("audit-submit").click();
    await visible(page.getByTestId("audit-step-confirm"));
    await visible(page.getByText(`The audit of ${a.name} has been submitted successfully.`));
    // the pack never scanned is counted empty: 2 short
    await expect.poll(() => page.getByTestId("audit-confirm-figures").textContent()).toBe("1 matched, 2 short (PKR 91.00), 1 excess (PKR 70.00) of 4 lots.");
    await visible(page.getByRole("button", { name: "Go to listing" }));
    await screenshot(page, "auditexec-6-confirm");

    await page.getByTestId("audit-next-product").click();
    await visible(page.getByTestId("audit-step-select"));
    expect(page.url()).not.toContain("product=");
    await expect.poll(() => page.getByTestId("audit-tab-pending").textContent()).toBe("Pending (1)");
    const products = page.getByTestId("audit-products");
    await expect.poll(() => products.locator(".ant-table-row").count()).toBe(1);
    await visible(products.getByText(b.name));
    await page.getByTestId("audit-step-continue").click();
    await visible(toast(page, "No product selected"));
    await page.getByTestId("audit-tab-completed").click();
    await page.getByTestId(`audit-pick-${a.secondaryId}`).click();
    await visible(toast(page, "This product audit is already completed!"));
    await expect.poll(() => page.getByTestId("audit-close").isDisabled()).toBe(false);
  });

  it("closes the audit with a reason and goes back to the audit list with the success toast", async () => {
    await page.getByTestId("audit-close").click();
    const dialog = await visible(modalTitled(page, `Close Audit ${audit.secondaryId}`));
    await dialog.getByRole("button", { name: "Close Audit" }).click();
    await visible(dialog.getByText("Please say why the audit is closed."));
    await dialog.getByTestId("audit-close-reason").fill("Quarterly count of the shelf done; product B left for the next count.");
    await screenshot(page, "auditexec-7-close");
    await dialog.getByRole("button", { name: "Close Audit" }).click();
    await page.waitForURL(/\/app\/system\/audit(\?|$)/);
    await page.getByTestId("audit-execution-page").waitFor({ state: "detached" });
    await visible(toast(page, `Audit ${audit.secondaryId} has been Closed Successfully.`));
    await screenshot(page, "auditexec-8-closed");
    const { getAudit } = await call<{ getAudit: { status: string; closureReason: string } }>(admin, `query ($auditId: ID!) { getAudit(auditId: $auditId) { status closureReason } }`, { auditId: audit.id });
    expect(getAudit).toEqual({ status: "CLOSED", closureReason: "Quarterly count of the shelf done; product B left for the next count." });
  });
});

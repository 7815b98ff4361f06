// System → Audit in Chromium (issue 27): at a depot of this file's own with six products in stock, the wizard
// creates each audit type — SPECIFIC_PRODUCT through the product search (nothing chosen is refused, a search that
// finds nothing says so), HIGH_SELLING, LOW_SELLING, RANDOM (15 % refused with the spec's message, then 10 %) and
// ALL (the rest) — and a second ALL is refused with the server's own words. Each shows in the list; the details
// dialog shows its products and progress, a product opens its lot details (a lot counted MATCHED, one SHORT).
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { AUDIT_PERCENTAGE_MESSAGE, AUDIT_PRODUCTS_MESSAGE } from "../../common/schemas/audit";
import type { LoginPayload } from "../support/api";
import { screenshot } from "../support/browser";
import { geography } from "../support/fixtures";
import { browserJourney } from "../support/journey";
import { demoAdmin } from "../support/logins";
import { signIn, toast, visible } from "../support/pages";
import { receiveNewProducts } from "./stockHelpers";
import { tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const { api, call } = tillApi(baseUrl);
const run = Date.now().toString(36).toUpperCase();
const depotName = `Audit Depot ${run}`;
const LABELS = ["A", "B", "C", "D", "E", "F"] as const;
const productName = (label: string) => `Audit E2E ${label} ${run}`;

type Product = { id: string; name: string; secondaryId: string };
type AuditRow = { id: string; secondaryId: string; type: string; status: string; itemCount: number; auditProducts: { id: string; product: { id: string; name: string } }[] };

let page: Page;
let admin: LoginPayload;
let depotId = "";
const products: Product[] = [];

const depotAudits = async (): Promise<AuditRow[]> =>
  (
    await call<{ getAllAudits: { data: AuditRow[] } }>(
      admin,
      `query ($locationId: ID) { getAllAudits(locationId: $locationId, limit: 50) { data { id secondaryId type status itemCount auditProducts { id product { id name } } } } }`,
      { locationId: depotId },
    )
  ).getAllAudits.data;

browserJourney((opened) => ({ page } = opened), { timeout: 20_000 });

beforeAll(async () => {
  admin = await api.login(demoAdmin.email, demoAdmin.password);
  const cityId = (await geography(api, admin.token, "Pakistan")).city("Lahore");
  const { createLocation } = await call<{ createLocation: { id: string } }>(admin, `mutation ($dto: LocationInput!) { createLocation(locationDto: $dto) { id } }`, {
    dto: { name: depotName, type: "WAREHOUSE", status: "ACTIVE", cityId },
  });
  depotId = createLocation.id;
  products.push(...(await receiveNewProducts(call, admin, depotId, { products: LABELS.map((label) => ({ name: productName(label), skuCode: `AUD-${label}-${run}`, packs: 2 })), tag: `AUD-${run}` })));
}, 120_000);

const wizard = () => page.getByTestId("audit-wizard");
const fieldError = (text: string) => wizard().locator(".ant-form-item-explain-error", { hasText: text });
const next = () => page.getByTestId("audit-wizard-next").click();
const shot = (name: string) => screenshot(page, `audit-${name}`);
/** An antd Input (the test id on the input itself) or a control wrapping one. */
const inputIn = (scope: Page | Locator, testId: string) => scope.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

async function openWizard(): Promise<void> {
  await page.getByTestId("resource-create").click();
  await visible(page.getByTestId("audit-wizard-step-1"));
  await expect.poll(() => page.getByTestId("audit-wizard-back").isDisabled()).toBe(true);
}

/** On the review step: Create Audit, the spec's toast, the wizard gone. */
async function createIt(): Promise<void> {
  await visible(page.getByTestId("audit-wizard-step-3"));
  await page.getByTestId("audit-wizard-create").click();
  await visible(toast(page, "Audit created successfully"));
  await wizard().waitFor({ state: "detached" });
}

async function automatic(criteria: string, percentage: string): Promise<void> {
  await openWizard();
  await page.getByTestId("audit-selection-AUTOMATIC").click();
  await next();
  await visible(page.getByTestId("audit-wizard-step-2"));
  await page.getByTestId(`audit-criteria-${criteria}`).click();
  await inputIn(page, "audit-percentage").fill(percentage);
}

describe.sequential("System → Audit", () => {
  it("opens the list at the depot chosen in the header", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await page.goto(`${baseUrl}/app/system/audit`);
    const switcher = await visible(page.getByTestId("location-switcher"));
    await switcher.click();
    await page.keyboard.type(depotName);
    await page.locator(".ant-select-item-option", { hasText: depotName }).first().click();
    await expect.poll(() => switcher.textContent()).toContain(depotName);
    await visible(page.getByRole("heading", { name: "Audit", exact: true }));
    await visible(page.getByTestId("resource-list-audit").getByTestId("grid-empty"));
  });

  it("creates a SPECIFIC_PRODUCT audit through the product search", async () => {
    await openWizard();
    await shot("wizard-1-type");
    // Next without a type is refused on the step
    await next();
    await visible(fieldError("Please choose the type of audit."));
    await page.getByTestId("audit-selection-SPECIFIC").click();
    await next();
    await visible(page.getByTestId("audit-wizard-step-2"));
    await next();
    await visible(fieldError(AUDIT_PRODUCTS_MESSAGE));
    const search = page.getByTestId("audit-product-search");
    await search.locator(".ant-select-selector").click();
    await search.locator("input").first().fill(`No Such Product ${run}`);
    await visible(page.getByTestId("audit-product-search-empty").filter({ hasText: "No products found matching your search criteria." }));
    await search.locator("input").first().fill(productName("B"));
    await (await visible(page.getByTestId(`audit-product-option-${products[1].secondaryId}`))).click();
    await visible(page.getByTestId(`audit-chosen-${products[1].secondaryId}`));
    await expect.poll(() => fieldError(AUDIT_PRODUCTS_MESSAGE).count()).toBe(0);
    await shot("wizard-2-specific");
    await next();
    await visible(page.getByTestId("audit-review").getByText(productName("B")));
    await expect.poll(() => page.getByTestId("audit-review").textContent()).toContain(depotName);
    await shot("wizard-3-review");
    await createIt();
  });

  it("creates HIGH_SELLING and LOW_SELLING audits of 10 %", async () => {
    for (const criteria of ["HIGH_SELLING", "LOW_SELLING"]) {
      await automatic(criteria, "10");
      await next();
      await visible(page.getByTestId("audit-review").getByText(criteria === "HIGH_SELLING" ? "High Selling" : "Low Selling"));
      await createIt();
    }
  });

  it("refuses a RANDOM audit of 15 % with the spec's message, then creates one of 10 %", async () => {
    await automatic("RANDOM", "15");
    await next();
    await visible(fieldError(AUDIT_PERCENTAGE_MESSAGE));
    await expect.poll(() => page.getByTestId("audit-wizard-step-2").count()).toBe(1);
    await shot("wizard-2-random-refused");
    await inputIn(page, "audit-percentage").fill("10");
    await expect.poll(() => fieldError(AUDIT_PERCENTAGE_MESSAGE).count()).toBe(0);
    await next();
    await createIt();
  });

  it("creates an ALL audit of the rest; Cancel resets the wizard; another ALL is refused in the server's words", async () => {
    await openWizard();
    await page.getByTestId("audit-selection-ALL").click();
    await next();
    await visible(page.getByTestId("audit-all-info"));
    await page.getByTestId("audit-wizard-cancel").click();
    await wizard().waitFor({ state: "detached" });
    await openWizard();
    await expect.poll(() => page.getByTestId("audit-selection-ALL").getAttribute("data-chosen")).toBe("false");
    await page.getByTestId("audit-selection-ALL").click();
    await next();
    await visible(page.getByTestId("audit-all-info"));
    await shot("wizard-2-all");
    await next();
    await createIt();
    await openWizard();
    await page.getByTestId("audit-selection-ALL").click();
    await next();
    await next();
    await visible(page.getByTestId("audit-wizard-step-3"));
    await page.getByTestId("audit-wizard-create").click();
    await visible(page.getByTestId("audit-wizard-refusal").filter({ hasText: "Every product with stock at this location is already being counted in an open audit" }));
    await shot("wizard-3-refused");
    await page.getByTestId("audit-wizard-cancel").click();
    await wizard().waitFor({ state: "detached" });
  });

  it("lists the five audits with their types and counts", async () => {
    const audits = await depotAudits();
    expect(audits.map((audit) => audit.type).sort()).toEqual(["ALL", "HIGH_SELLING", "LOW_SELLING", "RANDOM", "SPECIFIC_PRODUCT"]);
    expect(audits.find((audit) => audit.type === "SPECIFIC_PRODUCT")?.auditProducts.map((row) => row.product.name)).toEqual([productName("B")]);
    expect(audits.find((audit) => audit.type === "ALL")?.itemCount).toBe(2);
    const list = page.getByTestId("resource-list-audit");
    for (const audit of audits) {
      const row = await visible(list.locator(".ant-table-row", { hasText: audit.secondaryId }));
      await expect.poll(() => row.textContent()).toContain(audit.type === "SPECIFIC_PRODUCT" ? "Specific Product" : audit.type === "ALL" ? "All" : audit.type.split("_").map((word) => word[0] + word.slice(1).toLowerCase()).join(" "));
    }
    await shot("list");
  });

  it("opens the details of the ALL audit and a product's lot details, one lot matched and one short", async () => {
    const audit = (await depotAudits()).find((each) => each.type === "ALL") as AuditRow;
    const [counted, other] = audit.auditProducts;
    const lots = (
      await call<{ getAllAuditLots: { data: { actionId: string }[] } }>(
        admin,
        `query ($filter: [FilterGroupInput!]) { getAllAuditLots(limit: 10, filter: $filter, sort: [{ field: "actionId", direction: ASC }]) { data { actionId } } }`,
        { filter: [{ conditions: [{ field: "auditProductId", operator: "EQUAL", value: counted.id }] }] },
      )
    ).getAllAuditLots.data;
    expect(lots).toHaveLength(2);
    await call(admin, `mutation ($auditId: ID!, $productId: ID!) { startAudit(auditId: $auditId, productId: $productId) }`, { auditId: audit.id, productId: counted.product.id });
    const scan = `mutation ($dto: ScanLotsInput!) { scanAuditLot(scanLotsDto: $dto) }`;
    await call(admin, scan, { dto: { auditId: audit.id, productId: counted.product.id, scannedLotActionId: lots[0].actionId } });
    await call(admin, scan, { dto: { auditId: audit.id, productId: counted.product.id, scannedLotActionId: lots[1].actionId, quantity: 7, force: true } });

    await page.reload();
    await (await visible(page.getByTestId(`audit-actions-${audit.secondaryId}`))).click();
    await (await visible(page.getByTestId(`audit-details-${audit.secondaryId}`))).click();
    const dialog = await visible(page.getByTestId("audit-details-dialog").locator(".ant-modal-content"));
    await visible(dialog.getByText(`Audit Details - #${audit.secondaryId}`));
    await expect.poll(() => dialog.getByTestId("audit-total-products").textContent()).toBe("2");
    await expect.poll(() => dialog.getByTestId("audit-in-progress-products").textContent()).toBe("1");
    await expect.poll(() => dialog.getByTestId("audit-progress").textContent()).toBe("0%");
    await visible(dialog.locator(".ant-tag", { hasText: "In Progress" }));
    await shot("details");
    // the name search narrows the products; Clear Filters brings both back
    await inputIn(dialog, "audit-details-search").fill(other.product.name);
    await expect.poll(() => dialog.locator(".ant-table-row").count()).toBe(1);
    await dialog.getByTestId("audit-details-clear").click();
    await expect.poll(() => dialog.locator(".ant-table-row").count()).toBe(2);

    await dialog.locator(".ant-table-row", { hasText: counted.product.name }).click();
    const lotDialog = await visible(page.getByTestId("lot-details-dialog").locator(".ant-modal-content"));
    await visible(lotDialog.getByText(`${counted.product.name} - Lot Details`));
    await expect.poll(() => lotDialog.getByTestId("lot-details-total").textContent()).toBe("2");
    await expect.poll(() => lotDialog.getByTestId("lot-details-scanned").textContent()).toBe("2");
    await expect.poll(() => lotDialog.getByTestId("lot-details-remaining").textContent()).toBe("0");
    await expect.poll(() => lotDialog.getByTestId("lot-details-accuracy").textContent()).toBe("Accuracy 50%");
    await expect.poll(() => lotDialog.getByTestId("lot-details-expected").textContent()).toBe("20");
    await expect.poll(() => lotDialog.getByTestId("lot-details-actual").textContent()).toBe("17");
    await expect.poll(() => lotDialog.getByTestId("lot-details-matched").textContent()).toBe("1");
    await expect.poll(() => lotDialog.getByTestId("lot-status-count-SHORT").textContent()).toBe("Short: 1");
    const table = lotDialog.getByTestId("audit-lot-table");
    await visible(table.getByTestId(`audit-lot-${lots[1].actionId}`).locator(".ant-tag", { hasText: "Short" }));
    await expect.poll(() => table.locator(".ant-table-row").count()).toBe(2);
    await shot("lot-details");
    await inputIn(table, "audit-lot-search").fill(lots[1].actionId);
    await expect.poll(() => table.locator(".ant-table-row").count()).toBe(1);
    await table.getByTestId("audit-lot-refresh").click();
    await expect.poll(() => table.locator(".ant-table-row").count()).toBe(1);
    await lotDialog.getByTestId("lot-details-close").click();
    await page.getByTestId("lot-details-dialog").waitFor({ state: "hidden" });
    await dialog.getByTestId("audit-details-close").click();
    await page.getByTestId("audit-details-dialog").waitFor({ state: "hidden" });
  });

  it("continues an open audit on its execution screen", async () => {
    const audit = (await depotAudits()).find((each) => each.type === "ALL") as AuditRow;
    await (await visible(page.getByTestId(`audit-actions-${audit.secondaryId}`))).click();
    await (await visible(page.getByTestId(`audit-continue-${audit.secondaryId}`))).click();
    await page.waitForURL(`${baseUrl}/app/system/audit/execution/${audit.id}`);
  });
});

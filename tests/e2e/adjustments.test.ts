// Stock adjustments in Chromium, at a store of this file's own with three packs of a new product: the administrator
// makes a DAMAGED adjustment of 4 units of one pack (the shared schema's messages first: no lot, then no reason) and
// cannot approve it (the server's message shows); a user whose role may approve does, and the pack holds 6. Then an
// expired pack (expired in the database: no screen receives expired stock) is written off from the list in one step,
// and its A4 write-off record lists the lot with the signature lines of the destruction's witnesses. Last, an
// audit of a new product closed with its pack unfound (through the API) makes an adjustment whose Audit column
// names the audit by its code and opens that audit's details.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import type { LoginPayload } from "../support/api";
import { queryE2eDatabase } from "../support/apiDatabase";
import { screenshot } from "../support/browser";
import { browserJourney } from "../support/journey";
import { demoAdmin, demoCashier } from "../support/logins";
import { chooseOption, signIn, switchLocation, visible } from "../support/pages";
import { input } from "./procurementHelpers";
import { newStore, receiveNewProducts } from "./stockHelpers";
import { scanCode, tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const till = tillApi(baseUrl);
const { call } = till;
const run = Date.now().toString(36);

type Lot = { id: string; actionId: string; quantity: number };

let page: Page;
let admin: LoginPayload;
let shop = { id: "", name: `Adjust Shop ${run}` };
let approverEmail = "";
let lots: Lot[] = [];
let damagedId = "";

browserJourney((opened) => ({ page } = opened), { timeout: 20_000 });

/** A user at the shop whose role may read and approve adjustments, and nothing else (no screen makes one in one step). */
async function approverAtShop(): Promise<string> {
  const tenantId = admin.tenant.id;
  const roleId = randomUUID();
  const userId = randomUUID();
  const tag = roleId.slice(0, 8);
  const email = `adjust-approver-${tag}@demo.test`;
  await queryE2eDatabase(`insert into roles (tenant_id, id, secondary_id, name) values ($1, $2, $3, $4)`, [tenantId, roleId, `ROLE-E${tag}`, `Adjustment Approver ${tag}`]);
  await queryE2eDatabase(`insert into role_permissions (tenant_id, role_id, permission_id) select $1, $2, id from permissions where permission in ('system:adjustment:read', 'system:adjustment:approve')`, [tenantId, roleId]);
  await queryE2eDatabase(
    `insert into users (tenant_id, id, secondary_id, email, first_name, last_name, role_id, password_hash)
     select $1, $2, $3, $4, 'Zara', 'Approver', $5, password_hash from users where tenant_id = $1 and email = $6`,
    [tenantId, userId, `USR-E${tag}`, email, roleId, demoCashier.email],
  );
  await queryE2eDatabase(`insert into user_locations (tenant_id, user_id, location_id) values ($1, $2, $3)`, [tenantId, userId, shop.id]);
  return email;
}

beforeAll(async () => {
  const store = await newStore(till, shop.name);
  shop = { ...shop, id: store.id };
  admin = store.admin;
  const [syrup] = await receiveNewProducts(call, admin, shop.id, { products: [{ name: `Adjust Syrup ${run}`, skuCode: `ADJ-${run}`, packs: 3 }], tag: `ADJ-${run}` });
  lots = syrup.lots;
  if (lots.length !== 3) throw new Error(`the shop holds ${lots.length} packs, not 3`);
  approverEmail = await approverAtShop();
});

async function signOutAndIn(email: string, password: string) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, baseUrl, email, password);
}

const lotQuantity = async (actionId: string) =>
  (await call<{ getProductLot: { quantity: number; status: string } }>(admin, `query ($actionId: String!, $locationId: ID!) { getProductLot(actionId: $actionId, locationId: $locationId) { quantity status } }`, { actionId, locationId: shop.id }))
    .getProductLot;

describe.sequential("stock adjustments at a store", () => {
  it("the administrator makes a DAMAGED adjustment of 4 units, checked by the shared schema first", async () => {
    await signIn(page, baseUrl, demoAdmin.email, demoAdmin.password);
    await page.goto(`${baseUrl}/app/system/adjustments`);
    await switchLocation(page, shop.name);
    await visible(page.getByTestId("resource-list-adjustments"));
    await page.getByTestId("resource-create").click();
    const form = await visible(page.getByTestId("adjustment-create-page"));
    expect(await page.getByTestId("adjustment-location").textContent()).toBe(shop.name);
    await chooseOption(page, form, "Type", "Damaged");
    await page.getByTestId("adjustment-title").fill(`Shelf collapse ${run}`);
    // no lot yet: the schema's message, nothing sent
    await page.getByTestId("adjustment-submit").click();
    await expect.poll(() => page.getByTestId("adjustment-lines-error").textContent()).toBe("Please add at least one lot.");
    const [damaged] = lots;
    await scanCode(page, damaged.actionId, "adjustment-scan");
    await visible(page.getByTestId(`adjustment-line-${damaged.actionId}`));
    // a whole pack by default; 4 of its 10 pieces broke
    await expect.poll(() => input(page, `adjustment-quantity-${damaged.actionId}`).inputValue()).toBe("10");
    // the lots here can be found by product too (one added and taken off again)
    await page.getByTestId("adjustment-lot-search").fill(`Adjust Syrup ${run}`);
    await (await visible(page.getByTestId(`adjustment-add-${lots[1].actionId}`))).click();
    await visible(page.getByTestId(`adjustment-line-${lots[1].actionId}`));
    await expect.poll(() => page.getByTestId(`adjustment-add-${damaged.actionId}`).isDisabled()).toBe(true);
    await page.getByRole("button", { name: `Remove ${lots[1].actionId}` }).click();
    await expect.poll(() => page.getByTestId(`adjustment-line-${lots[1].actionId}`).count()).toBe(0);
    await input(page, `adjustment-quantity-${damaged.actionId}`).fill("4");
    await page.getByTestId("adjustment-submit").click();
    await expect.poll(() => page.getByTestId(`adjustment-reason-error-${damaged.actionId}`).textContent()).toBe("Please give a reason.");
    await page.getByTestId(`adjustment-reason-${damaged.actionId}`).fill("Bottles broken when the shelf collapsed");
    await screenshot(page, "adjust-create");
    await page.getByTestId("adjustment-submit").click();

    // made: the list opens its details (?id=)
    await page.waitForURL(/\/app\/system\/adjustments\?id=/);
    damagedId = new URL(page.url()).searchParams.get("id") ?? "";
    const dialog = await visible(page.getByTestId("adjustment-dialog"));
    await expect.poll(() => page.getByTestId("adjustment-status").textContent()).toBe("Pending");
    await expect.poll(() => page.getByTestId("adjustment-quantity").textContent()).toBe("-4");
    await visible(dialog.getByTestId(`adjustment-lot-${damaged.actionId}`));
  });

  it("its author cannot approve it: the dialog says someone else approves it and offers only Withdraw", async () => {
    await expect.poll(() => page.getByTestId("adjustment-author-note").textContent()).toBe("You made this adjustment: someone else who may approve adjustments approves it. You can withdraw it.");
    await expect.poll(() => page.getByTestId("adjustment-reject").textContent()).toBe("Withdraw");
    await expect.poll(() => page.getByTestId("adjustment-approve").count()).toBe(0);
    await expect.poll(() => page.getByTestId("adjustment-status").textContent()).toBe("Pending");
    await screenshot(page, "adjust-details-author-refused");
    await page.getByTestId("adjustment-close").click();
    const row = await visible(page.locator(".ant-table-row", { hasText: `Shelf collapse ${run}` }));
    await expect.poll(() => row.textContent()).toMatch(/ADJ-\d{6}.*Damaged.*Pending/);
    await screenshot(page, "adjust-list");
    expect(await lotQuantity(lots[0].actionId)).toEqual({ quantity: 10, status: "IN_INVENTORY" });
  });

  it("a user who may approve adjustments approves it, and the pack holds 6", async () => {
    await signOutAndIn(approverEmail, demoCashier.password);
    await page.goto(`${baseUrl}/app/system/adjustments?id=${damagedId}`);
    await visible(page.getByTestId("adjustment-dialog"));
    await page.getByTestId("adjustment-approve").click();
    await (await visible(page.getByTestId("adjustment-approve-confirm"))).click();
    await expect.poll(() => page.getByTestId("adjustment-status").textContent()).toBe("Approved");
    await expect.poll(() => page.getByTestId("adjustment-approved-by").textContent()).toContain("Zara Approver");
    await expect.poll(() => page.getByTestId(`adjustment-lot-${lots[0].actionId}`).textContent()).toMatch(/In Inventory.*In Inventory.*10.*-4/);
    await screenshot(page, "adjust-details");
    await expect.poll(() => lotQuantity(lots[0].actionId)).toEqual({ quantity: 6, status: "IN_INVENTORY" });
  });

  it("an expired pack is written off from the list in one step, and prints as a write-off record", async () => {
    const expired = lots[2];
    await queryE2eDatabase("update product_lots set batch_expiry = current_date - 3 where id = $1", [expired.id]);
    await signOutAndIn(demoAdmin.email, demoAdmin.password);
    await page.goto(`${baseUrl}/app/system/adjustments`);
    await switchLocation(page, shop.name);
    await page.getByTestId("adjustment-write-off-expired").click();
    const dialog = await visible(page.getByTestId("expired-write-off-dialog"));
    await visible(dialog.getByTestId("expired-lots").getByText(expired.actionId));
    await expect.poll(() => dialog.getByTestId("expired-totals").textContent()).toMatch(/Lots1Quantity10Value at CostPKR 70\.00/);
    await screenshot(page, "adjust-write-off-dialog");
    await page.getByTestId("expired-write-off-submit").click();
    await (await visible(page.getByTestId("expired-write-off-confirm"))).click();

    // the write-off's details open, pending, holding the pack out of sale
    await expect.poll(() => new URL(page.url()).searchParams.get("id")).toMatch(/^[0-9a-f-]{36}$/);
    const details = await visible(page.getByTestId("adjustment-dialog"));
    await expect.poll(() => page.getByTestId("adjustment-header").textContent()).toMatch(/Expired.*Pending/);
    await visible(details.getByTestId(`adjustment-lot-${expired.actionId}`));
    await expect.poll(() => lotQuantity(expired.actionId)).toEqual({ quantity: 10, status: "IN_ADJUSTMENT" });

    const href = await page.getByTestId("adjustment-print").getAttribute("href");
    expect(await page.getByTestId("adjustment-print").textContent()).toBe("Print write-off record");
    const record = await page.context().newPage();
    await record.goto(`${baseUrl}${href ?? ""}`);
    await visible(record.getByTestId("adjustment-record-lots"));
    await expect.poll(() => record.getByTestId("print-sheet").locator("h1").textContent()).toMatch(/^Expired Stock Write-off Record\s*ADJ-\d{6}$/);
    await expect.poll(() => record.getByTestId("adjustment-record-meta").textContent()).toMatch(new RegExp(`Company:\\s*Demo Pharmacy.*Location:\\s*${shop.name}.*Prepared by:\\s*Ayesha Malik.*Approved by:\\s*Pending approval`));
    const cells = await record.getByTestId("adjustment-record-lots").locator("tbody tr").first().locator("td").allTextContents();
    expect(cells.slice(1, 4)).toEqual([`Adjust Syrup ${run}`, expired.actionId, `B-ADJ-${run}-0`]);
    expect(cells.slice(5, 8)).toEqual([expect.stringMatching(/^Expired on /), "10", "70.00"]);
    await expect.poll(() => record.getByTestId("adjustment-record-totals").textContent()).toMatch(/^Value at CostPKR 70\.00.*Total Written OffPKR \d/);
    await expect.poll(() => record.getByTestId("print-signatures").allTextContents()).toEqual(["Prepared byApproved by", "Destruction witness (name, CNIC)Second witness (name, CNIC)"]);
    await screenshot(record, "adjust-print");
    await record.close();

    // the list filtered by type: the write-off, not the damaged stock
    await page.getByTestId("adjustment-close").click();
    await page.goto(`${baseUrl}/app/system/adjustments?filters[0][field]=adjustmentType&filters[0][operator]=eq&filters[0][value]=EXPIRED`);
    await visible(page.locator(".ant-table-row", { hasText: "Expired stock write-off" }));
    await expect.poll(() => page.locator(".ant-table-row", { hasText: `Shelf collapse ${run}` }).count()).toBe(0);

    // nothing more to write off: the pack is held by the pending write-off
    await page.getByTestId("adjustment-write-off-expired").click();
    await expect.poll(() => page.getByTestId("expired-empty").textContent()).toContain(`No expired stock at ${shop.name}`);
  });

  it("an audit's adjustment names the audit by its code, which opens the audit's details", async () => {
    const [counted] = await receiveNewProducts(call, admin, shop.id, { products: [{ name: `Audit Syrup ${run}`, skuCode: `ADJ-AUD-${run}`, packs: 1 }], tag: `ADJ-AUD-${run}` });
    const { createAudit: audit } = await call<{ createAudit: { id: string; secondaryId: string } }>(admin, `mutation ($dto: CreateAuditInput!) { createAudit(createAuditDto: $dto) { id secondaryId } }`, {
      dto: { locationId: shop.id, selectionType: "SPECIFIC_PRODUCT", productIds: [counted.id] },
    });
    const product = { auditId: audit.id, productId: counted.id };
    await call(admin, `mutation ($auditId: ID!, $productId: ID!) { startAudit(auditId: $auditId, productId: $productId) }`, product);
    // nothing scanned: the pack is SHORT, and closing makes a pending adjustment of it
    await call(admin, `mutation ($auditId: ID!, $productId: ID!) { completeProductAudit(auditId: $auditId, productId: $productId) { productId } }`, product);
    await call(admin, `mutation ($auditId: ID!) { closeAudit(auditId: $auditId, closureReason: "Shelf count") }`, { auditId: audit.id });

    await page.goto(`${baseUrl}/app/system/adjustments`);
    await switchLocation(page, shop.name);
    const row = await visible(page.locator(".ant-table-row", { hasText: audit.secondaryId }));
    await expect.poll(() => row.textContent()).toMatch(new RegExp(`ADJ-\\d{6}.*Audit.*Pending.*${audit.secondaryId}`));
    await screenshot(page, "adjust-list-audit");
    await row.getByTestId(`adjustment-audit-${audit.secondaryId}`).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("audit")).toBe(audit.id);
    const dialog = await visible(page.getByTestId("audit-details-dialog").locator(".ant-modal-content"));
    await visible(dialog.getByText(`Audit Details - #${audit.secondaryId}`));
    await visible(dialog.locator(".ant-tag", { hasText: "Closed" }));
    await screenshot(page, "adjust-audit-details");
    await page.getByTestId("audit-details-close").click();
    await expect.poll(() => new URL(page.url()).searchParams.get("audit")).toBeNull();
  });
});

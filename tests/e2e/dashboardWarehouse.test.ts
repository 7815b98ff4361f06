// The warehouse's dashboard (issue 28) in Chromium, on a warehouse of this file's own that the demo warehouse user
// is given for the test (and no longer after): its figures are the test's data alone. Made through the API: a GRN
// left in QC, a transfer on its way out to a store and one on its way in from Central Warehouse, a store's demand
// note asking it, and lots expiring in 20 and 50 days. Each figure is checked, then a figure opens its list filtered.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import "../support/providedContext";
import { newIdempotencyKey } from "../../common/schemas/idempotency";
import type { LoginPayload } from "../support/api";
import { screenshot } from "../support/browser";
import { geography } from "../support/fixtures";
import { browserJourney } from "../support/journey";
import { demoAdmin, demoWarehouse } from "../support/logins";
import { CREATE_LOCATION } from "../support/operations";
import { signIn, switchLocation, visible } from "../support/pages";
import { deliverNewProducts, receiveNewProducts, type DeliveredGrn } from "./stockHelpers";
import { tillApi } from "./tillHelpers";

const baseUrl = inject("e2eUrl");
const { api, call } = tillApi(baseUrl);
const run = Date.now().toString(36).toUpperCase();
const WAREHOUSE = `Dash Warehouse ${run}`;

type WarehouseUser = { id: string; firstName: string; lastName: string; phone: string | null; gender: string | null; roleId: string; locationIds: string[] };

let page: Page;
let admin: LoginPayload;
let keeper: WarehouseUser;
let waitingGrn: DeliveredGrn;

browserJourney((opened) => ({ page } = opened), { timeout: 20_000 });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The demo warehouse user at these locations (their sessions end: they sign in again). */
async function placeKeeper(locationIds: string[]): Promise<void> {
  const { firstName, lastName, phone, gender, roleId } = keeper;
  await call(admin, `mutation ($id: ID!, $locationIds: [ID!]!, $dto: UserInput!) { updateUser(id: $id, locationIds: $locationIds, dto: $dto) { id } }`, {
    id: keeper.id, locationIds, dto: { firstName, lastName, roleId, ...(phone ? { phone } : {}), ...(gender ? { gender } : {}) },
  });
}

async function send(from: string, to: string, productId: string): Promise<void> {
  await call(admin, `mutation ($input: CreateTransferInput!) { createTransfer(input: $input) { id } }`, {
    input: { idempotencyKey: newIdempotencyKey(), locationFromId: from, locationToId: to, products: [{ productId, packs: 1 }] },
  });
}

beforeAll(async () => {
  const first = await api.login(demoAdmin.email, demoAdmin.password);
  const place = (name: string) => first.allowedLocations.find((location) => location.name === name)?.id ?? "";
  const [central, gulberg] = [place("Central Warehouse"), place("Gulberg Store")];
  const cityId = (await geography(api, first.token, "Pakistan")).city("Lahore");
  const { createLocation: { id: warehouseId } } = await call<{ createLocation: { id: string } }>(first, CREATE_LOCATION, {
    locationDto: { name: WAREHOUSE, type: "WAREHOUSE", status: "ACTIVE", cityId },
  });
  admin = await api.login(demoAdmin.email, demoAdmin.password);
  const signedIn = await api.login(demoWarehouse.email, demoWarehouse.password);
  ({ getUser: keeper } = await call<{ getUser: WarehouseUser }>(admin, `query ($id: ID!) { getUser(id: $id) { id firstName lastName phone gender roleId locationIds } }`, { id: signedIn.user.id }));
  await placeKeeper([...keeper.locationIds, warehouseId]);

  // on the shelf: 2 packs for a store, a pack expiring in 20 days and one in 50 (Rs 70 each at cost)
  const [sender] = await receiveNewProducts(call, admin, warehouseId, {
    products: [
      { name: `Dash WH Sender ${run}`, skuCode: `DWS-${run}`, packs: 2 },
      { name: `Dash WH Soon ${run}`, skuCode: `DWN-${run}`, packs: 1, expiresInDays: 20 },
      { name: `Dash WH Later ${run}`, skuCode: `DWL-${run}`, packs: 1, expiresInDays: 50 },
    ],
    tag: `DWH${run}`,
  });
  ({ grn: waitingGrn } = await deliverNewProducts(call, admin, warehouseId, { products: [{ name: `Dash WH Waiting ${run}`, skuCode: `DWQ-${run}`, packs: 3 }], tag: `DWQ${run}` }));
  await send(warehouseId, gulberg, sender.id);
  const [incoming] = await receiveNewProducts(call, admin, central, { products: [{ name: `Dash WH Incoming ${run}`, skuCode: `DWI-${run}`, packs: 1 }], tag: `DWI${run}` });
  await send(central, warehouseId, incoming.id);
  await call(admin, `mutation ($input: CreateDemandNoteInput!) { createDemandNote(input: $input) { id } }`, {
    input: { idempotencyKey: newIdempotencyKey(), type: "WEEKLY", deliveryDate: inDays(3), requestedFromId: gulberg, requestedToId: warehouseId, lines: [{ productId: sender.id, requestedQuantity: 5 }] },
  });
});

afterAll(async () => {
  if (keeper) await placeKeeper(keeper.locationIds);
});

describe.sequential("the warehouse's dashboard", () => {
  it("shows the warehouse its receipts waiting, transfers to send and receive, and expiring lots", async () => {
    await signIn(page, baseUrl, demoWarehouse.email, demoWarehouse.password);
    await switchLocation(page, WAREHOUSE);
    await visible(page.getByTestId("dashboard").getByText(`${WAREHOUSE} · warehouse`));
    const figure = (testId: string) => expect.poll(() => page.getByTestId(testId).textContent());
    await figure("figure-grn-qc").toBe("1");
    await figure("figure-grn-intake").toBe("0");
    await figure("figure-transfers-in").toBe("1");
    await figure("figure-transfers-out").toBe("1");
    await figure("figure-demand-notes").toBe("1");
    await figure("figure-expired").toMatch(/ 0\.00$/);
    // the pack expiring in 20 days, then both
    await figure("figure-expiring-30").toMatch(/ 70\.00$/);
    await figure("figure-expiring-60").toMatch(/ 140\.00$/);
    await figure("figure-expiring-90").toMatch(/ 140\.00$/);
    // nothing sold here: no fast mover; the stock left (1 + 1 + 1 packs) has had no sale in 90 days
    await figure("figure-fast-movers").toBe("0");
    await figure("figure-no-sale").toMatch(/ 210\.00$/);
    // warehouse staff may not read the reports: the expiry figures lead nowhere
    expect(await page.getByTestId("figure-expiring-30-link").count()).toBe(0);
    await screenshot(page, "dashboard-warehouse");
  });

  it("opens the GRNs waiting for QC at the warehouse, filtered", async () => {
    await page.getByTestId("figure-grn-qc-link").click();
    await expect.poll(() => page.url()).toContain("/app/procurement/grn");
    expect(decodeURIComponent(page.url())).toContain("filters[0][value]=QC");
    await visible(page.getByTestId(`view-grn-${waitingGrn.secondaryId}`));
    await expect.poll(() => page.locator(".ant-table-row").count()).toBe(1);
    await screenshot(page, "dashboard-warehouse-grns-in-qc");
  });

  it("opens the transfers on their way in, filtered", async () => {
    await page.goto(`${baseUrl}/app`);
    await page.getByTestId("figure-transfers-in-link").click();
    await expect.poll(() => page.url()).toContain("/app/inventory-management/transfer-receipt");
    expect(decodeURIComponent(page.url())).toContain("filters[0][value]=IN_TRANSIT");
    await expect.poll(() => page.locator(".ant-table-row").count()).toBe(1);
  });
});

// The create-audit wizard's types at a store of this file's own with ten products: ALL counts each of them, HIGH
// and LOW SELLING rank them by the units sold there in the last 90 days (a sale older than that does not count),
// RANDOM draws its percentage, SPECIFIC_PRODUCT takes the products named. A product an open audit counts is
// left out of the next one; the percentage and the products are validated with the spec's messages; the lots go
// IN_AUDIT (read so, never written), stay in the stock levels, and read IN_INVENTORY again when the audit closes.
import { beforeAll, describe, expect, it } from "vitest";
import { AUDIT_PERCENTAGE_MESSAGE, AUDIT_PRODUCTS_MESSAGE } from "../../common/schemas/audit";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { booksAgree } from "./adjustmentsHelpers";
import { auditWorld, close, createAudit, created, lotStates, stockedProducts, storedLotStates, type Audit, type AuditWorld } from "./auditsHelpers";
import { cart, register, sold, type SaleProduct } from "./ordersHelpers";
import { lotOps, type Lot } from "./procurementHelpers";
import { gql } from "../support/api";
import { moveInRollups } from "./salesRollupsHelpers";

let world: AuditWorld;
let stocked: { product: SaleProduct; lots: Lot[] }[];

const namesOf = (audit: Audit) => audit.auditProducts.map((row) => row.product.name).sort();
const productNamed = (index: number) => stocked[index].product.name;
const closeIt = async (audit: Audit) => expect(expectData(await close(world.token, audit.id, "Wizard test done")).closeAudit).toBe(true);

beforeAll(async () => {
  world = await auditWorld();
  // product i sells i units at the store (product 0 none in the last 90 days: its one sale is 100 days old)
  stocked = await stockedProducts(world, world.shopId, 10);
  const till = await register(world, world.shopId);
  for (const [index, { product }] of stocked.entries()) {
    const units = index === 0 ? 5 : index;
    const order = await sold(world.token, cart(world.shopId, till.id, [{ productId: product.id, quantity: units }]), [{ method: "CASH", amount: units * 10 }]);
    if (index === 0) {
      // moved back in SQL (no API does this): the sales rollups move with it
      await moveInRollups(world.session.tenant.id, [order.id], -1);
      await queryApiDatabase("update orders set created_at = now() - interval '100 days' where id = $1", [order.id]);
      await moveInRollups(world.session.tenant.id, [order.id], 1);
    }
  }
}, 180_000);

describe("the create-audit wizard's types", () => {
  it("ALL counts every product with stock at the store, each of its lots IN_AUDIT, the stock levels unchanged", async () => {
    const audit = await created(world.token, { locationId: world.shopId, selectionType: "ALL" });
    expect(audit).toMatchObject({ type: "ALL", status: "PENDING", percentage: null, itemCount: 10, lotCount: 10, locationId: world.shopId });
    expect(audit.secondaryId).toMatch(/^AUD-\d{6}$/);
    expect(namesOf(audit)).toEqual(stocked.map(({ product }) => product.name).sort());
    expect(audit.auditProducts.every((row) => row.status === "PENDING" && row.lotCount === 1)).toBe(true);
    const lotIds = stocked.flatMap(({ lots }) => lots.map((lot) => lot.id));
    expect([...(await lotStates(lotIds)).values()].every((lot) => lot.status === "IN_AUDIT")).toBe(true);
    const lot = stocked[0].lots[0];
    expect(expectData(await gql<{ getProductLot: { status: string } }>(lotOps.getProductLot, { actionId: lot.actionId, locationId: world.shopId }, { token: world.token })).getProductLot.status).toBe("IN_AUDIT");
    // a count changes no quantity, place or status of the stock: nothing is written to the lots or the ledger
    expect(await storedLotStates(lotIds)).toEqual({ statuses: ["IN_INVENTORY"], auditRows: 0 });
    await closeIt(audit);
    expect([...(await lotStates(lotIds)).values()].every((lot) => lot.status === "IN_INVENTORY")).toBe(true);
    await booksAgree(stocked.map(({ product }) => product.id), world.shopId);
    const closed = expectData(await createAudit(world.token, { locationId: world.shopId, selectionType: "ALL" })).createAudit;
    expect(closed.itemCount).toBe(10);
    await closeIt(closed);
  });

  it("HIGH_SELLING takes the best seller of the last 90 days, LOW_SELLING the one that sold nothing in them", async () => {
    const high = await created(world.token, { locationId: world.shopId, selectionType: "HIGH_SELLING", percentage: 10 });
    expect(high).toMatchObject({ type: "HIGH_SELLING", percentage: 10, itemCount: 1, lotCount: 1 });
    expect(namesOf(high)).toEqual([productNamed(9)]);
    await closeIt(high);
    const low = await created(world.token, { locationId: world.shopId, selectionType: "LOW_SELLING", percentage: 10 });
    expect(namesOf(low)).toEqual([productNamed(0)]);
    await closeIt(low);
  });

  it("RANDOM draws its percentage of the products, at least one", async () => {
    for (const percentage of [1, 10]) {
      const audit = await created(world.token, { locationId: world.shopId, selectionType: "RANDOM", percentage });
      expect(audit).toMatchObject({ type: "RANDOM", percentage, itemCount: 1 });
      expect(stocked.map(({ product }) => product.name)).toContain(namesOf(audit)[0]);
      await closeIt(audit);
    }
  });

  it("SPECIFIC_PRODUCT takes the products named; an open audit's products are left out of the next one and refused by name", async () => {
    const specific = await created(world.token, { locationId: world.shopId, selectionType: "SPECIFIC_PRODUCT", productIds: [stocked[3].product.id, stocked[5].product.id] });
    expect(specific).toMatchObject({ type: "SPECIFIC_PRODUCT", itemCount: 2, lotCount: 2 });
    expect(namesOf(specific)).toEqual([productNamed(3), productNamed(5)].sort());
    const rest = await created(world.token, { locationId: world.shopId, selectionType: "ALL" });
    expect(rest.itemCount).toBe(8);
    expect(namesOf(rest)).not.toContain(productNamed(3));
    const again = await createAudit(world.token, { locationId: world.shopId, selectionType: "SPECIFIC_PRODUCT", productIds: [stocked[3].product.id] });
    expectGqlError(again, "CONFLICT", `${productNamed(3)} is already being counted in audit ${specific.secondaryId}.`);
    const nothingLeft = await createAudit(world.token, { locationId: world.shopId, selectionType: "RANDOM", percentage: 5 });
    expectGqlError(
      nothingLeft,
      "CONFLICT",
      "Every product with stock at this location is already being counted in an open audit, or has an adjustment pending: close that audit or decide the adjustment first.",
    );
    await closeIt(specific);
    await closeIt(rest);
  });

  it("validates the percentage and the products with the wizard's messages", async () => {
    for (const dto of [
      { locationId: world.shopId, selectionType: "RANDOM", percentage: 11 },
      { locationId: world.shopId, selectionType: "HIGH_SELLING", percentage: 0 },
      { locationId: world.shopId, selectionType: "LOW_SELLING" },
    ]) {
      const error = expectGqlError(await createAudit(world.token, dto), "BAD_USER_INPUT", AUDIT_PERCENTAGE_MESSAGE);
      expect(error.extensions?.fields).toEqual({ percentage: AUDIT_PERCENTAGE_MESSAGE });
    }
    expectGqlError(await createAudit(world.token, { locationId: world.shopId, selectionType: "SPECIFIC_PRODUCT", productIds: [] }), "BAD_USER_INPUT", AUDIT_PRODUCTS_MESSAGE);
    const elsewhere = await stockedProducts(world, world.storeId, 1);
    expectGqlError(
      await createAudit(world.token, { locationId: world.shopId, selectionType: "SPECIFIC_PRODUCT", productIds: [elsewhere[0].product.id] }),
      "BAD_USER_INPUT",
      `${elsewhere[0].product.name}: no stock at this location to audit.`,
    );
  });
});

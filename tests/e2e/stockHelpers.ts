// Stock of a browser test's own: new products received at a location through the API as a manager would (one
// purchase order, one GRN with a batch per product, QC accepted, intake). A test that sells, counts, transfers or
// adjusts stock makes its own, so that what the other tests of its shard did to the demo stock cannot starve it.
// deliverNewProducts stops before QC: a GRN waiting there.
import type { LoginPayload } from "../support/api";
import { geography } from "../support/fixtures";
import { demoAdmin } from "../support/logins";
import type { tillApi } from "./tillHelpers";

type Call = ReturnType<typeof tillApi>["call"];

export type ReceivedLot = { id: string; actionId: string; quantity: number };
export type ReceivedProduct = { id: string; name: string; secondaryId: string; lots: ReceivedLot[] };

export interface NewStock {
  /** Each product's name and SKU, how many sealed packs of 10 pieces arrive (Rs 70 each) and when they expire (400 days). */
  products: readonly { name: string; skuCode: string; packs: number; expiresInDays?: number }[];
  /** Makes the invoice and batch numbers unique. */
  tag: string;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export type DeliveredGrn = { id: string; secondaryId: string; items: { id: string; actionId: string }[] };

/** The new products ordered and delivered to the location: their GRN (one item per product) waits for QC. */
export async function deliverNewProducts(call: Call, admin: LoginPayload, locationId: string, stock: NewStock): Promise<{ products: Omit<ReceivedProduct, "lots">[]; grn: DeliveredGrn }> {
  const { getVendors } = await call<{ getVendors: { data: { id: string }[] } }>(
    admin,
    `query { getVendors(limit: 1, filter: [{ conditions: [{ field: "status", operator: EQUAL, value: "ACTIVE" }] }]) { data { id } } }`,
  );
  const vendorId = getVendors.data[0].id;
  const created: Omit<ReceivedProduct, "lots">[] = [];
  for (const { name, skuCode } of stock.products) {
    const { createProduct } = await call<{ createProduct: Omit<ReceivedProduct, "lots"> }>(admin, `mutation ($dto: ProductInput!) { createProduct(productDto: $dto) { id name secondaryId } }`, {
      dto: { name, status: "ACTIVE", buyingUnit: "BOX", sellingUnit: "PIECE", uomFactor: 10, maximumRetailPrice: 100, purchasingPrice: 60, tradePrice: 70, skuCode, vendorIds: [vendorId] },
    });
    created.push(createProduct);
  }
  const { createPurchaseOrder } = await call<{ createPurchaseOrder: { id: string; items: { id: string }[] } }>(admin, `mutation ($dto: PurchaseOrderInput!) { createPurchaseOrder(purchaseOrderDto: $dto) { id items { id } } }`, {
    dto: {
      vendorId,
      deliveryLocationId: locationId,
      expectedDeliveryDate: inDays(7),
      items: created.map((product, index) => ({ productId: product.id, requiredQuantity: stock.products[index].packs, tradePrice: 70, gstPercentage: 0 })),
    },
  });
  const { createGrn } = await call<{ createGrn: DeliveredGrn }>(admin, `mutation ($dto: GrnInput!) { createGrn(grnDto: $dto) { id secondaryId items { id actionId } } }`, {
    dto: {
      poId: createPurchaseOrder.id,
      invoiceNumber: `INV-${stock.tag}`,
      invoiceDate: inDays(0),
      stockArrivalDate: inDays(0),
      items: createPurchaseOrder.items.map((item, index) => ({
        poItemId: item.id,
        batchNumber: `B-${stock.tag}-${index}`,
        batchExpiry: inDays(stock.products[index].expiresInDays ?? 400),
        mrp: 100,
        tradePrice: 70,
        receivedQuantity: stock.products[index].packs,
      })),
    },
  });
  return { products: created, grn: createGrn };
}

/** The new products with their lots (a lot per pack) at the location, in pack order. */
export async function receiveNewProducts(call: Call, admin: LoginPayload, locationId: string, stock: NewStock): Promise<ReceivedProduct[]> {
  const { products: created, grn: createGrn } = await deliverNewProducts(call, admin, locationId, stock);
  await call(admin, `mutation ($grnId: ID!, $items: [GrnQcItemInput!]!) { updateGrnQCStatus(grnId: $grnId, items: $items) { id } }`, {
    grnId: createGrn.id,
    items: createGrn.items.map((item) => ({ grnItemId: item.id, status: "ACCEPTED" })),
  });
  await call(admin, `mutation ($ids: [ID!]!) { updateGrnReceivedStatus(grnIds: $ids) { id } }`, { ids: [createGrn.id] });
  const received: ReceivedProduct[] = [];
  for (const [index, product] of created.entries()) {
    const { getUnexpiredProductLots } = await call<{ getUnexpiredProductLots: { data: ReceivedLot[] } }>(
      admin,
      `query ($locationId: ID!, $productId: ID) { getUnexpiredProductLots(locationId: $locationId, productId: $productId, limit: 100) { data { id actionId quantity } } }`,
      { locationId, productId: product.id },
    );
    const lots = getUnexpiredProductLots.data.filter((lot) => lot.actionId.startsWith(`${createGrn.items[index].actionId}~`));
    lots.sort((x, y) => x.actionId.localeCompare(y.actionId, "en", { numeric: true }));
    received.push({ ...product, lots });
  }
  return received;
}

/**
 * A new retail store in Lahore served by Central Warehouse, made by the demo administrator; answers its id and the
 * administrator signed in after it, whose session's locations include it.
 */
export async function newStore(till: ReturnType<typeof tillApi>, name: string): Promise<{ id: string; admin: LoginPayload }> {
  const before = await till.api.login(demoAdmin.email, demoAdmin.password);
  const warehouseId = before.allowedLocations.find((location) => location.name === "Central Warehouse")?.id;
  const cityId = (await geography(till.api, before.token, "Pakistan")).city("Lahore");
  const { createLocation } = await till.call<{ createLocation: { id: string } }>(before, `mutation ($dto: LocationInput!) { createLocation(locationDto: $dto) { id } }`, {
    dto: { name, type: "RETAIL", status: "ACTIVE", cityId, warehouse_id: warehouseId },
  });
  return { id: createLocation.id, admin: await till.api.login(demoAdmin.email, demoAdmin.password) };
}

/** One new product of the test's own with `packs` sealed packs of 10 at the location, for a test that sells a few units. */
export async function ownProductInStock(call: Call, admin: LoginPayload, locationId: string, tag: string, packs = 1): Promise<ReceivedProduct> {
  const safeTag = tag.replace(/[^a-z0-9]/gi, "");
  const [product] = await receiveNewProducts(call, admin, locationId, { tag: safeTag, products: [{ name: `Own${safeTag} Tablet`, skuCode: `OWN-${safeTag}`, packs }] });
  if (!product || product.lots.length < packs) throw new Error(`the test's own stock (${safeTag}) was not received`);
  return product;
}

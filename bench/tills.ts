// The benches' shop floor: products received at a location through the real PO → GRN → QC → intake, registers
// with an OPENED session each, and one sale as the POS makes it (createOrder). Used by bench/sales.ts and
// bench/audits.ts.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { Call } from "./benchServer";

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface BenchProduct {
  id: string;
  gtin: string;
}

export interface ReceivedProducts {
  products: BenchProduct[];
  grnId: string;
}

/** `count` new products of `unitsPerPack` pieces a pack (17% GST), `packs` packs of each received at the location. */
export async function receiveNewProducts(call: Call, locationId: string, options: { count: number; packs: number; unitsPerPack: number; tag: string }): Promise<ReceivedProducts> {
  const { getVendors } = await call<{ getVendors: { data: { id: string }[] } }>({ query: `{ getVendors(limit: 1, filter: [{ conditions: [{ field: "status", operator: EQUAL, value: "ACTIVE" }] }]) { data { id } } }` });
  const vendorId = getVendors.data[0].id;
  const stamp = `${options.tag}${Date.now().toString(36)}`;
  const products: BenchProduct[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const { createProduct } = await call<{ createProduct: BenchProduct }>({
      query: `mutation ($dto: ProductInput!) { createProduct(productDto: $dto) { id gtin } }`,
      variables: {
        dto: {
          name: `Bench Tablet ${stamp} ${index}`,
          status: "ACTIVE",
          buyingUnit: "BOX",
          sellingUnit: "PIECE",
          uomFactor: options.unitsPerPack,
          maximumRetailPrice: 1234 + index,
          purchasingPrice: 800,
          tradePrice: 900,
          sellingTaxRate: 17,
          skuCode: `BENCH-${stamp}-${index}`,
          vendorIds: [vendorId],
        },
      },
    });
    products.push(createProduct);
  }
  const { createPurchaseOrder } = await call<{ createPurchaseOrder: { id: string; items: { id: string }[] } }>({
    query: `mutation ($dto: PurchaseOrderInput!) { createPurchaseOrder(purchaseOrderDto: $dto) { id items { id } } }`,
    variables: { dto: { vendorId, deliveryLocationId: locationId, expectedDeliveryDate: inDays(3), items: products.map((product) => ({ productId: product.id, requiredQuantity: options.packs, tradePrice: 900 })) } },
  });
  const { createGrn } = await call<{ createGrn: { id: string; items: { id: string }[] } }>({
    query: `mutation ($dto: GrnInput!) { createGrn(grnDto: $dto) { id items { id } } }`,
    variables: {
      dto: {
        poId: createPurchaseOrder.id,
        invoiceNumber: `BENCH-${stamp}`,
        invoiceDate: inDays(0),
        stockArrivalDate: inDays(0),
        items: createPurchaseOrder.items.map((item, index) => ({ poItemId: item.id, batchNumber: `BS-${index}`, batchExpiry: inDays(300 + index), mrp: 1234, tradePrice: 900, receivedQuantity: options.packs })),
      },
    },
  });
  await call({
    query: `mutation ($grnId: ID!, $items: [GrnQcItemInput!]!) { updateGrnQCStatus(grnId: $grnId, items: $items) { id } }`,
    variables: { grnId: createGrn.id, items: createGrn.items.map((item) => ({ grnItemId: item.id, status: "ACCEPTED" })) },
  });
  await call({ query: `mutation ($ids: [ID!]!) { updateGrnReceivedStatus(grnIds: $ids) { id } }`, variables: { ids: [createGrn.id] } });
  return { products, grnId: createGrn.id };
}

/** `count` registers at the location, each with an OPENED session, as the registers module writes them; their ids. */
export async function openBenchTills(admin: pg.Client, world: { tenantId: string; userId: string; locationId: string }, count: number): Promise<string[]> {
  const stamp = Date.now().toString(36);
  const registers: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const registerId = randomUUID();
    await admin.query(
      `insert into location_registers (tenant_id, id, secondary_id, location_id, name, type, currency, print_mode) values ($1, $2, $3, $4, $5, 'SALES_REGISTER', 'PKR', 'THERMAL')`,
      [world.tenantId, registerId, `REG-B${stamp}${index}`, world.locationId, `Bench till ${stamp} ${index}`],
    );
    await admin.query(
      `insert into register_sessions (tenant_id, secondary_id, register_id, location_id, status, opening_amount, balance, opened_by) values ($1, $2, $3, $4, 'OPENED', 5000, 5000, $5)`,
      [world.tenantId, `RS-B${stamp}${index}`, registerId, world.locationId, world.userId],
    );
    registers.push(registerId);
  }
  return registers;
}

export interface TillWorld {
  locationId: string;
  products: readonly BenchProduct[];
}

const CREATE_ORDER = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id secondaryId totalAmount changeDue items { quantity lots { lotId quantity } } } }`;

/** The n-th cart of a till: one or two lines of the world's products. */
export function saleCart(world: TillWorld, registerId: string, n: number) {
  const count = world.products.length;
  const a = world.products[n % count];
  const b = world.products[(n * 7 + 3) % count];
  const items = a.id === b.id ? [{ productId: a.id, quantity: 2 }] : [{ productId: a.id, quantity: 1 }, { productId: b.id, quantity: 2 }];
  return { locationId: world.locationId, registerId, items };
}

/** One sale (cash with change); its latency in ms. */
export async function sellOnce(call: Call, world: TillWorld, registerId: string, n: number): Promise<number> {
  const started = performance.now();
  await call({ query: CREATE_ORDER, variables: { input: { idempotencyKey: randomUUID().replace(/-/g, ""), order: saleCart(world, registerId, n), payments: [{ method: "CASH", amount: 50_000 }] } } });
  return performance.now() - started;
}

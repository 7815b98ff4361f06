// Operations and fixtures of the selling API tests: fresh products with stock at a store (through the procurement
// flow), a register with an OPENED session, and the POS operations.
import { randomUUID } from "node:crypto";
import { gql, type GqlResult, type LoginPayload } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData } from "../support/assertions";
import { locationNamed, uniqueName } from "../support/fixtures";
import { call, op } from "./catalogueHelpers";
import { createGrn, createPurchaseOrder, grnLine, inDays, intake, lotsOf, procurementWorld, qc, type Lot, type ProcurementWorld } from "./procurementHelpers";

export const ORDER_FIELDS = `id secondaryId kind status orderType orderSource orderChannel paymentStatus fulfillmentStatus shippingStatus
  locationId location { id name } registerId register { id name secondaryId receiptTemplate } sessionId mrNo specialInstructions cancelledReason
  subtotal totalDiscount tax deliveryCharges platformFee platformFeeTax posFees integrationCharges totalAmount changeDue printCount
  items { id productId name skuCode quantity returnedQuantity unitPrice discount tax taxRate isTaxInclusive subTotal totalPrice
    lots { id lotId actionId batchExpiry quantity returnedQuantity } }
  payments { id method status amount tendered change } createdBy { id firstName lastName } createdAt completedAt
  customerId addressId partnerId comment discountLines { discountId title code scope amount } productDiscount orderDiscount`;

export const SUMMARY_FIELDS = `subtotal totalDiscount tax deliveryCharges platformFee platformFeeTax posFees integrationCharges total
  lines { productId name skuCode quantity unitPrice isTaxInclusive taxRate subTotal discount tax totalPrice availableQuantity
    lots { lotId actionId quantity batchExpiry isOpened } } discounts { discountId title code scope amount } shippingDiscount discountCodeRefusal integrations { name amount }`;

export const salesOps = {
  calculateCartSummary: `query ($order: CartInput!) { calculateCartSummary(order: $order) { ${SUMMARY_FIELDS} } }`,
  createOrder: `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { ${ORDER_FIELDS} } }`,
  holdOrder: `mutation ($order: CartInput!, $note: String) { holdOrder(order: $order, note: $note) { ${ORDER_FIELDS} } }`,
  getHeldOrders: `query ($registerId: ID!) { getHeldOrders(registerId: $registerId) { ${ORDER_FIELDS} } }`,
  resumeHeldOrder: `mutation ($id: ID!) { resumeHeldOrder(id: $id) { ${ORDER_FIELDS} } }`,
  scanPosCode: `query ($locationId: ID!, $code: String!) { scanPosCode(locationId: $locationId, code: $code) {
    product { id name skuCode gtin uomFactor sellingUnit unitPrice isTaxInclusive taxRate availableQuantity } lot { id actionId quantity batchExpiry isOpened } } }`,
  searchPosProducts: `query ($locationId: ID!, $search: String!, $limit: Int) { searchPosProducts(locationId: $locationId, search: $search, limit: $limit) {
    id name skuCode gtin uomFactor sellingUnit unitPrice isTaxInclusive taxRate availableQuantity } }`,
  getOrders: `query ($page: Int, $limit: Int, $sort: [SortInput!], $filter: [FilterGroupInput!], $locationId: ID) {
    getOrders(page: $page, limit: $limit, sort: $sort, filter: $filter, locationId: $locationId) { data { ${ORDER_FIELDS} } meta { page limit total totalCount } } }`,
  getOrder: `query ($id: ID, $secondaryId: String) { getOrder(id: $id, secondaryId: $secondaryId) { ${ORDER_FIELDS} } }`,
  processOrder: `mutation ($orderId: ID!, $status: OrderStatus!, $reason: String) { processOrder(orderId: $orderId, status: $status, reason: $reason) { ${ORDER_FIELDS} } }`,
  updatePaymentStatus: `mutation ($orderId: ID!, $paymentStatus: PaymentStatus!) { updatePaymentStatus(orderId: $orderId, paymentStatus: $paymentStatus) { ${ORDER_FIELDS} } }`,
  processShipping: `mutation ($orderId: ID!, $shippingStatus: ShippingStatus!) { processShipping(orderId: $orderId, shippingStatus: $shippingStatus) { ${ORDER_FIELDS} } }`,
  processFulfillment: `mutation ($orderId: ID!, $fulfillmentStatus: FulfillmentStatus!) { processFulfillment(orderId: $orderId, fulfillmentStatus: $fulfillmentStatus) { ${ORDER_FIELDS} } }`,
  markOrderPrinted: `mutation ($orderId: ID!) { markOrderPrinted(orderId: $orderId) { ${ORDER_FIELDS} } }`,
};

export type OrderItemLot = { id: string; lotId: string; actionId: string; batchExpiry: string; quantity: number };
export type OrderItem = {
  id: string;
  productId: string;
  name: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  tax: number;
  taxRate: number;
  isTaxInclusive: boolean;
  subTotal: number;
  totalPrice: number;
  lots: OrderItemLot[];
};
export type Order = {
  id: string;
  secondaryId: string;
  status: string;
  orderType: string;
  orderSource: string;
  orderChannel: string;
  paymentStatus: string;
  fulfillmentStatus: string;
  shippingStatus: string;
  locationId: string;
  registerId: string | null;
  sessionId: string | null;
  cancelledReason: string | null;
  subtotal: number;
  totalDiscount: number;
  tax: number;
  deliveryCharges: number;
  platformFee: number;
  platformFeeTax: number;
  posFees: number;
  integrationCharges: number;
  totalAmount: number;
  changeDue: number;
  printCount: number;
  customerId: string | null;
  addressId: string | null;
  partnerId: string | null;
  comment: string | null;
  completedAt: string | null;
  discountLines: { discountId: string; title: string; code: string | null; scope: string; amount: number }[];
  productDiscount: number;
  orderDiscount: number;
  items: OrderItem[];
  payments: { id: string; method: string; status: string; amount: number; tendered: number; change: number }[];
};
export type CartSummary = Omit<Order, "id" | "totalAmount" | "items"> & {
  total: number;
  shippingDiscount: number;
  discountCodeRefusal: string | null;
  discounts: { discountId: string; title: string; code: string | null; scope: string; amount: number }[];
  lines: (Omit<OrderItem, "id" | "lots"> & { availableQuantity: number; lots: { lotId: string; actionId: string; quantity: number }[] })[];
};

export interface SalesWorld extends ProcurementWorld {
  admin: LoginPayload;
  dhaId: string;
}

export async function salesWorld(): Promise<SalesWorld> {
  const world = await procurementWorld();
  return { ...world, admin: world.session, dhaId: locationNamed(world.session, "DHA Store").id };
}

let gtinRun = 0;
function freshGtin(): string {
  gtinRun += 1;
  const body = `21${String(Date.now() % 1e7).padStart(7, "0")}${String(gtinRun).padStart(3, "0")}`;
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) sum += Number(body[body.length - 1 - index]) * (index % 2 === 0 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export type SaleProduct = { id: string; name: string; skuCode: string; gtin: string; uomFactor: number; maximumRetailUnitPrice: number };

/** A new active product (10 pieces a box unless told), linked to the world's vendor. */
export async function newProduct(world: SalesWorld, overrides: Record<string, unknown> = {}): Promise<SaleProduct> {
  return call<SaleProduct>(
    `mutation ($productDto: ProductInput!) { createProduct(productDto: $productDto) { id name skuCode gtin uomFactor maximumRetailUnitPrice } }`,
    "createProduct",
    {
      productDto: {
        name: uniqueName("POS Test Tablet"),
        status: "ACTIVE",
        buyingUnit: "BOX",
        sellingUnit: "PIECE",
        uomFactor: 10,
        maximumRetailPrice: 100,
        purchasingPrice: 60,
        tradePrice: 70,
        skuCode: uniqueName("POS").replace(/\s/g, "-"),
        gtin: freshGtin(),
        vendorIds: [world.vendorId],
        ...overrides,
      },
    },
    world.token,
  );
}
void op;

/** Receives packs of the product at the location, one GRN per batch (its expiry `days` from today); answers the lots. */
export async function stock(world: SalesWorld, product: SaleProduct, locationId: string, batches: { packs: number; days: number }[]): Promise<Lot[]> {
  const total = batches.reduce((sum, batch) => sum + batch.packs, 0);
  const order = await createPurchaseOrder(world, [{ productId: product.id, requiredQuantity: total, tradePrice: 70, gstPercentage: 0 }], { deliveryLocationId: locationId });
  const lots: Lot[] = [];
  for (const [index, batch] of batches.entries()) {
    const grn = await createGrn(order.id, [grnLine(order.items[0].id, batch.packs, { batchNumber: `B-${index + 1}`, batchExpiry: inDays(batch.days), tradePrice: 70, mrp: 100 })], world.token);
    await qc(grn.id, grn.items.map((item) => ({ grnItemId: item.id, status: "ACCEPTED" })), world.token);
    await intake([grn.id], world.token);
    lots.push(...(await lotsOf(grn.items[0], locationId, world.token)));
  }
  return lots;
}

export interface TestRegister {
  id: string;
  name: string;
  secondaryId: string;
  sessionId: string | null;
}

/** A register at the location, with an OPENED session (opening float `opening`) unless `open` is false. */
export async function register(world: SalesWorld, locationId: string, options: { open?: boolean; opening?: number } = {}): Promise<TestRegister> {
  const id = randomUUID();
  const name = uniqueName("Till");
  const secondaryId = `REG-T${Math.floor(Math.random() * 1e9)}`;
  await queryApiDatabase(
    `insert into location_registers (tenant_id, id, secondary_id, location_id, name, type, currency, print_mode) values ($1, $2, $3, $4, $5, 'SALES_REGISTER', 'PKR', 'THERMAL')`,
    [world.session.tenant.id, id, secondaryId, locationId, name],
  );
  let sessionId: string | null = null;
  if (options.open !== false) {
    sessionId = randomUUID();
    const opening = String(options.opening ?? 1000);
    await queryApiDatabase(
      `insert into register_sessions (tenant_id, id, secondary_id, register_id, location_id, status, opening_amount, balance, opened_by) values ($1, $2, $3, $4, $5, 'OPENED', $6, $6, $7)`,
      [world.session.tenant.id, sessionId, `RS-T${Math.floor(Math.random() * 1e9)}`, id, locationId, opening, world.session.user.id],
    );
  }
  return { id, name, secondaryId, sessionId };
}

export async function sessionBalance(sessionId: string): Promise<number> {
  const [row] = await queryApiDatabase<{ balance: string }>("select balance::text as balance from register_sessions where id = $1", [sessionId]);
  return Number(row.balance);
}

/** A lot's quantity, and the sum of its ledger movements. */
export async function ledgerOf(lotId: string): Promise<{ quantity: number; ledger: number }> {
  const [row] = await queryApiDatabase<{ quantity: number; ledger: string }>(
    "select l.quantity, (select coalesce(sum(m.quantity), 0) from stock_movements m where m.tenant_id = l.tenant_id and m.lot_id = l.id)::text as ledger from product_lots l where l.id = $1",
    [lotId],
  );
  return { quantity: Number(row.quantity), ledger: Number(row.ledger) };
}

export const cart = (locationId: string, registerId: string, items: { productId: string; quantity: number; lotId?: string }[], extra: object = {}) => ({
  locationId,
  registerId,
  items,
  ...extra,
});

export const newKey = () => randomUUID().replace(/-/g, "");

export function sell(token: string, order: object, payments: { method: string; amount: number }[], extra: { idempotencyKey?: string; heldOrderId?: string } = {}): Promise<GqlResult<{ createOrder: Order }>> {
  return gql<{ createOrder: Order }>(salesOps.createOrder, { input: { idempotencyKey: extra.idempotencyKey ?? newKey(), order, payments, heldOrderId: extra.heldOrderId } }, { token });
}

export async function sold(token: string, order: object, payments: { method: string; amount: number }[], extra: { idempotencyKey?: string; heldOrderId?: string } = {}): Promise<Order> {
  return expectData(await sell(token, order, payments, extra)).createOrder;
}

export async function summary(token: string, order: object): Promise<CartSummary> {
  return call<CartSummary>(salesOps.calculateCartSummary, "calculateCartSummary", { order }, token);
}


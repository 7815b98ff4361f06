// The sales rollups (README "Sales rollups"; issue 28): a sale, a return, a delivery cancelled and one paid on
// delivery, each kept in the rollups in its own transaction, every figure checked against what was worked out by
// hand from the shelf prices, the discount, the GST and the lots' costs; tills selling one product at the same
// moment all land; the ledger agrees on the units; the tenant's rollups equal its orders. Fresh products and
// registers, so no other file's sales share these rows.
import { beforeAll, describe, expect, it } from "vitest";
import { gql } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectGqlError } from "../support/assertions";
import { uniqueName } from "../support/fixtures";
import { call } from "./catalogueHelpers";
import { cart, newKey, newProduct, register, salesOps, salesWorld, sold as soldOrder, type Order as OrderRow, type SaleProduct, type SalesWorld, type TestRegister } from "./ordersHelpers";
import { createGrn, createPurchaseOrder, grnLine, inDays, intake, qc } from "./procurementHelpers";
import { businessDayOf, goodsRow, paymentRows, rollupDriftRows, tillRows } from "./salesRollupsHelpers";

type Order = OrderRow & { createdAt: string };
const sold = (...args: Parameters<typeof soldOrder>) => soldOrder(...args) as Promise<Order>;

let world: SalesWorld;
let p: SaleProduct;
let q: SaleProduct;

/** Packs received at the store in one GRN per batch, each batch at its own trade price and invoice discount. */
async function receive(product: SaleProduct, batches: { packs: number; days: number; tradePrice: number; discValue?: number }[]): Promise<void> {
  const total = batches.reduce((sum, batch) => sum + batch.packs, 0);
  const order = await createPurchaseOrder(world, [{ productId: product.id, requiredQuantity: total, tradePrice: 70, gstPercentage: 0 }], { deliveryLocationId: world.storeId });
  for (const [index, batch] of batches.entries()) {
    const line = grnLine(order.items[0].id, batch.packs, { batchNumber: `R-${index + 1}`, batchExpiry: inDays(batch.days), tradePrice: batch.tradePrice, discValue: batch.discValue ?? 0, mrp: 100 });
    const grn = await createGrn(order.id, [line], world.token);
    await qc(grn.id, grn.items.map((item) => ({ grnItemId: item.id, status: "ACCEPTED" })), world.token);
    await intake([grn.id], world.token);
  }
}

const code = () => `ROLL${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;

beforeAll(async () => {
  world = await salesWorld();
  // P: Rs 10 a piece, GST 17% inside the price; Q: Rs 25 a piece, no tax
  p = await newProduct(world, { maximumRetailPrice: 100, sellingTaxRate: 17 });
  q = await newProduct(world, { maximumRetailPrice: 250, sellingTaxRate: 0 });
  // P's first pack (expires first) cost Rs 60 (Rs 6 a piece); the next two Rs 90 less Rs 20 off the invoice line: Rs 80 a pack
  await receive(p, [
    { packs: 1, days: 60, tradePrice: 60 },
    { packs: 2, days: 300, tradePrice: 90, discValue: 20 },
  ]);
  // Q: Rs 70 a pack of 10, Rs 7 a piece
  await receive(q, [{ packs: 2, days: 300, tradePrice: 70 }]);
});

describe("a day of sales in the rollups", () => {
  let till: TestRegister;
  let sale: Order;
  let day: string;

  it("adds a sale (two products, several lots, a discount, card and cash) and a cash sale to the goods, the till and the payment rows", async () => {
    till = await register(world, world.storeId, { opening: 1000 });
    const discountCode = code();
    await call(`mutation ($input: DiscountInput!) { createDiscount(input: $input) { id } }`, "createDiscount", {
      input: { title: "Rollups 10%", code: discountCode, type: "PERCENTAGE", scope: "CART", value: 10, startDate: new Date(Date.now() - 86_400_000).toISOString(), status: "ACTIVE", combinable: true, productIds: [p.id, q.id] },
    }, world.token);
    sale = await sold(world.token, cart(world.storeId, till.id, [{ productId: p.id, quantity: 12 }, { productId: q.id, quantity: 3 }], { discountCode }), [
      { method: "CARD", amount: 50 },
      { method: "CASH", amount: 200 },
    ]);
    // P: 12 × 10 = 120, 10% off = 108, of which GST 108 − round(108 / 1.17) = 15.69; Q: 3 × 25 = 75, 10% off = 67.50
    expect(sale).toMatchObject({ subtotal: 195, totalDiscount: 19.5, tax: 15.69, totalAmount: 175.5, changeDue: 74.5 });
    expect(sale.items.find((item) => item.productId === p.id)?.lots.map((lot) => lot.quantity).sort((a, b) => b - a)).toEqual([10, 2]);
    const cashSale = await sold(world.token, cart(world.storeId, till.id, [{ productId: q.id, quantity: 2 }]), [{ method: "CASH", amount: 50 }]);
    day = businessDayOf(sale.createdAt);
    expect(businessDayOf(cashSale.createdAt)).toBe(day);

    // P's cost: the whole first pack (Rs 60) and 2 pieces of an Rs 80 pack (Rs 16)
    expect(await goodsRow(world.storeId, p.id, day)).toMatchObject({ sold_units: 12, sold_gross: 120, sold_discount: 12, sold_tax: 15.69, sold_total: 108, sold_cost: 76, returned_units: 0 });
    // Q: 5 pieces at Rs 7
    expect(await goodsRow(world.storeId, q.id, day)).toMatchObject({ sold_units: 5, sold_gross: 125, sold_discount: 7.5, sold_tax: 0, sold_total: 117.5, sold_cost: 35, returned_units: 0 });
    expect(await tillRows(till.id, day)).toEqual([
      expect.objectContaining({ cashier_id: world.session.user.id, sales: 2, returns: 0, sold_units: 17, sold_gross: 245, sold_discount: 19.5, sold_tax: 15.69, sold_fees: 0, sold_total: 225.5, sold_cost: 111 }),
    ]);
    const payments = await paymentRows(till.id, day);
    expect(payments.map(({ method, sales, paid }) => ({ method, sales, paid }))).toEqual([
      { method: "CARD", sales: 1, paid: 50 },
      // the change handed back is not takings: 125.50 of the first sale's 200 and the second's 50
      { method: "CASH", sales: 2, paid: 175.5 },
    ]);
    // each payment carries its share of the sale's gross, discount and tax: together the whole
    const total = (column: string) => Math.round(payments.reduce((sum, row) => sum + Number(row[column]), 0) * 100) / 100;
    expect([total("paid_gross"), total("paid_discount"), total("paid_tax"), total("paid_fees")]).toEqual([245, 19.5, 15.69, 0]);
  });

  it("adds a return to the day of the return, at the cost of the lot it brought back, refunded by the sale's own methods", async () => {
    const item = sale.items.find((each) => each.productId === p.id);
    const firstLot = item?.lots.find((lot) => lot.quantity === 10);
    const returned = await call<Order>(
      `mutation ($input: ReturnOrderInput!) { returnOrder(input: $input) { id createdAt totalAmount payments { method amount } } }`,
      "returnOrder",
      { input: { idempotencyKey: newKey(), orderId: sale.id, registerId: till.id, lines: [{ orderItemLotId: firstLot?.id, quantity: 4, restock: true }], comment: "Rollups" } },
      world.token,
    );
    expect(businessDayOf(returned.createdAt)).toBe(day);
    // 4 of 12: gross 40, discount 4, GST 5.23, total 36; the pieces came from the Rs 6 pack
    expect(returned.totalAmount).toBe(36);
    expect(await goodsRow(world.storeId, p.id, day)).toMatchObject({
      sold_units: 12,
      sold_total: 108,
      returned_units: 4,
      returned_gross: 40,
      returned_discount: 4,
      returned_tax: 5.23,
      returned_total: 36,
      returned_cost: 24,
    });
    expect(await tillRows(till.id, day)).toEqual([
      expect.objectContaining({ sales: 2, returns: 1, sold_total: 225.5, returned_units: 4, returned_gross: 40, returned_discount: 4, returned_tax: 5.23, returned_fees: 0, returned_total: 36, returned_cost: 24 }),
    ]);
    // 36 back in the sale's proportions, 50 : 125.50 (cumulative, exact to the paisa)
    const refunds = Object.fromEntries(returned.payments.map((payment) => [payment.method, payment.amount]));
    expect(refunds).toEqual({ CARD: 10.26, CASH: 25.74 });
    const payments = await paymentRows(till.id, day);
    expect(payments.map(({ method, sales, returns, paid, refunded }) => ({ method, sales, returns, paid, refunded }))).toEqual([
      { method: "CARD", sales: 1, returns: 1, paid: 50, refunded: 10.26 },
      { method: "CASH", sales: 2, returns: 1, paid: 175.5, refunded: 25.74 },
    ]);
    const total = (column: string) => Math.round(payments.reduce((sum, row) => sum + Number(row[column]), 0) * 100) / 100;
    expect([total("refunded_gross"), total("refunded_discount"), total("refunded_tax")]).toEqual([40, 4, 5.23]);
  });

  it("agrees with the ledger on P's units: sold out of the lots, returned into them", async () => {
    const [moved] = await queryApiDatabase<{ sold: string; back: string }>(
      `select coalesce(-sum(m.quantity) filter (where m.kind = 'SALE'), 0)::text as sold,
         coalesce(sum(m.quantity) filter (where m.kind = 'RETURN_FROM_CUSTOMER'), 0)::text as back
       from stock_movements m join product_lots l on l.tenant_id = m.tenant_id and l.id = m.lot_id where l.product_id = $1`,
      [p.id],
    );
    const row = await goodsRow(world.storeId, p.id, day);
    expect({ sold: Number(moved.sold), back: Number(moved.back) }).toEqual({ sold: row?.sold_units, back: row?.returned_units });
  });
});

describe("deliveries in the rollups", () => {
  let phoneRun = 0;
  const freshPhone = () => `+92333${String(Date.now() % 1e5).padStart(5, "0")}${String((phoneRun += 1) % 100).padStart(2, "0")}`;

  it("counts a delivery when it leaves, takes it away when it is cancelled, and adds the cash of one paid on delivery on the day it is paid", async () => {
    const product = await newProduct(world, { maximumRetailPrice: 100, sellingTaxRate: 0 });
    await receive(product, [{ packs: 1, days: 300, tradePrice: 50 }]);
    const till = await register(world, world.storeId, { opening: 0 });
    const customerId = (await call<{ id: string }>(`mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }`, "createCustomer", { input: { name: uniqueName("Rollup Customer"), phoneNumber: freshPhone() } }, world.token)).id;
    const addressId = (await call<{ id: string }>(`mutation ($c: ID!, $input: AddressInput!) { createAddress(customerId: $c, input: $input) { id } }`, "createAddress", { c: customerId, input: { streetAddress1: "House 1" } }, world.token)).id;
    const delivery = (quantity: number) => cart(world.storeId, till.id, [{ productId: product.id, quantity }], { orderType: "DELIVERY", customerId, addressId, deliveryCharges: 100 });

    const cancelled = await sold(world.token, delivery(2), []);
    const kept = await sold(world.token, delivery(1), []);
    const day = businessDayOf(kept.createdAt);
    const fees = (order: Order) => Math.round((order.deliveryCharges + order.platformFee + order.platformFeeTax + order.posFees + order.integrationCharges) * 100) / 100;
    // Rs 10 a piece, Rs 5 at cost; nothing paid yet
    expect(await goodsRow(world.storeId, product.id, day)).toMatchObject({ sold_units: 3, sold_gross: 30, sold_total: 30, sold_cost: 15 });
    expect(await tillRows(till.id, day)).toEqual([
      expect.objectContaining({ sales: 2, sold_units: 3, sold_gross: 30, sold_fees: fees(cancelled) + fees(kept), sold_total: cancelled.totalAmount + kept.totalAmount, sold_cost: 15 }),
    ]);
    expect(await paymentRows(till.id, day)).toEqual([]);

    const gone = await call<Order>(salesOps.processOrder, "processOrder", { orderId: cancelled.id, status: "CANCELLED", reason: "Customer not home" }, world.token);
    expect(gone.status).toBe("CANCELLED");
    expect(await goodsRow(world.storeId, product.id, day)).toMatchObject({ sold_units: 1, sold_gross: 10, sold_total: 10, sold_cost: 5 });
    expect(await tillRows(till.id, day)).toEqual([expect.objectContaining({ sales: 1, sold_units: 1, sold_gross: 10, sold_fees: fees(kept), sold_total: kept.totalAmount, sold_cost: 5 })]);
    // cancelled twice is refused, and takes nothing away again
    expectGqlError(await gql(salesOps.processOrder, { orderId: cancelled.id, status: "CANCELLED", reason: "again" }, { token: world.token }), "CONFLICT");
    expect(await goodsRow(world.storeId, product.id, day)).toMatchObject({ sold_units: 1 });

    const paid = await call<Order>(salesOps.updatePaymentStatus, "updatePaymentStatus", { orderId: kept.id, paymentStatus: "PAID" }, world.token);
    expect(paid.payments).toEqual([expect.objectContaining({ method: "CASH", amount: kept.totalAmount })]);
    expect(await paymentRows(till.id, businessDayOf(new Date()))).toEqual([
      expect.objectContaining({ method: "CASH", sales: 1, paid: kept.totalAmount, paid_gross: 10, paid_discount: 0, paid_tax: 0, paid_fees: fees(kept), refunded: 0 }),
    ]);
    // the goods and the basket stay on the day the delivery left
    expect(await tillRows(till.id, day)).toEqual([expect.objectContaining({ sales: 1, sold_total: kept.totalAmount })]);
  });
});

describe("tills selling the same product at the same moment", () => {
  it("all land in the product's row, each in its own till's", async () => {
    const product = await newProduct(world, { maximumRetailPrice: 100, sellingTaxRate: 0 });
    await receive(product, [{ packs: 2, days: 300, tradePrice: 50 }]);
    const tills = await Promise.all([0, 1, 2, 3].map(() => register(world, world.storeId, { opening: 0 })));
    const rounds = 3;
    const orders: Order[] = [];
    for (let round = 0; round < rounds; round += 1) {
      orders.push(...(await Promise.all(tills.map((each) => sold(world.token, cart(world.storeId, each.id, [{ productId: product.id, quantity: 1 }]), [{ method: "CASH", amount: 10 }])))));
    }
    const day = businessDayOf(orders[0].createdAt);
    expect(orders.every((order) => businessDayOf(order.createdAt) === day)).toBe(true);
    expect(await goodsRow(world.storeId, product.id, day)).toMatchObject({ sold_units: 12, sold_gross: 120, sold_total: 120, sold_cost: 60 });
    for (const each of tills) {
      expect(await tillRows(each.id, day)).toEqual([expect.objectContaining({ sales: 3, sold_units: 3, sold_total: 30, sold_cost: 15 })]);
      expect(await paymentRows(each.id, day)).toEqual([expect.objectContaining({ method: "CASH", sales: 3, paid: 30 })]);
    }
  });
});

describe("the tenant's rollups", () => {
  it("equal its orders, recomputed from their lines, lots and payments", async () => {
    expect(await rollupDriftRows(world.session.tenant.id)).toEqual([]);
  });
});

// The history's stock: every week each store (and the warehouse) orders from a vendor what the coming week will
// sell (the plan's demand, with a margin, less what it should still hold) and receives it the same morning before
// opening, as a purchase order, a GRN and its intake (intakeGrns: the lots, their INTAKE ledger rows and the stock
// levels, as a warehouse clerk's intake makes them). Most batches keep for one to two years; some of the last
// weeks' batches expire within three months (near expiry), and a few early ones have expired on the shelf.
// The documents and their lots are then dated on their week, as the intake's ledger rows are.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { toMoneyString } from "../../../common/money";
import { pricePurchaseOrder } from "../../../common/pricing/purchaseOrder";
import { reserveSecondaryIds, SECONDARY_IDS, queryRows, uuidArray, type Tx } from "../../db";
import { grnItems, grns, purchaseOrderItems, purchaseOrders } from "../../db/schema";
import { compareFefo } from "../../modules/inventory";
import { intakeGrns } from "../../modules/procurement";
import { atMinute, type HistoryDay } from "./calendar";
import type { HistoryContext, HistoryProduct } from "./context";
import type { PlannedSale } from "./plan";
import type { Dice } from "./random";
import { insertChunked } from "./rows";
import type { StepMark } from "../stepClock";

const DAY_MS = 86_400_000;
const WEEK = 7;
/** Received at 08:00, before the store opens. */
const ARRIVAL_MINUTE = 8 * 60;
const isoDate = (instant: number) => new Date(instant).toISOString().slice(0, 10);

interface DeliveryLine {
  product: HistoryProduct;
  packs: number;
  expiry: string;
}

interface Delivery {
  locationId: string;
  vendorId: string;
  day: HistoryDay;
  lines: DeliveryLine[];
}

/** A received pack as the sales allocate it: where, from when, until when, how many units. */
export interface ShelfLot {
  id: string;
  productId: string;
  locationId: string;
  units: number;
  isOpened: boolean;
  arrivedAt: number;
  /** The first instant it may no longer be sold (its expiry date's midnight, UTC as the database compares). */
  expiresAt: number;
  batchExpiry: string;
  /** Its label (the GRN's number, line and pack): the same on every seed, unlike its id. */
  actionId: string;
}

/**
 * Inventory's FEFO (compareFefo) for the history's shelves, its last tie (the lot's id, random) broken by when the
 * pack arrived and its label instead: two packs of one expiry are taken in the same order on every seed.
 */
export function shelfOrder(a: ShelfLot, b: ShelfLot): number {
  return compareFefo()({ ...a, id: "" }, { ...b, id: "" }) || a.arrivedAt - b.arrivedAt || a.actionId.localeCompare(b.actionId);
}

function expiryOf(day: HistoryDay, today: HistoryDay, weekIndex: number, weeks: number, dice: Dice, shortDated: boolean): string {
  const arrival = day.start.getTime();
  if (shortDated || (weekIndex >= weeks - 5 && dice.chance(0.15))) return isoDate(today.start.getTime() + dice.int(15, 85) * DAY_MS);
  if (weekIndex <= 2 && dice.chance(0.08)) return isoDate(arrival + dice.int(30, 60) * DAY_MS);
  return isoDate(arrival + dice.int(365, 730) * DAY_MS);
}

/** Each store's weekly deliveries covering its planned sales, and the warehouse's (what it sends the stores). */
function planDeliveries(context: HistoryContext, days: readonly HistoryDay[], sales: readonly PlannedSale[], dice: Dice): Delivery[] {
  const today = days[days.length - 1];
  const weeks = Math.ceil(days.length / WEEK);
  const demand = new Map<string, number>();
  const key = (locationId: string, week: number, productId: string) => `${locationId}|${week}|${productId}`;
  const first = days[0].start.getTime();
  for (const sale of sales) {
    const week = Math.floor((sale.at.getTime() - first) / (WEEK * DAY_MS));
    for (const line of sale.lines) demand.set(key(sale.store.id, week, line.product.id), (demand.get(key(sale.store.id, week, line.product.id)) ?? 0) + line.quantity);
  }
  const deliveries: Delivery[] = [];
  const places = [...context.stores.map((store) => store.id), ...(context.warehouseId ? [context.warehouseId] : [])];
  places.forEach((locationId, placeIndex) => {
    const held = new Map<string, number>();
    for (let week = 0; week < weeks; week += 1) {
      const day = days[week * WEEK];
      const lines: DeliveryLine[] = [];
      for (const [productIndex, product] of context.products.entries()) {
        // the warehouse keeps a few packs of everything for the stores' transfers
        const wanted = locationId === context.warehouseId ? product.uomFactor * 3 : Math.ceil((demand.get(key(locationId, week, product.id)) ?? 0) * 1.3);
        const have = held.get(product.id) ?? 0;
        const packs = wanted > have ? Math.ceil((wanted - have) / product.uomFactor) : 0;
        const sold = locationId === context.warehouseId ? 0 : (demand.get(key(locationId, week, product.id)) ?? 0);
        held.set(product.id, Math.max(0, have + packs * product.uomFactor - sold));
        if (packs === 0 || (locationId === context.warehouseId && week % 4 !== 0)) continue;
        // a quarter of the warehouse's stock (which the history never sells) is short-dated, so the expiry report always
        // has lots near expiry whatever the stores' first-expiry-first-out sales happened to leave
        const shortDated = locationId === context.warehouseId && productIndex % 4 === 0;
        const expiry = expiryOf(day, today, week, weeks, dice, shortDated);
        // an early short-dated batch comes with a spare pack that will expire on the shelf
        const spare = week <= 2 && expiry < isoDate(today.start.getTime()) ? 1 : 0;
        lines.push({ product, packs: packs + spare, expiry });
      }
      if (lines.length > 0) deliveries.push({ locationId, vendorId: context.vendorIds[(placeIndex + week) % context.vendorIds.length], day, lines });
    }
  });
  return deliveries;
}

/** Writes the deliveries' purchase orders and GRNs, takes them in, dates them; answers the lots they made. */
export async function receiveDeliveries(tx: Tx, context: HistoryContext, days: readonly HistoryDay[], sales: readonly PlannedSale[], dice: Dice, mark: StepMark = () => {}): Promise<ShelfLot[]> {
  const { tenantId, adminId } = context;
  if (context.vendorIds.length === 0) return [];
  const deliveries = planDeliveries(context, days, sales, dice);
  if (deliveries.length === 0) return [];
  const poCodes = await reserveSecondaryIds(tx, tenantId, SECONDARY_IDS.purchaseOrder.counter, SECONDARY_IDS.purchaseOrder.prefix, deliveries.length);
  const grnCodes = await reserveSecondaryIds(tx, tenantId, SECONDARY_IDS.grn.counter, SECONDARY_IDS.grn.prefix, deliveries.length);
  const poRows: (typeof purchaseOrders.$inferInsert)[] = [];
  const poItemRows: (typeof purchaseOrderItems.$inferInsert)[] = [];
  const grnRows: (typeof grns.$inferInsert)[] = [];
  const grnItemRows: (typeof grnItems.$inferInsert)[] = [];
  const dated: { poId: string; grnId: string; at: Date }[] = [];
  deliveries.forEach((delivery, index) => {
    const poId = randomUUID();
    const grnId = randomUUID();
    const at = atMinute(delivery.day, ARRIVAL_MINUTE);
    dated.push({ poId, grnId, at });
    const { lines: amounts, totals } = pricePurchaseOrder(
      delivery.lines.map((line) => ({ tradePrice: line.product.tradePrice, requiredQuantity: line.packs, foc: 0, tradeDiscountPercentage: 2, gstPercentage: 17 })),
    );
    const day = isoDate(at.getTime() + 5 * 3_600_000);
    poRows.push({
      tenantId,
      id: poId,
      secondaryId: poCodes[index],
      status: "OPEN",
      vendorId: delivery.vendorId,
      deliveryLocationId: delivery.locationId,
      expectedDeliveryDate: day,
      netAmount: toMoneyString(totals.netAmount),
      totalDiscount: toMoneyString(totals.totalDiscount),
      salesTax: toMoneyString(totals.salesTax),
      totalAmount: toMoneyString(totals.totalAmount),
      createdBy: adminId,
      updatedBy: adminId,
    });
    const amount = delivery.lines.reduce((sum, line) => sum + Number(line.product.tradePrice) * line.packs, 0);
    grnRows.push({
      tenantId,
      id: grnId,
      secondaryId: grnCodes[index],
      purchaseOrderId: poId,
      locationId: delivery.locationId,
      status: "RECEIVED",
      invoiceNumber: `INV-${grnCodes[index].slice(4)}`,
      invoiceDate: day,
      stockArrivalDate: day,
      advanceIncomeTax: "0.00",
      amount: toMoneyString(amount),
      discount: "0.00",
      tax: "0.00",
      total: toMoneyString(amount),
      receivedQuantity: delivery.lines.reduce((sum, line) => sum + line.packs, 0),
      createdBy: adminId,
      updatedBy: adminId,
    });
    delivery.lines.forEach((line, lineIndex) => {
      const poItemId = randomUUID();
      const price = amounts[lineIndex];
      poItemRows.push({
        tenantId,
        id: poItemId,
        purchaseOrderId: poId,
        lineNo: lineIndex + 1,
        productId: line.product.id,
        uom: line.product.buyingUnit,
        itemConversion: line.product.uomFactor,
        requiredQuantity: line.packs,
        receivedQuantity: line.packs,
        foc: 0,
        tradePrice: toMoneyString(line.product.tradePrice),
        tradeDiscountPercentage: "2",
        tradeDiscountValue: toMoneyString(price.tradeDiscountValue),
        tradePriceAfterTradeDiscount: toMoneyString(price.tradePriceAfterTradeDiscount),
        gstPercentage: "17",
        gstAmount: toMoneyString(price.gstAmount),
        tradePriceAfterApplyingGst: toMoneyString(price.tradePriceAfterApplyingGst),
        totalPrice: toMoneyString(price.totalPrice),
      });
      grnItemRows.push({
        tenantId,
        grnId,
        lineNo: lineIndex + 1,
        actionId: `${grnCodes[index]}-${lineIndex + 1}`,
        purchaseOrderItemId: poItemId,
        productId: line.product.id,
        locationId: delivery.locationId,
        batchNumber: `B${grnCodes[index].slice(4)}${lineIndex + 1}`,
        batchExpiry: line.expiry,
        mfgDate: isoDate(at.getTime() - 120 * DAY_MS),
        mrp: toMoneyString(Number(line.product.unitPrice) * line.product.uomFactor),
        tradePrice: toMoneyString(line.product.tradePrice),
        discValue: "0.00",
        gstValue: "0.00",
        foc: 0,
        receivedQuantity: line.packs,
        uomFactor: line.product.uomFactor,
        status: "RECEIVED",
      });
    });
  });
  mark("deliveries planned");
  await insertChunked(tx, purchaseOrders, poRows);
  await insertChunked(tx, purchaseOrderItems, poItemRows);
  await insertChunked(tx, grns, grnRows);
  await insertChunked(tx, grnItems, grnItemRows);
  mark("deliveries documents");
  const grnIds = grnRows.map((row) => row.id as string);
  await intakeGrns(tx, tenantId, adminId, grnIds, undefined, new Map(dated.map((row) => [row.grnId, row.at])));
  mark("deliveries intake");
  await dateDeliveries(tx, tenantId, dated);
  mark("deliveries dated");
  return queryRows<ShelfLot & Record<string, unknown>>(
    tx,
    sql`select l.id, l.product_id as "productId", l.location_id as "locationId", l.quantity as units, l.is_opened as "isOpened", l.batch_expiry::text as "batchExpiry", l.action_id as "actionId",
        extract(epoch from l.created_at) * 1000 as "arrivedAt", extract(epoch from l.batch_expiry::timestamp) * 1000 as "expiresAt"
      from product_lots l join grn_items g on g.tenant_id = l.tenant_id and g.id = l.grn_item_id
      where l.tenant_id = ${tenantId}::uuid and g.grn_id = any(${uuidArray(grnIds)})
      order by l.id`,
  ).then((rows) => {
    mark("deliveries lots read");
    return rows.map((row) => ({ ...row, units: Number(row.units), arrivedAt: Number(row.arrivedAt), expiresAt: Number(row.expiresAt) }));
  });
}

/** The purchase orders two days before their delivery, the GRNs at it (their lots were made at it: intakeGrns' receivedAt). */
async function dateDeliveries(tx: Tx, tenantId: string, dated: readonly { poId: string; grnId: string; at: Date }[]): Promise<void> {
  const rows = sql`${JSON.stringify(dated.map((row) => ({ po: row.poId, grn: row.grnId, at: row.at.toISOString() })))}::jsonb`;
  const d = sql`d as (select * from jsonb_to_recordset(${rows}) as d(po uuid, grn uuid, at timestamptz))`;
  const tenant = sql`${tenantId}::uuid`;
  await tx.execute(sql`with ${d} update purchase_orders p set created_at = d.at - interval '2 days', updated_at = d.at from d where p.tenant_id = ${tenant} and p.id = d.po`);
  await tx.execute(sql`with ${d} update grns g set created_at = d.at, updated_at = d.at from d where g.tenant_id = ${tenant} and g.id = d.grn`);
  await tx.execute(sql`with ${d} update grn_items i set created_at = d.at, updated_at = d.at from d where i.tenant_id = ${tenant} and i.grn_id = d.grn`);
}

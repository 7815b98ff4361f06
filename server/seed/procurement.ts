// Demo procurement: in every location a FULFILLED order received into stock, an OPEN and a CLOSED one; at the
// first (warehouse) location also a PARTIAL order, a GRN waiting for QC, one accepted, waiting for intake, and a
// stock return of two packs to the vendor; at the second store an order received months ago whose batches have
// expired.
// Lots are made by the real intake (intakeGrns), so their codes, prices and ledger rows are the product's own.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { toMoneyString } from "../../common/money";
import { pricePurchaseOrder } from "../../common/pricing/purchaseOrder";
import { intakeGrns, returnLotsToVendor } from "../modules/procurement";
import { reserveSecondaryIds, SECONDARY_IDS } from "../db/counters";
import type { Tx } from "../db/engine";
import { grnItems, grns, locations, productLots, products, purchaseOrderItems, purchaseOrders, users, vendors } from "../db/schema";

interface Line {
  productId: string;
  uomFactor: number;
  buyingUnit: string;
  tradePrice: string;
  quantity: number;
  foc: number;
}

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedProcurement(tx: Tx, tenantId: string): Promise<void> {
  const places = await tx.select({ id: locations.id, type: locations.type }).from(locations).where(eq(locations.tenantId, tenantId)).orderBy(desc(locations.type), asc(locations.secondaryId));
  const vendorRows = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.tenantId, tenantId)).orderBy(asc(vendors.secondaryId)).limit(2);
  const productRows = await tx
    .select({ id: products.id, uomFactor: products.uomFactor, buyingUnit: products.buyingUnit, tradePrice: products.tradePrice })
    .from(products)
    .where(eq(products.tenantId, tenantId))
    .orderBy(asc(products.secondaryId))
    .limit(12);
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.tenantId, tenantId)).orderBy(asc(users.createdAt)).limit(1);
  if (places.length === 0 || vendorRows.length === 0 || productRows.length < 4) return;
  const userId = admin?.id ?? null;
  const line = (index: number, quantity: number, foc = 0): Line => {
    const product = productRows[index % productRows.length];
    return { productId: product.id, uomFactor: product.uomFactor, buyingUnit: product.buyingUnit, tradePrice: product.tradePrice ?? "1.00", quantity, foc };
  };

  /** ageDays: how long ago it was ordered and received; expired: its batches have expired since (20 days and more). */
  type Plan = { locationId: string; vendorId: string; status: string; lines: Line[]; grn?: "intake" | "partial" | "qc" | "accepted"; ageDays?: number; expired?: boolean };
  const plans: Plan[] = [];
  places.forEach((place, index) => {
    const vendorId = vendorRows[index % vendorRows.length].id;
    const base = index * 3;
    plans.push({ locationId: place.id, vendorId, status: "FULFILLED", lines: [line(base, 3, 1), line(base + 1, 2), line(base + 2, 2)], grn: "intake" });
    plans.push({ locationId: place.id, vendorId, status: "OPEN", lines: [line(base + 3, 6), line(base + 4, 4)] });
    plans.push({ locationId: place.id, vendorId, status: "CLOSED", lines: [line(base + 5, 2)] });
    // the second store received a batch months ago that has expired on its shelf (the demo's expired write-off)
    if (index === 2 && place.type === "RETAIL") {
      plans.push({ locationId: place.id, vendorId, status: "FULFILLED", lines: [line(base + 9, 2), line(base + 10, 1)], grn: "intake", ageDays: 200, expired: true });
    }
    if (index === 0) {
      plans.push({ locationId: place.id, vendorId, status: "PARTIAL", lines: [line(base + 6, 6), line(base + 7, 4)], grn: "partial" });
      plans.push({ locationId: place.id, vendorId, status: "OPEN", lines: [line(base + 8, 3)], grn: "qc" });
      plans.push({ locationId: place.id, vendorId, status: "OPEN", lines: [line(base + 9, 2, 1)], grn: "accepted" });
    }
  });

  const poCodes = await reserveSecondaryIds(tx, tenantId, SECONDARY_IDS.purchaseOrder.counter, SECONDARY_IDS.purchaseOrder.prefix, plans.length);
  const withGrn = plans.filter((plan) => plan.grn);
  const grnCodes = await reserveSecondaryIds(tx, tenantId, SECONDARY_IDS.grn.counter, SECONDARY_IDS.grn.prefix, withGrn.length);
  const toIntake: string[] = [];
  let returnedGrnId: string | null = null;
  for (const [index, plan] of plans.entries()) {
    const { lines: amounts, totals } = pricePurchaseOrder(
      plan.lines.map((item) => ({ tradePrice: item.tradePrice, requiredQuantity: item.quantity, foc: item.foc, tradeDiscountPercentage: 2, gstPercentage: 17 })),
    );
    const [po] = await tx
      .insert(purchaseOrders)
      .values({
        tenantId,
        secondaryId: poCodes[index],
        status: plan.status === "CLOSED" ? "CLOSED" : "OPEN",
        vendorId: plan.vendorId,
        deliveryLocationId: plan.locationId,
        expectedDeliveryDate: iso(plan.status === "OPEN" ? 5 : -5 - (plan.ageDays ?? 0)),
        netAmount: toMoneyString(totals.netAmount),
        totalDiscount: toMoneyString(totals.totalDiscount),
        salesTax: toMoneyString(totals.salesTax),
        totalAmount: toMoneyString(totals.totalAmount),
        createdBy: userId,
        updatedBy: userId,
      })
      .returning({ id: purchaseOrders.id });
    const poItems = await tx
      .insert(purchaseOrderItems)
      .values(
        plan.lines.map((item, lineIndex) => ({
          tenantId,
          purchaseOrderId: po.id,
          lineNo: lineIndex + 1,
          productId: item.productId,
          uom: item.buyingUnit,
          itemConversion: item.uomFactor,
          requiredQuantity: item.quantity,
          foc: item.foc,
          tradePrice: toMoneyString(item.tradePrice),
          tradeDiscountPercentage: "2",
          tradeDiscountValue: toMoneyString(amounts[lineIndex].tradeDiscountValue),
          tradePriceAfterTradeDiscount: toMoneyString(amounts[lineIndex].tradePriceAfterTradeDiscount),
          gstPercentage: "17",
          gstAmount: toMoneyString(amounts[lineIndex].gstAmount),
          tradePriceAfterApplyingGst: toMoneyString(amounts[lineIndex].tradePriceAfterApplyingGst),
          totalPrice: toMoneyString(amounts[lineIndex].totalPrice),
        })),
      )
      .returning({ id: purchaseOrderItems.id });
    if (!plan.grn) continue;
    const secondaryId = grnCodes[withGrn.indexOf(plan)];
    // What each line receives in this GRN: everything, or half (partial).
    const received = plan.lines.map((item) => (plan.grn === "partial" ? Math.ceil(item.quantity / 2) : item.quantity));
    const focs = plan.lines.map((item) => (plan.grn === "partial" ? 0 : item.foc));
    const amount = plan.lines.reduce((sum, item, lineIndex) => sum + Number(item.tradePrice) * received[lineIndex], 0);
    const status = plan.grn === "qc" ? "QC" : "RECEIVED";
    const [grn] = await tx
      .insert(grns)
      .values({
        tenantId,
        secondaryId,
        purchaseOrderId: po.id,
        locationId: plan.locationId,
        status,
        invoiceNumber: `INV-${secondaryId.slice(4)}`,
        invoiceDate: iso(-2 - (plan.ageDays ?? 0)),
        stockArrivalDate: iso(-1 - (plan.ageDays ?? 0)),
        advanceIncomeTax: "0.00",
        amount: toMoneyString(amount),
        discount: "0.00",
        tax: "0.00",
        total: toMoneyString(amount),
        receivedQuantity: received.reduce((sum, n, lineIndex) => sum + n + focs[lineIndex], 0),
        createdBy: userId,
        updatedBy: userId,
      })
      .returning({ id: grns.id });
    await tx.insert(grnItems).values(
      plan.lines.map((item, lineIndex) => ({
        tenantId,
        grnId: grn.id,
        lineNo: lineIndex + 1,
        actionId: `${secondaryId}-${lineIndex + 1}`,
        purchaseOrderItemId: poItems[lineIndex].id,
        productId: item.productId,
        locationId: plan.locationId,
        batchNumber: `BT${secondaryId.slice(4)}${lineIndex + 1}`,
        batchExpiry: plan.expired ? iso(-20 - lineIndex * 25) : iso(365 + lineIndex * 90),
        mfgDate: iso(-120 - (plan.ageDays ?? 0)),
        mrp: toMoneyString(Number(item.tradePrice) / 0.85),
        tradePrice: toMoneyString(item.tradePrice),
        discValue: "0.00",
        gstValue: "0.00",
        foc: focs[lineIndex],
        receivedQuantity: received[lineIndex],
        uomFactor: item.uomFactor,
        status,
      })),
    );
    for (const [lineIndex, poItem] of poItems.entries()) {
      await tx
        .update(purchaseOrderItems)
        .set({ receivedQuantity: sql`${purchaseOrderItems.receivedQuantity} + ${received[lineIndex] + focs[lineIndex]}` })
        .where(and(eq(purchaseOrderItems.tenantId, tenantId), eq(purchaseOrderItems.id, poItem.id)));
    }
    if (plan.grn === "intake" || plan.grn === "partial") toIntake.push(grn.id);
    if (plan === plans[0]) returnedGrnId = grn.id;
  }
  if (toIntake.length === 0) return;
  await intakeGrns(tx, tenantId, userId, toIntake);
  // One return to the vendor at the warehouse: two packs of its first received order, taken from the lots the
  // intake actually made (one of each of its first two items when it has two), so the plan above may change.
  if (!returnedGrnId) return;
  const lotIds = await packsToReturn(tx, tenantId, returnedGrnId, plans[0].locationId);
  if (lotIds.length === 0) return;
  await returnLotsToVendor(tx, tenantId, userId, {
    vendorId: plans[0].vendorId,
    locationId: plans[0].locationId,
    lotIds,
    actionIds: [],
    comment: "Damaged packaging found on shelving",
  });
}

/** Two IN_INVENTORY lots of a GRN at a location: the first pack of each of two items, else its first two packs. */
async function packsToReturn(tx: Tx, tenantId: string, grnId: string, locationId: string): Promise<string[]> {
  const lots = await tx
    .select({ id: productLots.id, grnItemId: productLots.grnItemId })
    .from(productLots)
    .innerJoin(grnItems, and(eq(grnItems.tenantId, productLots.tenantId), eq(grnItems.id, productLots.grnItemId)))
    .where(and(eq(productLots.tenantId, tenantId), eq(grnItems.grnId, grnId), eq(productLots.locationId, locationId), eq(productLots.status, "IN_INVENTORY")))
    .orderBy(asc(grnItems.lineNo), asc(productLots.actionId));
  const firstOfEachItem = lots.filter((lot, index) => index === 0 || lots[index - 1].grnItemId !== lot.grnItemId);
  return (firstOfEachItem.length >= 2 ? firstOfEachItem : lots).slice(0, 2).map((lot) => lot.id);
}

// Goods receipt notes: receive PO items (batch, expiry, prices, FOC, quantity ≤ remaining) at the PO's delivery
// location; list and read them. Their QC is grnQcService.ts.
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { toMoneyString } from "../../../common/money";
import {
  GRN_ITEM_STATUSES,
  PO_ITEM_MESSAGE,
  PO_MESSAGE,
  PO_STATE_MESSAGE,
  grnFigures,
  grnInputSchema,
  grnTotal,
  overReceiptMessage,
  type GrnFigureSet,
  type GrnItemStatus,
} from "../../../common/schemas/grn";
import type { PurchaseOrderStatus } from "../../../common/schemas/purchaseOrder";
import { SECONDARY_IDS, nextSecondaryId, type Tx } from "../../db";
import { grnItems, grns, locations, products, purchaseOrderItems, purchaseOrders, vendors } from "../../db/schema";
import { assertLocationAllowed, locationScope, type ServiceScope } from "../../core/context";
import { badUserInput, conflict, notFound, parseInput } from "../../core/errors";
import type { ListFieldMap, ListPage, ListQueryArgs } from "../../core/listEngine";
import { innerJoin, runList } from "../../core/runList";
import { recordActivity } from "../../core/activity/recordActivity";
import { isUuid } from "../../db";
import { toItemRow, type PurchaseOrderItemRow } from "./purchaseOrderService";
import { itemProductColumns, toItemProduct, toVendorSummary, vendorSummaryColumns, type ItemProduct, type VendorSummary } from "../inventory";
import { locationSummaryColumns, toLocationSummary, type LocationSummary } from "../locations";

export const GRN_NOT_FOUND_MESSAGE = "GRN not found.";

export interface GrnRefRow {
  id: string;
  secondaryId: string;
  invoiceNumber: string;
}

export interface GrnItemRow {
  id: string;
  grnId: string;
  grn: GrnRefRow;
  lineNo: number;
  actionId: string;
  poItemId: string;
  productId: string;
  product: ItemProduct;
  locationId: string;
  batchNumber: string;
  batchExpiry: string;
  mfgDate: string | null;
  mrp: number;
  tradePrice: number;
  discValue: number;
  gstValue: number;
  foc: number;
  receivedQuantity: number;
  requiredQuantity: number;
  status: GrnItemStatus;
  comment: string | null;
  rejectComment: string | null;
  uomFactor: number;
  lotCount: number;
  purchaseOrderItem: PurchaseOrderItemRow;
  createdAt: Date;
}

export interface GrnRow {
  id: string;
  secondaryId: string;
  poId: string;
  purchaseOrder: { id: string; secondaryId: string; createdAt: Date; status: PurchaseOrderStatus; vendor: VendorSummary };
  status: GrnItemStatus;
  locationId: string;
  location: LocationSummary;
  invoiceNumber: string;
  invoiceDate: string;
  stockArrivalDate: string;
  comment: string | null;
  advanceIncomeTax: number;
  /** What the GRN is worth: the lines not rejected at QC (grnFigures), with the advance income tax in the total. */
  amount: number;
  discount: number;
  tax: number;
  total: number;
  /** Packs received (and FOC), rejected ones included. */
  receivedQuantity: number;
  received: GrnFigureSet;
  rejected: GrnFigureSet;
  awaitingQc: GrnFigureSet;
  accepted: GrnFigureSet;
  items: GrnItemRow[];
  createdAt: Date;
  updatedAt: Date;
}

/** A GRN's status from its items: QC while any is in QC, RECEIVED while any awaits intake, then COMPLETED or REJECTED. */
export function grnStatusOf(statuses: readonly string[]): GrnItemStatus {
  if (statuses.includes("QC")) return "QC";
  if (statuses.includes("RECEIVED")) return "RECEIVED";
  if (statuses.includes("COMPLETED")) return "COMPLETED";
  return "REJECTED";
}

const poJoin = and(eq(purchaseOrders.tenantId, grns.tenantId), eq(purchaseOrders.id, grns.purchaseOrderId));
const vendorJoin = and(eq(vendors.tenantId, purchaseOrders.tenantId), eq(vendors.id, purchaseOrders.vendorId));
const locationJoin = and(eq(locations.tenantId, grns.tenantId), eq(locations.id, grns.locationId));

const grnListFields: ListFieldMap = {
  id: { column: grns.id, kind: "uuid" },
  secondaryId: { column: grns.secondaryId, kind: "text" },
  status: { column: grns.status, kind: "enum", values: GRN_ITEM_STATUSES },
  poId: { column: grns.purchaseOrderId, kind: "uuid" },
  "purchaseOrder.secondaryId": { column: purchaseOrders.secondaryId, kind: "text" },
  vendorId: { column: purchaseOrders.vendorId, kind: "uuid" },
  "vendor.name": { column: vendors.name, kind: "text" },
  locationId: { column: grns.locationId, kind: "uuid" },
  invoiceNumber: { column: grns.invoiceNumber, kind: "text" },
  invoiceDate: { column: grns.invoiceDate, kind: "date" },
  stockArrivalDate: { column: grns.stockArrivalDate, kind: "date" },
  amount: { column: grns.amount, kind: "number" },
  total: { column: grns.total, kind: "number" },
  createdAt: { column: grns.createdAt, kind: "date" },
};

const grnItemListFields: ListFieldMap = {
  id: { column: grnItems.id, kind: "uuid" },
  actionId: { column: grnItems.actionId, kind: "text" },
  productId: { column: grnItems.productId, kind: "uuid" },
  "product.name": { column: products.name, kind: "text" },
  batchNumber: { column: grnItems.batchNumber, kind: "text" },
  batchExpiry: { column: grnItems.batchExpiry, kind: "date" },
  grnId: { column: grnItems.grnId, kind: "uuid" },
  "grn.secondaryId": { column: grns.secondaryId, kind: "text" },
  createdAt: { column: grnItems.createdAt, kind: "date" },
};

const itemGrnJoin = and(eq(grns.tenantId, grnItems.tenantId), eq(grns.id, grnItems.grnId));
const itemPoItemJoin = and(eq(purchaseOrderItems.tenantId, grnItems.tenantId), eq(purchaseOrderItems.id, grnItems.purchaseOrderItemId));
const itemProductJoin = and(eq(products.tenantId, grnItems.tenantId), eq(products.id, grnItems.productId));

async function selectGrnItems(tx: Tx, where: SQL | undefined, page?: { orderBy: SQL[]; limit: number; offset: number }): Promise<GrnItemRow[]> {
  const query = tx
    .select({
      item: grnItems,
      grn: { id: grns.id, secondaryId: grns.secondaryId, invoiceNumber: grns.invoiceNumber },
      poItem: purchaseOrderItems,
      product: itemProductColumns,
    })
    .from(grnItems)
    .innerJoin(grns, itemGrnJoin)
    .innerJoin(purchaseOrderItems, itemPoItemJoin)
    .innerJoin(products, itemProductJoin)
    .where(where)
    .$dynamic();
  const rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query.orderBy(asc(grnItems.grnId), asc(grnItems.lineNo));
  return rows.map(({ item, grn, poItem, product }) => {
    const itemProduct = toItemProduct(product);
    return {
      id: item.id,
      grnId: item.grnId,
      grn,
      lineNo: item.lineNo,
      actionId: item.actionId,
      poItemId: item.purchaseOrderItemId,
      productId: item.productId,
      product: itemProduct,
      locationId: item.locationId,
      batchNumber: item.batchNumber,
      batchExpiry: item.batchExpiry,
      mfgDate: item.mfgDate,
      mrp: Number(item.mrp),
      tradePrice: Number(item.tradePrice),
      discValue: Number(item.discValue),
      gstValue: Number(item.gstValue),
      foc: item.foc,
      receivedQuantity: item.receivedQuantity,
      requiredQuantity: poItem.requiredQuantity,
      status: item.status as GrnItemStatus,
      comment: item.comment,
      rejectComment: item.rejectComment,
      uomFactor: item.uomFactor,
      lotCount: item.lotCount,
      purchaseOrderItem: toItemRow(poItem, itemProduct),
      createdAt: item.createdAt,
    };
  });
}

async function selectGrns(tx: Tx, tenantId: string, where: SQL | undefined, page?: { orderBy: SQL[]; limit: number; offset: number }): Promise<GrnRow[]> {
  const query = tx
    .select({
      grn: grns,
      po: { id: purchaseOrders.id, secondaryId: purchaseOrders.secondaryId, createdAt: purchaseOrders.createdAt, status: purchaseOrders.status },
      vendor: vendorSummaryColumns,
      location: locationSummaryColumns,
    })
    .from(grns)
    .innerJoin(purchaseOrders, poJoin)
    .innerJoin(vendors, vendorJoin)
    .innerJoin(locations, locationJoin)
    .where(where)
    .$dynamic();
  const rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query;
  if (rows.length === 0) return [];
  const items = await selectGrnItems(tx, and(eq(grnItems.tenantId, tenantId), inArray(grnItems.grnId, rows.map((row) => row.grn.id))));
  return rows.map(({ grn, po, vendor, location }) => {
    const own = items.filter((item) => item.grnId === grn.id);
    const advanceIncomeTax = Number(grn.advanceIncomeTax);
    const figures = grnFigures(own, advanceIncomeTax);
    return {
      id: grn.id,
      secondaryId: grn.secondaryId,
      poId: grn.purchaseOrderId,
      purchaseOrder: { ...po, status: po.status as PurchaseOrderStatus, vendor: toVendorSummary(vendor) },
      status: grn.status as GrnItemStatus,
      locationId: grn.locationId,
      location: toLocationSummary(location),
      invoiceNumber: grn.invoiceNumber,
      invoiceDate: grn.invoiceDate,
      stockArrivalDate: grn.stockArrivalDate,
      comment: grn.comment,
      advanceIncomeTax,
      amount: figures.amount.toNumber(),
      discount: figures.discount.toNumber(),
      tax: figures.tax.toNumber(),
      total: figures.total.toNumber(),
      receivedQuantity: grn.receivedQuantity,
      received: figures.received,
      rejected: figures.rejected,
      awaitingQc: figures.awaitingQc,
      accepted: figures.accepted,
      items: own,
      createdAt: grn.createdAt,
      updatedAt: grn.updatedAt,
    };
  });
}

export async function findGrn(tx: Tx, tenantId: string, id: string): Promise<GrnRow> {
  if (!isUuid(id)) throw notFound(GRN_NOT_FOUND_MESSAGE);
  const [row] = await selectGrns(tx, tenantId, and(eq(grns.tenantId, tenantId), eq(grns.id, id)));
  if (!row) throw notFound(GRN_NOT_FOUND_MESSAGE);
  return row;
}

export async function findGrns(tx: Tx, tenantId: string, ids: readonly string[]): Promise<GrnRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectGrns(tx, tenantId, and(eq(grns.tenantId, tenantId), inArray(grns.id, [...ids])));
  return ids.map((id) => rows.find((row) => row.id === id)).filter((row): row is GrnRow => row !== undefined);
}

export function listGrns(scope: ServiceScope, args: ListQueryArgs & { locationId?: string | null }): Promise<ListPage<GrnRow>> {
  const { tx, tenantId } = scope;
  return runList(tx, args, {
    fields: grnListFields,
    tieBreaker: grns.id,
    defaultSort: [{ field: "createdAt", direction: "DESC" }],
    from: grns,
    // the vendor is the order's: joined through it
    joins: [innerJoin(purchaseOrders, poJoin), innerJoin(vendors, vendorJoin), innerJoin(locations, locationJoin)],
    where: and(eq(grns.tenantId, tenantId), locationScope(scope, grns.locationId, args.locationId)),
    page: (window) => selectGrns(tx, tenantId, window.where, window),
  });
}

/** One GRN, if it is at one of the caller's locations (FORBIDDEN otherwise). */
export async function getGrn(scope: ServiceScope, id: string): Promise<GrnRow> {
  const row = await findGrn(scope.tx, scope.tenantId, id);
  assertLocationAllowed(scope, row.locationId);
  return row;
}

/** Accepted GRN items awaiting stock intake at a location. */
export function listGrnItemsAwaitingIntake(scope: ServiceScope, args: ListQueryArgs & { locationId: string }): Promise<ListPage<GrnItemRow>> {
  const { tx, tenantId } = scope;
  assertLocationAllowed(scope, args.locationId);
  if (!isUuid(args.locationId)) throw badUserInput({ locationId: "Please select a location." });
  return runList(tx, args, {
    fields: grnItemListFields,
    tieBreaker: grnItems.id,
    defaultSort: [{ field: "createdAt", direction: "ASC" }],
    from: grnItems,
    joins: [innerJoin(grns, itemGrnJoin), innerJoin(products, itemProductJoin)],
    where: and(eq(grnItems.tenantId, tenantId), eq(grnItems.locationId, args.locationId), eq(grnItems.status, "RECEIVED")),
    page: (window) => selectGrnItems(tx, window.where, window),
  });
}

export async function createGrn(scope: ServiceScope, raw: unknown): Promise<GrnRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(grnInputSchema, raw);
  // The PO and its items stay locked until commit: two GRNs for the same PO cannot both take the remainder.
  const [po] = await tx
    .select({ id: purchaseOrders.id, status: purchaseOrders.status, secondaryId: purchaseOrders.secondaryId, locationId: purchaseOrders.deliveryLocationId })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.id, input.poId)))
    .for("update");
  if (!po) throw badUserInput({ poId: PO_MESSAGE });
  assertLocationAllowed(scope, po.locationId);
  if (po.status !== "OPEN" && po.status !== "PARTIAL") throw conflict(PO_STATE_MESSAGE);
  const poItems = await tx
    .select()
    .from(purchaseOrderItems)
    .where(and(eq(purchaseOrderItems.tenantId, tenantId), eq(purchaseOrderItems.purchaseOrderId, po.id)))
    .orderBy(asc(purchaseOrderItems.lineNo))
    .for("update");
  const byId = new Map(poItems.map((item) => [item.id, item]));
  const errors: Record<string, string> = {};
  const taking = new Map<string, number>();
  input.items.forEach((item, index) => {
    const poItem = byId.get(item.poItemId.toLowerCase());
    if (!poItem) {
      errors[`items.${index}.poItemId`] = PO_ITEM_MESSAGE;
      return;
    }
    const packs = (taking.get(poItem.id) ?? 0) + item.receivedQuantity + item.foc;
    taking.set(poItem.id, packs);
    const remaining = Math.max(0, poItem.requiredQuantity + poItem.foc - poItem.receivedQuantity);
    if (packs > remaining) errors[`items.${index}.receivedQuantity`] = overReceiptMessage(remaining);
  });
  if (Object.keys(errors).length > 0) throw badUserInput(errors);

  const { counter, prefix } = SECONDARY_IDS.grn;
  const secondaryId = await nextSecondaryId(tx, tenantId, counter, prefix);
  const { amount, discount, tax, total } = grnTotal(input);
  const packs = input.items.reduce((sum, item) => sum + item.receivedQuantity + item.foc, 0);
  const [created] = await tx
    .insert(grns)
    .values({
      tenantId,
      secondaryId,
      purchaseOrderId: po.id,
      locationId: po.locationId,
      status: "QC",
      invoiceNumber: input.invoiceNumber,
      invoiceDate: input.invoiceDate,
      stockArrivalDate: input.stockArrivalDate,
      advanceIncomeTax: toMoneyString(input.advanceIncomeTax),
      amount: toMoneyString(amount),
      discount: toMoneyString(discount),
      tax: toMoneyString(tax),
      total: toMoneyString(total),
      receivedQuantity: packs,
      comment: input.comment,
      createdBy: auth.user.id,
      updatedBy: auth.user.id,
    })
    .returning({ id: grns.id });
  await tx.insert(grnItems).values(
    input.items.map((item, index) => {
      const poItem = byId.get(item.poItemId.toLowerCase())!;
      return {
        tenantId,
        grnId: created.id,
        lineNo: index + 1,
        actionId: `${secondaryId}-${index + 1}`,
        purchaseOrderItemId: poItem.id,
        productId: poItem.productId,
        locationId: po.locationId,
        batchNumber: item.batchNumber,
        batchExpiry: item.batchExpiry,
        mfgDate: item.mfgDate,
        mrp: toMoneyString(item.mrp),
        tradePrice: toMoneyString(item.tradePrice),
        discValue: toMoneyString(item.discValue),
        gstValue: toMoneyString(item.gstValue),
        foc: item.foc,
        receivedQuantity: item.receivedQuantity,
        uomFactor: poItem.itemConversion,
        status: "QC",
      };
    }),
  );
  for (const [poItemId, taken] of taking) {
    await tx
      .update(purchaseOrderItems)
      .set({ receivedQuantity: sql`${purchaseOrderItems.receivedQuantity} + ${taken}` })
      .where(and(eq(purchaseOrderItems.tenantId, tenantId), eq(purchaseOrderItems.id, poItemId)));
  }
  await recordActivity(scope, { action: "CREATE", entity: "grn", entityId: created.id, details: { secondaryId, poId: po.id, poSecondaryId: po.secondaryId, packs } });
  return findGrn(tx, tenantId, created.id);
}

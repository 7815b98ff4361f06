// Purchase orders (DESIGN "Procurement"): list, read (by id or secondaryId), create with every amount computed
// here by common/pricing, close (edits: purchaseOrderUpdateService). Statuses PARTIAL and FULFILLED are set by stock intake (grnService).
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { toMoneyString } from "../../../common/money";
import { pricePurchaseOrder } from "../../../common/pricing/purchaseOrder";
import {
  ACTIVE_PRODUCT_MESSAGE,
  ACTIVE_VENDOR_MESSAGE,
  CLOSE_MESSAGE,
  DELIVERY_LOCATION_MESSAGE,
  ORDER_TYPES,
  OWN_LOCATION_MESSAGE,
  PO_TYPES,
  PRODUCT_MESSAGE,
  PURCHASE_ORDER_STATUSES,
  VENDOR_MESSAGE,
  purchaseOrderInputSchema,
  type PurchaseOrderItemInput,
  type PurchaseOrderStatus,
} from "../../../common/schemas/purchaseOrder";
import { purchaseOrderLookupSchema } from "../../../common/schemas/lookups";
import type { UnitOfMeasure } from "../../../common/schemas/taxonomy";
import { groupBy } from "../../../common/groupBy";
import { SECONDARY_IDS, nextSecondaryId, type Tx } from "../../db";
import { grns, locations, products, purchaseOrderItems, purchaseOrders, vendors } from "../../db/schema";
import { assertLocationAllowed, locationScope, type ServiceScope } from "../../core/context";
import { badUserInput, conflict, notFound, parseInput } from "../../core/errors";
import type { ListFieldMap, ListPage, ListQueryArgs } from "../../core/listEngine";
import { innerJoin, runList } from "../../core/runList";
import { recordActivity } from "../../core/activity/recordActivity";
import { isUuid } from "../../db";
import { itemProductColumns, toItemProduct, toVendorSummary, vendorSummaryColumns, type ItemProduct, type VendorSummary } from "../inventory";
import { locationSummaryColumns, toLocationSummary, type LocationSummary } from "../locations";

export const PO_NOT_FOUND_MESSAGE = "Purchase order not found.";

export interface PurchaseOrderItemRow {
  id: string;
  purchaseOrderId: string;
  lineNo: number;
  productId: string;
  product: ItemProduct;
  uom: UnitOfMeasure;
  itemConversion: number;
  requiredQuantity: number;
  foc: number;
  receivedQuantity: number;
  intakeQuantity: number;
  grnRemainingQuantity: number;
  tradePrice: number;
  tradeDiscountPercentage: number;
  tradeDiscountValue: number;
  tradePriceAfterTradeDiscount: number;
  gstPercentage: number;
  gstAmount: number;
  tradePriceAfterApplyingGst: number;
  totalPrice: number;
}

export interface PurchaseOrderRow {
  id: string;
  secondaryId: string;
  status: PurchaseOrderStatus;
  orderType: string;
  poType: string;
  netAmount: number;
  totalDiscount: number;
  salesTax: number;
  totalAmount: number;
  expectedDeliveryDate: string;
  returnRfid: string | null;
  additionalTerms: string | null;
  vendorId: string;
  vendor: VendorSummary;
  deliveryLocationId: string;
  deliveryLocation: LocationSummary;
  items: PurchaseOrderItemRow[];
  totalItems: number;
  /** OPEN with no GRN against it: the order's state lets its terms and items change (the caller's rights aside). */
  editable: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const poItemExists = (condition: SQL) =>
  sql`exists (select 1 from ${purchaseOrderItems} where ${purchaseOrderItems.tenantId} = ${purchaseOrders.tenantId} and ${purchaseOrderItems.purchaseOrderId} = ${purchaseOrders.id} and ${condition})`;

const purchaseOrderListFields: ListFieldMap = {
  id: { column: purchaseOrders.id, kind: "uuid" },
  secondaryId: { column: purchaseOrders.secondaryId, kind: "text" },
  status: { column: purchaseOrders.status, kind: "enum", values: PURCHASE_ORDER_STATUSES },
  orderType: { column: purchaseOrders.orderType, kind: "enum", values: ORDER_TYPES },
  poType: { column: purchaseOrders.poType, kind: "enum", values: PO_TYPES },
  vendorId: { column: purchaseOrders.vendorId, kind: "uuid" },
  "vendor.name": { column: vendors.name, kind: "text" },
  deliveryLocationId: { column: purchaseOrders.deliveryLocationId, kind: "uuid" },
  "deliveryLocation.name": { column: locations.name, kind: "text" },
  expectedDeliveryDate: { column: purchaseOrders.expectedDeliveryDate, kind: "date" },
  netAmount: { column: purchaseOrders.netAmount, kind: "number" },
  totalDiscount: { column: purchaseOrders.totalDiscount, kind: "number" },
  salesTax: { column: purchaseOrders.salesTax, kind: "number" },
  totalAmount: { column: purchaseOrders.totalAmount, kind: "number" },
  createdAt: { column: purchaseOrders.createdAt, kind: "date" },
  updatedAt: { column: purchaseOrders.updatedAt, kind: "date" },
  productId: { column: purchaseOrderItems.productId, kind: "uuid", exists: poItemExists, sort: false },
};

const grnExists = sql<boolean>`exists (select 1 from ${grns} where ${grns.tenantId} = ${purchaseOrders.tenantId} and ${grns.purchaseOrderId} = ${purchaseOrders.id})`;

/** Only an OPEN order nobody has received against may change: a GRN's items point at the order's items. */
export const isEditable = (status: string, hasGrn: boolean) => status === "OPEN" && !hasGrn;

const vendorJoin = and(eq(vendors.tenantId, purchaseOrders.tenantId), eq(vendors.id, purchaseOrders.vendorId));
const locationJoin = and(eq(locations.tenantId, purchaseOrders.tenantId), eq(locations.id, purchaseOrders.deliveryLocationId));

export function toItemRow(item: typeof purchaseOrderItems.$inferSelect, product: ItemProduct): PurchaseOrderItemRow {
  return {
    id: item.id,
    purchaseOrderId: item.purchaseOrderId,
    lineNo: item.lineNo,
    productId: item.productId,
    product,
    uom: item.uom as UnitOfMeasure,
    itemConversion: item.itemConversion,
    requiredQuantity: item.requiredQuantity,
    foc: item.foc,
    receivedQuantity: item.receivedQuantity,
    intakeQuantity: item.intakeQuantity,
    grnRemainingQuantity: Math.max(0, item.requiredQuantity + item.foc - item.receivedQuantity),
    tradePrice: Number(item.tradePrice),
    tradeDiscountPercentage: Number(item.tradeDiscountPercentage),
    tradeDiscountValue: Number(item.tradeDiscountValue),
    tradePriceAfterTradeDiscount: Number(item.tradePriceAfterTradeDiscount),
    gstPercentage: Number(item.gstPercentage),
    gstAmount: Number(item.gstAmount),
    tradePriceAfterApplyingGst: Number(item.tradePriceAfterApplyingGst),
    totalPrice: Number(item.totalPrice),
  };
}

/** The items of some purchase order items by id (with their products). */
async function selectPurchaseOrderItems(tx: Tx, tenantId: string, where: SQL): Promise<PurchaseOrderItemRow[]> {
  const rows = await tx
    .select({ item: purchaseOrderItems, product: itemProductColumns })
    .from(purchaseOrderItems)
    .innerJoin(products, and(eq(products.tenantId, purchaseOrderItems.tenantId), eq(products.id, purchaseOrderItems.productId)))
    .where(and(eq(purchaseOrderItems.tenantId, tenantId), where))
    .orderBy(asc(purchaseOrderItems.purchaseOrderId), asc(purchaseOrderItems.lineNo));
  return rows.map(({ item, product }) => toItemRow(item, toItemProduct(product)));
}

/** The orders matching `where` with their items (left out, as empty lists, when `withItems` is false). */
async function selectPurchaseOrders(
  tx: Tx,
  tenantId: string,
  where: SQL | undefined,
  page?: { orderBy: SQL[]; limit: number; offset: number },
  withItems = true,
): Promise<PurchaseOrderRow[]> {
  const query = tx
    .select({ po: purchaseOrders, vendor: vendorSummaryColumns, location: locationSummaryColumns, hasGrn: grnExists })
    .from(purchaseOrders)
    .innerJoin(vendors, vendorJoin)
    .innerJoin(locations, locationJoin)
    .where(where)
    .$dynamic();
  const rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query;
  if (rows.length === 0) return [];
  const items = withItems ? await selectPurchaseOrderItems(tx, tenantId, inArray(purchaseOrderItems.purchaseOrderId, rows.map((row) => row.po.id))) : [];
  const itemsOf = groupBy(items, (item) => item.purchaseOrderId);
  return rows.map(({ po, vendor, location, hasGrn }) => {
    const own = itemsOf.get(po.id) ?? [];
    return {
      id: po.id,
      secondaryId: po.secondaryId,
      status: po.status as PurchaseOrderStatus,
      orderType: po.orderType,
      poType: po.poType,
      netAmount: Number(po.netAmount),
      totalDiscount: Number(po.totalDiscount),
      salesTax: Number(po.salesTax),
      totalAmount: Number(po.totalAmount),
      expectedDeliveryDate: po.expectedDeliveryDate,
      returnRfid: po.returnRfid,
      additionalTerms: po.additionalTerms,
      vendorId: po.vendorId,
      vendor: toVendorSummary(vendor),
      deliveryLocationId: po.deliveryLocationId,
      deliveryLocation: toLocationSummary(location),
      items: own,
      totalItems: own.length,
      editable: isEditable(po.status, hasGrn),
      createdAt: po.createdAt,
      updatedAt: po.updatedAt,
    };
  });
}

export async function findPurchaseOrder(tx: Tx, tenantId: string, by: { id?: string | null; secondaryId?: string | null }): Promise<PurchaseOrderRow> {
  let condition: SQL;
  if (by.id) {
    if (!isUuid(by.id)) throw notFound(PO_NOT_FOUND_MESSAGE);
    condition = eq(purchaseOrders.id, by.id);
  } else if (by.secondaryId) {
    const { secondaryId } = parseInput(purchaseOrderLookupSchema, { secondaryId: by.secondaryId });
    condition = sql`upper(${purchaseOrders.secondaryId}) = upper(${secondaryId})`;
  } else {
    throw badUserInput({ id: "Please give the id or the secondaryId of the purchase order." });
  }
  const [row] = await selectPurchaseOrders(tx, tenantId, and(eq(purchaseOrders.tenantId, tenantId), condition));
  if (!row) throw notFound(PO_NOT_FOUND_MESSAGE);
  return row;
}

/** A page of purchase orders; with `withItems` false (the query did not select them) their items are not read. */
export function listPurchaseOrders(scope: ServiceScope, args: ListQueryArgs & { locationId?: string | null }, withItems = true): Promise<ListPage<PurchaseOrderRow>> {
  const { tx, tenantId } = scope;
  return runList(tx, args, {
    fields: purchaseOrderListFields,
    tieBreaker: purchaseOrders.id,
    defaultSort: [{ field: "createdAt", direction: "DESC" }],
    from: purchaseOrders,
    joins: [innerJoin(vendors, vendorJoin), innerJoin(locations, locationJoin)],
    where: and(eq(purchaseOrders.tenantId, tenantId), locationScope(scope, purchaseOrders.deliveryLocationId, args.locationId)),
    page: (window) => selectPurchaseOrders(tx, tenantId, window.where, window, withItems),
  });
}

/** One order, if it is delivered to one of the caller's locations (FORBIDDEN otherwise). */
export async function getPurchaseOrder(scope: ServiceScope, by: { id?: string | null; secondaryId?: string | null }): Promise<PurchaseOrderRow> {
  const row = await findPurchaseOrder(scope.tx, scope.tenantId, by);
  assertLocationAllowed(scope, row.deliveryLocationId);
  return row;
}

type ProductForItem = { id: string; status: string; uomFactor: number; buyingUnit: string };

/**
 * The products of an order's items by id; puts a message on each item whose product is missing, or inactive
 * unless the order already holds it (an edit keeps a product that was discontinued after it was ordered).
 */
export async function productsOfItems(
  tx: Tx,
  tenantId: string,
  items: readonly PurchaseOrderItemInput[],
  errors: Record<string, string>,
  alreadyOrdered: ReadonlySet<string> = new Set(),
): Promise<Map<string, ProductForItem>> {
  const productRows = await tx
    .select({ id: products.id, status: products.status, uomFactor: products.uomFactor, buyingUnit: products.buyingUnit })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, items.map((item) => item.productId))));
  const byId = new Map(productRows.map((row) => [row.id, row]));
  items.forEach((item, index) => {
    const product = byId.get(item.productId.toLowerCase());
    if (!product) errors[`items.${index}.productId`] = PRODUCT_MESSAGE;
    else if (product.status !== "ACTIVE" && !alreadyOrdered.has(product.id)) errors[`items.${index}.productId`] = ACTIVE_PRODUCT_MESSAGE;
  });
  return byId;
}

/** Every line amount and the order's totals, computed by common/pricing (never taken from the client). */
export function priceItems(items: readonly PurchaseOrderItemInput[], productsById: ReadonlyMap<string, ProductForItem>) {
  const priced = pricePurchaseOrder(items);
  const lines = items.map((item, index) => ({ item, product: productsById.get(item.productId.toLowerCase())!, amounts: priced.lines[index] }));
  const totals = priced.totals;
  return {
    lines,
    totals,
    totalColumns: {
      netAmount: toMoneyString(totals.netAmount),
      totalDiscount: toMoneyString(totals.totalDiscount),
      salesTax: toMoneyString(totals.salesTax),
      totalAmount: toMoneyString(totals.totalAmount),
    },
  };
}

/** Writes the priced lines as the order's items, numbered from 1; `keepIds` reuses an item id per product. */
export async function insertPurchaseOrderItems(
  tx: Tx,
  tenantId: string,
  purchaseOrderId: string,
  lines: ReturnType<typeof priceItems>["lines"],
  keepIds: ReadonlyMap<string, string> = new Map(),
): Promise<void> {
  await tx.insert(purchaseOrderItems).values(
    lines.map(({ item, product, amounts }, index) => ({
      tenantId,
      ...(keepIds.has(product.id) ? { id: keepIds.get(product.id) } : {}),
      purchaseOrderId,
      lineNo: index + 1,
      productId: product.id,
      uom: item.uom ?? product.buyingUnit,
      itemConversion: item.itemConversion ?? product.uomFactor,
      requiredQuantity: item.requiredQuantity,
      foc: item.foc,
      tradePrice: toMoneyString(item.tradePrice),
      tradeDiscountPercentage: String(item.tradeDiscountPercentage),
      tradeDiscountValue: toMoneyString(amounts.tradeDiscountValue),
      tradePriceAfterTradeDiscount: toMoneyString(amounts.tradePriceAfterTradeDiscount),
      gstPercentage: String(item.gstPercentage),
      gstAmount: toMoneyString(amounts.gstAmount),
      tradePriceAfterApplyingGst: toMoneyString(amounts.tradePriceAfterApplyingGst),
      totalPrice: toMoneyString(amounts.totalPrice),
    })),
  );
}

export async function createPurchaseOrder(scope: ServiceScope, raw: unknown): Promise<PurchaseOrderRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(purchaseOrderInputSchema, raw);
  if (!auth.allowedLocationIds.includes(input.deliveryLocationId)) throw badUserInput({ deliveryLocationId: OWN_LOCATION_MESSAGE });
  const errors: Record<string, string> = {};
  const [vendor] = await tx
    .select({ status: vendors.status })
    .from(vendors)
    .where(and(eq(vendors.tenantId, tenantId), eq(vendors.id, input.vendorId)));
  if (!vendor) errors.vendorId = VENDOR_MESSAGE;
  else if (vendor.status !== "ACTIVE") errors.vendorId = ACTIVE_VENDOR_MESSAGE;
  const [location] = await tx
    .select({ status: locations.status })
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), eq(locations.id, input.deliveryLocationId)));
  if (!location) errors.deliveryLocationId = DELIVERY_LOCATION_MESSAGE;
  else if (location.status !== "ACTIVE") errors.deliveryLocationId = OWN_LOCATION_MESSAGE;
  const productsById = await productsOfItems(tx, tenantId, input.items, errors);
  if (Object.keys(errors).length > 0) throw badUserInput(errors);

  const { lines, totals, totalColumns } = priceItems(input.items, productsById);
  const { counter, prefix } = SECONDARY_IDS.purchaseOrder;
  const secondaryId = await nextSecondaryId(tx, tenantId, counter, prefix);
  const [created] = await tx
    .insert(purchaseOrders)
    .values({
      tenantId,
      secondaryId,
      status: "OPEN",
      orderType: input.orderType,
      poType: input.poType,
      vendorId: input.vendorId,
      deliveryLocationId: input.deliveryLocationId,
      expectedDeliveryDate: input.expectedDeliveryDate,
      returnRfid: input.returnRfid,
      additionalTerms: input.additionalTerms,
      ...totalColumns,
      createdBy: auth.user.id,
      updatedBy: auth.user.id,
    })
    .returning({ id: purchaseOrders.id });
  await insertPurchaseOrderItems(tx, tenantId, created.id, lines);
  await recordActivity(scope, {
    action: "CREATE",
    entity: "purchaseOrder",
    entityId: created.id,
    details: { secondaryId, vendorId: input.vendorId, items: lines.length, totalAmount: toMoneyString(totals.totalAmount) },
  });
  return findPurchaseOrder(tx, tenantId, { id: created.id });
}

export async function closePurchaseOrder(scope: ServiceScope, id: string): Promise<PurchaseOrderRow> {
  const { tx, tenantId, auth } = scope;
  if (!isUuid(id)) throw notFound(PO_NOT_FOUND_MESSAGE);
  const [locked] = await tx
    .select({ status: purchaseOrders.status, secondaryId: purchaseOrders.secondaryId, deliveryLocationId: purchaseOrders.deliveryLocationId })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.id, id)))
    .for("update");
  if (!locked) throw notFound(PO_NOT_FOUND_MESSAGE);
  assertLocationAllowed(scope, locked.deliveryLocationId);
  if (locked.status !== "OPEN" && locked.status !== "PARTIAL") throw conflict(CLOSE_MESSAGE);
  await tx
    .update(purchaseOrders)
    .set({ status: "CLOSED", updatedAt: new Date(), updatedBy: auth.user.id })
    .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.id, id)));
  await recordActivity(scope, { action: "CLOSE", entity: "purchaseOrder", entityId: id, details: { secondaryId: locked.secondaryId, from: locked.status } });
  return findPurchaseOrder(tx, tenantId, { id });
}

// Reading orders (spec §4 Order): the list (runList), one order by id or secondaryId, and the batched loading of
// their items, item lots and payments: four statements for a page of any size.
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { money, toMoneyNumber } from "../../../common/money";
import {
  FULFILLMENT_STATUSES,
  ORDER_CHANNELS,
  ORDER_SOURCES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  SALE_ORDER_TYPES,
  SHIPPING_STATUSES,
  type FulfillmentStatus,
  type OrderChannel,
  type OrderKind,
  type OrderSource,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  type SaleOrderType,
  type ShippingStatus,
} from "../../../common/schemas/order";
import { isUuid, type Tx } from "../../db";
import { locationRegisters, locations, orderItemLots, orderItems, orderPayments, orders, productLots, users } from "../../db/schema";
import { assertLocationAllowed, locationScope, type ServiceScope } from "../../core/context";
import { badUserInput, notFound } from "../../core/errors";
import type { ListFieldMap, ListPage, ListQueryArgs } from "../../core/listEngine";
import { runList } from "../../core/runList";
import { lotListOrder } from "../inventory";
import type { OrderItemRow, OrderPaymentRow, OrderRow } from "./orderRows";
import { groupBy, inIdOrder } from "../../../common/groupBy";

export const ORDER_NOT_FOUND_MESSAGE = "Order not found.";
/** The reason a held cart is closed with when a till takes it back (resumed, or sold as heldOrderId). */
export const RESUMED_REASON = "Resumed";

/**
 * Held carts are parked carts, not orders: a HOLD and a hold the till took back (CANCELLED, 'Resumed') stay out of
 * the order list and its downloads. The downloads write the same rule in their SQL (`o.` alias).
 */
const notAHeldCart = (includeHolds: boolean): SQL =>
  includeHolds
    ? sql`(${orders.status} <> 'CANCELLED' or ${orders.cancelledReason} is distinct from ${RESUMED_REASON})`
    : sql`${orders.status} <> 'HOLD' and (${orders.status} <> 'CANCELLED' or ${orders.cancelledReason} is distinct from ${RESUMED_REASON})`;

/** A status filter naming HOLD asks for the held carts themselves. */
function asksForHolds(filter: ListQueryArgs["filter"]): boolean {
  return (filter ?? []).some((group) =>
    group.conditions.some((condition) => condition.field === "status" && JSON.stringify(condition.value ?? null).includes('"HOLD"')),
  );
}

export const orderListFields: ListFieldMap = {
  id: { column: orders.id, kind: "uuid" },
  secondaryId: { column: orders.secondaryId, kind: "text" },
  status: { column: orders.status, kind: "enum", values: ORDER_STATUSES },
  paymentStatus: { column: orders.paymentStatus, kind: "enum", values: PAYMENT_STATUSES },
  fulfillmentStatus: { column: orders.fulfillmentStatus, kind: "enum", values: FULFILLMENT_STATUSES },
  shippingStatus: { column: orders.shippingStatus, kind: "enum", values: SHIPPING_STATUSES },
  orderSource: { column: orders.orderSource, kind: "enum", values: ORDER_SOURCES },
  orderChannel: { column: orders.orderChannel, kind: "enum", values: ORDER_CHANNELS },
  orderType: { column: orders.orderType, kind: "enum", values: SALE_ORDER_TYPES },
  locationId: { column: orders.locationId, kind: "uuid" },
  registerId: { column: orders.registerId, kind: "uuid" },
  sessionId: { column: orders.sessionId, kind: "uuid" },
  customerId: { column: orders.customerId, kind: "uuid" },
  mrNo: { column: orders.mrNo, kind: "text" },
  totalAmount: { column: orders.totalAmount, kind: "number" },
  createdAt: { column: orders.createdAt, kind: "date" },
  updatedAt: { column: orders.updatedAt, kind: "date" },
  completedAt: { column: orders.completedAt, kind: "date" },
};

const locationJoin = and(eq(locations.tenantId, orders.tenantId), eq(locations.id, orders.locationId));
const registerJoin = and(eq(locationRegisters.tenantId, orders.tenantId), eq(locationRegisters.id, orders.registerId));
const creatorJoin = and(eq(users.tenantId, orders.tenantId), eq(users.id, orders.createdBy));

const n = (value: string) => Number(value);

async function loadItems(tx: Tx, tenantId: string, orderIds: readonly string[]): Promise<Map<string, OrderItemRow[]>> {
  const items = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), inArray(orderItems.orderId, [...orderIds])))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  const lots = items.length
    ? await tx
        .select({ id: orderItemLots.id, orderItemId: orderItemLots.orderItemId, lotId: orderItemLots.lotId, quantity: orderItemLots.quantity, returnedQuantity: orderItemLots.returnedQuantity, actionId: productLots.actionId, batchExpiry: productLots.batchExpiry })
        .from(orderItemLots)
        .innerJoin(productLots, and(eq(productLots.tenantId, orderItemLots.tenantId), eq(productLots.id, orderItemLots.lotId)))
        .where(and(eq(orderItemLots.tenantId, tenantId), inArray(orderItemLots.orderId, [...orderIds])))
        .orderBy(lotListOrder(productLots))
    : [];
  const lotsOf = groupBy(lots, (lot) => lot.orderItemId, ({ orderItemId: _item, ...lot }) => lot);
  return groupBy(items, (item) => item.orderId, (item): OrderItemRow => ({
      id: item.id,
      productId: item.productId,
      name: item.name,
      skuCode: item.skuCode,
      quantity: item.quantity,
      returnedQuantity: item.returnedQuantity,
      unitPrice: n(item.unitPrice),
      discount: n(item.discount),
      tax: n(item.tax),
      taxRate: n(item.taxRate),
      isTaxInclusive: item.isTaxInclusive,
      subTotal: n(item.subTotal),
      totalPrice: n(item.totalPrice),
    lots: lotsOf.get(item.id) ?? [],
  }));
}

async function loadPayments(tx: Tx, tenantId: string, orderIds: readonly string[]): Promise<Map<string, OrderPaymentRow[]>> {
  const payments = await tx
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.tenantId, tenantId), inArray(orderPayments.orderId, [...orderIds])))
    .orderBy(asc(orderPayments.orderId), asc(orderPayments.createdAt), asc(orderPayments.id));
  return groupBy(payments, (payment) => payment.orderId, (payment): OrderPaymentRow => ({
      id: payment.id,
      method: payment.method as PaymentMethod,
      status: payment.status as PaymentStatus,
      amount: n(payment.amount),
      tendered: n(payment.tendered),
      change: toMoneyNumber(money(payment.tendered).minus(payment.amount)),
    createdAt: payment.createdAt,
  }));
}

/** Which of an order's to-many relations to load (a list loads only those its query selects). */
export interface OrderRelations {
  items: boolean;
  payments: boolean;
}

const ALL_RELATIONS: OrderRelations = { items: true, payments: true };

/** The orders matching `where`, each with its items, lots and payments unless left out (four statements whatever the count). */
export async function selectOrders(
  tx: Tx,
  tenantId: string,
  where: SQL | undefined,
  page?: { orderBy: SQL[]; limit: number; offset: number },
  relations: OrderRelations = ALL_RELATIONS,
): Promise<OrderRow[]> {
  const query = tx
    .select({
      order: orders,
      location: { id: locations.id, name: locations.name, address: locations.area, taxNumber: locations.taxNumber, salesTaxNumber: locations.salesTaxNumber },
      register: { id: locationRegisters.id, name: locationRegisters.name, secondaryId: locationRegisters.secondaryId, receiptTemplate: locationRegisters.receiptTemplate, terminalTaxId: locationRegisters.terminalTaxId },
      creator: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(orders)
    .innerJoin(locations, locationJoin)
    .leftJoin(locationRegisters, registerJoin)
    .leftJoin(users, creatorJoin)
    .where(and(eq(orders.tenantId, tenantId), where))
    .$dynamic();
  let rows: Awaited<typeof query>;
  if (page && page.offset > 0) {
    // A deep page: its ids first, from the orders (the left joins drop out unless the filter or sort reads them),
    // then its rows, so the skipped orders are never joined.
    const keys = await tx
      .select({ id: orders.id })
      .from(orders)
      .leftJoin(locations, locationJoin)
      .leftJoin(locationRegisters, registerJoin)
      .leftJoin(users, creatorJoin)
      .where(and(eq(orders.tenantId, tenantId), where))
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset);
    const ids = keys.map((key) => key.id);
    rows = ids.length ? inIdOrder(ids, await query.where(and(eq(orders.tenantId, tenantId), inArray(orders.id, ids))), (row) => row.order.id) : [];
  } else {
    rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query;
  }
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.order.id);
  const items = relations.items ? await loadItems(tx, tenantId, ids) : new Map<string, OrderItemRow[]>();
  const payments = relations.payments ? await loadPayments(tx, tenantId, ids) : new Map<string, OrderPaymentRow[]>();
  return rows.map(({ order: o, location, register, creator }) => ({
    id: o.id,
    secondaryId: o.secondaryId,
    kind: o.kind as OrderKind,
    status: o.status as OrderStatus,
    orderType: o.orderType as SaleOrderType,
    orderSource: o.orderSource as OrderSource,
    orderChannel: o.orderChannel as OrderChannel,
    paymentStatus: o.paymentStatus as PaymentStatus,
    fulfillmentStatus: o.fulfillmentStatus as FulfillmentStatus,
    shippingStatus: o.shippingStatus as ShippingStatus,
    locationId: o.locationId,
    location,
    registerId: o.registerId,
    register: register?.id ? register : null,
    sessionId: o.sessionId,
    parentOrderId: o.parentOrderId,
    customerId: o.customerId,
    addressId: o.addressId,
    partnerId: o.partnerId,
    mrNo: o.mrNo,
    comment: o.comment,
    specialInstructions: o.specialInstructions,
    cancelledReason: o.cancelledReason,
    refundMethodReason: o.refundMethodReason,
    refundMethodChosenById: o.refundMethodChosenBy,
    subtotal: n(o.subtotal),
    totalDiscount: n(o.totalDiscount),
    tax: n(o.tax),
    deliveryCharges: n(o.deliveryCharges),
    platformFee: n(o.platformFee),
    platformFeeTax: n(o.platformFeeTax),
    posFees: n(o.posFees),
    integrationCharges: n(o.integrationCharges),
    totalAmount: n(o.totalAmount),
    changeDue: n(o.changeDue),
    fbrInvoiceId: o.fbrInvoiceId,
    printCount: o.printCount,
    offlineNumber: o.offlineNumber,
    madeOffline: o.madeOffline,
    items: items.get(o.id) ?? [],
    payments: payments.get(o.id) ?? [],
    createdBy: creator?.id ? creator : null,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    completedAt: o.completedAt,
  }));
}

/** One order of the tenant by id (NOT_FOUND otherwise), with no location check: the callers make it. */
export async function findOrder(tx: Tx, tenantId: string, id: string): Promise<OrderRow> {
  if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const [row] = await selectOrders(tx, tenantId, eq(orders.id, id.toLowerCase()));
  if (!row) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  return row;
}

/** A page of orders; a relation left out of `relations` is answered as an empty list (the query did not select it). */
export function listOrders(
  scope: ServiceScope,
  args: ListQueryArgs & { locationId?: string | number | null },
  relations: OrderRelations = ALL_RELATIONS,
): Promise<ListPage<OrderRow>> {
  const { tx, tenantId } = scope;
  const locationId = args.locationId == null ? null : String(args.locationId);
  return runList(tx, args, {
    fields: orderListFields,
    tieBreaker: orders.id,
    defaultSort: [{ field: "createdAt", direction: "DESC" }],
    from: orders,
    where: and(eq(orders.tenantId, tenantId), locationScope(scope, orders.locationId, locationId), notAHeldCart(asksForHolds(args.filter))),
    keyset: true,
    page: (window) => selectOrders(tx, tenantId, window.where, window, relations),
  });
}

/** An order by id or by its number, if it is at one of the caller's locations (FORBIDDEN otherwise). */
export async function getOrder(scope: ServiceScope, by: { id: string | null; secondaryId: string | null }): Promise<OrderRow> {
  let row: OrderRow | undefined;
  if (by.id) {
    row = await findOrder(scope.tx, scope.tenantId, by.id);
  } else if (by.secondaryId && by.secondaryId.trim()) {
    [row] = await selectOrders(scope.tx, scope.tenantId, sql`upper(${orders.secondaryId}) = upper(${by.secondaryId.trim().slice(0, 100)})`);
  } else {
    throw badUserInput({ id: "Please give the id or the number of the order." });
  }
  if (!row) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  assertLocationAllowed(scope, row.locationId);
  return row;
}

/** The number of each parent sale, in the order of ids (one statement). */
export async function parentNumbersOf(scope: ServiceScope, ids: readonly string[]): Promise<({ id: string; secondaryId: string } | null)[]> {
  const wanted = ids.filter(isUuid);
  const rows = wanted.length === 0 ? [] : await scope.tx.select({ id: orders.id, secondaryId: orders.secondaryId }).from(orders).where(and(eq(orders.tenantId, scope.tenantId), inArray(orders.id, wanted)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}

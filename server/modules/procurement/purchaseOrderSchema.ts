// Purchase order types and operations (procurement:purchase-order:*). GRN users may read purchase orders too.
import { P } from "../../../common/permissions/catalogue";
import { ORDER_TYPES, PO_TYPES, PURCHASE_ORDER_STATUSES } from "../../../common/schemas/purchaseOrder";
import { inTransaction } from "../../core/transaction";
import { builder, type Types } from "../../graphql/builder";
import { selectedFieldNames } from "../../graphql/selectedFields";
import { listArgs, listType } from "../../graphql/listTypes";
import { UnitOfMeasureEnum, ProductVendorRef, ItemProductRef } from "../catalogue";
import { closePurchaseOrder, createPurchaseOrder, getPurchaseOrder, listPurchaseOrders, type PurchaseOrderItemRow, type PurchaseOrderRow } from "./purchaseOrderService";
import { updatePurchaseOrder } from "./purchaseOrderUpdateService";
import { LocationSummaryRef } from "../locations";

export const PurchaseOrderStatusEnum = builder.enumType("PurchaseOrderStatus", { values: PURCHASE_ORDER_STATUSES });
const OrderTypeEnum = builder.enumType("PurchaseOrderType", { values: ORDER_TYPES });
const PoTypeEnum = builder.enumType("PoType", { values: PO_TYPES });

const PurchaseOrderItemRef = builder.objectRef<PurchaseOrderItemRow>("PurchaseOrderItem").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    productId: t.exposeID("productId"),
    product: t.field({ type: ItemProductRef, resolve: (i) => i.product }),
    uom: t.field({ type: UnitOfMeasureEnum, resolve: (i) => i.uom }),
    itemConversion: t.exposeInt("itemConversion"),
    requiredQuantity: t.exposeInt("requiredQuantity"),
    foc: t.exposeInt("foc"),
    receivedQuantity: t.exposeInt("receivedQuantity"),
    grnRemainingQuantity: t.exposeInt("grnRemainingQuantity"),
    tradePrice: t.exposeFloat("tradePrice"),
    tradeDiscountPercentage: t.exposeFloat("tradeDiscountPercentage"),
    tradeDiscountValue: t.exposeFloat("tradeDiscountValue"),
    tradePriceAfterTradeDiscount: t.exposeFloat("tradePriceAfterTradeDiscount"),
    gstPercentage: t.exposeFloat("gstPercentage"),
    salesTaxPercentage: t.float({ resolve: (i) => i.gstPercentage }),
    gstAmount: t.exposeFloat("gstAmount"),
    tradePriceAfterApplyingGst: t.exposeFloat("tradePriceAfterApplyingGst"),
    totalPrice: t.exposeFloat("totalPrice"),
  }),
});

const PurchaseOrderRef = builder.objectRef<PurchaseOrderRow>("PurchaseOrder").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    status: t.field({ type: PurchaseOrderStatusEnum, resolve: (p) => p.status }),
    orderType: t.field({ type: OrderTypeEnum, resolve: (p) => p.orderType as (typeof ORDER_TYPES)[number] }),
    poType: t.field({ type: PoTypeEnum, resolve: (p) => p.poType as (typeof PO_TYPES)[number] }),
    netAmount: t.exposeFloat("netAmount"),
    totalDiscount: t.exposeFloat("totalDiscount"),
    salesTax: t.exposeFloat("salesTax"),
    totalAmount: t.exposeFloat("totalAmount"),
    expectedDeliveryDate: t.exposeString("expectedDeliveryDate"),
    returnRfid: t.exposeString("returnRfid", { nullable: true }),
    additionalTerms: t.exposeString("additionalTerms", { nullable: true }),
    vendorId: t.exposeID("vendorId"),
    vendor: t.field({ type: ProductVendorRef, resolve: (p) => p.vendor }),
    deliveryLocationId: t.exposeID("deliveryLocationId"),
    deliveryLocation: t.field({ type: LocationSummaryRef, resolve: (p) => p.deliveryLocation }),
    totalItems: t.exposeInt("totalItems"),
    editable: t.exposeBoolean("editable", {
      description: "OPEN with no GRN against it: the order's state lets updatePurchaseOrder change it (the caller also needs procurement:purchase-order:update).",
    }),
    items: t.field({ type: [PurchaseOrderItemRef], resolve: (p) => p.items }),
    createdAt: t.field({ type: "DateTime", resolve: (p) => p.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (p) => p.updatedAt }),
  }),
});

const PurchaseOrderItemInputRef = builder.inputType("PurchaseOrderItemInput", {
  fields: (t) => ({
    productId: t.id({ required: true }),
    uom: t.field({ type: UnitOfMeasureEnum }),
    itemConversion: t.int(),
    requiredQuantity: t.int({ required: true }),
    foc: t.int(),
    tradePrice: t.float({ required: true }),
    tradeDiscountPercentage: t.float(),
    gstPercentage: t.float(),
  }),
});

/** The terms and items an order is made of, on creation and on an edit alike. */
const termsFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) => ({
  expectedDeliveryDate: t.string({ required: true }),
  orderType: t.field({ type: OrderTypeEnum }),
  poType: t.field({ type: PoTypeEnum }),
  additionalTerms: t.string(),
  returnRfid: t.string(),
  items: t.field({ type: [PurchaseOrderItemInputRef], required: true }),
});

const PurchaseOrderInputRef = builder.inputType("PurchaseOrderInput", {
  fields: (t) => ({
    vendorId: t.id({ required: true }),
    deliveryLocationId: t.id({ required: true }),
    ...termsFields(t),
  }),
});

/** An edit keeps the vendor and the delivery location: they define the order. */
const PurchaseOrderUpdateInputRef = builder.inputType("PurchaseOrderUpdateInput", {
  fields: (t) => ({
    ...termsFields(t),
    updatedAt: t.field({
      type: "DateTime",
      required: true,
      description: "The updatedAt of the order as the editor loaded it: CONFLICT when someone else has changed it since.",
    }),
  }),
});

const PurchaseOrderList = listType("PurchaseOrder", PurchaseOrderRef);
const { purchaseOrder, goodsReceiptNote } = P.procurement;

builder.queryField("getPurchaseOrders", (t) =>
  t.field({
    type: PurchaseOrderList,
    authScopes: { permission: [purchaseOrder.read, goodsReceiptNote.read] },
    args: { ...listArgs(t.arg), locationId: t.arg.id() },
    resolve: (_root, args, ctx, info) => inTransaction(ctx, (scope) => listPurchaseOrders(scope, args, selectedFieldNames(info, ["data"]).has("items"))),
  }),
);

builder.queryField("getPurchaseOrder", (t) =>
  t.field({
    type: PurchaseOrderRef,
    authScopes: { permission: [purchaseOrder.read, goodsReceiptNote.read] },
    args: { id: t.arg.id(), secondaryId: t.arg.string() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getPurchaseOrder(scope, args)),
  }),
);

builder.mutationField("createPurchaseOrder", (t) =>
  t.field({
    type: PurchaseOrderRef,
    authScopes: { permission: purchaseOrder.create },
    args: { purchaseOrderDto: t.arg({ type: PurchaseOrderInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => createPurchaseOrder(scope, args.purchaseOrderDto)),
  }),
);

builder.mutationField("updatePurchaseOrder", (t) =>
  t.field({
    type: PurchaseOrderRef,
    authScopes: { permission: purchaseOrder.update },
    args: { id: t.arg.id({ required: true }), purchaseOrderDto: t.arg({ type: PurchaseOrderUpdateInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => updatePurchaseOrder(scope, args.id, args.purchaseOrderDto)),
  }),
);

builder.mutationField("closePurchaseOrder", (t) =>
  t.field({
    type: PurchaseOrderRef,
    authScopes: { permission: purchaseOrder.close },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => closePurchaseOrder(scope, args.id)),
  }),
);

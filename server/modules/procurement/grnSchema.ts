// GRN types and operations (procurement:goods-receipt-note:*; the intake list and stock intake, which makes the
// accepted items' lots, also for inventory:stock-intake:read).
import { P } from "../../../common/permissions/catalogue";
import { GRN_ITEM_STATUSES, QC_DECISIONS, type GrnFigureSet } from "../../../common/schemas/grn";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { UnitOfMeasureEnum, ProductVendorRef, ItemProductRef } from "../catalogue";
import { updateGrnQcStatus } from "./grnQcService";
import { createGrn, getGrn, listGrnItemsAwaitingIntake, listGrns, type GrnItemRow, type GrnRefRow, type GrnRow } from "./grnService";
import { PurchaseOrderStatusEnum } from "./purchaseOrderSchema";
import type { PurchaseOrderItemRow } from "./purchaseOrderService";
import { updateGrnReceivedStatus } from "./stockIntakeService";
import { LocationSummaryRef } from "../locations";

const GrnItemStatusEnum = builder.enumType("GrnItemStatus", { values: GRN_ITEM_STATUSES });
const QcDecisionEnum = builder.enumType("QcDecision", { values: QC_DECISIONS });

const GrnPurchaseOrderItemRef = builder.objectRef<PurchaseOrderItemRow>("GrnPurchaseOrderItem").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    uom: t.field({ type: UnitOfMeasureEnum, resolve: (i) => i.uom }),
    itemConversion: t.exposeInt("itemConversion"),
    product: t.field({ type: ItemProductRef, resolve: (i) => i.product }),
    requiredQuantity: t.exposeInt("requiredQuantity"),
    foc: t.exposeInt("foc"),
    grnRemainingQuantity: t.exposeInt("grnRemainingQuantity"),
    gstPercentage: t.exposeFloat("gstPercentage"),
    tradePrice: t.exposeFloat("tradePrice"),
  }),
});

const GrnPurchaseOrderRef = builder.objectRef<GrnRow["purchaseOrder"]>("GrnPurchaseOrder").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    createdAt: t.field({ type: "DateTime", resolve: (p) => p.createdAt }),
    status: t.field({ type: PurchaseOrderStatusEnum, resolve: (p) => p.status }),
    vendor: t.field({ type: ProductVendorRef, resolve: (p) => p.vendor }),
  }),
});

const GrnRefRef = builder.objectRef<GrnRefRow>("GrnRef").implement({
  fields: (t) => ({ id: t.exposeID("id"), secondaryId: t.exposeString("secondaryId"), invoiceNumber: t.exposeString("invoiceNumber") }),
});

const GrnItemRef = builder.objectRef<GrnItemRow>("GrnItem").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    grnId: t.exposeID("grnId"),
    grn: t.field({ type: GrnRefRef, resolve: (i) => i.grn }),
    actionId: t.exposeString("actionId"),
    poItemId: t.exposeID("poItemId"),
    productId: t.exposeID("productId"),
    product: t.field({ type: ItemProductRef, resolve: (i) => i.product }),
    batchNumber: t.exposeString("batchNumber"),
    batchExpiry: t.exposeString("batchExpiry"),
    mfgDate: t.exposeString("mfgDate", { nullable: true }),
    mrp: t.exposeFloat("mrp"),
    tradePrice: t.exposeFloat("tradePrice"),
    discValue: t.exposeFloat("discValue"),
    gstValue: t.exposeFloat("gstValue"),
    foc: t.exposeInt("foc"),
    receivedQuantity: t.exposeInt("receivedQuantity"),
    requiredQuantity: t.exposeInt("requiredQuantity"),
    status: t.field({ type: GrnItemStatusEnum, resolve: (i) => i.status }),
    comment: t.exposeString("comment", { nullable: true }),
    rejectComment: t.exposeString("rejectComment", { nullable: true }),
    uomFactor: t.exposeInt("uomFactor"),
    lotCount: t.exposeInt("lotCount"),
    purchaseOrderItem: t.field({ type: GrnPurchaseOrderItemRef, resolve: (i) => i.purchaseOrderItem }),
    createdAt: t.field({ type: "DateTime", resolve: (i) => i.createdAt }),
  }),
});

const GrnFiguresRef = builder.objectRef<GrnFigureSet>("GrnFigures").implement({
  description: "Some of a GRN's lines (received, rejected at QC, awaiting QC or accepted): how many, their packs (FOC included) and amounts.",
  fields: (t) => ({
    lines: t.exposeInt("lines"),
    packs: t.exposeInt("packs"),
    amount: t.exposeFloat("amount", { description: "Σ trade price × received quantity (FOC packs are free)." }),
    discount: t.exposeFloat("discount"),
    tax: t.exposeFloat("tax"),
    value: t.exposeFloat("value", { description: "amount − discount + tax." }),
  }),
});

const GrnRef = builder.objectRef<GrnRow>("Grn").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    poId: t.exposeID("poId"),
    purchaseOrder: t.field({ type: GrnPurchaseOrderRef, resolve: (g) => g.purchaseOrder }),
    status: t.field({ type: GrnItemStatusEnum, resolve: (g) => g.status }),
    locationId: t.exposeID("locationId"),
    location: t.field({ type: LocationSummaryRef, resolve: (g) => g.location }),
    invoiceNumber: t.exposeString("invoiceNumber"),
    invoiceDate: t.exposeString("invoiceDate"),
    stockArrivalDate: t.exposeString("stockArrivalDate"),
    comment: t.exposeString("comment", { nullable: true }),
    advanceIncomeTax: t.exposeFloat("advanceIncomeTax"),
    amount: t.exposeFloat("amount", { description: "Of the lines not rejected at QC." }),
    discount: t.exposeFloat("discount", { description: "Of the lines not rejected at QC." }),
    tax: t.exposeFloat("tax", { description: "Of the lines not rejected at QC." }),
    total: t.exposeFloat("total", { description: "What the GRN is worth: the lines not rejected at QC, with the advance income tax." }),
    receivedQuantity: t.exposeInt("receivedQuantity", { description: "Packs received (FOC included), rejected ones too." }),
    received: t.field({ type: GrnFiguresRef, resolve: (g) => g.received }),
    rejected: t.field({ type: GrnFiguresRef, resolve: (g) => g.rejected }),
    awaitingQc: t.field({ type: GrnFiguresRef, resolve: (g) => g.awaitingQc }),
    accepted: t.field({ type: GrnFiguresRef, resolve: (g) => g.accepted }),
    items: t.field({ type: [GrnItemRef], resolve: (g) => g.items }),
    createdAt: t.field({ type: "DateTime", resolve: (g) => g.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (g) => g.updatedAt }),
  }),
});

const GrnItemInputRef = builder.inputType("GrnItemInput", {
  fields: (t) => ({
    poItemId: t.id({ required: true }),
    batchNumber: t.string({ required: true }),
    batchExpiry: t.string({ required: true }),
    mfgDate: t.string(),
    mrp: t.float({ required: true }),
    tradePrice: t.float({ required: true }),
    discValue: t.float(),
    gstValue: t.float(),
    foc: t.int(),
    receivedQuantity: t.int({ required: true }),
  }),
});

const GrnInputRef = builder.inputType("GrnInput", {
  fields: (t) => ({
    poId: t.id({ required: true }),
    invoiceNumber: t.string({ required: true }),
    invoiceDate: t.string({ required: true }),
    stockArrivalDate: t.string({ required: true }),
    advanceIncomeTax: t.float(),
    comment: t.string(),
    items: t.field({ type: [GrnItemInputRef], required: true }),
  }),
});

const GrnQcItemInputRef = builder.inputType("GrnQcItemInput", {
  fields: (t) => ({
    grnItemId: t.id({ required: true }),
    status: t.field({ type: QcDecisionEnum, required: true }),
    comment: t.string(),
  }),
});

const GrnList = listType("Grn", GrnRef);
const GrnItemList = listType("GrnItem", GrnItemRef);
const grn = P.procurement.goodsReceiptNote;
const stockIntake = P.inventory.stockIntake.read;

builder.queryField("getAllGrns", (t) =>
  t.field({
    type: GrnList,
    authScopes: { permission: grn.read },
    args: { ...listArgs(t.arg), locationId: t.arg.id() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listGrns(scope, args)),
  }),
);

builder.queryField("getOneGrn", (t) =>
  t.field({
    type: GrnRef,
    authScopes: { permission: [grn.read, grn.details] },
    args: { grnId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getGrn(scope, args.grnId)),
  }),
);

builder.queryField("getAllGrnItems", (t) =>
  t.field({
    type: GrnItemList,
    authScopes: { permission: [stockIntake, grn.read] },
    args: { ...listArgs(t.arg), locationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listGrnItemsAwaitingIntake(scope, args)),
  }),
);

builder.mutationField("createGrn", (t) =>
  t.field({
    type: GrnRef,
    authScopes: { permission: grn.create },
    args: { grnDto: t.arg({ type: GrnInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => createGrn(scope, args.grnDto)),
  }),
);

builder.mutationField("updateGrnQCStatus", (t) =>
  t.field({
    type: GrnRef,
    authScopes: { permission: grn.update },
    args: { grnId: t.arg.id({ required: true }), items: t.arg({ type: [GrnQcItemInputRef], required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => updateGrnQcStatus(scope, args.grnId, args.items)),
  }),
);

builder.mutationField("updateGrnReceivedStatus", (t) =>
  t.field({
    type: [GrnRef],
    authScopes: { permission: [stockIntake, grn.update] },
    args: {
      grnIds: t.arg.idList({ required: true }),
      idempotencyKey: t.arg.string({ description: "One client-generated key per intake, sent again when the client retries it." }),
    },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => updateGrnReceivedStatus(scope, args.grnIds.map(String), args.idempotencyKey ?? null)),
  }),
);

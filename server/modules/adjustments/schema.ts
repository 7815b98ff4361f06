// Stock adjustment operations: getAdjustments, getAdjustment, getExpiredLots (system:adjustment:read),
// createAdjustment, createExpiredWriteOff (system:adjustment:create), updateAdjustmentStatus
// (system:adjustment:approve, ours; an author's withdrawal needs only create). Thin: the rules are in the services beside this file.
import { toMoneyNumber } from "../../../common/money";
import { P } from "../../../common/permissions/catalogue";
import { ADJUSTMENT_LINE_KINDS, ADJUSTMENT_STATUSES, ADJUSTMENT_TYPES } from "../../../common/schemas/adjustment";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { UserNameRef } from "../users";
import type { AdjustmentDetail, AdjustmentLotRow, AdjustmentProductRow, AdjustmentRow } from "./adjustmentQueries";
import { findAdjustment, listAdjustments } from "./adjustmentQueries";
import { createAdjustment } from "./createAdjustment";
import { updateAdjustmentStatus } from "./decideAdjustment";
import { createExpiredWriteOff, getExpiredLots, type ExpiredLotRow, type ExpiredStock } from "./expiredLots";

const AdjustmentTypeEnum = builder.enumType("AdjustmentType", { values: ADJUSTMENT_TYPES });
const AdjustmentStatusEnum = builder.enumType("AdjustmentStatus", { values: ADJUSTMENT_STATUSES });
const AdjustmentLineKindEnum = builder.enumType("AdjustmentLineKind", { values: ADJUSTMENT_LINE_KINDS });

const AdjustmentLocationRef = builder.objectRef<AdjustmentRow["location"]>("AdjustmentLocation").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const AdjustmentLotRef = builder.objectRef<AdjustmentLotRow>("AdjustmentLot").implement({
  description: "One line of an adjustment: a lot as it was when recorded, and as the approval left it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    lotId: t.exposeID("lotId"),
    actionId: t.exposeString("actionId"),
    batchNumber: t.exposeString("batchNumber"),
    kind: t.field({ type: AdjustmentLineKindEnum, resolve: (line) => line.kind }),
    reason: t.exposeString("reason"),
    status: t.exposeString("status", { description: "The lot's status when the line was made." }),
    adjustedStatus: t.exposeString("adjustedStatus", { nullable: true, description: "The lot's status once approved (null until then)." }),
    expiryDate: t.exposeString("expiryDate"),
    adjustedExpiryDate: t.string({ description: "Adjustments do not change expiry: the same as expiryDate.", resolve: (line) => line.expiryDate }),
    originalQuantity: t.exposeInt("originalQuantity", { description: "Selling units the lot held when the line was made." }),
    adjustedQuantity: t.exposeInt("adjustedQuantity", { description: "Selling units the line moves: negative takes out, positive brings in." }),
    holdsLot: t.exposeBoolean("holdsLot", { description: "The lot is kept out of sale (IN_ADJUSTMENT) while the adjustment is pending." }),
    locationName: t.exposeString("locationName"),
    adjustedLocationName: t.string({ description: "Adjustments do not move lots: the same as locationName.", resolve: (line) => line.locationName }),
    stockValue: t.float({ resolve: (line) => toMoneyNumber(line.stockValue) }),
    stockValueExcludingTax: t.float({ resolve: (line) => toMoneyNumber(line.stockValueExcludingTax) }),
    taxValue: t.float({ resolve: (line) => toMoneyNumber(line.taxValue) }),
  }),
});

const AdjustmentProductRef = builder.objectRef<AdjustmentProductRow>("AdjustmentProduct").implement({
  fields: (t) => ({
    id: t.exposeID("id", { description: "The product's id." }),
    locationId: t.exposeID("locationId"),
    productName: t.exposeString("productName"),
    netQuantity: t.exposeInt("netQuantity", { description: "Σ of its lots' adjustedQuantity." }),
    stockValue: t.float({ resolve: (product) => toMoneyNumber(product.stockValue) }),
    adjustmentLot: t.field({ type: [AdjustmentLotRef], resolve: (product) => product.adjustmentLot }),
  }),
});

const AdjustmentRef = builder.objectRef<AdjustmentRow>("Adjustment").implement({
  description: "Quantities and values are net and signed: negative takes stock out, positive brings it in.",
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    title: t.exposeString("title"),
    remarks: t.exposeString("remarks", { nullable: true }),
    adjustmentType: t.field({ type: AdjustmentTypeEnum, resolve: (a) => a.adjustmentType }),
    status: t.field({ type: AdjustmentStatusEnum, resolve: (a) => a.status }),
    auditId: t.exposeID("auditId", { nullable: true }),
    auditSecondaryId: t.exposeString("auditSecondaryId", { nullable: true, description: "The code of the audit whose close made it (AUD-000012)." }),
    locationId: t.id({ resolve: (a) => a.location.id }),
    location: t.field({ type: AdjustmentLocationRef, resolve: (a) => a.location }),
    itemCount: t.exposeInt("itemCount", { description: "Products." }),
    lotCount: t.exposeInt("lotCount"),
    adjustedQuantity: t.exposeInt("adjustedQuantity"),
    stockValue: t.float({ resolve: (a) => toMoneyNumber(a.stockValue) }),
    stockValueExcludingTax: t.float({ resolve: (a) => toMoneyNumber(a.stockValueExcludingTax) }),
    taxValue: t.float({ resolve: (a) => toMoneyNumber(a.taxValue) }),
    createdAt: t.field({ type: "DateTime", resolve: (a) => a.createdAt }),
    createdBy: t.field({ type: UserNameRef, nullable: true, resolve: (a) => a.createdBy }),
    updatedAt: t.field({ type: "DateTime", resolve: (a) => a.updatedAt }),
    updatedBy: t.field({ type: UserNameRef, nullable: true, resolve: (a) => a.updatedBy }),
    approvedAt: t.field({ type: "DateTime", nullable: true, resolve: (a) => a.approvedAt }),
    approvedBy: t.field({ type: UserNameRef, nullable: true, resolve: (a) => a.approvedBy }),
    products: t.field({
      type: [AdjustmentProductRef],
      description: "Its products and their lots: getAdjustment only (empty in lists).",
      resolve: (a) => ("products" in a ? (a as AdjustmentDetail).products : []),
    }),
  }),
});

const AdjustmentList = listType("Adjustment", AdjustmentRef);

const ExpiredLotRef = builder.objectRef<ExpiredLotRow>("ExpiredLot").implement({
  fields: (t) => ({
    lotId: t.exposeID("lotId"),
    actionId: t.exposeString("actionId"),
    productId: t.exposeID("productId"),
    productName: t.exposeString("productName"),
    batchExpiry: t.exposeString("batchExpiry"),
    quantity: t.exposeInt("quantity", { description: "Selling units left in the lot." }),
    stockValue: t.float({ resolve: (lot) => toMoneyNumber(lot.stockValue) }),
    stockValueExcludingTax: t.float({ resolve: (lot) => toMoneyNumber(lot.stockValueExcludingTax) }),
    taxValue: t.float({ resolve: (lot) => toMoneyNumber(lot.taxValue) }),
  }),
});

const ExpiredLotsRef = builder.objectRef<ExpiredStock>("ExpiredLots").implement({
  description: "Every expired lot in stock at a location that no pending adjustment holds, earliest expiry first, with their value at cost.",
  fields: (t) => ({
    locationId: t.exposeID("locationId"),
    lotCount: t.exposeInt("lotCount"),
    quantity: t.exposeInt("quantity"),
    stockValue: t.float({ resolve: (stock) => toMoneyNumber(stock.stockValue) }),
    stockValueExcludingTax: t.float({ resolve: (stock) => toMoneyNumber(stock.stockValueExcludingTax) }),
    taxValue: t.float({ resolve: (stock) => toMoneyNumber(stock.taxValue) }),
    lots: t.field({ type: [ExpiredLotRef], resolve: (stock) => stock.lots }),
  }),
});

const AdjustmentLineInputRef = builder.inputType("AdjustmentLineInput", {
  fields: (t) => ({
    lotId: t.id({ required: true }),
    quantity: t.int({ required: true, description: "Selling units taken out or brought in (from 1)." }),
    reason: t.string({ required: true }),
    kind: t.field({ type: AdjustmentLineKindEnum, description: "SHORT or EXCESS: needed for CORRECTION, implied by the other types." }),
  }),
});

const CreateAdjustmentInputRef = builder.inputType("CreateAdjustmentInput", {
  fields: (t) => ({
    title: t.string({ required: true }),
    remarks: t.string(),
    adjustmentType: t.field({ type: AdjustmentTypeEnum, required: true, description: "A hand type: EXPIRED, DAMAGED, LOST, FOUND or CORRECTION (AUDIT comes from closing an audit)." }),
    locationId: t.id({ required: true }),
    lines: t.field({ type: [AdjustmentLineInputRef], required: true }),
  }),
});

const { adjustment } = P.system;

builder.queryField("getAdjustments", (t) =>
  t.field({
    type: AdjustmentList,
    authScopes: { permission: adjustment.read },
    args: { ...listArgs(t.arg), locationId: t.arg.id() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listAdjustments(scope, args)),
  }),
);

builder.queryField("getAdjustment", (t) =>
  t.field({
    type: AdjustmentRef,
    authScopes: { permission: adjustment.read },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => findAdjustment(scope, String(args.id))),
  }),
);

builder.queryField("getExpiredLots", (t) =>
  t.field({
    type: ExpiredLotsRef,
    authScopes: { permission: adjustment.read },
    args: { locationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getExpiredLots(scope, String(args.locationId))),
  }),
);

builder.mutationField("createAdjustment", (t) =>
  t.field({
    type: AdjustmentRef,
    authScopes: { permission: adjustment.create },
    args: { input: t.arg({ type: CreateAdjustmentInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => createAdjustment(scope, args.input)),
  }),
);

builder.mutationField("createExpiredWriteOff", (t) =>
  t.field({
    type: AdjustmentRef,
    description: "One EXPIRED adjustment (PENDING) of every expired lot in stock at the location, whole.",
    authScopes: { permission: adjustment.create },
    args: { locationId: t.arg.id({ required: true }), title: t.arg.string(), remarks: t.arg.string() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => createExpiredWriteOff(scope, args)),
  }),
);

builder.mutationField("updateAdjustmentStatus", (t) =>
  t.field({
    type: AdjustmentRef,
    description: "PENDING → APPROVED (the stock moves; not by the adjustment's author) or REJECTED (its author may withdraw it with the create permission only); nothing else.",
    authScopes: { permission: adjustment.approve, $any: { permission: adjustment.create } },
    args: { id: t.arg.id({ required: true }), status: t.arg({ type: AdjustmentStatusEnum, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => updateAdjustmentStatus(scope, String(args.id), args.status)),
  }),
);

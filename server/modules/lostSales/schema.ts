// Lost sale operations (spec §4): createLostSale (at the till: pos:sell, or ours loss-sale:create), getLostSales,
// getLostSale(id), and getLostSaleTotals (ours: the list's totals by product).
import { P } from "../../../common/permissions/catalogue";
import { LOST_SALE_REASONS, LOST_SALE_TYPES } from "../../../common/schemas/lostSale";
import { inTransaction } from "../../core/transaction";
import { builder, type Types } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { UserNameRef } from "../users";
import { createLostSale, getLostSale, listLostSales, lostSaleTotals, type LostSaleRow, type LostSaleTotalRow } from "./service";

const LostSaleReasonEnum = builder.enumType("LostSaleReason", { values: LOST_SALE_REASONS });
const LostSaleTypeEnum = builder.enumType("LostSaleType", { values: LOST_SALE_TYPES });

const LostSaleRef = builder.objectRef<LostSaleRow>("LostSale").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    locationId: t.exposeID("locationId"),
    registerId: t.exposeID("registerId", { nullable: true }),
    productId: t.exposeID("productId", { nullable: true }),
    productName: t.exposeString("productName"),
    quantity: t.exposeInt("quantity"),
    price: t.exposeFloat("price"),
    value: t.exposeFloat("value"),
    currentInventory: t.exposeInt("currentInventory", { description: "Sellable units at the location when it was recorded." }),
    reason: t.field({ type: LostSaleReasonEnum, resolve: (l) => l.reason }),
    status: t.exposeString("status"),
    type: t.field({ type: LostSaleTypeEnum, resolve: (l) => l.type }),
    comment: t.exposeString("comment", { nullable: true }),
    createdAt: t.field({ type: "DateTime", resolve: (l) => l.createdAt }),
    createdBy: t.field({ type: UserNameRef, nullable: true, resolve: (l) => l.createdBy }),
  }),
});

const LostSaleTotalRef = builder.objectRef<LostSaleTotalRow>("LostSaleTotal").implement({
  fields: (t) => ({
    productId: t.exposeID("productId", { nullable: true }),
    productName: t.exposeString("productName"),
    count: t.exposeInt("count"),
    quantity: t.exposeInt("quantity"),
    value: t.exposeFloat("value"),
    lastAt: t.field({ type: "DateTime", resolve: (r) => r.lastAt }),
  }),
});

const LostSaleList = listType("LostSale", LostSaleRef);

const LostSaleInputRef = builder.inputType("LostSaleInput", {
  fields: (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) => ({
    locationId: t.id({ required: true }),
    registerId: t.id(),
    productId: t.id(),
    productName: t.string(),
    quantity: t.int({ required: true }),
    price: t.float(),
    reason: t.field({ type: LostSaleReasonEnum, required: true }),
    comment: t.string(),
  }),
});

const { lossSale, pos } = P.salesOrders;

builder.queryField("getLostSales", (t) =>
  t.field({
    type: LostSaleList,
    authScopes: { permission: lossSale.read },
    args: { ...listArgs(t.arg), search: t.arg.string(), locationId: t.arg.id() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listLostSales(scope, args)),
  }),
);

builder.queryField("getLostSale", (t) =>
  t.field({
    type: LostSaleRef,
    authScopes: { permission: lossSale.read },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getLostSale(scope, String(args.id))),
  }),
);

builder.queryField("getLostSaleTotals", (t) =>
  t.field({
    type: [LostSaleTotalRef],
    authScopes: { permission: lossSale.read },
    args: { locationId: t.arg.id(), from: t.arg({ type: "DateTime" }), to: t.arg({ type: "DateTime" }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => lostSaleTotals(scope, { locationId: args.locationId == null ? null : String(args.locationId), from: args.from, to: args.to })),
  }),
);

builder.mutationField("createLostSale", (t) =>
  t.field({
    type: LostSaleRef,
    authScopes: { permission: [pos.sell, lossSale.create] },
    args: { input: t.arg({ type: LostSaleInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => createLostSale(scope, args.input)),
  }),
);

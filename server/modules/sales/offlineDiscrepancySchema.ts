// Offline sale discrepancies (README "Offline sales (server)"): an order's offline number, its "made offline" flag
// and discrepancies; the manager's list (getOfflineDiscrepancies: order-management:order-list-read) and resolving
// one with a note (resolveOfflineDiscrepancy: order-management:update).
import { createContextCache } from "@pothos/core";
import DataLoader from "dataloader";
import { P } from "../../../common/permissions/catalogue";
import type { RequestContext } from "../../core/context";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { UserNameRef } from "../users";
import { discrepanciesOfOrders, listOfflineDiscrepancies, resolveOfflineDiscrepancy, type OfflineDiscrepancyRow } from "./offlineDiscrepancies";
import { OrderRef } from "./orderTypesSchema";

export const OfflineDiscrepancyRef = builder.objectRef<OfflineDiscrepancyRow>("OfflineDiscrepancy").implement({
  description: "What an offline sale could not be as the till made it: SHORTFALL (units no lot held) or PRICE (not the price in force at its time).",
  fields: (t) => ({
    id: t.exposeID("id"),
    orderId: t.exposeID("orderId"),
    orderSecondaryId: t.exposeString("orderSecondaryId"),
    locationId: t.exposeID("locationId"),
    offlineNumber: t.exposeString("offlineNumber"),
    kind: t.exposeString("kind", { description: "SHORTFALL or PRICE." }),
    productId: t.exposeID("productId", { nullable: true }),
    productName: t.exposeString("productName", { nullable: true }),
    lotId: t.exposeID("lotId", { nullable: true }),
    lotActionId: t.exposeString("lotActionId", { nullable: true, description: "The lot's label code." }),
    quantity: t.exposeInt("quantity", { nullable: true, description: "SHORTFALL: the units no lot held; PRICE: the line's units." }),
    expected: t.exposeString("expected", { nullable: true, description: "SHORTFALL: the units sold; PRICE: the unit price in force at the sale's time." }),
    actual: t.exposeString("actual", { nullable: true, description: "SHORTFALL: the units the lots gave; PRICE: the unit price the till charged." }),
    amount: t.exposeFloat("amount", { nullable: true, description: "PRICE: (charged − in force) × units." }),
    createdAt: t.field({ type: "DateTime", resolve: (d) => d.createdAt }),
    resolvedAt: t.field({ type: "DateTime", nullable: true, resolve: (d) => d.resolvedAt }),
    resolvedBy: t.field({ type: UserNameRef, nullable: true, resolve: (d) => d.resolvedBy }),
    note: t.exposeString("note", { nullable: true }),
  }),
});

const discrepanciesLoader = createContextCache(
  (ctx: RequestContext) => new DataLoader<string, OfflineDiscrepancyRow[]>((ids) => inTransaction(ctx, (scope) => discrepanciesOfOrders(scope, ids))),
);

builder.objectFields(OrderRef, (t) => ({
  offlineNumber: t.exposeString("offlineNumber", { nullable: true, description: "A sale made offline at the till: its own number, e.g. REG-0001-OFF-000042." }),
  madeOffline: t.exposeBoolean("madeOffline"),
  offlineDiscrepancies: t.field({
    type: [OfflineDiscrepancyRef],
    resolve: (order, _args, ctx) => (order.madeOffline ? discrepanciesLoader(ctx).load(order.id) : []),
  }),
}));

const OfflineDiscrepancyList = listType("OfflineDiscrepancy", OfflineDiscrepancyRef);
const { orderManagement } = P.salesOrders;

builder.queryField("getOfflineDiscrepancies", (t) =>
  t.field({
    type: OfflineDiscrepancyList,
    authScopes: { permission: orderManagement.orderListRead },
    args: { ...listArgs(t.arg), locationId: t.arg.id(), resolved: t.arg.boolean({ description: "true: resolved only; false: open only; omitted: both." }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listOfflineDiscrepancies(scope, args)),
  }),
);

builder.mutationField("resolveOfflineDiscrepancy", (t) =>
  t.field({
    type: OfflineDiscrepancyRef,
    authScopes: { permission: orderManagement.update },
    args: { id: t.arg.id({ required: true }), note: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => resolveOfflineDiscrepancy(scope, { id: String(args.id), note: args.note })),
  }),
);

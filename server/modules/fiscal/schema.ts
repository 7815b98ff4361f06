// Fiscal reporting operations: what an order shows of its postings (integrationConfigs, fiscalStatus), the
// postings screen (getFiscalPostings, getFiscalPostingAttempts, retryFiscalPosting: system:integration:*) and the
// number typed by hand (updateFbrInvoiceId, updateReturnFbrInvoiceId).
import { createContextCache } from "@pothos/core";
import DataLoader from "dataloader";
import { P } from "../../../common/permissions/catalogue";
import { FISCAL_POSTING_STATUSES } from "../../../common/schemas/integration";
import type { RequestContext } from "../../core/context";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { fileUrlForViewer } from "../files";
import { IntegrationTypeEnum } from "../integrations";
import { ReturnedOrderRef } from "../returns";
import { findOrder, OrderRef } from "../sales";
import {
  fiscalNumberIsSandbox,
  fiscalStatusOf,
  listFiscalPostings,
  postingAttempts,
  postingsOfOrders,
  retryFiscalPosting,
  setFiscalNumberByHand,
  type FiscalAttemptRow,
  type FiscalPostingRow,
  type OrderIntegrationConfigRow,
} from "./postingService";

const FiscalPostingStatusEnum = builder.enumType("FiscalPostingStatus", { values: FISCAL_POSTING_STATUSES });

const OrderIntegrationConfigRef = builder.objectRef<OrderIntegrationConfigRow>("OrderIntegrationConfig").implement({
  fields: (t) => ({
    integrationId: t.exposeID("integrationId"),
    apiResponseId: t.exposeString("apiResponseId", { nullable: true, description: "The authority's fiscal invoice number, once posted." }),
    type: t.field({ type: IntegrationTypeEnum, resolve: (c) => c.type }),
    name: t.exposeString("name"),
    charges: t.exposeFloat("charges"),
    status: t.field({ type: FiscalPostingStatusEnum, resolve: (c) => c.status }),
    logo: t.string({ nullable: true, description: "The integration's logo (the authority's POS logo the receipt prints).", resolve: (c, _args, ctx) => fileUrlForViewer(ctx, c.logo) }),
    sandbox: t.exposeBoolean("sandbox", { description: "The number came from this server's SANDBOX authority: not reported to the authority." }),
  }),
});

/** Each order's postings, once per request for every order and both fields below. */
const postingsLoader = createContextCache(
  (ctx: RequestContext) => new DataLoader<string, OrderIntegrationConfigRow[]>((ids) => inTransaction(ctx, (scope) => postingsOfOrders(scope, ids))),
);

// the same two fields on a sale and on a return order
for (const ref of [OrderRef, ReturnedOrderRef]) {
  builder.objectFields(ref, (t) => ({
    integrationConfigs: t.field({
      type: [OrderIntegrationConfigRef],
      resolve: (order, _args, ctx) => postingsLoader(ctx).load(order.id),
    }),
    fiscalStatus: t.field({
      type: FiscalPostingStatusEnum,
      nullable: true,
      description: "null: no tax authority reports this order; else the least advanced of its postings.",
      resolve: async (order, _args, ctx) => fiscalStatusOf(await postingsLoader(ctx).load(order.id)),
    }),
    fiscalNumberIsSandbox: t.boolean({
      description: "fbrInvoiceId came from this server's SANDBOX authority: it was not reported, and every screen and receipt says so.",
      resolve: async (order, _args, ctx) => fiscalNumberIsSandbox(order.fbrInvoiceId, await postingsLoader(ctx).load(order.id)),
    }),
  }));
}

const PostingIntegrationRef = builder.objectRef<FiscalPostingRow["integration"]>("FiscalPostingIntegration").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name"), type: t.field({ type: IntegrationTypeEnum, resolve: (i) => i.type }) }),
});

const FiscalPostingRef = builder.objectRef<FiscalPostingRow>("FiscalPosting").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    orderId: t.exposeID("orderId"),
    isReturn: t.boolean({ resolve: (p) => p.orderKind === "RETURN" }),
    usin: t.exposeString("usin"),
    refUsin: t.exposeString("refUsin", { nullable: true }),
    status: t.field({ type: FiscalPostingStatusEnum, resolve: (p) => p.status }),
    attempts: t.exposeInt("attempts"),
    lastError: t.exposeString("lastError", { nullable: true }),
    lastAttemptAt: t.field({ type: "DateTime", nullable: true, resolve: (p) => p.lastAttemptAt }),
    fiscalInvoiceNumber: t.exposeString("fiscalInvoiceNumber", { nullable: true }),
    numberSource: t.exposeString("numberSource", { nullable: true, description: "AUTHORITY, SANDBOX (this server's sandbox authority: not reported) or MANUAL." }),
    charges: t.float({ resolve: (p) => Number(p.charges) }),
    integration: t.field({ type: PostingIntegrationRef, resolve: (p) => p.integration }),
    createdAt: t.field({ type: "DateTime", resolve: (p) => p.createdAt }),
  }),
});

const FiscalAttemptRef = builder.objectRef<FiscalAttemptRow>("FiscalPostingAttempt").implement({
  fields: (t) => ({
    attempt: t.exposeInt("attempt"),
    outcome: t.exposeString("outcome"),
    httpStatus: t.exposeInt("httpStatus", { nullable: true }),
    responseCode: t.exposeString("responseCode", { nullable: true }),
    message: t.exposeString("message"),
    durationMs: t.exposeInt("durationMs"),
    createdAt: t.field({ type: "DateTime", resolve: (a) => a.createdAt }),
  }),
});

const FiscalPostingList = listType("FiscalPosting", FiscalPostingRef);
const { integration } = P.system;

builder.queryField("getFiscalPostings", (t) =>
  t.field({
    type: FiscalPostingList,
    authScopes: { permission: integration.read },
    args: { ...listArgs(t.arg), statuses: t.arg({ type: [FiscalPostingStatusEnum] }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listFiscalPostings(scope, args)),
  }),
);

builder.queryField("getFiscalPostingAttempts", (t) =>
  t.field({
    type: [FiscalAttemptRef],
    authScopes: { permission: integration.read },
    args: { postingId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => postingAttempts(scope, args.postingId)),
  }),
);

builder.mutationField("retryFiscalPosting", (t) =>
  t.field({
    type: FiscalPostingRef,
    authScopes: { permission: integration.update },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => retryFiscalPosting(scope, args.id)),
  }),
);

builder.mutationField("updateFbrInvoiceId", (t) =>
  t.field({
    type: OrderRef,
    authScopes: { permission: integration.update },
    args: { invoiceId: t.arg.string({ required: true }), orderId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      inTransaction(ctx, async (scope) => findOrder(scope.tx, scope.tenantId, await setFiscalNumberByHand(scope, args.orderId, args.invoiceId, "NORMAL"))),
  }),
);

builder.mutationField("updateReturnFbrInvoiceId", (t) =>
  t.field({
    type: OrderRef,
    authScopes: { permission: integration.update },
    args: { invoiceId: t.arg.string({ required: true }), returnOrderId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      inTransaction(ctx, async (scope) => findOrder(scope.tx, scope.tenantId, await setFiscalNumberByHand(scope, args.returnOrderId, args.invoiceId, "RETURN"))),
  }),
);

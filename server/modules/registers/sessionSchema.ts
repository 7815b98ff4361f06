// Register sessions, cash in/out and summaries: open/close a register, its sessions,
// balance history, the X-out and register summaries, and the Z report of a location.
import { P } from "../../../common/permissions/catalogue";
import { REGISTER_CASH_ENTRY_KINDS, REGISTER_SESSION_STATUSES } from "../../../common/schemas/registerSession";
import { inTransaction } from "../../core/transaction";
import { builder, type Types } from "../../graphql/builder";
import { listType } from "../../graphql/listTypes";
import { UserNameRef } from "../users";
import { PaymentMethodEnum } from "./paymentMethodSchema";
import { addRegisterCash, getBalanceHistory, type RegisterBalanceEntryRow } from "./cashService";
import type { RegisterSessionRow } from "./sessionRows";
import { closeRegisterSession, getRegisterSession, listRegisterSessions, openRegisterSession } from "./sessionService";
import { getRegisterSummary, getSessionSummary, getZReport, type PaymentMethodSummaryRow, type RegisterSummaryRow, type SessionSummaryRow } from "./summaryService";

const RegisterSessionStatusEnum = builder.enumType("RegisterSessionStatus", { values: REGISTER_SESSION_STATUSES });
const RegisterCashEntryKindEnum = builder.enumType("RegisterCashEntryKind", { values: REGISTER_CASH_ENTRY_KINDS });

export const RegisterSessionRef = builder.objectRef<RegisterSessionRow>("RegisterSession").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    registerId: t.exposeID("registerId"),
    registerName: t.exposeString("registerName"),
    locationId: t.exposeID("locationId"),
    status: t.field({ type: RegisterSessionStatusEnum, resolve: (s) => s.status }),
    openingAmount: t.exposeFloat("openingAmount"),
    balance: t.exposeFloat("balance"),
    closingAmount: t.exposeFloat("closingAmount", { nullable: true }),
    isAmountMatched: t.exposeBoolean("isAmountMatched", { nullable: true }),
    note: t.exposeString("note", { nullable: true }),
    closingNote: t.exposeString("closingNote", { nullable: true }),
    openedAt: t.field({ type: "DateTime", resolve: (s) => s.openedAt }),
    openedBy: t.field({ type: UserNameRef, resolve: (s) => s.openedBy }),
    closedAt: t.field({ type: "DateTime", nullable: true, resolve: (s) => s.closedAt }),
    closedBy: t.field({ type: UserNameRef, nullable: true, resolve: (s) => s.closedBy }),
  }),
});

const RegisterSessionList = listType("RegisterSession", RegisterSessionRef);

const RegisterBalanceEntryRef = builder.objectRef<RegisterBalanceEntryRow>("RegisterBalanceEntry").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.field({ type: RegisterCashEntryKindEnum, resolve: (e) => e.kind }),
    amount: t.exposeFloat("amount"),
    note: t.exposeString("note", { nullable: true }),
    balanceAfter: t.exposeFloat("balanceAfter"),
    createdAt: t.field({ type: "DateTime", resolve: (e) => e.createdAt }),
    createdBy: t.field({ type: UserNameRef, nullable: true, resolve: (e) => e.createdBy }),
  }),
});

const summaryFields = <T extends PaymentMethodSummaryRow>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, T>) => ({
  gross: t.float({ resolve: (m) => m.gross }),
  discount: t.float({ resolve: (m) => m.discount }),
  tax: t.float({ resolve: (m) => m.tax }),
  returned: t.float({ resolve: (m) => m.returned }),
  netSale: t.float({ resolve: (m) => m.netSale }),
  netAmount: t.float({ resolve: (m) => m.netAmount }),
  orderCount: t.int({ resolve: (m) => m.orderCount }),
  integrationCharges: t.float({ resolve: (m) => m.integrationCharges }),
  platformFee: t.float({ resolve: (m) => m.platformFee }),
  shippingFee: t.float({ resolve: (m) => m.shippingFee }),
});

const PaymentMethodSummaryTotalRef = builder.objectRef<PaymentMethodSummaryRow>("PaymentMethodSummaryTotal").implement({ fields: summaryFields });

type MethodRow = SessionSummaryRow["methods"][number];
const PaymentMethodSummaryRef = builder.objectRef<MethodRow>("PaymentMethodSummary").implement({
  fields: (t) => ({ method: t.field({ type: PaymentMethodEnum, resolve: (m) => m.method }), ...summaryFields(t) }),
});

const SessionSummaryRef = builder.objectRef<SessionSummaryRow>("SessionSummary").implement({
  fields: (t) => ({
    sessionId: t.exposeID("sessionId", { nullable: true }),
    registerName: t.exposeString("registerName", { nullable: true }),
    locationName: t.exposeString("locationName"),
    startDate: t.field({ type: "DateTime", resolve: (s) => s.startDate }),
    endDate: t.field({ type: "DateTime", nullable: true, resolve: (s) => s.endDate }),
    methods: t.field({ type: [PaymentMethodSummaryRef], resolve: (s) => s.methods }),
    total: t.field({ type: PaymentMethodSummaryTotalRef, resolve: (s) => s.total }),
  }),
});

const RegisterSummaryRef = builder.objectRef<RegisterSummaryRow>("RegisterSummary").implement({
  fields: (t) => ({
    balance: t.exposeFloat("balance"),
    openingAmount: t.exposeFloat("openingAmount"),
    closingAmount: t.exposeFloat("closingAmount", { nullable: true }),
    returnTotalAmount: t.exposeFloat("returnTotalAmount"),
    totalAdditions: t.exposeFloat("totalAdditions"),
    totalWithdrawals: t.exposeFloat("totalWithdrawals"),
    totalAmount: t.exposeFloat("totalAmount"),
    totalDiscount: t.exposeFloat("totalDiscount"),
    cashSales: t.exposeFloat("cashSales"),
    cashRefunds: t.exposeFloat("cashRefunds"),
  }),
});

const DenominationCountInputRef = builder.inputType("DenominationCountInput", {
  fields: (t) => ({ denomination: t.int({ required: true }), count: t.int({ required: true }) }),
});
const OpenRegisterSessionInputRef = builder.inputType("OpenRegisterSessionInput", {
  fields: (t) => ({ openingAmount: t.float({ required: true }), denominations: t.field({ type: [DenominationCountInputRef] }), note: t.string() }),
});
const CloseRegisterSessionInputRef = builder.inputType("CloseRegisterSessionInput", {
  fields: (t) => ({ closingAmount: t.float({ required: true }), denominations: t.field({ type: [DenominationCountInputRef] }), note: t.string() }),
});
const RegisterCashInputRef = builder.inputType("RegisterCashInput", {
  fields: (t) => ({ kind: t.field({ type: RegisterCashEntryKindEnum, required: true }), amount: t.float({ required: true }), note: t.string({ required: true }) }),
});

// opening/closing a SALES_REGISTER takes its own permission, checked by the service once the register's type is known
const operate = [P.salesOrders.pos.openCashRegister, P.salesOrders.pos.closeCashRegister, P.salesOrders.pos.registerRead];
const read = P.salesOrders.pos.registerRead;

builder.mutationField("openLocationRegister", (t) =>
  t.field({
    type: RegisterSessionRef,
    authScopes: { permission: operate },
    args: { registerId: t.arg.id({ required: true }), session: t.arg({ type: OpenRegisterSessionInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => openRegisterSession(scope, args.registerId, args.session)),
  }),
);

builder.mutationField("closeLocationRegister", (t) =>
  t.field({
    type: RegisterSessionRef,
    authScopes: { permission: operate },
    args: { registerSessionId: t.arg.id({ required: true }), dto: t.arg({ type: CloseRegisterSessionInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => closeRegisterSession(scope, args.registerSessionId, args.dto)),
  }),
);

builder.mutationField("addRegisterCash", (t) =>
  t.field({
    type: RegisterBalanceEntryRef,
    authScopes: { permission: P.salesOrders.pos.cashInOut },
    args: { registerSessionId: t.arg.id({ required: true }), input: t.arg({ type: RegisterCashInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => addRegisterCash(scope, args.registerSessionId, args.input)),
  }),
);

builder.queryField("getLocationRegisterSessions", (t) =>
  t.field({
    type: RegisterSessionList,
    authScopes: { permission: read },
    args: { registerId: t.arg.id({ required: true }), page: t.arg.int(), limit: t.arg.int() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listRegisterSessions(scope, args)),
  }),
);

builder.queryField("getLocationRegisterSession", (t) =>
  t.field({
    type: RegisterSessionRef,
    authScopes: { permission: read },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getRegisterSession(scope, args.id)),
  }),
);

builder.queryField("getLocationRegisterBalanceHistoryBySessionId", (t) =>
  t.field({
    type: [RegisterBalanceEntryRef],
    authScopes: { permission: read },
    args: { sessionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getBalanceHistory(scope, args.sessionId)),
  }),
);

builder.queryField("getLocationSessionSummaryById", (t) =>
  t.field({
    type: SessionSummaryRef,
    authScopes: { permission: read },
    args: { sessionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getSessionSummary(scope, args.sessionId)),
  }),
);

builder.queryField("getRegisterSummaryById", (t) =>
  t.field({
    type: RegisterSummaryRef,
    authScopes: { permission: read },
    args: { sessionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getRegisterSummary(scope, args.sessionId)),
  }),
);

builder.queryField("getZReportByLocationAndDate", (t) =>
  t.field({
    type: SessionSummaryRef,
    authScopes: { permission: P.salesOrders.pos.zReport },
    args: { startDate: t.arg({ type: "DateTime", required: true }), endDate: t.arg({ type: "DateTime", required: true }), locationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getZReport(scope, args)),
  }),
);

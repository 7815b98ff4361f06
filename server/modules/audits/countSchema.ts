// Counting an audit (system/audit/execution): scanAuditLot and completeProductAudit (system:audit:update, ours),
// and reading what was counted: getAuditProductSummary and getAllAuditLots (system:audit:read).
import { P } from "../../../common/permissions/catalogue";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { AuditLotStatusEnum, AuditProductStatusEnum } from "./auditEnumSchema";
import { auditProductSummary, listAuditLots, type AuditLotRow, type AuditProductSummary } from "./auditLotQueries";
import { completeProductAudit, scanAuditLot } from "./countService";

const AuditProductSummaryRef = builder.objectRef<AuditProductSummary>("AuditProductSummary").implement({
  description: "One product of an audit: a lot not counted yet expects what the books hold on the shelf now, a counted one what they held at its count.",
  fields: (t) => ({
    productId: t.exposeID("productId"),
    productName: t.exposeString("productName"),
    status: t.field({ type: AuditProductStatusEnum, resolve: (summary) => summary.status }),
    expectedQuantity: t.exposeInt("expectedQuantity"),
    actualQuantity: t.exposeInt("actualQuantity"),
    matchedCount: t.exposeInt("matchedCount"),
    shortCount: t.exposeInt("shortCount"),
    shortAmount: t.exposeFloat("shortAmount", { description: "Value at cost of the units short." }),
    excessCount: t.exposeInt("excessCount"),
    excessAmount: t.exposeFloat("excessAmount", { description: "Value at cost of the units in excess." }),
    totalLots: t.exposeInt("totalLots"),
    scannedLots: t.exposeInt("scannedLots"),
    remainingLots: t.exposeInt("remainingLots", { description: "Lots not counted yet (none once the product is completed)." }),
    stockValue: t.exposeFloat("stockValue", { description: "Value at cost of the units counted." }),
  }),
});

const AuditLotRef = builder.objectRef<AuditLotRow>("AuditLot").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    auditId: t.exposeID("auditId"),
    auditProductId: t.exposeID("auditProductId"),
    lotId: t.exposeID("lotId"),
    actionId: t.exposeString("actionId"),
    batchNumber: t.exposeString("batchNumber"),
    batchExpiry: t.exposeString("batchExpiry"),
    status: t.field({ type: AuditLotStatusEnum, resolve: (lot) => lot.status }),
    expectedQuantity: t.exposeInt("expectedQuantity", { description: "Units the books held at its count (not counted yet: hold now)." }),
    actualQuantity: t.exposeInt("actualQuantity", { nullable: true, description: "Units counted; null until counted." }),
    scanType: t.exposeString("scanType", { nullable: true, description: "OPEN or BOX; null when never scanned." }),
    isExpected: t.exposeBoolean("isExpected", { description: "In the audit from its start (false: counted on a confirmed scan)." }),
    lotStockValue: t.exposeFloat("lotStockValue", { description: "Value at cost of the units it is short or in excess by." }),
    countedAt: t.field({ type: "DateTime", nullable: true, resolve: (lot) => lot.countedAt }),
  }),
});

const AuditLotList = listType("AuditLot", AuditLotRef);

const ScanLotsInputRef = builder.inputType("ScanLotsInput", {
  fields: (t) => ({
    auditId: t.id({ required: true }),
    productId: t.id({ required: true }),
    scannedLotActionId: t.string({ required: true }),
    quantity: t.int({ description: "Open scan: the loose units of an opened pack (0 to the pack's units). None: a Box scan of a sealed pack." }),
    force: t.boolean({ description: "Confirms a count that differs from the books, or a lot the audit did not expect (QUANTITY_MISMATCH without it)." }),
  }),
});

const { audit: auditPermissions } = P.system;

builder.queryField("getAuditProductSummary", (t) =>
  t.field({
    type: AuditProductSummaryRef,
    authScopes: { permission: auditPermissions.read },
    args: { auditProductId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => auditProductSummary(scope, String(args.auditProductId))),
  }),
);

builder.queryField("getAllAuditLots", (t) =>
  t.field({
    type: AuditLotList,
    authScopes: { permission: auditPermissions.read },
    args: { ...listArgs(t.arg), locationId: t.arg.id() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listAuditLots(scope, args)),
  }),
);

builder.mutationField("scanAuditLot", (t) =>
  t.boolean({
    authScopes: { permission: auditPermissions.update },
    args: { scanLotsDto: t.arg({ type: ScanLotsInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => scanAuditLot(scope, args.scanLotsDto)),
  }),
);

builder.mutationField("completeProductAudit", (t) =>
  t.field({
    type: AuditProductSummaryRef,
    description: "Ends the product's count: every lot never scanned is counted empty; answers the product's summary.",
    authScopes: { permission: auditPermissions.update },
    args: { auditId: t.arg.id({ required: true }), productId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      inTransaction(ctx, async (scope) => auditProductSummary(scope, await completeProductAudit(scope, String(args.auditId), String(args.productId)))),
  }),
);

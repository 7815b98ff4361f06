// Stock audit operations (system/audit): getAllAudits, getAudit (system:audit:read), createAudit
// (system:audit:create), startAudit and closeAudit (system:audit:update, ours: the execution). Counting and the
// lots are in countSchema.ts.
import { P } from "../../../common/permissions/catalogue";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { AuditProductStatusEnum, AuditStatusEnum, AuditTypeEnum } from "./auditEnumSchema";
import { auditProductsOfAudits, findAudit, listAudits, type AuditProductRow, type AuditRow } from "./auditQueries";
import { closeAudit, createAudit, startAudit } from "./auditService";

const AuditedProductRef = builder.objectRef<AuditProductRow["product"]>("AuditedProduct").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name"), secondaryId: t.exposeString("secondaryId"), uomFactor: t.exposeInt("uomFactor") }),
});

const AuditProductRef = builder.objectRef<AuditProductRow>("AuditProduct").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    status: t.field({ type: AuditProductStatusEnum, resolve: (row) => row.status }),
    lotCount: t.exposeInt("lotCount"),
    secondaryId: t.exposeString("secondaryId", { description: "The product's code (an audit counts a product once)." }),
    product: t.field({ type: AuditedProductRef, resolve: (row) => row.product }),
  }),
});

const AuditLocationRef = builder.objectRef<AuditRow["location"]>("AuditLocation").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const AuditRef = builder.objectRef<AuditRow>("Audit").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    type: t.field({ type: AuditTypeEnum, resolve: (audit) => audit.type }),
    status: t.field({ type: AuditStatusEnum, resolve: (audit) => audit.status }),
    percentage: t.exposeInt("percentage", { nullable: true, description: "The automatic types' percentage of products." }),
    locationId: t.id({ resolve: (audit) => audit.location.id }),
    location: t.field({ type: AuditLocationRef, resolve: (audit) => audit.location }),
    itemCount: t.exposeInt("itemCount", { description: "Products counted." }),
    lotCount: t.exposeInt("lotCount"),
    matchedProducts: t.exposeInt("matchedProducts", { description: "Completed products with no short or excess lot." }),
    shortProducts: t.exposeInt("shortProducts"),
    shortStockValue: t.exposeFloat("shortStockValue", { description: "Value at cost of the units found short." }),
    excessProducts: t.exposeInt("excessProducts"),
    excessStockValue: t.exposeFloat("excessStockValue", { description: "Value at cost of the units found in excess." }),
    closureReason: t.exposeString("closureReason", { nullable: true }),
    adjustmentId: t.exposeID("adjustmentId", { nullable: true, description: "The PENDING adjustment its close made (none when everything matched)." }),
    createdAt: t.field({ type: "DateTime", resolve: (audit) => audit.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (audit) => audit.updatedAt }),
    closedAt: t.field({ type: "DateTime", nullable: true, resolve: (audit) => audit.closedAt }),
    auditProducts: t.loadableList({
      type: AuditProductRef,
      description: "Its products, by name (a page of audits reads them in one statement).",
      load: (ids: string[], ctx) => inTransaction(ctx, (scope) => auditProductsOfAudits(scope, ids)),
      resolve: (audit) => audit.id,
    }),
  }),
});

const AuditList = listType("Audit", AuditRef);

const CreateAuditInputRef = builder.inputType("CreateAuditInput", {
  fields: (t) => ({
    locationId: t.id({ required: true }),
    selectionType: t.field({ type: AuditTypeEnum, required: true }),
    percentage: t.int({ description: "HIGH_SELLING, LOW_SELLING, RANDOM: 1 to 10 % of the location's products." }),
    productIds: t.idList({ description: "SPECIFIC_PRODUCT: the products to count." }),
  }),
});

const { audit: auditPermissions } = P.system;

builder.queryField("getAllAudits", (t) =>
  t.field({
    type: AuditList,
    authScopes: { permission: auditPermissions.read },
    args: { ...listArgs(t.arg), locationId: t.arg.id() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listAudits(scope, args)),
  }),
);

builder.queryField("getAudit", (t) =>
  t.field({
    type: AuditRef,
    authScopes: { permission: auditPermissions.read },
    args: { auditId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => findAudit(scope, String(args.auditId))),
  }),
);

builder.mutationField("createAudit", (t) =>
  t.field({
    type: AuditRef,
    authScopes: { permission: auditPermissions.create },
    args: { createAuditDto: t.arg({ type: CreateAuditInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, async (scope) => findAudit(scope, await createAudit(scope, args.createAuditDto))),
  }),
);

builder.mutationField("startAudit", (t) =>
  t.boolean({
    authScopes: { permission: auditPermissions.update },
    args: { auditId: t.arg.id({ required: true }), productId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => startAudit(scope, String(args.auditId), String(args.productId))),
  }),
);

builder.mutationField("closeAudit", (t) =>
  t.boolean({
    authScopes: { permission: auditPermissions.update },
    args: { auditId: t.arg.id({ required: true }), closureReason: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => closeAudit(scope, String(args.auditId), args.closureReason)),
  }),
);

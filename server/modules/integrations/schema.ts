// Integration settings operations (system:integration:*): getIntegrations, getIntegration, createIntegration,
// updateIntegration. The access token and POS ID are input only: the type has no field that could return them.
import { P } from "../../../common/permissions/catalogue";
import { INTEGRATION_ORDER_TYPES, INTEGRATION_STATUSES, INTEGRATION_TYPES, type IntegrationType } from "../../../common/schemas/integration";
import type { Config } from "../../config";
import { secretBoxFor } from "../../core/secretBox";
import { inTransaction } from "../../core/transaction";
import { builder, type Types } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { fileUrlForViewer } from "../files";
import { fiscalTargetNote, fiscalTargetOf, type FiscalTarget } from "./fiscalTargets";
import { createIntegration, getIntegration, listIntegrations, updateIntegration, type IntegrationRow } from "./service";

export const IntegrationTypeEnum = builder.enumType("IntegrationType", { values: INTEGRATION_TYPES });
const IntegrationStatusEnum = builder.enumType("IntegrationStatus", { values: INTEGRATION_STATUSES });
const IntegrationOrderTypeEnum = builder.enumType("IntegrationOrderType", { values: INTEGRATION_ORDER_TYPES });

const IntegrationPlaceRef = builder.objectRef<{ id: string; name: string }>("IntegrationPlace").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const IntegrationRef = builder.objectRef<IntegrationRow>("Integration").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    integrationId: t.exposeString("integrationId"),
    name: t.exposeString("name"),
    type: t.field({ type: IntegrationTypeEnum, resolve: (i) => i.type }),
    status: t.field({ type: IntegrationStatusEnum, resolve: (i) => i.status }),
    allowedOrderType: t.field({ type: [IntegrationOrderTypeEnum], resolve: (i) => i.allowedOrderType }),
    charges: t.float({ resolve: (i) => Number(i.charges) }),
    logo: t.string({ nullable: true, resolve: (i, _args, ctx) => fileUrlForViewer(ctx, i.logo) }),
    locationId: t.exposeID("locationId"),
    location: t.field({ type: IntegrationPlaceRef, resolve: (i) => i.location }),
    registerId: t.exposeID("registerId"),
    register: t.field({ type: IntegrationPlaceRef, resolve: (i) => i.register }),
    createdAt: t.field({ type: "DateTime", resolve: (i) => i.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (i) => i.updatedAt }),
  }),
});

const IntegrationList = listType("Integration", IntegrationRef);

const integrationInputFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) => ({
  name: t.string({ required: true }),
  type: t.field({ type: IntegrationTypeEnum, required: true }),
  status: t.field({ type: IntegrationStatusEnum, required: true }),
  allowedOrderType: t.field({ type: [IntegrationOrderTypeEnum], required: true }),
  charges: t.float({ required: true }),
  logo: t.string(),
  locationId: t.id({ required: true }),
  registerId: t.id({ required: true }),
  accessToken: t.string({ description: "Write-only: stored encrypted, never returned. Blank on update keeps the saved one." }),
  posId: t.string({ description: "Write-only: stored encrypted, never returned. Blank on update keeps the saved one." }),
});

const IntegrationInputRef = builder.inputType("IntegrationInput", { fields: integrationInputFields });
const UpdateIntegrationInputRef = builder.inputType("UpdateIntegrationInput", {
  fields: (t) => ({ id: t.id({ required: true }), ...integrationInputFields(t) }),
});

const { integration } = P.system;

const targetsOf = (config: Config) => (type: IntegrationType) => fiscalTargetOf(config.fiscal, type);

const FiscalTargetEnum = builder.enumType("FiscalTarget", { values: ["AUTHORITY", "SANDBOX", "NONE"] as const });

const FiscalAuthorityRef = builder.objectRef<{ type: IntegrationType; target: FiscalTarget }>("FiscalAuthority").implement({
  description: "Where this server posts an authority's invoices.",
  fields: (t) => ({
    type: t.field({ type: IntegrationTypeEnum, resolve: (a) => a.type }),
    target: t.field({ type: FiscalTargetEnum, resolve: (a) => a.target }),
    note: t.string({ description: "What the settings screen says about it (why an integration cannot be ACTIVE, or that numbers are sandbox ones).", resolve: (a) => fiscalTargetNote(a.type, a.target) }),
  }),
});

builder.queryField("fiscalAuthorities", (t) =>
  t.field({
    type: [FiscalAuthorityRef],
    authScopes: { permission: integration.read },
    resolve: (_root, _args, ctx) => INTEGRATION_TYPES.map((type) => ({ type, target: fiscalTargetOf(ctx.config.fiscal, type) })),
  }),
);

builder.queryField("getIntegrations", (t) =>
  t.field({
    type: IntegrationList,
    authScopes: { permission: integration.read },
    args: { ...listArgs(t.arg), locationId: t.arg.id() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listIntegrations(scope, args)),
  }),
);

builder.queryField("getIntegration", (t) =>
  t.field({
    type: IntegrationRef,
    authScopes: { permission: integration.read },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getIntegration(scope, args.id)),
  }),
);

builder.mutationField("createIntegration", (t) =>
  t.field({
    type: IntegrationRef,
    authScopes: { permission: integration.create },
    args: { dto: t.arg({ type: IntegrationInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => createIntegration(scope, secretBoxFor(ctx.config), targetsOf(ctx.config), args.dto)),
  }),
);

builder.mutationField("updateIntegration", (t) =>
  t.field({
    type: IntegrationRef,
    authScopes: { permission: integration.update },
    args: { input: t.arg({ type: UpdateIntegrationInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => updateIntegration(scope, secretBoxFor(ctx.config), targetsOf(ctx.config), args.input)),
  }),
);

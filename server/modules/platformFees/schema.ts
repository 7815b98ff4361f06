// Platform fee settings operations (system:platform-fee:*): getPlatformFeeConfigs, getPlatformFeeConfig,
// createPlatformFeeConfig, updatePlatformFeeConfig.
import { P } from "../../../common/permissions/catalogue";
import { PLATFORM_FEE_ORDER_TYPES, PLATFORM_FEE_TYPES } from "../../../common/schemas/platformFee";
import { inTransaction } from "../../core/transaction";
import { builder, type Types } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { createPlatformFee, getPlatformFee, listPlatformFees, updatePlatformFee, type PlatformFeeRow } from "./service";

const PlatformFeeOrderTypeEnum = builder.enumType("PlatformFeeOrderType", { values: PLATFORM_FEE_ORDER_TYPES });
const PlatformFeeTypeEnum = builder.enumType("PlatformFeeType", { values: PLATFORM_FEE_TYPES });

const PlatformFeeConfigLocationRef = builder.objectRef<PlatformFeeRow["location"]>("PlatformFeeConfigLocation").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const PlatformFeeConfigRef = builder.objectRef<PlatformFeeRow>("PlatformFeeConfig").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    locationId: t.exposeID("locationId"),
    location: t.field({ type: PlatformFeeConfigLocationRef, resolve: (f) => f.location }),
    name: t.exposeString("name"),
    orderType: t.field({ type: PlatformFeeOrderTypeEnum, resolve: (f) => f.orderType }),
    platformFeeType: t.field({ type: PlatformFeeTypeEnum, resolve: (f) => f.platformFeeType }),
    platformFeeValue: t.float({ resolve: (f) => Number(f.platformFeeValue) }),
    platformFeeTaxRate: t.float({ resolve: (f) => Number(f.platformFeeTaxRate) }),
    platformFeeTaxable: t.exposeBoolean("platformFeeTaxable"),
    platformFeeAccountCode: t.exposeString("platformFeeAccountCode"),
    createdAt: t.field({ type: "DateTime", resolve: (f) => f.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (f) => f.updatedAt }),
  }),
});

const PlatformFeeConfigList = listType("PlatformFeeConfig", PlatformFeeConfigRef);

const feeInputFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) => ({
  locationId: t.id({ required: true }),
  name: t.string({ required: true }),
  orderType: t.field({ type: PlatformFeeOrderTypeEnum, required: true }),
  platformFeeType: t.field({ type: PlatformFeeTypeEnum, required: true }),
  platformFeeValue: t.float({ required: true }),
  platformFeeTaxRate: t.float({ required: true }),
  platformFeeTaxable: t.boolean(),
  platformFeeAccountCode: t.string({ required: true }),
});

const PlatformFeeConfigInputRef = builder.inputType("PlatformFeeConfigInput", { fields: feeInputFields });

const UpdatePlatformFeeConfigInputRef = builder.inputType("UpdatePlatformFeeConfigInput", {
  fields: (t) => ({ id: t.id({ required: true }), ...feeInputFields(t) }),
});

const { platformFee } = P.system;

builder.queryField("getPlatformFeeConfigs", (t) =>
  t.field({
    type: PlatformFeeConfigList,
    authScopes: { permission: platformFee.read },
    args: { ...listArgs(t.arg), locationId: t.arg.id() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listPlatformFees(scope, args)),
  }),
);

builder.queryField("getPlatformFeeConfig", (t) =>
  t.field({
    type: PlatformFeeConfigRef,
    authScopes: { permission: platformFee.read },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getPlatformFee(scope, args.id)),
  }),
);

builder.mutationField("createPlatformFeeConfig", (t) =>
  t.field({
    type: PlatformFeeConfigRef,
    authScopes: { permission: platformFee.create },
    args: { input: t.arg({ type: PlatformFeeConfigInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => createPlatformFee(scope, args.input)),
  }),
);

builder.mutationField("updatePlatformFeeConfig", (t) =>
  t.field({
    type: PlatformFeeConfigRef,
    authScopes: { permission: platformFee.update },
    args: { input: t.arg({ type: UpdatePlatformFeeConfigInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => updatePlatformFee(scope, args.input)),
  }),
);

// Register settings operations: getLocationRegisters, getLocationRegister (system:register:read or the POS
// register-read permission: cashiers see their location's tills), createLocationRegister, updateLocationRegister
// (system:register:create / update). The sessions module adds currentSession and lastOpenedBy / lastClosedBy to
// LocationRegister with builder.objectFields(LocationRegisterRef, …).
import { P } from "../../../common/permissions/catalogue";
import { RECEIPT_TEMPLATES, REGISTER_PRINT_MODES, REGISTER_STATUSES, REGISTER_TYPES } from "../../../common/schemas/register";
import { inTransaction } from "../../core/transaction";
import { builder, type Types } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { createRegister, getRegister, listRegisters, updateRegister, type RegisterRow } from "./registerService";

const RegisterTypeEnum = builder.enumType("RegisterType", { values: REGISTER_TYPES });
const RegisterStatusEnum = builder.enumType("RegisterStatus", { values: REGISTER_STATUSES });
const RegisterPrintModeEnum = builder.enumType("RegisterPrintMode", { values: REGISTER_PRINT_MODES });
const ReceiptTemplateEnum = builder.enumType("ReceiptTemplate", { values: RECEIPT_TEMPLATES });

const LocationRegisterLocationRef = builder.objectRef<RegisterRow["location"]>("LocationRegisterLocation").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

export const LocationRegisterRef = builder.objectRef<RegisterRow>("LocationRegister").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    name: t.exposeString("name"),
    type: t.field({ type: RegisterTypeEnum, resolve: (r) => r.type }),
    status: t.field({ type: RegisterStatusEnum, resolve: (r) => r.status }),
    currency: t.exposeString("currency"),
    printMode: t.field({ type: RegisterPrintModeEnum, resolve: (r) => r.printMode }),
    receiptTemplate: t.field({ type: ReceiptTemplateEnum, resolve: (r) => r.receiptTemplate }),
    terminalTaxId: t.exposeString("terminalTaxId", { nullable: true }),
    locationId: t.exposeID("locationId"),
    location: t.field({ type: LocationRegisterLocationRef, resolve: (r) => r.location }),
    lastOpenedAt: t.field({ type: "DateTime", nullable: true, resolve: (r) => r.lastOpenedAt }),
    lastClosedAt: t.field({ type: "DateTime", nullable: true, resolve: (r) => r.lastClosedAt }),
    createdAt: t.field({ type: "DateTime", resolve: (r) => r.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (r) => r.updatedAt }),
  }),
});

const LocationRegisterList = listType("LocationRegister", LocationRegisterRef);

const registerInputFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) => ({
  name: t.string({ required: true }),
  type: t.field({ type: RegisterTypeEnum, required: true }),
  printMode: t.field({ type: RegisterPrintModeEnum, required: true }),
  currency: t.string({ required: true }),
  receiptTemplate: t.field({ type: ReceiptTemplateEnum }),
  terminalTaxId: t.string(),
  locationId: t.id({ required: true }),
  status: t.field({ type: RegisterStatusEnum }),
});

const LocationRegisterInputRef = builder.inputType("LocationRegisterInput", { fields: registerInputFields });

const UpdateLocationRegisterInputRef = builder.inputType("UpdateLocationRegisterInput", {
  fields: (t) => ({ id: t.id({ required: true }), ...registerInputFields(t) }),
});

const readRegisters = { permission: [P.system.register.read, P.salesOrders.pos.registerRead] };

builder.queryField("getLocationRegisters", (t) =>
  t.field({
    type: LocationRegisterList,
    authScopes: readRegisters,
    args: { ...listArgs(t.arg), locationId: t.arg.id() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listRegisters(scope, args)),
  }),
);

builder.queryField("getLocationRegister", (t) =>
  t.field({
    type: LocationRegisterRef,
    authScopes: readRegisters,
    args: { id: t.arg.id({ required: true }), locationId: t.arg.id() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getRegister(scope, args.id, args.locationId)),
  }),
);

builder.mutationField("createLocationRegister", (t) =>
  t.field({
    type: LocationRegisterRef,
    authScopes: { permission: P.system.register.create },
    args: { dto: t.arg({ type: LocationRegisterInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => createRegister(scope, args.dto)),
  }),
);

builder.mutationField("updateLocationRegister", (t) =>
  t.field({
    type: LocationRegisterRef,
    authScopes: { permission: P.system.register.update },
    args: { dto: t.arg({ type: UpdateLocationRegisterInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => updateRegister(scope, args.dto)),
  }),
);

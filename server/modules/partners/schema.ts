// Partner operations: getPartners, getPartner (ours), createPartner, updatePartner (ours).
import { P } from "../../../common/permissions/catalogue";
import { PARTNER_STATUSES, PARTNER_TYPES } from "../../../common/schemas/partner";
import { inTransaction } from "../../core/transaction";
import { builder, type Types } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { CityRef } from "../geo";
import { createPartner, getPartner, listPartners, updatePartner, type PartnerRow } from "./service";

const PartnerTypeEnum = builder.enumType("PartnerType", { values: PARTNER_TYPES });
const PartnerStatusEnum = builder.enumType("PartnerStatus", { values: PARTNER_STATUSES });

export const PartnerRef = builder.objectRef<PartnerRow>("Partner").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    name: t.exposeString("name"),
    status: t.field({ type: PartnerStatusEnum, resolve: (p) => p.status }),
    type: t.field({ type: PartnerTypeEnum, resolve: (p) => p.type }),
    address: t.exposeString("address", { nullable: true }),
    cityId: t.exposeID("cityId", { nullable: true }),
    city: t.field({ type: CityRef, nullable: true, resolve: (p) => p.city }),
    contactPerson: t.exposeString("contactPerson", { nullable: true }),
    email: t.exposeString("email", { nullable: true }),
    phoneNumber: t.exposeString("phoneNumber", { nullable: true }),
    taxId: t.exposeString("taxId", { nullable: true }),
    websiteUrl: t.exposeString("websiteUrl", { nullable: true }),
    createdAt: t.field({ type: "DateTime", resolve: (p) => p.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (p) => p.updatedAt }),
  }),
});

const PartnerList = listType("Partner", PartnerRef);

const PartnerInputRef = builder.inputType("PartnerInput", {
  fields: (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) => ({
    name: t.string({ required: true }),
    type: t.field({ type: PartnerTypeEnum, required: true }),
    status: t.field({ type: PartnerStatusEnum }),
    address: t.string(),
    cityId: t.id(),
    contactPerson: t.string(),
    email: t.string(),
    phoneNumber: t.string(),
    taxId: t.string(),
    websiteUrl: t.string(),
  }),
});

const { partner } = P.customersPartners;

builder.queryField("getPartners", (t) =>
  t.field({
    type: PartnerList,
    authScopes: { permission: partner.partnerListRead },
    args: { ...listArgs(t.arg), search: t.arg.string() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listPartners(scope, args)),
  }),
);

builder.queryField("getPartner", (t) =>
  t.field({
    type: PartnerRef,
    authScopes: { permission: partner.partnerListRead },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getPartner(scope, args.id)),
  }),
);

builder.mutationField("createPartner", (t) =>
  t.field({
    type: PartnerRef,
    authScopes: { permission: partner.create },
    args: { input: t.arg({ type: PartnerInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => createPartner(scope, args.input)),
  }),
);

builder.mutationField("updatePartner", (t) =>
  t.field({
    type: PartnerRef,
    authScopes: { permission: partner.update },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: PartnerInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => updatePartner(scope, args.id, args.input)),
  }),
);

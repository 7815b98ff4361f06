// Discount operations (spec §4): getDiscounts, getDiscount by id, code or partnerId, createDiscount,
// updateDiscount. A discount's targets are resolved only when selected, batched for the page.
import { P } from "../../../common/permissions/catalogue";
import { DISCOUNT_SCOPES, DISCOUNT_STATUSES, DISCOUNT_TYPES, type DiscountTargetType } from "../../../common/pricing/discountRules";
import { inTransaction } from "../../core/transaction";
import { builder, type Types } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { PartnerRef, partnersInOrder } from "../partners";
import { createDiscount, getDiscount, listDiscounts, updateDiscount, type DiscountRow } from "./service";
import { targetsOf, type DiscountTarget, type DiscountTargets } from "./targets";

const DiscountTypeEnum = builder.enumType("DiscountType", { values: DISCOUNT_TYPES });
export const DiscountScopeEnum = builder.enumType("DiscountScope", { values: DISCOUNT_SCOPES });
const DiscountStatusEnum = builder.enumType("DiscountStatus", { values: DISCOUNT_STATUSES });

const DiscountTargetRef = builder.objectRef<DiscountTarget>("DiscountTarget").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const NONE = "00000000-0000-0000-0000-000000000000";
const num = (value: string | null) => (value === null ? null : Number(value));

const DiscountRef = builder.objectRef<DiscountRow>("Discount").implement({
  fields: (t) => {
    const targets = (type: DiscountTargetType) =>
      t.loadableList({
        type: DiscountTargetRef,
        load: (ids: string[], ctx) => inTransaction(ctx, (scope) => targetsOf(scope.tx, scope.tenantId, ids)).then((all: DiscountTargets[]) => all.map((each) => each[type])),
        resolve: (d) => d.id,
      });
    return {
      id: t.exposeID("id"),
      secondaryId: t.exposeString("secondaryId"),
      title: t.exposeString("title"),
      code: t.exposeString("code", { nullable: true }),
      type: t.field({ type: DiscountTypeEnum, resolve: (d) => d.type }),
      scope: t.field({ type: DiscountScopeEnum, resolve: (d) => d.scope }),
      value: t.float({ resolve: (d) => Number(d.value) }),
      maxDiscountAmount: t.float({ nullable: true, resolve: (d) => num(d.maxDiscountAmount) }),
      minPurchaseAmount: t.float({ nullable: true, resolve: (d) => num(d.minPurchaseAmount) }),
      minQuantity: t.exposeInt("minQuantity", { nullable: true }),
      buyX: t.exposeInt("buyX", { nullable: true }),
      getY: t.exposeInt("getY", { nullable: true }),
      getYDiscount: t.float({ nullable: true, resolve: (d) => num(d.getYDiscount) }),
      limitUses: t.exposeInt("limitUses", { nullable: true }),
      usedCount: t.exposeInt("usedCount"),
      combinable: t.exposeBoolean("combinable"),
      status: t.field({ type: DiscountStatusEnum, description: "SCHEDULED before the start, EXPIRED after the end, else as stored.", resolve: (d) => d.status }),
      startDate: t.field({ type: "DateTime", resolve: (d) => d.startDate }),
      endDate: t.field({ type: "DateTime", nullable: true, resolve: (d) => d.endDate }),
      partnerId: t.exposeID("partnerId", { nullable: true }),
      partner: t.loadable({
        type: PartnerRef,
        nullable: true,
        load: (ids: string[], ctx) => inTransaction(ctx, (scope) => partnersInOrder(scope, ids)),
        resolve: (d) => d.partnerId ?? NONE,
      }),
      categories: targets("CATEGORY"),
      customers: targets("CUSTOMER"),
      products: targets("PRODUCT"),
      tags: targets("TAG"),
      locations: targets("LOCATION"),
      createdAt: t.field({ type: "DateTime", resolve: (d) => d.createdAt }),
      updatedAt: t.field({ type: "DateTime", resolve: (d) => d.updatedAt }),
    };
  },
});

const DiscountList = listType("Discount", DiscountRef);

const DiscountInputRef = builder.inputType("DiscountInput", {
  fields: (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) => ({
    title: t.string({ required: true }),
    code: t.string(),
    type: t.field({ type: DiscountTypeEnum, required: true }),
    scope: t.field({ type: DiscountScopeEnum, required: true }),
    value: t.float({ required: true }),
    maxDiscountAmount: t.float(),
    minPurchaseAmount: t.float(),
    minQuantity: t.int(),
    buyX: t.int(),
    getY: t.int(),
    getYDiscount: t.float(),
    limitUses: t.int(),
    combinable: t.boolean(),
    status: t.field({ type: DiscountStatusEnum, description: "ACTIVE or IN_ACTIVE: the others follow from the dates." }),
    startDate: t.field({ type: "DateTime", required: true }),
    endDate: t.field({ type: "DateTime" }),
    partnerId: t.id(),
    categoryIds: t.idList(),
    customerIds: t.idList(),
    productIds: t.idList(),
    tagIds: t.idList(),
    locationIds: t.idList(),
  }),
});

const { discount } = P.salesOrders;

builder.queryField("getDiscounts", (t) =>
  t.field({
    type: DiscountList,
    authScopes: { permission: discount.read },
    args: { ...listArgs(t.arg), search: t.arg.string(), locationId: t.arg.id() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listDiscounts(scope, args)),
  }),
);

builder.queryField("getDiscount", (t) =>
  t.field({
    type: DiscountRef,
    authScopes: { permission: discount.read },
    args: { id: t.arg.id(), code: t.arg.string(), partnerId: t.arg.id() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => getDiscount(scope, { id: args.id == null ? null : String(args.id), code: args.code, partnerId: args.partnerId == null ? null : String(args.partnerId) })),
  }),
);

builder.mutationField("createDiscount", (t) =>
  t.field({
    type: DiscountRef,
    authScopes: { permission: discount.create },
    args: { input: t.arg({ type: DiscountInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => createDiscount(scope, args.input)),
  }),
);

builder.mutationField("updateDiscount", (t) =>
  t.field({
    type: DiscountRef,
    authScopes: { permission: discount.update },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: DiscountInputRef, required: true }) },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => updateDiscount(scope, String(args.id), args.input)),
  }),
);

// getTillCatalogueChanges (sales-orders:pos:sell): the till's local catalogue, first whole, then what changed since
// the cursor it kept (tillCatalogueService.ts). Money as exact decimal text, times as ISO-8601 text.
import { P } from "../../../common/permissions/catalogue";
import type { DiscountRule } from "../../../common/pricing/discountRules";
import type { PlatformFeeRule } from "../../../common/pricing/cart";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import type { SaleProduct } from "./saleProducts";
import { tillCatalogueChanges, type TillCatalogueChangesRow, type TillCustomerRow, type TillLotRow } from "./tillCatalogueService";

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

const TillProductRef = builder.objectRef<SaleProduct>("TillProduct").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    skuCode: t.exposeString("skuCode", { nullable: true }),
    gtin: t.exposeString("gtin", { nullable: true }),
    status: t.exposeString("status"),
    uomFactor: t.exposeInt("uomFactor"),
    sellingUnit: t.exposeString("sellingUnit"),
    unitPrice: t.string({ resolve: (product) => String(product.unitPrice) }),
    isTaxInclusive: t.exposeBoolean("isTaxInclusive"),
    taxRate: t.exposeString("taxRate"),
  }),
});

const TillLotRef = builder.objectRef<TillLotRow>("TillLot").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    productId: t.exposeID("productId"),
    actionId: t.exposeString("actionId"),
    quantity: t.exposeInt("quantity"),
    batchExpiry: t.exposeString("batchExpiry"),
    isOpened: t.exposeBoolean("isOpened"),
    sellable: t.exposeBoolean("sellable"),
  }),
});

const TillCustomerRef = builder.objectRef<TillCustomerRow>("TillCustomer").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    phoneNumber: t.exposeString("phoneNumber"),
    partnerId: t.exposeID("partnerId", { nullable: true }),
    partnerName: t.exposeString("partnerName", { nullable: true }),
    partnerStatus: t.exposeString("partnerStatus", { nullable: true }),
  }),
});

const TillDiscountRef = builder.objectRef<DiscountRule>("TillDiscount").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    code: t.exposeString("code", { nullable: true }),
    type: t.exposeString("type"),
    scope: t.exposeString("scope"),
    value: t.string({ resolve: (rule) => String(rule.value) }),
    maxDiscountAmount: t.string({ nullable: true, resolve: (rule) => text(rule.maxDiscountAmount) }),
    minPurchaseAmount: t.string({ nullable: true, resolve: (rule) => text(rule.minPurchaseAmount) }),
    minQuantity: t.exposeInt("minQuantity", { nullable: true }),
    buyX: t.exposeInt("buyX", { nullable: true }),
    getY: t.exposeInt("getY", { nullable: true }),
    getYDiscount: t.string({ nullable: true, resolve: (rule) => text(rule.getYDiscount) }),
    limitUses: t.exposeInt("limitUses", { nullable: true }),
    usedCount: t.exposeInt("usedCount"),
    combinable: t.exposeBoolean("combinable"),
    storedStatus: t.exposeString("storedStatus"),
    startDate: t.string({ resolve: (rule) => rule.startDate.toISOString() }),
    endDate: t.string({ nullable: true, resolve: (rule) => rule.endDate?.toISOString() ?? null }),
    partnerId: t.exposeID("partnerId", { nullable: true }),
    locationIds: t.exposeIDList("locationIds"),
    customerIds: t.exposeIDList("customerIds"),
    productIds: t.idList({ nullable: true, resolve: (rule) => rule.productIds }),
  }),
});

const TillPlatformFeeRef = builder.objectRef<PlatformFeeRule>("TillPlatformFee").implement({
  fields: (t) => ({
    platformFeeType: t.exposeString("platformFeeType"),
    platformFeeValue: t.string({ resolve: (fee) => String(fee.platformFeeValue) }),
    platformFeeTaxRate: t.string({ resolve: (fee) => String(fee.platformFeeTaxRate) }),
    platformFeeTaxable: t.exposeBoolean("platformFeeTaxable"),
  }),
});

const TillIntegrationRef = builder.objectRef<{ name: string; charges: string }>("TillIntegration").implement({
  fields: (t) => ({ name: t.exposeString("name"), charges: t.exposeString("charges") }),
});

const TillCatalogueChangesRef = builder.objectRef<TillCatalogueChangesRow>("TillCatalogueChanges").implement({
  fields: (t) => ({
    cursor: t.exposeString("cursor"),
    full: t.exposeBoolean("full"),
    products: t.field({ type: [TillProductRef], resolve: (changes) => changes.products }),
    lots: t.field({ type: [TillLotRef], resolve: (changes) => changes.lots }),
    customers: t.field({ type: [TillCustomerRef], resolve: (changes) => changes.customers }),
    discounts: t.field({ type: [TillDiscountRef], resolve: (changes) => changes.discounts }),
    platformFee: t.field({ type: TillPlatformFeeRef, nullable: true, resolve: (changes) => changes.platformFee }),
    integrations: t.field({ type: [TillIntegrationRef], resolve: (changes) => changes.integrations }),
  }),
});

builder.queryField("getTillCatalogueChanges", (t) =>
  t.field({
    type: TillCatalogueChangesRef,
    description: "The till's local catalogue for selling offline: whole without since, else the rows changed since that cursor.",
    authScopes: { permission: P.salesOrders.pos.sell },
    args: { locationId: t.arg.id({ required: true }), registerId: t.arg.id(), since: t.arg.string() },
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => tillCatalogueChanges(scope, args)),
  }),
);

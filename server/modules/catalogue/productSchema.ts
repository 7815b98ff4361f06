// Product types and operations (product-catalog:product:*).
import { P } from "../../../common/permissions/catalogue";
import { PRODUCT_PURCHASE_FIELDS, PURCHASE_PRICE_READERS } from "../../../common/permissions/fieldGuards";
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { guardedField } from "../../graphql/fieldGuards";
import { listArgs, listType } from "../../graphql/listTypes";
import { fileUrlsForViewer } from "../files";
import { ManufacturerRef } from "./manufacturerSchema";
import { CategoryRef } from "./categorySchema";
import { ActiveStatusEnum, UnitOfMeasureEnum } from "./enumSchema";
import { GenericFormulaRef, TagRef, TaxGroupRef } from "./lookupSchema";
import {
  activeLotCountsOf,
  categoriesOfProducts,
  conversionsOfProducts,
  tagsOfProducts,
  vendorsOfProducts,
  withSelectedRelations,
  type LoadedRelations,
  type ProductConversionRow,
  type ProductVendorRow,
} from "./productRelations";
import { createContextCache } from "@pothos/core";
import DataLoader from "dataloader";
import type { GraphQLResolveInfo } from "graphql";
import { assertLocationAllowed, type RequestContext, type ServiceScope } from "../../core/context";
import type { Tx } from "../../db";
import { selectedFieldNames } from "../../graphql/selectedFields";
import { createProduct, getProduct, listProducts, listProductsByVendor, updateProduct, type ProductRow } from "./productService";

// Relations are loaded only when selected: ahead, in the resolver's own transaction (withSelectedRelations), or,
// for a product reached through another type, by a per-request loader batching the page's products.
const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);
type ProductNode = ProductRow & { loaded?: LoadedRelations };

function relationLoader<V>(batch: (tx: Tx, tenantId: string, ids: readonly string[]) => Promise<V[]>) {
  return createContextCache((ctx: RequestContext) => new DataLoader<string, V>((ids) => inTransaction(ctx, (scope) => batch(scope.tx, scope.tenantId, ids))));
}
const relationLoaders = {
  categories: relationLoader(categoriesOfProducts),
  tags: relationLoader(tagsOfProducts),
  vendors: relationLoader(vendorsOfProducts),
  conversions: relationLoader(conversionsOfProducts),
  activeLotsCount: relationLoader(activeLotCountsOf),
};

/** A page of products with the relations its rows' selection needs. */
async function pageWithRelations<P extends { data: ProductRow[] }>(scope: ServiceScope, page: P, info: GraphQLResolveInfo, lotsLocationId?: string | null): Promise<P> {
  assertLocationAllowed(scope, lotsLocationId);
  return { ...page, data: await withSelectedRelations(scope.tx, scope.tenantId, page.data, selectedFieldNames(info, ["data"]), lotsLocationId ?? undefined) };
}

async function oneWithRelations(scope: ServiceScope, row: ProductRow, info: GraphQLResolveInfo): Promise<ProductNode> {
  const [loaded] = await withSelectedRelations(scope.tx, scope.tenantId, [row], selectedFieldNames(info));
  return loaded;
}

const { product } = P.productCatalog;

const optionalStrings = [
  "description",
  "gtin",
  "itemNature",
  "stockNature",
  "drugRegulatorId",
  "dosageInstruction",
  "sideEffects",
  "skuCode",
  "skuDepartment",
  "taxCode",
  "seoTitle",
  "seoDescription",
  "seoUrl",
] as const;
const optionalFloats = ["discountPercentage", "sellingTaxRate"] as const;
/** What the company pays: null unless the user reads procurement documents (PURCHASE_PRICE_READERS). */
const purchaseFloats = PRODUCT_PURCHASE_FIELDS;
const PURCHASE_PRICE_NOTE = "Null unless the user may read purchase prices (a procurement or stock intake read permission).";
const optionalInts = ["sorting", "skuMinimumLevel", "skuMaximumLevel", "skuReorderLevel", "skuWarehouseLeadTime"] as const;

export const ProductVendorRef = builder.objectRef<ProductVendorRow>("ProductVendor").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    name: t.exposeString("name"),
    status: t.field({ type: ActiveStatusEnum, resolve: (v) => v.status }),
  }),
});

const ProductConversionRef = builder.objectRef<ProductConversionRow>("ProductConversion").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    productId: t.exposeID("productId"),
    itemConversion: t.exposeInt("itemConversion"),
    sellingUnit: t.field({ type: UnitOfMeasureEnum, resolve: (c) => c.sellingUnit }),
    sorting: t.exposeInt("sorting"),
  }),
});

const ProductRef = builder.objectRef<ProductNode>("Product").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secondaryId: t.exposeString("secondaryId"),
    name: t.exposeString("name"),
    status: t.field({ type: ActiveStatusEnum, resolve: (p) => p.status }),
    ...Object.fromEntries(optionalStrings.map((key) => [key, t.exposeString(key, { nullable: true })])),
    ...Object.fromEntries(optionalFloats.map((key) => [key, t.exposeFloat(key, { nullable: true })])),
    ...Object.fromEntries(purchaseFloats.map((key) => [key, t.exposeFloat(key, guardedField(PURCHASE_PRICE_READERS, PURCHASE_PRICE_NOTE))])),
    ...Object.fromEntries(optionalInts.map((key) => [key, t.exposeInt(key, { nullable: true })])),
    images: t.stringList({ resolve: (p, _args, ctx) => fileUrlsForViewer(ctx, p.images) }),
    itemReleaseChannels: t.exposeStringList("itemReleaseChannels"),
    prescriptionRequired: t.exposeBoolean("prescriptionRequired"),
    maximumRetailPrice: t.exposeFloat("maximumRetailPrice"),
    maximumRetailUnitPrice: t.exposeFloat("maximumRetailUnitPrice"),
    sellingUnit: t.field({ type: UnitOfMeasureEnum, resolve: (p) => p.sellingUnit }),
    buyingUnit: t.field({ type: UnitOfMeasureEnum, resolve: (p) => p.buyingUnit }),
    uomFactor: t.exposeInt("uomFactor"),
    conversions: t.field({ type: [ProductConversionRef], resolve: (p, _a, ctx) => p.loaded?.conversions ?? relationLoaders.conversions(ctx).load(p.id) }),
    taxGroupId: t.exposeID("taxGroupId", { nullable: true }),
    taxGroup: t.field({ type: TaxGroupRef, nullable: true, resolve: (p) => p.taxGroup }),
    isDiscountApplicableOnTax: t.exposeBoolean("isDiscountApplicableOnTax"),
    isTaxInclusive: t.exposeBoolean("isTaxInclusive"),
    manufacturerId: t.exposeID("manufacturerId", { nullable: true }),
    manufacturer: t.field({ type: ManufacturerRef, nullable: true, resolve: (p) => p.manufacturer }),
    genericFormulaId: t.exposeID("genericFormulaId", { nullable: true }),
    genericFormula: t.field({ type: GenericFormulaRef, nullable: true, resolve: (p) => p.genericFormula }),
    categoryIds: t.idList({ resolve: async (p, _a, ctx) => idsOf(p.loaded?.categories ?? (await relationLoaders.categories(ctx).load(p.id))) }),
    categories: t.field({ type: [CategoryRef], resolve: (p, _a, ctx) => p.loaded?.categories ?? relationLoaders.categories(ctx).load(p.id) }),
    tagIds: t.idList({ resolve: async (p, _a, ctx) => idsOf(p.loaded?.tags ?? (await relationLoaders.tags(ctx).load(p.id))) }),
    tags: t.field({ type: [TagRef], resolve: (p, _a, ctx) => p.loaded?.tags ?? relationLoaders.tags(ctx).load(p.id) }),
    vendorIds: t.idList({ resolve: async (p, _a, ctx) => idsOf(p.loaded?.vendors ?? (await relationLoaders.vendors(ctx).load(p.id))) }),
    vendors: t.field({ type: [ProductVendorRef], resolve: (p, _a, ctx) => p.loaded?.vendors ?? relationLoaders.vendors(ctx).load(p.id) }),
    lastUpdatedBy: t.exposeString("lastUpdatedBy", { nullable: true }),
    activeLotsCount: t.int({
      description: "Packs in stock (IN_INVENTORY): at the list's locationId when getProducts names one, else anywhere in the company.",
      resolve: (p, _a, ctx) => p.loaded?.activeLotsCount ?? relationLoaders.activeLotsCount(ctx).load(p.id),
    }),
    createdAt: t.field({ type: "DateTime", resolve: (p) => p.createdAt }),
    updatedAt: t.field({ type: "DateTime", resolve: (p) => p.updatedAt }),
  }),
});

const ProductConversionInputRef = builder.inputType("ProductConversionInput", {
  fields: (t) => ({
    itemConversion: t.int({ required: true }),
    sellingUnit: t.field({ type: UnitOfMeasureEnum, required: true }),
    sorting: t.int(),
  }),
});

const ProductInputRef = builder.inputType("ProductInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    status: t.field({ type: ActiveStatusEnum, required: true }),
    ...Object.fromEntries(optionalStrings.map((key) => [key, t.string()])),
    ...Object.fromEntries([...optionalFloats, ...purchaseFloats].map((key) => [key, t.float()])),
    ...Object.fromEntries(optionalInts.map((key) => [key, t.int()])),
    images: t.stringList(),
    itemReleaseChannels: t.stringList(),
    prescriptionRequired: t.boolean(),
    buyingUnit: t.field({ type: UnitOfMeasureEnum, required: true }),
    sellingUnit: t.field({ type: UnitOfMeasureEnum, required: true }),
    uomFactor: t.int({ required: true }),
    conversions: t.field({ type: [ProductConversionInputRef] }),
    maximumRetailPrice: t.float({ required: true }),
    maximumRetailUnitPrice: t.float(),
    taxGroupId: t.id(),
    isDiscountApplicableOnTax: t.boolean(),
    isTaxInclusive: t.boolean(),
    manufacturerId: t.id(),
    genericFormulaId: t.id(),
    categoryIds: t.idList(),
    tagIds: t.idList(),
    vendorIds: t.idList(),
  }),
});

const ProductList = listType("Product", ProductRef);

builder.queryField("getProducts", (t) =>
  t.field({
    type: ProductList,
    authScopes: { permission: product.read },
    args: {
      ...listArgs(t.arg),
      locationId: t.arg.id({ description: "The location whose packs activeLotsCount counts (one of the caller's); without it, every location." }),
    },
    resolve: (_r, { locationId, ...args }, ctx, info) => inTransaction(ctx, async (scope) => pageWithRelations(scope, await listProducts(scope, args), info, locationId)),
  }),
);

builder.queryField("getProduct", (t) =>
  t.field({ type: ProductRef, authScopes: { permission: product.read }, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx, info) => inTransaction(ctx, async (scope) => oneWithRelations(scope, await getProduct(scope, args.id), info)) }),
);

builder.queryField("getProductsByVendor", (t) =>
  t.field({
    type: ProductList,
    authScopes: { permission: product.read },
    args: { vendorId: t.arg.id({ required: true }), ...listArgs(t.arg) },
    resolve: (_r, { vendorId, ...args }, ctx, info) => inTransaction(ctx, async (scope) => pageWithRelations(scope, await listProductsByVendor(scope, vendorId, args), info)),
  }),
);

builder.mutationField("createProduct", (t) =>
  t.field({
    type: ProductRef,
    authScopes: { permission: product.create },
    args: { productDto: t.arg({ type: ProductInputRef, required: true }) },
    resolve: (_r, args, ctx, info) => inTransaction(ctx, async (scope) => oneWithRelations(scope, await createProduct(scope, args.productDto), info)),
  }),
);

builder.mutationField("updateProduct", (t) =>
  t.field({
    type: ProductRef,
    authScopes: { permission: product.update },
    args: { id: t.arg.id({ required: true }), productDto: t.arg({ type: ProductInputRef, required: true }) },
    resolve: (_r, args, ctx, info) => inTransaction(ctx, async (scope) => oneWithRelations(scope, await updateProduct(scope, args.id, args.productDto), info)),
  }),
);

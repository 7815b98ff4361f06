import { lazy } from "react";
import { P } from "../../../common/permissions/catalogue";
import { ITEM_NATURES, RELEASE_CHANNELS, STOCK_NATURES, productInputSchema } from "../../../common/schemas/product";
import { defineResource } from "../defineResource";
import type { FieldDeclaration, NumberOptions } from "../types";
import { categoryTreeSource } from "./categories";
import { NameTags, UNIT_OPTIONS, optionsOf, priceText } from "./options";
import { PRODUCT_FORM_FIELDS, PRODUCT_LIST_FIELDS, type ProductFormRecord, type ProductRecord } from "./productFields";
import { marginHint, unitPriceHint } from "./productHints";
import { crudOperations, crudPermissions } from "../crudDeclaration";
import { activeStatusField, fieldNames, formOnly, secondaryIdField } from "../sharedFields";
import { MAIN_LISTING_PAGING } from "../../components/DataGrid/constants";

const percent: NumberOptions = { suffix: "%" };
const byName = [{ field: "name", order: "asc" as const }];

type Field = FieldDeclaration<ProductRecord, ProductFormRecord>;

/** Form-only fields (the ProductInput's names), section by section. */
const identity: Field[] = [
  { name: "description", label: "Description", type: "textarea", form: { span: 24 } },
  { name: "images", label: "Images", type: "image", multiple: true, image: { for: "product", max: 10 }, form: { span: 24 } },
  { name: "skuDepartment", label: "SKU Department", type: "text" },
  { name: "sorting", label: "Sort Order", type: "number" },
];

const pharmacy: Field[] = [
  { name: "itemNature", label: "Item Nature", type: "select", options: optionsOf(ITEM_NATURES) },
  { name: "stockNature", label: "Stock Nature", type: "select", options: optionsOf(STOCK_NATURES) },
  { name: "itemReleaseChannels", label: "Release Channels", type: "select", multiple: true, options: optionsOf(RELEASE_CHANNELS) },
  { name: "prescriptionRequired", label: "Prescription Required", type: "boolean" },
  { name: "drugRegulatorId", label: "Drug Regulator ID", type: "text" },
  {
    name: "genericFormulaId",
    label: "Generic Formula",
    type: "reference",
    reference: { resource: "generic-formulas", fields: "id name", sorters: byName, inlineCreate: { resource: "generic-formulas" } },
    form: { placeholder: "Select or type to add" },
  },
  { name: "dosageInstruction", label: "Dosage Instruction", type: "textarea" },
  { name: "sideEffects", label: "Side Effects", type: "textarea" },
];

const units: Field[] = [
  { name: "buyingUnit", label: "Buying Unit", type: "select", options: UNIT_OPTIONS, form: { required: true, span: 8 } },
  { name: "sellingUnit", label: "Selling Unit", type: "select", options: UNIT_OPTIONS, form: { required: true, span: 8 } },
  {
    name: "uomFactor",
    label: "Units per Buying Unit",
    type: "number",
    form: { required: true, span: 8, extra: () => "Selling units in one buying unit (e.g. 10 tablets in a box)." },
  },
  {
    name: "conversions",
    label: "Conversions",
    type: "list",
    itemFields: [
      { name: "itemConversion", label: "Quantity", type: "number" },
      { name: "sellingUnit", label: "Unit", type: "select", options: UNIT_OPTIONS },
      { name: "sorting", label: "Sort Order", type: "number" },
    ],
  },
];

const prices: Field[] = [
  { name: "maximumRetailPrice", label: "Maximum Retail Price", type: "number", form: { required: true, span: 8 } },
  { name: "maximumRetailUnitPrice", label: "Maximum Retail Unit Price", type: "number", form: { span: 8, extra: unitPriceHint, dependsOn: ["maximumRetailPrice", "uomFactor"] } },
  { name: "purchasingPrice", label: "Purchasing Price", type: "number", form: { span: 8 } },
  { name: "tradePrice", label: "Trade Price", type: "number", form: { span: 8 } },
  { name: "tradeDiscount", label: "Trade Discount", type: "number", form: { span: 8 } },
  { name: "discountPercentage", label: "Discount Percentage", type: "number", number: percent, form: { span: 8 } },
  { name: "margins", label: "Margin", type: "number", number: percent, form: { span: 8, extra: marginHint, dependsOn: ["maximumRetailPrice", "purchasingPrice"] } },
];

const tax: Field[] = [
  {
    name: "taxGroupId",
    label: "Tax Group",
    type: "reference",
    reference: { resource: "tax-groups", fields: "id name taxPercentage", sorters: byName },
    form: { span: 8 },
  },
  { name: "taxCode", label: "Tax Code", type: "text", form: { span: 8 } },
  {
    name: "sellingTaxRate",
    label: "Selling Tax Rate",
    type: "number",
    number: percent,
    form: { span: 8, dependsOn: ["taxGroupId"], extra: () => "Defaults to the tax group's rate when left blank." },
  },
  { name: "isTaxInclusive", label: "Prices Include Tax", type: "boolean", form: { span: 8 } },
  { name: "isDiscountApplicableOnTax", label: "Discount Applies on Tax", type: "boolean", form: { span: 8 } },
];

const stock: Field[] = [
  { name: "skuMinimumLevel", label: "Minimum Level", type: "number", form: { span: 6 } },
  { name: "skuReorderLevel", label: "Reorder Level", type: "number", form: { span: 6 } },
  { name: "skuMaximumLevel", label: "Maximum Level", type: "number", form: { span: 6 } },
  { name: "skuWarehouseLeadTime", label: "Warehouse Lead Time (days)", type: "number", form: { span: 6 } },
];

const relations: Field[] = [
  { name: "manufacturerId", label: "Manufacturer", type: "reference", reference: { resource: "manufacturer", fields: "id name", sorters: byName } },
  { name: "categoryIds", label: "Categories", type: "reference", multiple: true, reference: categoryTreeSource },
  {
    name: "tagIds",
    label: "Tags",
    type: "reference",
    multiple: true,
    reference: { resource: "tags", fields: "id name", sorters: byName, inlineCreate: { resource: "tags" } },
    form: { placeholder: "Select or type to add" },
  },
  { name: "vendorIds", label: "Vendors", type: "reference", multiple: true, reference: { resource: "vendor", fields: "id name", sorters: byName } },
];

const seo: Field[] = [
  { name: "seoTitle", label: "SEO Title", type: "text" },
  { name: "seoUrl", label: "SEO URL", type: "text" },
  { name: "seoDescription", label: "SEO Description", type: "textarea", form: { span: 24 } },
];

export const productsResource = defineResource<ProductRecord, ProductFormRecord>({
  name: "product",
  label: "Product",
  parent: "product-catalog",
  routes: { list: "product-catalog/product" },
  permissions: crudPermissions(P.productCatalog.product),
  gql: crudOperations("Product", "Products", { list: PRODUCT_LIST_FIELDS, one: PRODUCT_FORM_FIELDS }),
  defaultSort: [{ field: "createdAt", order: "desc" }],
  ...MAIN_LISTING_PAGING,
  // the catalogue is the company's; only the Active Lots column counts the current location's packs
  scopedToLocation: true,
  search: { field: "name", placeholder: "Search by name, SKU or GTIN" },
  picker: { searchField: "name" },
  show: lazy(() => import("./productView/ProductViewPage")),
  fields: [
    secondaryIdField(),
    { name: "name", label: "Name", type: "text", column: { width: 240 }, form: { required: true } },
    activeStatusField(),
    { name: "skuCode", label: "SKU", type: "text", column: { width: 130 }, form: { placeholder: "SKU code" } },
    { name: "gtin", label: "GTIN", type: "text", column: { width: 150 }, form: { placeholder: "8, 12, 13 or 14 digits" } },
    {
      name: "manufacturer",
      label: "Manufacturer",
      type: "text",
      column: { field: "manufacturer.name", width: 180, filterReference: { resource: "manufacturer", optionValue: "name" } },
      form: false,
    },
    {
      name: "categories",
      label: "Categories",
      type: "text",
      column: {
        field: "categoryId",
        sortable: false,
        width: 200,
        filterReference: { resource: "category", fields: "id name parentId", tree: { parentKey: "parentId" } },
        render: (product) => <NameTags items={product.categories} />,
      },
      form: false,
    },
    {
      name: "vendors",
      label: "Vendors",
      type: "text",
      column: {
        field: "vendors.name",
        sortable: false,
        width: 200,
        filterReference: { resource: "vendor", optionValue: "name" },
        render: (product) => <NameTags items={product.vendors} />,
      },
      form: false,
    },
    { name: "genericFormula", label: "Generic Formula", type: "text", column: { field: "genericFormula.name", width: 180 }, form: false },
    {
      name: "maximumRetailPrice",
      label: "MRP",
      type: "number",
      column: { width: 140, render: (product) => priceText(product.maximumRetailPrice) },
      form: false,
    },
    {
      name: "maximumRetailUnitPrice",
      label: "Unit Price",
      type: "number",
      column: { width: 130, render: (product) => priceText(product.maximumRetailUnitPrice) },
      form: false,
    },
    {
      name: "uom",
      label: "UoM",
      type: "text",
      column: {
        field: "uomFactor",
        filter: "number",
        width: 170,
        render: (product) => `${product.buyingUnit} / ${product.sellingUnit} × ${product.uomFactor}`,
      },
      form: false,
    },
    {
      name: "tax",
      label: "Tax",
      type: "number",
      column: {
        field: "sellingTaxRate",
        width: 150,
        render: (product) =>
          product.sellingTaxRate === null ? "—" : `${product.sellingTaxRate}%${product.taxGroup ? ` (${product.taxGroup.name})` : ""}`,
      },
      form: false,
    },
    // packs in stock at the current location (the list sends it: scopedToLocation)
    { name: "activeLotsCount", label: "Active Lots", type: "number", column: { width: 190, sortable: false, filter: false }, form: false },
    { name: "updatedAt", label: "Updated At", type: "date", column: { width: 140 }, form: false },
    ...formOnly([...identity, ...pharmacy, ...units, ...prices, ...tax, ...stock, ...relations, ...seo]),
  ],
  form: {
    mode: "page",
    titles: { create: "Create Product", edit: "Update Product" },
    messages: {
      created: "Product created successfully",
      createFailed: "Failed to create product",
      updated: "Product updated successfully",
      updateFailed: "Failed to update product",
    },
    schema: productInputSchema,
    initialValues: {
      status: "ACTIVE",
      buyingUnit: "BOX",
      sellingUnit: "UNIT",
      uomFactor: 1,
      prescriptionRequired: false,
      isTaxInclusive: true,
      isDiscountApplicableOnTax: false,
      images: [],
      conversions: [],
    },
    sections: [
      { title: "Identity", fields: ["name", "status", "description", "images", "gtin", "skuCode", "skuDepartment", "sorting"] },
      { title: "Pharmacy", fields: fieldNames(pharmacy) },
      { title: "Units", fields: fieldNames(units) },
      { title: "Prices", fields: fieldNames(prices) },
      { title: "Tax", fields: fieldNames(tax) },
      { title: "Stock Levels", fields: fieldNames(stock) },
      { title: "Relations", fields: fieldNames(relations) },
      { title: "SEO", fields: fieldNames(seo) },
    ],
  },
});

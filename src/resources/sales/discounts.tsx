// Discounts (sales-orders/discounts, /create, /update/{id}): the list searched by title or code with its status
// (following the dates), and the create and edit pages validated by the shared schema. What a discount applies
// to (categories, customers, products, tags, locations) is picked from the server as the user types.
import { Tag } from "antd";
import { P } from "../../../common/permissions/catalogue";
import { STORED_DISCOUNT_STATUSES } from "../../../common/pricing/discountRules";
import { DISCOUNT_SCOPE_LABELS, DISCOUNT_STATUS_LABELS, DISCOUNT_TYPE_LABELS, discountDay, discountInputSchema } from "../../../common/schemas/discount";
import { MAIN_LISTING_PAGING } from "../../components/DataGrid/constants";
import { fieldsOf, graphql, type ResultOf } from "../../graphql";
import { categoryTreeSource } from "../catalogue/categories";
import { labelledOptions, priceText } from "../catalogue/options";
import { defineResource } from "../defineResource";
import { fieldNames, formOnly, secondaryIdField } from "../sharedFields";
import type { FieldDeclaration, FormValues } from "../types";

/** A discount as the list shows it. */
const DISCOUNT_LIST_FRAGMENT = graphql(`
  fragment DiscountListFields on Discount {
    id secondaryId title code type scope value buyX getY getYDiscount limitUses usedCount combinable status startDate endDate partner { id name }
  }
`);

/** Everything the create and edit pages show, with what the discount applies to. */
const DISCOUNT_FORM_FRAGMENT = graphql(`
  fragment DiscountFormFields on Discount {
    id secondaryId title code type scope value maxDiscountAmount minPurchaseAmount minQuantity buyX getY getYDiscount limitUses
    usedCount combinable status startDate endDate partnerId partner { id name } categories { id name } customers { id name } products { id name }
    tags { id name } locations { id name }
  }
`);

type DiscountRow = ResultOf<typeof DISCOUNT_LIST_FRAGMENT>;
type DiscountFormRecord = ResultOf<typeof DISCOUNT_FORM_FRAGMENT>;
type Named = DiscountFormRecord["categories"][number];

const STATUS_OPTIONS = labelledOptions(DISCOUNT_STATUS_LABELS, { ACTIVE: "green", SCHEDULED: "blue", EXPIRED: "default", IN_ACTIVE: "red" });
const STORED_STATUS_OPTIONS = STATUS_OPTIONS.filter((option) => (STORED_DISCOUNT_STATUSES as readonly string[]).includes(option.value));
const byName = [{ field: "name", order: "asc" as const }];
const isBuyXGetY = (values: FormValues) => values.scope === "BUY_X_GET_Y";

/** '10%', 'PKR 50.00' or 'Buy 2 get 1 (50% off)', as the list shows a value. */
export function discountValueText(discount: Pick<DiscountRow, "type" | "value" | "scope" | "buyX" | "getY" | "getYDiscount">): string {
  if (discount.scope === "BUY_X_GET_Y") {
    const off = discount.getYDiscount === null || discount.getYDiscount >= 100 ? "free" : `${discount.getYDiscount}% off`;
    return `Buy ${discount.buyX ?? "?"} get ${discount.getY ?? "?"} ${off}`;
  }
  return discount.type === "PERCENTAGE" ? `${discount.value}%` : priceText(discount.value);
}

type Field = FieldDeclaration<DiscountRow, DiscountFormRecord>;

const rules: Field[] = [
  { name: "maxDiscountAmount", label: "Max Discount Amount", type: "number", form: { span: 8 } },
  { name: "minPurchaseAmount", label: "Min Purchase Amount", type: "number", form: { span: 8 } },
  { name: "minQuantity", label: "Min Quantity", type: "number", form: { span: 8 } },
  { name: "buyX", label: "Buy X (quantity)", type: "number", form: { span: 8, visibleWhen: isBuyXGetY, required: true } },
  { name: "getY", label: "Get Y (quantity)", type: "number", form: { span: 8, visibleWhen: isBuyXGetY, required: true } },
  { name: "getYDiscount", label: "Get Y Discount %", type: "number", number: { suffix: "%" }, form: { span: 8, visibleWhen: isBuyXGetY, placeholder: "100 (free)" } },
  { name: "combinable", label: "Combinable", type: "boolean", form: { span: 8, extra: () => "Applies together with other combinable discounts." } },
];

const reference = (name: string, label: string, source: Field["reference"]): Field => ({
  name,
  label,
  type: "reference",
  multiple: true,
  reference: source,
  form: { span: 12, placeholder: "All" },
});

const applicability: Field[] = [
  reference("categoryIds", "Applicable Categories", categoryTreeSource),
  reference("productIds", "Applicable Products", { resource: "product", fields: "id name", sorters: byName }),
  reference("tagIds", "Applicable Tags", { resource: "tags", fields: "id name", sorters: byName }),
  reference("customerIds", "Applicable Customers", { resource: "customers", fields: "id name", sorters: byName }),
  reference("locationIds", "Locations", { resource: "locations", fields: "id name", sorters: byName }),
  { name: "partnerId", label: "Partner", type: "reference", reference: { resource: "partners", fields: "id name", sorters: byName }, form: { span: 12, placeholder: "Any (or none)" } },
];

const ids = (items: readonly Named[]) => items.map((item) => item.id);

export const discountsResource = defineResource<DiscountRow, DiscountFormRecord>({
  name: "discounts",
  label: "Discounts",
  parent: "sales-orders",
  routes: { list: "sales-orders/discounts" },
  permissions: { list: P.salesOrders.discount.read, create: P.salesOrders.discount.create, edit: P.salesOrders.discount.update },
  gql: {
    list: { operation: "getDiscounts", fields: fieldsOf(DISCOUNT_LIST_FRAGMENT) },
    one: { operation: "getDiscount", fields: fieldsOf(DISCOUNT_FORM_FRAGMENT) },
    create: { operation: "createDiscount", inputArg: "input", inputType: "DiscountInput!", fields: "id" },
    update: { operation: "updateDiscount", inputArg: "input", inputType: "DiscountInput!", fields: "id" },
  },
  defaultSort: [{ field: "createdAt", order: "desc" }],
  ...MAIN_LISTING_PAGING,
  search: { field: "search", placeholder: "Search by title or code" },
  picker: { searchField: "search" },
  fields: [
    secondaryIdField(),
    { name: "title", label: "Title", type: "text", column: { width: 200 }, form: { required: true, span: 12 } },
    { name: "code", label: "Code", type: "text", column: { width: 130, render: (d) => d.code ?? "Automatic" }, form: { span: 12, placeholder: "e.g. SAVE10 (empty: applies by itself)" } },
    { name: "type", label: "Type", type: "select", options: labelledOptions(DISCOUNT_TYPE_LABELS), column: { width: 130 }, form: { required: true, span: 8 } },
    { name: "scope", label: "Scope", type: "select", options: labelledOptions(DISCOUNT_SCOPE_LABELS), column: { width: 130 }, form: { required: true, span: 8 } },
    { name: "value", label: "Value", type: "number", column: { width: 150, sortable: true, render: discountValueText }, form: { required: true, span: 8, extra: (values) => (values.type === "PERCENTAGE" ? "Percent off (at most 100)." : "Rupees off.") } },
    {
      name: "status",
      label: "Status",
      type: "select",
      options: STATUS_OPTIONS,
      column: { width: 120, render: (d) => { const option = STATUS_OPTIONS.find((each) => each.value === d.status); return <Tag color={option?.color}>{option?.label ?? d.status}</Tag>; } },
      form: false,
    },
    // the form sets the stored status (Active or Inactive); the list's follows the dates
    { name: "status", label: "Status", type: "select", options: STORED_STATUS_OPTIONS, column: false, form: { required: true, span: 8, fromRecord: (d) => (d.status === "IN_ACTIVE" ? "IN_ACTIVE" : "ACTIVE") } },
    { name: "startDate", label: "Start Date", type: "date", column: { width: 120, render: (d) => discountDay(d.startDate).split("-").reverse().join("/") }, form: { required: true, span: 8, fromRecord: (d) => discountDay(d.startDate) } },
    { name: "endDate", label: "End Date", type: "date", column: { width: 120, render: (d) => (d.endDate ? discountDay(d.endDate).split("-").reverse().join("/") : "—") }, form: { span: 8, fromRecord: (d) => (d.endDate ? discountDay(d.endDate) : null) } },
    { name: "usedCount", label: "Uses", type: "number", column: { width: 100, render: (d) => (d.limitUses === null ? `${d.usedCount}` : `${d.usedCount} / ${d.limitUses}`) }, form: false },
    { name: "limitUses", label: "Limit Uses", type: "number", column: false, form: { span: 8, placeholder: "No limit" } },
    { name: "partner", label: "Partner", type: "text", column: { path: "partner.name", sortable: false, filter: false, width: 170 }, form: false },
    ...formOnly(rules),
    ...formOnly(applicability.map((field) => ({ ...field, form: { ...(field.form || {}), fromRecord: fromTargets(field.name) } }))),
  ],
  form: {
    mode: "page",
    titles: { create: "Create Discount", edit: "Update Discount" },
    messages: {
      created: "Discount created successfully",
      createFailed: "Failed to create discount",
      updated: "Discount updated successfully",
      updateFailed: "Failed to update discount",
    },
    schema: discountInputSchema,
    initialValues: { type: "PERCENTAGE", scope: "CART", status: "ACTIVE", combinable: false },
    sections: [
      { title: "Discount", fields: ["title", "code", "type", "scope", "value", "status", "startDate", "endDate", "limitUses"] },
      { title: "Rules", fields: fieldNames(rules) },
      { title: "Applies To", fields: fieldNames(applicability) },
    ],
  },
});

function fromTargets(name: string): ((record: DiscountFormRecord) => unknown) | undefined {
  switch (name) {
    case "categoryIds":
      return (d) => ids(d.categories);
    case "productIds":
      return (d) => ids(d.products);
    case "tagIds":
      return (d) => ids(d.tags);
    case "customerIds":
      return (d) => ids(d.customers);
    case "locationIds":
      return (d) => ids(d.locations);
    default:
      return undefined;
  }
}

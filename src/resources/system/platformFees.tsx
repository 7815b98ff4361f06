// Platform fee settings (spec "Settings screens", route system/platform-fee-config): server-paged list with name
// search, a Create chip and a modal form (?mode=create|edit&id). One fee per location and order type.
import { Tag } from "antd";
import { formatMoney } from "../../../common/money";
import { P } from "../../../common/permissions/catalogue";
import { PLATFORM_FEE_DEFAULTS, PLATFORM_FEE_ORDER_TYPES, PLATFORM_FEE_TYPES, platformFeeInputSchema } from "../../../common/schemas/platformFee";
import { MAIN_LISTING_PAGING } from "../../components/DataGrid/constants";
import { fieldsOf, graphql, type ResultOf } from "../../graphql";
import { optionLabel, optionsOf } from "../catalogue/options";
import { crudPermissions } from "../crudDeclaration";
import { defineResource } from "../defineResource";
import { userLocationFields } from "./userLocationField";

/** A platform fee as the list shows it and the form edits it. */
const FEE_FRAGMENT = graphql(`
  fragment PlatformFeeFields on PlatformFeeConfig {
    id locationId location { id name } name orderType platformFeeType platformFeeValue platformFeeTaxRate platformFeeTaxable platformFeeAccountCode createdAt
  }
`);

const FEE_FIELDS = fieldsOf(FEE_FRAGMENT);

type PlatformFeeRecord = ResultOf<typeof FEE_FRAGMENT>;

const ORDER_TYPE_OPTIONS = optionsOf(PLATFORM_FEE_ORDER_TYPES);
const FEE_TYPE_OPTIONS = optionsOf(PLATFORM_FEE_TYPES);

/** 50 → "50.00" for a flat fee, "2.5%" for a percentage. */
function feeValueText(fee: PlatformFeeRecord): string {
  return fee.platformFeeType === "PERCENTAGE" ? `${fee.platformFeeValue}%` : formatMoney(fee.platformFeeValue);
}

export const platformFeesResource = defineResource<PlatformFeeRecord>({
  name: "platform-fee",
  label: "Platform Fee",
  parent: "system",
  routes: { list: "system/platform-fee-config" },
  permissions: crudPermissions(P.system.platformFee),
  gql: {
    list: { operation: "getPlatformFeeConfigs", fields: FEE_FIELDS },
    one: { operation: "getPlatformFeeConfig", fields: FEE_FIELDS },
    create: { operation: "createPlatformFeeConfig", inputArg: "input", inputType: "PlatformFeeConfigInput!", fields: "id" },
    update: { operation: "updatePlatformFeeConfig", inputArg: "input", inputType: "UpdatePlatformFeeConfigInput!", fields: "id", idInInput: true },
  },
  defaultSort: [{ field: "name", order: "desc" }],
  ...MAIN_LISTING_PAGING,
  search: { field: "name", placeholder: "Search by name" },
  fields: [
    { name: "name", label: "Platform Fee Name", type: "text", column: { sticky: "left", width: 200 }, form: { required: true } },
    ...userLocationFields<PlatformFeeRecord>(),
    {
      name: "orderType",
      label: "Order Type",
      type: "select",
      options: ORDER_TYPE_OPTIONS,
      column: { width: 120, render: (f) => <Tag>{optionLabel(f.orderType, ORDER_TYPE_OPTIONS)}</Tag> },
      form: { required: true },
    },
    {
      name: "platformFeeType",
      label: "Fee Type",
      type: "select",
      options: FEE_TYPE_OPTIONS,
      column: { width: 120, render: (f) => optionLabel(f.platformFeeType, FEE_TYPE_OPTIONS) },
      form: { required: true },
    },
    {
      name: "platformFeeValue",
      label: "Fee Value",
      type: "number",
      column: { width: 120, render: feeValueText },
      form: { required: true, extra: (values) => (values.platformFeeType === "PERCENTAGE" ? "Percent of the order's lines (at most 100)." : "Amount added to each order.") },
    },
    { name: "platformFeeTaxRate", label: "Tax Rate", type: "number", number: { suffix: "%" }, column: { width: 110, render: (f) => `${f.platformFeeTaxRate}%` }, form: { required: true } },
    {
      name: "platformFeeTaxable",
      label: "Taxable",
      type: "boolean",
      column: { width: 100, render: (f) => <Tag color={f.platformFeeTaxable ? "green" : "default"}>{f.platformFeeTaxable ? "Yes" : "No"}</Tag> },
    },
    { name: "platformFeeAccountCode", label: "Account Code", type: "text", column: { width: 150 }, form: { required: true } },
    { name: "createdAt", label: "Created At", type: "date", column: { width: 130 }, form: false },
  ],
  form: {
    mode: "modal",
    titles: { create: "Create Platform Fee", edit: "Update Platform Fee" },
    messages: {
      created: "Platform fee created successfully",
      createFailed: "Failed to create platform fee",
      updated: "Platform fee updated successfully",
      updateFailed: "Failed to update platform fee",
    },
    schema: platformFeeInputSchema,
    initialValues: { ...PLATFORM_FEE_DEFAULTS },
  },
});

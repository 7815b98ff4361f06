// Platform fee settings (spec "Settings screens", route system/platform-fee-config): server-paged list with name
// search, a Create chip and a modal form (?mode=create|edit&id). One fee per location and order type.
import { Tag } from "antd";
import { formatMoney } from "../../../common/money";
import { P } from "../../../common/permissions/catalogue";
import {
  PLATFORM_FEE_DEFAULTS,
  platformFeeInputSchema,
  type PlatformFeeOrderType,
  type PlatformFeeType,
} from "../../../common/schemas/platformFee";
import { MAIN_LISTING_PAGING } from "../../components/DataGrid/constants";
import { crudPermissions } from "../crudDeclaration";
import { defineResource } from "../defineResource";
import { userLocationFields } from "./userLocationField";

export interface PlatformFeeRecord {
  id: string;
  locationId: string;
  location: { id: string; name: string };
  name: string;
  orderType: PlatformFeeOrderType;
  platformFeeType: PlatformFeeType;
  platformFeeValue: number;
  platformFeeTaxRate: number;
  platformFeeTaxable: boolean;
  platformFeeAccountCode: string;
  createdAt: string;
}

const FEE_FIELDS = `id locationId location { id name } name orderType platformFeeType platformFeeValue platformFeeTaxRate
  platformFeeTaxable platformFeeAccountCode createdAt`;

const ORDER_TYPE_OPTIONS = [
  { label: "Delivery", value: "DELIVERY" },
  { label: "Pickup", value: "PICKUP" },
  { label: "Return", value: "RETURN" },
] as const;
const FEE_TYPE_OPTIONS = [
  { label: "Flat", value: "FLAT" },
  { label: "Percentage", value: "PERCENTAGE" },
] as const;

const labelOf = (options: readonly { label: string; value: string }[], value: string) => options.find((o) => o.value === value)?.label ?? value;

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
      column: { width: 120, render: (f) => <Tag>{labelOf(ORDER_TYPE_OPTIONS, f.orderType)}</Tag> },
      form: { required: true },
    },
    {
      name: "platformFeeType",
      label: "Fee Type",
      type: "select",
      options: FEE_TYPE_OPTIONS,
      column: { width: 120, render: (f) => labelOf(FEE_TYPE_OPTIONS, f.platformFeeType) },
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

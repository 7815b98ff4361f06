// Register settings (spec "Settings screens", route system/register): server-paged list with name search, a
// Create chip and a modal form (?mode=create|edit&id). Cashiers may list their location's tills (read only).
import { Tag } from "antd";
import { P } from "../../../common/permissions/catalogue";
import {
  REGISTER_CURRENCIES,
  REGISTER_DEFAULTS,
  registerInputSchema,
  type ReceiptTemplate,
  type RegisterPrintMode,
  type RegisterStatus,
  type RegisterType,
} from "../../../common/schemas/register";
import { MAIN_LISTING_PAGING } from "../../components/DataGrid/constants";
import { crudPermissions } from "../crudDeclaration";
import { defineResource } from "../defineResource";
import { secondaryIdField } from "../sharedFields";
import { userLocationFields } from "./userLocationField";
import { enumLabel } from "../../../common/format/enumLabel";

export interface RegisterRecord {
  id: string;
  secondaryId: string;
  name: string;
  type: RegisterType;
  status: RegisterStatus;
  currency: string;
  printMode: RegisterPrintMode;
  receiptTemplate: ReceiptTemplate;
  terminalTaxId: string | null;
  locationId: string;
  location: { id: string; name: string };
  lastOpenedAt: string | null;
  lastClosedAt: string | null;
  createdAt: string;
}

const REGISTER_FIELDS = `id secondaryId name type status currency printMode receiptTemplate terminalTaxId locationId
  location { id name } lastOpenedAt lastClosedAt createdAt`;

const TYPE_OPTIONS = [
  { label: "Sales Register", value: "SALES_REGISTER", color: "blue" },
  { label: "Cart Register", value: "CART_REGISTER", color: "purple" },
] as const;
const STATUS_OPTIONS = [
  { label: "Active", value: "ACTIVE", color: "green" },
  { label: "Inactive", value: "INACTIVE", color: "red" },
] as const;
const PRINT_MODE_OPTIONS = [{ label: "Thermal", value: "THERMAL" }] as const;
const TEMPLATE_OPTIONS = [
  { label: "Template 1", value: "TEMPLATE_1" },
  { label: "Template 2", value: "TEMPLATE_2" },
  { label: "Template 3", value: "TEMPLATE_3" },
] as const;
const CURRENCY_OPTIONS = REGISTER_CURRENCIES.map((code) => ({ label: code, value: code }));

const labelOf = (options: readonly { label: string; value: string }[], value: string) => options.find((o) => o.value === value)?.label ?? value;

export const registersResource = defineResource<RegisterRecord>({
  name: "system-register",
  label: "Register",
  parent: "system",
  routes: { list: "system/register" },
  permissions: crudPermissions(P.system.register),
  gql: {
    list: { operation: "getLocationRegisters", fields: REGISTER_FIELDS },
    one: { operation: "getLocationRegister", fields: REGISTER_FIELDS },
    create: { operation: "createLocationRegister", inputArg: "dto", inputType: "LocationRegisterInput!", fields: "id" },
    update: { operation: "updateLocationRegister", inputArg: "dto", inputType: "UpdateLocationRegisterInput!", fields: "id", idInInput: true },
  },
  defaultSort: [{ field: "name", order: "desc" }],
  ...MAIN_LISTING_PAGING,
  search: { field: "name", placeholder: "Search by name" },
  picker: { searchField: "name" },
  fields: [
    secondaryIdField(),
    { name: "name", label: "Register Name", type: "text", column: { width: 200 }, form: { required: true } },
    ...userLocationFields<RegisterRecord>(),
    {
      name: "type",
      label: "Register Type",
      type: "select",
      options: TYPE_OPTIONS,
      column: { width: 150, render: (r) => <Tag color={r.type === "SALES_REGISTER" ? "blue" : "purple"}>{labelOf(TYPE_OPTIONS, r.type)}</Tag> },
      form: { required: true },
    },
    {
      name: "status",
      label: "Status",
      type: "select",
      options: STATUS_OPTIONS,
      column: { width: 110, render: (r) => <Tag color={r.status === "ACTIVE" ? "green" : "red"}>{enumLabel(r.status)}</Tag> },
      form: { required: true },
    },
    { name: "currency", label: "Currency", type: "select", options: CURRENCY_OPTIONS, column: { width: 100 }, form: { required: true } },
    {
      name: "printMode",
      label: "Print Mode",
      type: "select",
      options: PRINT_MODE_OPTIONS,
      column: { width: 110, render: (r) => labelOf(PRINT_MODE_OPTIONS, r.printMode) },
      form: { required: true },
    },
    {
      name: "receiptTemplate",
      label: "Receipt Template",
      type: "select",
      options: TEMPLATE_OPTIONS,
      column: { width: 140, render: (r) => labelOf(TEMPLATE_OPTIONS, r.receiptTemplate) },
    },
    { name: "terminalTaxId", label: "Terminal Tax ID", type: "text", column: { width: 150 } },
    { name: "lastOpenedAt", label: "Last Opened", type: "date", column: { width: 130 }, form: false },
    { name: "lastClosedAt", label: "Last Closed", type: "date", column: { width: 130 }, form: false },
    { name: "createdAt", label: "Created At", type: "date", column: { width: 130 }, form: false },
  ],
  form: {
    mode: "modal",
    titles: { create: "Create Register", edit: "Update Register" },
    messages: {
      created: "Register created successfully",
      createFailed: "Failed to create register",
      updated: "Register updated successfully",
      updateFailed: "Failed to update register",
    },
    schema: registerInputSchema,
    initialValues: { ...REGISTER_DEFAULTS },
  },
});

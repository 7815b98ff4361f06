// Register settings (spec "Settings screens", route system/register): server-paged list with name search, a
// Create chip and a modal form (?mode=create|edit&id). Cashiers may list their location's tills (read only).
import { Tag } from "antd";
import { P } from "../../../common/permissions/catalogue";
import {
  RECEIPT_TEMPLATES,
  REGISTER_CURRENCIES,
  REGISTER_DEFAULTS,
  REGISTER_PRINT_MODES,
  REGISTER_STATUSES,
  REGISTER_TYPES,
  registerInputSchema,
} from "../../../common/schemas/register";
import { MAIN_LISTING_PAGING } from "../../components/DataGrid/constants";
import { fieldsOf, graphql, type ResultOf } from "../../graphql";
import { optionLabel, optionsOf } from "../catalogue/options";
import { crudPermissions } from "../crudDeclaration";
import { defineResource } from "../defineResource";
import { secondaryIdField } from "../sharedFields";
import { userLocationFields } from "./userLocationField";
import { enumLabel } from "../../../common/format/enumLabel";

/** A register as the list shows it and the form edits it. */
const REGISTER_FRAGMENT = graphql(`
  fragment RegisterFields on LocationRegister {
    id secondaryId name type status currency printMode receiptTemplate terminalTaxId locationId location { id name } lastOpenedAt lastClosedAt createdAt
  }
`);

const REGISTER_FIELDS = fieldsOf(REGISTER_FRAGMENT);

type RegisterRecord = ResultOf<typeof REGISTER_FRAGMENT>;

const TYPE_OPTIONS = optionsOf(REGISTER_TYPES, { SALES_REGISTER: "blue", CART_REGISTER: "purple" });
const STATUS_OPTIONS = optionsOf(REGISTER_STATUSES, { ACTIVE: "green", INACTIVE: "red" });
const PRINT_MODE_OPTIONS = optionsOf(REGISTER_PRINT_MODES);
const TEMPLATE_OPTIONS = optionsOf(RECEIPT_TEMPLATES);
// currency codes read as they are (PKR, not "Pkr")
const CURRENCY_OPTIONS = REGISTER_CURRENCIES.map((code) => ({ label: code, value: code }));

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
      column: { width: 150, render: (r) => <Tag color={r.type === "SALES_REGISTER" ? "blue" : "purple"}>{optionLabel(r.type, TYPE_OPTIONS)}</Tag> },
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
      column: { width: 110, render: (r) => optionLabel(r.printMode, PRINT_MODE_OPTIONS) },
      form: { required: true },
    },
    {
      name: "receiptTemplate",
      label: "Receipt Template",
      type: "select",
      options: TEMPLATE_OPTIONS,
      column: { width: 140, render: (r) => optionLabel(r.receiptTemplate, TEMPLATE_OPTIONS) },
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

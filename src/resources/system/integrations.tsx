// Integration settings (spec "Settings screens", route system/integrations): the tax authority (FBR or SRB) a
// register reports its sales and returns to, with the authority's POS service fee. Server-paged list with name
// search, a Create chip and a modal form (?mode=create|edit&id). The access token and POS ID are write-only.
import { Tag } from "antd";
import { formatMoney } from "../../../common/money";
import { P } from "../../../common/permissions/catalogue";
import {
  INTEGRATION_DEFAULTS,
  INTEGRATION_ORDER_TYPES,
  INTEGRATION_STATUSES,
  INTEGRATION_TYPES,
  integrationFormSchema,
} from "../../../common/schemas/integration";
import { MAIN_LISTING_PAGING } from "../../components/DataGrid/constants";
import { fieldsOf, graphql, type ResultOf } from "../../graphql";
import { optionLabel, optionsOf } from "../catalogue/options";
import { crudPermissions } from "../crudDeclaration";
import { defineResource } from "../defineResource";
import { FiscalTargetHint, FiscalTargetNotice } from "./FiscalTargetNotice";
import { userLocationFields } from "./userLocationField";

/** An integration as the list shows it and the form edits it (the access token and POS ID are never read). */
const INTEGRATION_FRAGMENT = graphql(`
  fragment IntegrationFields on Integration {
    id integrationId name type status allowedOrderType charges logo locationId location { id name } registerId register { id name } createdAt
  }
`);

const INTEGRATION_FIELDS = fieldsOf(INTEGRATION_FRAGMENT);

type IntegrationRecord = ResultOf<typeof INTEGRATION_FRAGMENT>;

const TYPE_OPTIONS = optionsOf(INTEGRATION_TYPES);
const STATUS_OPTIONS = optionsOf(INTEGRATION_STATUSES, { ACTIVE: "green", INACTIVE: "default", PENDING: "gold", ERROR: "red" });
const ORDER_TYPE_OPTIONS = optionsOf(INTEGRATION_ORDER_TYPES);
const SECRET_HELP = "Write-only: stored encrypted and never shown again. When editing, leave it blank to keep the saved one.";

export const integrationsResource = defineResource<IntegrationRecord>({
  name: "integrations",
  label: "Integrations",
  parent: "system",
  routes: { list: "system/integrations" },
  permissions: crudPermissions(P.system.integration),
  gql: {
    list: { operation: "getIntegrations", fields: INTEGRATION_FIELDS },
    one: { operation: "getIntegration", fields: INTEGRATION_FIELDS },
    create: { operation: "createIntegration", inputArg: "dto", inputType: "IntegrationInput!", fields: "id" },
    update: { operation: "updateIntegration", inputArg: "input", inputType: "UpdateIntegrationInput!", fields: "id", idInInput: true },
  },
  defaultSort: [{ field: "createdAt", order: "desc" }],
  ...MAIN_LISTING_PAGING,
  search: { field: "name", placeholder: "Search by name" },
  notice: FiscalTargetNotice,
  fields: [
    { name: "integrationId", label: "Integration ID", type: "text", column: { sticky: "left", width: 130 }, form: false },
    { name: "name", label: "Integration Name", type: "text", column: { width: 190 }, form: { required: true } },
    {
      name: "type",
      label: "Integration Type",
      type: "select",
      options: TYPE_OPTIONS,
      column: { width: 110, render: (i) => <Tag color="blue">{i.type}</Tag> },
      form: { required: true },
    },
    {
      name: "status",
      label: "Status",
      type: "select",
      options: STATUS_OPTIONS,
      column: { width: 110, render: (i) => <Tag color={STATUS_OPTIONS.find((o) => o.value === i.status)?.color}>{optionLabel(i.status, STATUS_OPTIONS)}</Tag> },
      form: { required: true, extra: (values) => <FiscalTargetHint type={values.type} /> },
    },
    {
      name: "allowedOrderType",
      label: "Order Type",
      type: "select",
      multiple: true,
      options: ORDER_TYPE_OPTIONS,
      column: { width: 150, sortable: false, filter: false, render: (i) => i.allowedOrderType.map((type) => <Tag key={type}>{optionLabel(type, ORDER_TYPE_OPTIONS)}</Tag>) },
      form: { required: true },
    },
    {
      name: "charges",
      label: "Charges",
      type: "number",
      number: { prefix: "PKR" },
      column: { width: 110, render: (i) => `PKR ${formatMoney(i.charges)}` },
      form: { required: true, extra: () => "The authority's POS service fee added to each reported sale (Rs 1 for FBR)." },
    },
    ...userLocationFields<IntegrationRecord>(),
    {
      name: "registerId",
      label: "Register",
      type: "reference",
      reference: {
        resource: "system-register",
        fields: "id name",
        sorters: [{ field: "name", order: "asc" }],
        filters: (values) => (typeof values.locationId === "string" ? [{ field: "locationId", operator: "eq", value: values.locationId }] : []),
        enabled: (values) => typeof values.locationId === "string" && values.locationId !== "",
      },
      column: false,
      form: { required: true, dependsOn: ["locationId"] },
    },
    { name: "register", label: "Register", type: "text", column: { field: "register.name", width: 170 }, form: false },
    { name: "accessToken", label: "Access Token", type: "text", column: false, form: { secret: true, extra: () => SECRET_HELP } },
    { name: "posId", label: "POS ID", type: "text", column: false, form: { secret: true, extra: () => "The POS registration number the authority issued (digits). " + SECRET_HELP } },
    { name: "logo", label: "Logo", type: "image", image: { for: "integration" }, column: false },
    { name: "createdAt", label: "Created At", type: "date", column: { width: 130 }, form: false },
  ],
  form: {
    mode: "modal",
    titles: { create: "Create Integration", edit: "Update Integration" },
    messages: {
      created: "Integration created successfully",
      createFailed: "Failed to create integration",
      updated: "Integration updated successfully",
      updateFailed: "Failed to update integration",
    },
    schema: integrationFormSchema,
    initialValues: { ...INTEGRATION_DEFAULTS, allowedOrderType: [...INTEGRATION_DEFAULTS.allowedOrderType] },
  },
});

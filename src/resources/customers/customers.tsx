// Customers (customers-partners/customers, /create, /update/:id): the list searched by name, phone or email;
// the create and edit pages with the shared zod schema (the phone is stored in E.164, typed any usual way).
import { lazy } from "react";
import { P } from "../../../common/permissions/catalogue";
import { loadPhoneRules } from "../../../common/format/phone";
import { CUSTOMER_GENDERS, customerInputSchema } from "../../../common/schemas/customer";
import { fieldsOf, graphql, type ResultOf } from "../../graphql";
import { optionsOf } from "../catalogue/options";
import { defineResource } from "../defineResource";
import type { FieldDeclaration } from "../types";
import { fieldNames, formOnly, secondaryIdField } from "../sharedFields";
import { MAIN_LISTING_PAGING } from "../../components/DataGrid/constants";

/** A customer as the list shows it. */
const CUSTOMER_LIST_FRAGMENT = graphql(`
  fragment CustomerListFields on Customer {
    id secondaryId name phoneNumber email gender partnerId partner { id name } addresses { id line } createdAt
  }
`);

/** Everything the create and edit pages show. */
const CUSTOMER_FORM_FRAGMENT = graphql(`
  fragment CustomerFormFields on Customer {
    id secondaryId name phoneNumber email gender birthday commercialRegisterNumber nationalId notes additionalNumber
    partnerId partner { id name } addresses { id line } createdAt
  }
`);

type CustomerRow = ResultOf<typeof CUSTOMER_LIST_FRAGMENT>;
type CustomerFormRecord = ResultOf<typeof CUSTOMER_FORM_FRAGMENT>;
type Field = FieldDeclaration<CustomerRow, CustomerFormRecord>;

const details: Field[] = [
  { name: "birthday", label: "Birthday", type: "text", form: { placeholder: "YYYY-MM-DD" } },
  { name: "nationalId", label: "National ID (CNIC)", type: "text" },
  { name: "commercialRegisterNumber", label: "Commercial Register No.", type: "text" },
  { name: "additionalNumber", label: "Additional Number", type: "text" },
  { name: "notes", label: "Notes", type: "textarea", form: { span: 24 } },
];

export const customersResource = defineResource<CustomerRow, CustomerFormRecord>({
  name: "customers",
  label: "Customers",
  parent: "customers-partners",
  routes: { list: "customers-partners/customers" },
  permissions: { list: P.customersPartners.customer.customerListRead, create: P.customersPartners.customer.create, edit: P.customersPartners.customer.update },
  gql: {
    list: { operation: "getCustomers", fields: fieldsOf(CUSTOMER_LIST_FRAGMENT) },
    one: { operation: "getCustomer", fields: fieldsOf(CUSTOMER_FORM_FRAGMENT) },
    create: { operation: "createCustomer", inputArg: "input", inputType: "CustomerInput!", fields: "id" },
    update: { operation: "updateCustomer", inputArg: "input", inputType: "CustomerInput!", fields: "id" },
  },
  defaultSort: [{ field: "createdAt", order: "desc" }],
  ...MAIN_LISTING_PAGING,
  search: { field: "search", placeholder: "Search by name, phone or email" },
  show: lazy(() => import("./customerView/CustomerViewPage")),
  picker: { searchField: "name" },
  fields: [
    secondaryIdField(),
    { name: "name", label: "Name", type: "text", column: { width: 200 }, form: { required: true } },
    { name: "phoneNumber", label: "Phone Number", type: "text", column: { width: 160 }, form: { required: true, placeholder: "e.g. 0300 1234567" } },
    { name: "email", label: "Email", type: "text", column: { width: 220 } },
    { name: "gender", label: "Gender", type: "select", options: optionsOf(CUSTOMER_GENDERS), column: { width: 110 } },
    {
      name: "partnerId",
      label: "Partner",
      type: "reference",
      reference: { resource: "partners", fields: "id name", sorters: [{ field: "name", order: "asc" }] },
      column: false,
    },
    { name: "partner", label: "Partner", type: "text", column: { path: "partner.name", sortable: false, filter: false, width: 180 }, form: false },
    {
      name: "addresses",
      label: "Address",
      type: "text",
      column: { sortable: false, filter: false, width: 280, render: (customer) => customer.addresses[0]?.line ?? "" },
      form: false,
    },
    { name: "createdAt", label: "Created At", type: "date", column: { width: 140 }, form: false },
    ...formOnly(details),
  ],
  form: {
    mode: "page",
    titles: { create: "Create Customer", edit: "Update Customer" },
    messages: {
      created: "Customer created successfully",
      createFailed: "Failed to create customer",
      updated: "Customer updated successfully",
      updateFailed: "Failed to update customer",
    },
    schema: customerInputSchema,
    prepare: loadPhoneRules,
    sections: [
      { title: "Customer", fields: ["name", "phoneNumber", "email", "gender", "partnerId"] },
      { title: "Details", fields: fieldNames(details) },
    ],
  },
});

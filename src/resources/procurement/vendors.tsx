import { P } from "../../../common/permissions/catalogue";
import { loadPhoneRules } from "../../../common/format/phone";
import { VENDOR_CLASSIFICATIONS, VENDOR_PAYMENT_METHODS, VENDOR_TYPES, vendorInputSchema } from "../../../common/schemas/vendor";
import { fieldsOf, graphql, type ResultOf } from "../../graphql";
import { NameTags, optionsOf, priceText } from "../catalogue/options";
import { defineResource } from "../defineResource";
import type { FieldDeclaration } from "../types";
import { crudOperations, crudPermissions } from "../crudDeclaration";
import { activeStatusField, fieldNames, formOnly, secondaryIdField } from "../sharedFields";
import { MAIN_LISTING_PAGING } from "../../components/DataGrid/constants";

/** A vendor as the list shows it. */
const VENDOR_LIST_FRAGMENT = graphql(`
  fragment VendorListFields on Vendor {
    id secondaryId name type status classification creditLimit leadTime paymentMethod paymentTerms
    contactPerson primaryEmail primaryPhone city manufacturers { id name } createdAt updatedAt
  }
`);

/** Everything the create and edit pages show. */
const VENDOR_FORM_FRAGMENT = graphql(`
  fragment VendorFormFields on Vendor {
    id secondaryId name type status classification creditLimit leadTime paymentMethod paymentTerms
    contactPerson primaryEmail secondaryEmail primaryPhone secondaryPhone businessAddress city stateProvince zipCode
    bankName branchCode branchCity ibanNumber registrationNumber strn taxationNumber taxExemption taxExemptionValidity
    taxReturn withHoldTaxGroup withHoldTaxPercentage drugLicenseNo drugSaleLicense document documentExpiryDate
    stockReturnPolicy comment manufacturerIds
  }
`);

type VendorRow = ResultOf<typeof VENDOR_LIST_FRAGMENT>;
type VendorFormRecord = ResultOf<typeof VENDOR_FORM_FRAGMENT>;
type Field = FieldDeclaration<VendorRow, VendorFormRecord>;

const general: Field[] = [
  { name: "paymentMethod", label: "Payment Method", type: "select", options: optionsOf(VENDOR_PAYMENT_METHODS) },
  { name: "leadTime", label: "Lead Time (days)", type: "number" },
];

const contact: Field[] = [
  { name: "secondaryEmail", label: "Secondary Email", type: "text" },
  { name: "secondaryPhone", label: "Secondary Phone", type: "text", form: { placeholder: "e.g. 0300 1234567" } },
];

const address: Field[] = [
  { name: "businessAddress", label: "Business Address", type: "text", form: { span: 24 } },
  { name: "stateProvince", label: "State / Province", type: "text", form: { span: 8 } },
  { name: "zipCode", label: "Zip Code", type: "text", form: { span: 8 } },
];

const banking: Field[] = [
  { name: "bankName", label: "Bank Name", type: "text" },
  { name: "branchCode", label: "Branch Code", type: "text" },
  { name: "branchCity", label: "Branch City", type: "text" },
  { name: "ibanNumber", label: "IBAN", type: "text", form: { placeholder: "PK36 SCBL 0000 0011 2345 6702" } },
];

const tax: Field[] = [
  { name: "registrationNumber", label: "Registration Number", type: "text", form: { span: 8 } },
  { name: "strn", label: "STRN", type: "text", form: { span: 8 } },
  { name: "taxationNumber", label: "Taxation Number (NTN)", type: "text", form: { span: 8 } },
  { name: "taxExemption", label: "Tax Exempt", type: "boolean", form: { span: 8 } },
  {
    name: "taxExemptionValidity",
    label: "Tax Exemption Valid Until",
    type: "date",
    form: { span: 8, visibleWhen: (values) => values.taxExemption === true },
  },
  { name: "taxReturn", label: "Files Tax Return", type: "boolean", form: { span: 8 } },
  { name: "withHoldTaxGroup", label: "Withholding Tax Group", type: "text" },
  { name: "withHoldTaxPercentage", label: "Withholding Tax %", type: "number", number: { suffix: "%" } },
];

const licences: Field[] = [
  { name: "drugLicenseNo", label: "Drug License No.", type: "text" },
  { name: "drugSaleLicense", label: "Drug Sale License", type: "text" },
  { name: "document", label: "Document (scan)", type: "image", image: { for: "vendor" } },
  { name: "documentExpiryDate", label: "Document Expiry Date", type: "date" },
  { name: "stockReturnPolicy", label: "Stock Return Policy", type: "textarea" },
  { name: "comment", label: "Comment", type: "textarea" },
];

const manufacturers: Field[] = [
  {
    name: "manufacturerIds",
    label: "Manufacturers",
    type: "reference",
    multiple: true,
    reference: { resource: "manufacturer", fields: "id name", sorters: [{ field: "name", order: "asc" }] },
    form: { span: 24, placeholder: "Manufacturers this vendor supplies" },
  },
];

export const vendorsResource = defineResource<VendorRow, VendorFormRecord>({
  name: "vendor",
  label: "Vendor",
  parent: "procurement",
  routes: { list: "procurement/vendor" },
  permissions: crudPermissions(P.procurement.vendor),
  gql: crudOperations("Vendor", "Vendors", { list: fieldsOf(VENDOR_LIST_FRAGMENT), one: fieldsOf(VENDOR_FORM_FRAGMENT) }),
  defaultSort: [{ field: "createdAt", order: "desc" }],
  ...MAIN_LISTING_PAGING,
  search: { field: "name", placeholder: "Search vendors" },
  picker: { searchField: "name" },
  fields: [
    secondaryIdField(),
    { name: "name", label: "Name", type: "text", column: { width: 220 }, form: { required: true } },
    activeStatusField(),
    { name: "type", label: "Type", type: "select", options: optionsOf(VENDOR_TYPES), column: { width: 140 } },
    { name: "classification", label: "Classification", type: "select", options: optionsOf(VENDOR_CLASSIFICATIONS), column: { width: 140 } },
    {
      name: "creditLimit",
      label: "Credit Limit",
      type: "number",
      column: { width: 150, render: (vendor) => priceText(vendor.creditLimit) },
    },
    { name: "paymentTerms", label: "Payment Terms", type: "text", column: { width: 140 }, form: { placeholder: "e.g. Net 30" } },
    { name: "contactPerson", label: "Contact Person", type: "text", column: { width: 170 } },
    { name: "primaryPhone", label: "Primary Phone", type: "text", column: { width: 160 }, form: { placeholder: "e.g. 0300 1234567" } },
    { name: "primaryEmail", label: "Primary Email", type: "text", column: { width: 200 } },
    { name: "city", label: "City", type: "text", column: { width: 130 }, form: { span: 8 } },
    {
      name: "manufacturers",
      label: "Manufacturers",
      type: "text",
      column: {
        field: "manufacturers.name",
        sortable: false,
        width: 220,
        filterReference: { resource: "manufacturer", optionValue: "name" },
        render: (vendor) => <NameTags items={vendor.manufacturers} />,
      },
      form: false,
    },
    { name: "createdAt", label: "Created At", type: "date", column: { width: 140 }, form: false },
    ...formOnly([...general, ...contact, ...address, ...banking, ...tax, ...licences, ...manufacturers]),
  ],
  form: {
    mode: "page",
    titles: { create: "Create Vendor", edit: "Update Vendor" },
    messages: {
      created: "Vendor created successfully",
      createFailed: "Failed to create vendor",
      updated: "Vendor updated successfully",
      updateFailed: "Failed to update vendor",
    },
    schema: vendorInputSchema,
    prepare: loadPhoneRules,
    initialValues: { status: "ACTIVE", taxExemption: false, taxReturn: false },
    sections: [
      { title: "General", fields: ["name", "status", "type", "classification", "creditLimit", "paymentTerms", ...fieldNames(general)] },
      { title: "Contact", fields: ["contactPerson", "primaryPhone", "primaryEmail", ...fieldNames(contact)] },
      { title: "Address", fields: ["businessAddress", "city", "stateProvince", "zipCode"] },
      { title: "Banking", fields: fieldNames(banking) },
      { title: "Tax", fields: fieldNames(tax) },
      { title: "Licences & Documents", fields: fieldNames(licences) },
      { title: "Manufacturers", fields: fieldNames(manufacturers) },
    ],
  },
});

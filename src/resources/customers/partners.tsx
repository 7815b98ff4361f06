// Partners (customers-partners/partners): the list with a name search, create and edit in a modal.
import { P } from "../../../common/permissions/catalogue";
import { loadPhoneRules } from "../../../common/format/phone";
import { PARTNER_STATUSES, PARTNER_TYPES, partnerInputSchema } from "../../../common/schemas/partner";
import { fieldsOf, graphql, type ResultOf } from "../../graphql";
import { optionsOf } from "../catalogue/options";
import { defineResource } from "../defineResource";
import { activeStatusField, secondaryIdField } from "../sharedFields";
import { MAIN_LISTING_PAGING } from "../../components/DataGrid/constants";

/** A partner as the list shows it and the form edits it. */
const PARTNER_FRAGMENT = graphql(`
  fragment PartnerFields on Partner {
    id secondaryId name type status address cityId city { id name } contactPerson email phoneNumber taxId websiteUrl createdAt
  }
`);

const PARTNER_FIELDS = fieldsOf(PARTNER_FRAGMENT);

type PartnerRecord = ResultOf<typeof PARTNER_FRAGMENT>;

export const partnersResource = defineResource<PartnerRecord>({
  name: "partners",
  label: "Partners",
  parent: "customers-partners",
  routes: { list: "customers-partners/partners" },
  permissions: { list: P.customersPartners.partner.partnerListRead, create: P.customersPartners.partner.create, edit: P.customersPartners.partner.update },
  gql: {
    list: { operation: "getPartners", fields: PARTNER_FIELDS },
    one: { operation: "getPartner", fields: PARTNER_FIELDS },
    create: { operation: "createPartner", inputArg: "input", inputType: "PartnerInput!", fields: "id" },
    update: { operation: "updatePartner", inputArg: "input", inputType: "PartnerInput!", fields: "id" },
  },
  defaultSort: [{ field: "name", order: "asc" }],
  ...MAIN_LISTING_PAGING,
  search: { field: "name", placeholder: "Search partners" },
  picker: { searchField: "name" },
  fields: [
    secondaryIdField(),
    { name: "name", label: "Name", type: "text", column: { width: 220 }, form: { required: true } },
    { name: "type", label: "Type", type: "select", options: optionsOf(PARTNER_TYPES), column: { width: 140 }, form: { required: true } },
    { ...activeStatusField<PartnerRecord>(), options: optionsOf(PARTNER_STATUSES) },
    { name: "contactPerson", label: "Contact Person", type: "text", column: { width: 170 } },
    { name: "phoneNumber", label: "Phone Number", type: "text", column: { width: 160 }, form: { placeholder: "e.g. 0300 1234567" } },
    { name: "email", label: "Email", type: "text", column: { width: 200 } },
    {
      name: "cityId",
      label: "City",
      type: "reference",
      reference: { resource: "cities", fields: "id name", sorters: [{ field: "name", order: "asc" }] },
      column: false,
    },
    { name: "city", label: "City", type: "text", column: { field: "city.name", width: 130, sortable: false, filter: false }, form: false },
    { name: "address", label: "Address", type: "textarea", column: false, form: { span: 24 } },
    { name: "taxId", label: "Tax ID", type: "text", column: false },
    { name: "websiteUrl", label: "Website", type: "text", column: false, form: { placeholder: "https://" } },
    { name: "createdAt", label: "Created At", type: "date", column: { width: 140 }, form: false },
  ],
  form: {
    mode: "modal",
    titles: { create: "Create Partner", edit: "Update Partner" },
    messages: {
      created: "Partner created successfully",
      createFailed: "Failed to create partner",
      updated: "Partner updated successfully",
      updateFailed: "Failed to update partner",
    },
    schema: partnerInputSchema,
    prepare: loadPhoneRules,
    initialValues: { status: "ACTIVE", type: "CORPORATE" },
  },
});

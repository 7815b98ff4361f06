import { P } from "../../../common/permissions/catalogue";
import { manufacturerInputSchema } from "../../../common/schemas/manufacturer";
import { fieldsOf, graphql, type ResultOf } from "../../graphql";
import { defineResource } from "../defineResource";
import { crudOperations, crudPermissions } from "../crudDeclaration";
import { activeStatusField, secondaryIdField } from "../sharedFields";
import { MAIN_LISTING_PAGING } from "../../components/DataGrid/constants";

/** A manufacturer as the list shows it and the form edits it. */
const MANUFACTURER_FRAGMENT = graphql(`
  fragment ManufacturerFields on Manufacturer { id secondaryId name description lineOfBusiness lastReason status createdAt updatedAt }
`);

type ManufacturerRecord = ResultOf<typeof MANUFACTURER_FRAGMENT>;

export const manufacturersResource = defineResource<ManufacturerRecord>({
  name: "manufacturer",
  label: "Manufacturer",
  parent: "procurement",
  routes: { list: "procurement/manufacturer" },
  permissions: crudPermissions(P.procurement.manufacturer),
  gql: crudOperations("Manufacturer", "Manufacturers", { list: fieldsOf(MANUFACTURER_FRAGMENT) }),
  defaultSort: [{ field: "createdAt", order: "desc" }],
  ...MAIN_LISTING_PAGING,
  search: { field: "name", placeholder: "Search manufacturers" },
  picker: { searchField: "name" },
  fields: [
    secondaryIdField(),
    { name: "name", label: "Name", type: "text", column: { width: 220 }, form: { required: true } },
    activeStatusField({ width: 130 }),
    { name: "lineOfBusiness", label: "Line of Business", type: "text", column: { width: 180 } },
    { name: "description", label: "Description", type: "textarea", column: { width: 240 }, form: { span: 24 } },
    {
      name: "reason",
      label: "Reason",
      type: "textarea",
      column: false,
      form: {
        span: 24,
        visibleWhen: (values) => typeof values.status === "string" && values.status !== "ACTIVE",
        extra: () => "Why the manufacturer is no longer active (required when deactivating).",
      },
    },
    { name: "lastReason", label: "Last Reason", type: "text", column: { width: 200 }, form: false },
    { name: "createdAt", label: "Created At", type: "date", column: { width: 140 }, form: false },
    { name: "updatedAt", label: "Updated At", type: "date", column: { width: 140 }, form: false },
  ],
  form: {
    mode: "page",
    titles: { create: "Create Manufacturer", edit: "Update Manufacturer" },
    messages: {
      created: "Manufacturer created successfully",
      createFailed: "Failed to create manufacturer",
      updated: "Manufacturer updated successfully",
      updateFailed: "Failed to update manufacturer",
    },
    schema: manufacturerInputSchema,
    initialValues: { status: "ACTIVE" },
  },
});

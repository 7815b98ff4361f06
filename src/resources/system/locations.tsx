import { Tag } from "antd";
import { labelColor } from "../../../common/format/labelColor";
import { P } from "../../../common/permissions/catalogue";
import { LOCATION_STATUSES, LOCATION_TYPES, locationFormSchema } from "../../../common/schemas/location";
import { fieldsOf, graphql, type ResultOf } from "../../graphql";
import { optionsOf } from "../catalogue/options";
import { defineResource } from "../defineResource";
import type { FormValues } from "../types";
import { crudOperations, crudPermissions } from "../crudDeclaration";
import { MAIN_LISTING_PAGING } from "../../components/DataGrid/constants";
import { enumLabel } from "../../../common/format/enumLabel";

/** A location as the list shows it and the form edits it. */
const LOCATION_FRAGMENT = graphql(`
  fragment LocationFields on Location {
    id secondaryId name type status area cityId city { id name countryId country { id name } }
    taxNumber salesTaxNumber warehouseId warehouse { id name } createdAt
  }
`);

type LocationRecord = ResultOf<typeof LOCATION_FRAGMENT>;

const TYPE_OPTIONS = optionsOf(LOCATION_TYPES);
const STATUS_OPTIONS = optionsOf(LOCATION_STATUSES, { ACTIVE: "green", INACTIVE: "red" });

const isRetail = (values: FormValues) => values.type === "RETAIL";

export const locationsResource = defineResource<LocationRecord>({
  name: "locations",
  label: "Locations",
  parent: "system",
  routes: { list: "system/locations", aliases: ["system/location"] },
  permissions: crudPermissions(P.system.locations),
  gql: crudOperations("Location", "Locations", { list: fieldsOf(LOCATION_FRAGMENT) }),
  defaultSort: [{ field: "secondaryId", order: "desc" }],
  ...MAIN_LISTING_PAGING,
  search: { field: "name", placeholder: "Search by name" },
  picker: { searchField: "name" },
  fields: [
    { name: "secondaryId", label: "ID", type: "text", column: { sticky: "left", width: 130 }, form: false },
    { name: "name", label: "Name", type: "text", column: { width: 200 }, form: { required: true } },
    {
      name: "type",
      label: "Type",
      type: "select",
      options: TYPE_OPTIONS,
      column: { render: (location) => <Tag color={labelColor(location.type)}>{location.type}</Tag> },
      form: { required: true },
    },
    {
      name: "status",
      label: "Status",
      type: "select",
      options: STATUS_OPTIONS,
      column: { render: (location) => <Tag color={location.status === "ACTIVE" ? "green" : "red"}>{enumLabel(location.status)}</Tag> },
      form: { required: true },
    },
    {
      name: "countryId",
      label: "Country",
      type: "reference",
      reference: { resource: "countries", fields: "id name", sorters: [{ field: "name", order: "asc" }] },
      column: false,
      form: { required: true, fromRecord: (location) => location.city?.countryId },
    },
    {
      name: "cityId",
      label: "City",
      type: "reference",
      reference: {
        resource: "cities",
        fields: "id name",
        sorters: [{ field: "name", order: "asc" }],
        filters: (values) => [{ field: "countryId", operator: "eq", value: values.countryId }],
        enabled: (values) => typeof values.countryId === "string" && values.countryId !== "",
      },
      column: false,
      form: { required: true, dependsOn: ["countryId"] },
    },
    {
      name: "warehouse_id",
      label: "Warehouse",
      type: "reference",
      reference: {
        resource: "locations",
        fields: "id name",
        sorters: [{ field: "name", order: "asc" }],
        filters: () => [
          { field: "type", operator: "eq", value: "WAREHOUSE" },
          { field: "status", operator: "eq", value: "ACTIVE" },
        ],
      },
      column: false,
      form: { required: true, dependsOn: ["type"], visibleWhen: isRetail, fromRecord: (location) => location.warehouseId },
    },
    { name: "area", label: "Area", type: "text" },
    { name: "city", label: "City", type: "text", column: { field: "city.name" }, form: false },
    { name: "country", label: "Country", type: "text", column: { path: "city.country.name", sortable: false, filter: false }, form: false },
    { name: "warehouse", label: "Warehouse", type: "text", column: { field: "warehouse.name" }, form: false },
    { name: "taxNumber", label: "Tax Number", type: "text" },
    { name: "salesTaxNumber", label: "Sales Tax Number", type: "text" },
    { name: "createdAt", label: "Created At", type: "date", column: { width: 130 }, form: false },
  ],
  form: {
    mode: "modal",
    titles: { create: "Create Location", edit: "Update Location" },
    messages: {
      created: "Location created successfully",
      createFailed: "Failed to create location",
      updated: "Location updated successfully",
      updateFailed: "Failed to update location",
    },
    schema: locationFormSchema,
    initialValues: { status: "ACTIVE" },
    // countryId only narrows the cities offered; the server's LocationInput has no such field
    toInput: (values) => {
      const input = { ...values };
      delete input.countryId;
      return input;
    },
  },
});

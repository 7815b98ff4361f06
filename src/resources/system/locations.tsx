import { Tag } from "antd";
import { labelColor } from "../../../common/format/labelColor";
import { P } from "../../../common/permissions/catalogue";
import { locationFormSchema, type LocationStatus, type LocationType } from "../../../common/schemas/location";
import { defineResource } from "../defineResource";
import type { FormValues } from "../types";
import { crudOperations, crudPermissions } from "../crudDeclaration";
import { MAIN_LISTING_PAGING } from "../../components/DataGrid/constants";
import { enumLabel } from "../../../common/format/enumLabel";

export interface LocationRecord {
  id: string;
  secondaryId: string;
  name: string;
  type: LocationType;
  status: LocationStatus;
  area: string | null;
  cityId: string;
  city: { id: string; name: string; countryId: string; country: { id: string; name: string } };
  taxNumber: string | null;
  salesTaxNumber: string | null;
  warehouseId: string | null;
  warehouse: { id: string; name: string } | null;
  createdAt: string;
}

const LOCATION_FIELDS = `id secondaryId name type status area cityId city { id name countryId country { id name } }
  taxNumber salesTaxNumber warehouseId warehouse { id name } createdAt`;

const TYPE_OPTIONS = [
  { label: "Warehouse", value: "WAREHOUSE" },
  { label: "Retail", value: "RETAIL" },
] as const;

const STATUS_OPTIONS = [
  { label: "Active", value: "ACTIVE", color: "green" },
  { label: "Inactive", value: "INACTIVE", color: "red" },
] as const;

const isRetail = (values: FormValues) => values.type === "RETAIL";

export const locationsResource = defineResource<LocationRecord>({
  name: "locations",
  label: "Locations",
  parent: "system",
  routes: { list: "system/locations", aliases: ["system/location"] },
  permissions: crudPermissions(P.system.locations),
  gql: crudOperations("Location", "Locations", { list: LOCATION_FIELDS }),
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

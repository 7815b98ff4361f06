// What getLocations can filter and sort by, and the joins those names need (city, country, warehouse).
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { LOCATION_STATUSES, LOCATION_TYPES } from "../../../common/schemas/location";
import { cities, countries, locations } from "../../db/schema";
import type { ListFieldMap } from "../../core/listEngine";

/** The serving warehouse: the locations table joined to itself. */
export const warehouses = alias(locations, "warehouse");

export const locationJoins = {
  city: eq(cities.id, locations.cityId),
  country: eq(countries.id, cities.countryId),
  warehouse: and(eq(warehouses.tenantId, locations.tenantId), eq(warehouses.id, locations.warehouseId)),
};

export const locationListFields: ListFieldMap = {
  id: { column: locations.id, kind: "uuid" },
  // Zero-padded codes (LOC-000010 after LOC-000009), so text order is numeric order.
  secondaryId: { column: locations.secondaryId, kind: "text" },
  // The search reads the name lower-cased when written, not lower-cased again on every row (ILIKE); strpos
  // rather than LIKE, for which the planner, under row-level security, guesses a handful of matches and sorts
  // them all: for strpos it expects many, and reads the page in the name index's order.
  name: { column: locations.name, kind: "text", like: (_pattern, value) => sql`strpos(${locations.searchKey}, lower(${value})) > 0` },
  type: { column: locations.type, kind: "enum", values: LOCATION_TYPES },
  status: { column: locations.status, kind: "enum", values: LOCATION_STATUSES },
  area: { column: locations.area, kind: "text" },
  cityId: { column: locations.cityId, kind: "uuid" },
  warehouseId: { column: locations.warehouseId, kind: "uuid" },
  createdAt: { column: locations.createdAt, kind: "date" },
  updatedAt: { column: locations.updatedAt, kind: "date" },
  "city.name": { column: cities.name, kind: "text" },
  "city.countryId": { column: cities.countryId, kind: "uuid" },
  "warehouse.name": { column: warehouses.name, kind: "text" },
};

export const locationDefaultSort = [
  { field: "createdAt", direction: "DESC" },
  { field: "secondaryId", direction: "DESC" },
];

// The location of a settings record (a register, a platform fee): chosen among the locations the user may work
// at (the server refuses any other), shown in the list as the location's name.
import type { CrudFilter } from "@refinedev/core";
import { LIST_CONDITIONS_MAX } from "../../../common/list";
import { getSession } from "../../providers/session";
import type { FieldDeclaration } from "../types";

/** The user's allowed locations as one OR group of ids (none when there are more than a filter may hold). */
function allowedLocationFilters(): CrudFilter[] {
  const allowed = getSession()?.allowedLocations ?? [];
  if (allowed.length === 0 || allowed.length > LIST_CONDITIONS_MAX) return [];
  return [{ operator: "or", value: allowed.map((location) => ({ field: "id", operator: "eq", value: location.id })) }];
}

/** The form's location picker and the list's location name column. */
export function userLocationFields<TRow, TFormRecord = TRow>(): FieldDeclaration<TRow, TFormRecord>[] {
  return [
    {
      name: "locationId",
      label: "Location",
      type: "reference",
      reference: { resource: "locations", fields: "id name", sorters: [{ field: "name", order: "asc" }], filters: allowedLocationFilters },
      column: false,
      form: { required: true },
    },
    { name: "location", label: "Location", type: "text", column: { field: "location.name", width: 180 }, form: false },
  ];
}

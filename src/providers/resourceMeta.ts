// What a resource declaration hands to Refine as `meta`: the permission per action and the GraphQL operations
// the data provider calls. Written once per resource (src/resources/<area>/<name>.ts), read by the data
// provider, the access-control provider and the generated screens.

export interface PermissionsByAction {
  list?: string;
  show?: string;
  create?: string;
  edit?: string;
}

export interface ListOperation {
  /** e.g. "getLocations": called with page, limit, sort, filter (and locationId when meta.locationId is set). */
  operation: string;
  /** GraphQL selection set of one row, e.g. "id name city { id name }". */
  fields: string;
}

export interface OneOperation {
  /** e.g. "getLocation": called as getLocation(id: ID!). */
  operation: string;
  fields: string;
}

export interface MutationOperation {
  /** e.g. "createLocation". */
  operation: string;
  /** Argument holding the input object, e.g. "locationDto". */
  inputArg: string;
  /** Its GraphQL type, e.g. "LocationInput!". */
  inputType: string;
  /** Selection set of the result; defaults to "id". */
  fields?: string;
  /** update: the id travels inside the input (e.g. updateLocationRegister(dto: { id, … })), not as `id: ID!`. */
  idInInput?: boolean;
}

export interface GqlOperations {
  list?: ListOperation;
  one?: OneOperation;
  create?: MutationOperation;
  /** Called with the input argument and `id: ID!` (or the id inside the input, see idInInput). */
  update?: MutationOperation;
}

export interface GqlResourceMeta {
  label?: string;
  parent?: string;
  permissions?: PermissionsByAction;
  gql?: GqlOperations;
  /** Sends the current location as the list's locationId argument. */
  scopedToLocation?: boolean;
  /** Other values Refine passes through (icon, hide, canDelete…). */
  [key: string]: unknown;
}

export function isGqlResourceMeta(value: unknown): value is GqlResourceMeta {
  return typeof value === "object" && value !== null;
}

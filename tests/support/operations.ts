// GraphQL documents shared by the API tests.
export const LOCATION_FIELDS = `
  id secondaryId name area type status cityId taxNumber salesTaxNumber warehouseId
  city { id name countryId country { id name code } }
  warehouse { id name }
  createdAt updatedAt
`;

export type LocationRecord = {
  id: string;
  secondaryId: string;
  name: string;
  area: string | null;
  type: "RETAIL" | "WAREHOUSE";
  status: "ACTIVE" | "INACTIVE";
  cityId: string;
  taxNumber: string | null;
  salesTaxNumber: string | null;
  warehouseId: string | null;
  city: { id: string; name: string; countryId: string; country: { id: string; name: string; code: string } };
  warehouse: { id: string; name: string } | null;
  createdAt: string;
  updatedAt: string;
};

export type ListMeta = { page: number; limit: number; total: number; totalCount: number };
export type List<T> = { data: T[]; meta: ListMeta };

export type LocationInput = {
  name: string;
  type: "RETAIL" | "WAREHOUSE";
  status: "ACTIVE" | "INACTIVE";
  area?: string | null;
  cityId: string;
  taxNumber?: string | null;
  salesTaxNumber?: string | null;
  warehouse_id?: string | null;
};

export const GET_LOCATIONS = `query GetLocations($page: Int, $limit: Int, $sort: [SortInput!], $filter: [FilterGroupInput!], $locationId: ID) {
  getLocations(page: $page, limit: $limit, sort: $sort, filter: $filter, locationId: $locationId) {
    data { ${LOCATION_FIELDS} }
    meta { page limit total totalCount }
  }
}`;

export const GET_LOCATION = `query GetLocation($id: ID!) { getLocation(id: $id) { ${LOCATION_FIELDS} } }`;

export const CREATE_LOCATION = `mutation CreateLocation($locationDto: LocationInput!) {
  createLocation(locationDto: $locationDto) { ${LOCATION_FIELDS} }
}`;

export const UPDATE_LOCATION = `mutation UpdateLocation($id: ID!, $locationDto: LocationInput!) {
  updateLocation(id: $id, locationDto: $locationDto) { ${LOCATION_FIELDS} }
}`;

export const GET_COUNTRIES = `query GetCountries($page: Int, $limit: Int, $sort: [SortInput!], $filter: [FilterGroupInput!]) {
  getCountries(page: $page, limit: $limit, sort: $sort, filter: $filter) { data { id name code } meta { page limit total totalCount } }
}`;

export const GET_CITIES = `query GetCities($page: Int, $limit: Int, $sort: [SortInput!], $filter: [FilterGroupInput!]) {
  getCities(page: $page, limit: $limit, sort: $sort, filter: $filter) { data { id name countryId } meta { page limit total totalCount } }
}`;

export const AUTHENTICATE_TOKEN = `query { authenticateToken { token user { id email role { id name } } tenant { accountId } permissions { id permission } allowedLocations { id name type } } }`;

export const LOGOUT = `mutation { logout }`;

// The customer page's GraphQL documents (typed by gql.tada from server/schema.graphql).
import { graphql, type ResultOf } from "../../../graphql";

export const CUSTOMER_VIEW = graphql(`query CustomerView($id: ID!) {
  customer: getCustomer(id: $id) {
    id secondaryId name phoneNumber email gender birthday nationalId notes partner { id name }
    orders { orderCount totalSpent }
    addresses { id secondaryId cityId streetName streetAddress1 streetAddress2 buildingNo districtName postalCode state landmark additionalNumber line }
  }
}`);

export type CustomerView = NonNullable<ResultOf<typeof CUSTOMER_VIEW>["customer"]>;
export type CustomerAddress = CustomerView["addresses"][number];

export const ADDRESS_CITIES = graphql(`query AddressCities {
  getCities(limit: 1000, sort: [{ field: "name", direction: ASC }]) { data { id name country { name } } }
}`);

export const CREATE_ADDRESS = graphql(`mutation CreateAddress($customerId: ID!, $input: AddressInput!) {
  createAddress(customerId: $customerId, input: $input) { id }
}`);

export const UPDATE_ADDRESS = graphql(`mutation UpdateAddress($id: ID!, $input: AddressInput!) {
  updateAddress(id: $id, input: $input) { id }
}`);

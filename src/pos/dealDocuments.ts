// The till's GraphQL documents for the deal: customers found as the cashier types and created on the spot, a
// customer's addresses, partners, and the discounts with a code offered at this location.
import { graphql, type ResultOf } from "../graphql";

const DEAL_CUSTOMER_FIELDS = graphql(`
  fragment DealCustomerFields on Customer {
    id name phoneNumber partner { id name status }
  }
`);
export type FoundCustomer = ResultOf<typeof DEAL_CUSTOMER_FIELDS>;

export const FIND_CUSTOMERS = graphql(
  `query PosFindCustomers($search: String!) {
    found: getCustomers(search: $search, limit: 8) { data { ...DealCustomerFields } }
  }`,
  [DEAL_CUSTOMER_FIELDS],
);

export const CREATE_CUSTOMER = graphql(
  `mutation PosCreateCustomer($input: CustomerInput!) {
    customer: createCustomer(input: $input) { ...DealCustomerFields }
  }`,
  [DEAL_CUSTOMER_FIELDS],
);

export const CUSTOMER_ADDRESSES = graphql(`
  query PosCustomerAddresses($id: ID!) {
    customer: getCustomer(id: $id) { id addresses { id line landmark } }
  }
`);

export const CREATE_ADDRESS = graphql(`
  mutation PosCreateAddress($customerId: ID!, $input: AddressInput!) {
    address: createAddress(customerId: $customerId, input: $input) { id line landmark }
  }
`);

export const FIND_PARTNERS = graphql(`
  query PosFindPartners($search: String, $filter: [FilterGroupInput!]) {
    found: getPartners(search: $search, filter: $filter, limit: 20, sort: [{ field: "name", direction: ASC }]) { data { id name type contactPerson phoneNumber } }
  }
`);
export type FoundPartner = ResultOf<typeof FIND_PARTNERS>["found"]["data"][number];

export const OFFERED_DISCOUNTS = graphql(`
  query PosOfferedDiscounts($locationId: ID!, $filter: [FilterGroupInput!]) {
    offered: getDiscounts(locationId: $locationId, filter: $filter, limit: 50, sort: [{ field: "title", direction: ASC }]) {
      data { id title code type scope value minPurchaseAmount endDate }
    }
  }
`);
export type OfferedDiscount = ResultOf<typeof OFFERED_DISCOUNTS>["offered"]["data"][number];

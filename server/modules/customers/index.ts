// Customers and their addresses.
// This file is the module's public face: other modules, the flows, the GraphQL layer, the seed and main.ts import
// from here only (eslint: import-x/no-restricted-paths). Importing it registers its GraphQL types and operations.
import "./schema";
export { addressesInOrder, createAddress } from "./addressService";
export { AddressRef, CustomerRef } from "./schema";
export { createCustomer, customersInOrder } from "./service";

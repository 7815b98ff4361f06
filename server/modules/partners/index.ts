// Partners (delivery and other services an order names).
// This file is the module's public face: other modules, the flows, the GraphQL layer, the seed and main.ts import
// from here only (eslint: import-x/no-restricted-paths). Importing it registers its GraphQL types and operations.
import "./schema";
export { PartnerRef } from "./schema";
export { createPartner, partnersInOrder } from "./service";

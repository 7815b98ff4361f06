// Locations (stores and warehouses), their enums, and the shape of a location as a document line shows it.
// This file is the module's public face: other modules, the flows, the GraphQL layer, the seed and main.ts import
// from here only (eslint: import-x/no-restricted-paths). Importing it registers its GraphQL types and operations.
import "./schema";
export { LocationTypeEnum } from "./enumSchema";
export { type LocationSummary, locationSummaryColumns, toLocationSummary } from "./locationSummary";
export { LocationSummaryRef } from "./locationSummarySchema";
export { requireLocation } from "./requireLocation";

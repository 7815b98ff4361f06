// Countries and cities (global reference data).
// This file is the module's public face: other modules, the flows, the GraphQL layer, the seed and main.ts import
// from here only (eslint: import-x/no-restricted-paths). Importing it registers its GraphQL types and operations.
import "./schema";
export { assertCity, citiesById } from "./cities";
export { CityRef } from "./schema";
export { type CityRow } from "./service";

// Platform fee settings: one fee per location and order type.
// This file is the module's public face: other modules, the flows, the GraphQL layer, the seed and main.ts import
// from here only (eslint: import-x/no-restricted-paths). Importing it registers its GraphQL types and operations.
import "./schema";
export { createPlatformFee, findPlatformFee } from "./service";

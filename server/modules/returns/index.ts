// Return orders as people read them: their list and details (the return itself is a flow: server/flows).
// This file is the module's public face: other modules, the flows, the GraphQL layer, the seed and main.ts import
// from here only (eslint: import-x/no-restricted-paths). Importing it registers its GraphQL types and operations.
import "./returnQuerySchema";
export { ReturnedOrderRef } from "./returnQuerySchema";

// Demand notes: a store's requests to a warehouse, the suggested quantities, and the rule a transfer that names a
// note keeps.
// This file is the module's public face: other modules, the flows, the GraphQL layer, the seed and main.ts import
// from here only (eslint: import-x/no-restricted-paths). Importing it registers its GraphQL types and operations.
import "./schema";
export { findDemandNote } from "./queries";
export { assertTransferAnswersNote } from "./service";

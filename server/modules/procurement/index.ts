// Procurement: vendors, purchase orders, goods receipts (GRNs) and their QC, stock intake, and stock returns to
// vendors.
// This file is the module's public face: other modules, the flows, the GraphQL layer, the seed and main.ts import
// from here only (eslint: import-x/no-restricted-paths). Importing it registers its GraphQL types and operations.
import "./schema";
export { intakeGrns } from "./stockIntakeService";
export { returnLotsToVendor } from "./stockReturnService";
export { purchaseFiguresQuery } from "./purchaseFigures";

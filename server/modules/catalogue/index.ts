// The catalogue: products, categories, tax groups, generic formulas, tags and manufacturers, and the GraphQL types
// of a product and a vendor as a lot or a document line shows them.
// This file is the module's public face: other modules, the flows, the GraphQL layer, the seed and main.ts import
// from here only (eslint: import-x/no-restricted-paths). Importing it registers its GraphQL types and operations.
import "./schema";
export { ActiveStatusEnum, UnitOfMeasureEnum } from "./enumSchema";
export { ManufacturerRef } from "./manufacturerSchema";
export { manufacturerColumns, type ManufacturerRow, toManufacturerRow } from "./manufacturerService";
export { ProductVendorRef } from "./productSchema";
export { ItemProductRef } from "./summariesSchema";

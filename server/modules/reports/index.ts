// Reports: the inventory, sales, sales tax, expiry, purchases and stock movement reports and the downloads (XLSX or CSV), with their /downloads HTTP handler.
// This file is the module's public face: other modules, the flows, the GraphQL layer, the seed and main.ts import
// from here only (eslint: import-x/no-restricted-paths). Importing it registers its GraphQL types and operations.
import "./schema";
import "./salesTaxSchema";
import "./expiryReportSchema";
import "./purchasesReportSchema";
import "./stockMovementSchema";
export { createDownloadsHandler } from "./downloads";
export { pruneDownloadProgressJob } from "./downloadProgress";

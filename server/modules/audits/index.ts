// Stock audits: choosing the products to count, scanning lots against the books, completing a product and
// closing the audit (its adjustment is made through the adjustments module).
// This file is the module's public face: other modules, the flows, the GraphQL layer, the seed and main.ts import
// from here only (eslint: import-x/no-restricted-paths). Importing it registers its GraphQL types and operations.
import "./schema";
import "./countSchema";
export { closeAudit, createAudit, startAudit } from "./auditService";
export { completeProductAudit, scanAuditLot } from "./countService";

// Stock adjustments: made by hand, for expired lots or by an audit's close, approved (through the ledger) or
// rejected.
// This file is the module's public face: other modules, the flows, the GraphQL layer, the seed and main.ts import
// from here only (eslint: import-x/no-restricted-paths). Importing it registers its GraphQL types and operations.
import "./schema";
export { createAuditAdjustment, type AuditAdjustmentLine } from "./createAdjustment";
export { updateAdjustmentStatus } from "./decideAdjustment";
export { createExpiredWriteOff } from "./expiredLots";

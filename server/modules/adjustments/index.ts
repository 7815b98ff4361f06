// The adjustments module's face for other modules: the audit's close makes its adjustment through this.
export { createAuditAdjustment, type AuditAdjustmentLine } from "./createAdjustment";

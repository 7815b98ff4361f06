// The audit screens' figures and their colours (spec section 9): progress of an audit's products and of a
// product's scanning, the accuracy of its count, and which audits the execution screen continues. Pure, so the
// execution screen and the tests read the same rules.
import type { AuditStatus } from "../../../../common/schemas/audit";

/** Whole percent of `part` in `whole` (0 when there is nothing to count). */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.floor((part * 100) / whole);
}

export const FIGURE_COLORS = { good: "#52c41a", fair: "#faad14", poor: "#ff4d4f", neutral: "#1677ff" } as const;

/** Progress bars: green at 75 % or more, amber at 50 % or more (below: the plain bar colour). */
export function progressColor(percent: number): string {
  if (percent >= 75) return FIGURE_COLORS.good;
  if (percent >= 50) return FIGURE_COLORS.fair;
  return FIGURE_COLORS.neutral;
}

/** The accuracy chip: green at 95 % or more, amber at 80 % or more, red below. */
export function accuracyColor(percent: number): "green" | "gold" | "red" {
  if (percent >= 95) return "green";
  if (percent >= 80) return "gold";
  return "red";
}

/** A product's accuracy: its matched lots among those counted so far; null before any lot is counted. */
export function accuracyOf(summary: { matchedCount: number; shortCount: number; excessCount: number }): number | null {
  const counted = summary.matchedCount + summary.shortCount + summary.excessCount;
  return counted === 0 ? null : percentOf(summary.matchedCount, counted);
}

/**
 * The row menu's Continue (the execution screen) while the audit is open: a PENDING audit's first product is
 * started there, an IN_PROGRESS one counted, a COMPLETED one closed there. A CLOSED audit is only read.
 */
export const canContinueAudit = (status: AuditStatus): boolean => status !== "CLOSED";

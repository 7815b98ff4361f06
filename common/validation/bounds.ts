// The bounds every input is held to (DESIGN "Limits": a client is never trusted to be gentle). The shared zod
// schemas build their number fields from here, so the forms and the server refuse the same values with the same
// messages, and nothing out of range reaches the database (numeric(14,2) money, numeric(7,3) rates, int4).
import Decimal from "decimal.js";
import { z } from "zod";

/** Any amount of money, typed or computed (a line, a document's total): 1 billion. */
export const MONEY_MAX = 1_000_000_000;
export const MONEY_DECIMALS = 2;
export const PERCENT_DECIMALS = 2;
/** Selling units per buying unit (a product's uomFactor, a conversion, a PO line's itemConversion). */
export const CONVERSION_MAX = 10_000;
/** Packs (each one lot with its own label) that one GRN line brings in: received + FOC. */
export const PACKS_PER_LINE_MAX = 10_000;
/** Packs one GRN, or one stock intake call, brings in: about two seconds of lots and ledger rows. */
export const PACKS_PER_INTAKE_MAX = 20_000;
/** Lots named in one request (a stock return's picked and scanned lots). */
export const LOTS_PER_REQUEST_MAX = 5_000;
/** Lines of one document (a GRN; purchase orders keep their own, lower limit). */
export const DOCUMENT_LINES_MAX = 500;
/** Buying units on one purchase order line, and stock levels. */
export const QUANTITY_MAX = 1_000_000;
/** Days of a lead time. */
export const LEAD_TIME_DAYS_MAX = 365;
/** Sort orders: ±1 million. */
export const SORTING_MAX = 1_000_000;

/** A bound as the messages write it: 1000000000 → "1,000,000,000". */
export function formatBound(value: number): string {
  return value.toLocaleString("en-US");
}

export const moneyMaxMessage = (label: string) => `${label} must be at most ${formatBound(MONEY_MAX)}.`;
export const decimalsMessage = (label: string, decimals = MONEY_DECIMALS) => `${label} can have at most ${decimals} decimals.`;
export const countMaxMessage = (label: string, max: number) => `${label} must be at most ${formatBound(max)}.`;

/** Whether a computed amount (a Decimal or number) stays within MONEY_MAX either way. */
export function isWithinMoneyMax(amount: Decimal.Value): boolean {
  return new Decimal(amount).abs().lessThanOrEqualTo(MONEY_MAX);
}

/** What a number field accepts, and the message for each way of failing it. */
export interface NumberRule {
  min: number;
  max: number;
  integer?: boolean;
  /** At most this many decimal places (refused, never rounded). */
  decimals?: number;
  /** Not a number, not whole when it must be, or below min when there is no minMessage. */
  message: string;
  minMessage?: string;
  maxMessage: string;
  decimalsMessage?: string;
  /** When the value is absent (required fields). */
  missingMessage?: string;
}

/** Why value breaks the rule, or null when it keeps it. */
export function numberProblem(value: number, rule: NumberRule): string | null {
  if (!Number.isFinite(value) || (rule.integer && !Number.isInteger(value))) return rule.message;
  if (value < rule.min) return rule.minMessage ?? rule.message;
  if (value > rule.max) return rule.maxMessage;
  if (rule.decimals !== undefined && new Decimal(value).decimalPlaces() > rule.decimals) return rule.decimalsMessage ?? rule.message;
  return null;
}

// GraphQL hands over numbers; a form may hand over numeric strings, so those are read too (blank = absent).
function toNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  if (trimmed === "") return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : value;
}

function checkedNumber(rule: NumberRule) {
  return z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? (rule.missingMessage ?? rule.message) : rule.message) })
    .superRefine((value, ctx) => {
      const problem = numberProblem(value, rule);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

export function requiredBoundedNumber(rule: NumberRule) {
  return z.preprocess(toNumber, checkedNumber(rule));
}

/** Missing, null and blank become null. */
export function optionalBoundedNumber(rule: NumberRule) {
  return z.preprocess(toNumber, checkedNumber(rule).nullish()).transform((value) => value ?? null);
}

export interface AmountOptions {
  /**
   * One message for malformed, negative and too many decimals (default: "<label> must be a number." for letters,
   * "<label> cannot be negative." below 0).
   */
  message?: string;
  missingMessage?: string;
}

function moneyRule(label: string, options: AmountOptions): NumberRule {
  return {
    min: 0,
    max: MONEY_MAX,
    decimals: MONEY_DECIMALS,
    message: options.message ?? `${label} must be a number.`,
    minMessage: options.message ?? `${label} cannot be negative.`,
    maxMessage: moneyMaxMessage(label),
    decimalsMessage: options.message ?? decimalsMessage(label),
    missingMessage: options.missingMessage,
  };
}

/** An amount of money: 0 to 1,000,000,000 with at most 2 decimals. */
export function requiredMoney(label: string, options: AmountOptions = {}) {
  return requiredBoundedNumber(moneyRule(label, options));
}

export function optionalMoney(label: string, options: AmountOptions = {}) {
  return optionalBoundedNumber(moneyRule(label, options));
}

function percentRule(label: string, options: AmountOptions): NumberRule {
  const message = options.message ?? `${label} must be between 0 and 100.`;
  return { min: 0, max: 100, decimals: PERCENT_DECIMALS, message, maxMessage: message, decimalsMessage: decimalsMessage(label, PERCENT_DECIMALS) };
}

/** A percentage: 0 to 100 with at most 2 decimals. */
export function optionalPercent(label: string, options: AmountOptions = {}) {
  return optionalBoundedNumber(percentRule(label, options));
}

export interface CountOptions {
  min: number;
  max: number;
  /** Malformed, not whole or below min (default: "<label> must be a whole number of <min> or more."). */
  message?: string;
  missingMessage?: string;
}

function countRule(label: string, options: CountOptions): NumberRule {
  return {
    min: options.min,
    max: options.max,
    integer: true,
    message: options.message ?? `${label} must be a whole number of ${formatBound(options.min)} or more.`,
    maxMessage: countMaxMessage(label, options.max),
    missingMessage: options.missingMessage,
  };
}

/** A whole number from min to max (quantities, conversions, levels, days). */
export function requiredCount(label: string, options: CountOptions) {
  return requiredBoundedNumber(countRule(label, options));
}

export function optionalCount(label: string, options: CountOptions) {
  return optionalBoundedNumber(countRule(label, options));
}

/** A sort order: a whole number within ±SORTING_MAX. */
export function optionalSorting(label = "Sorting") {
  const range = `${label} must be between ${formatBound(-SORTING_MAX)} and ${formatBound(SORTING_MAX)}.`;
  return optionalBoundedNumber({ min: -SORTING_MAX, max: SORTING_MAX, integer: true, message: `${label} must be a whole number.`, minMessage: range, maxMessage: range });
}

type Payload = { issues: readonly { path?: readonly PropertyKey[] }[] };

/**
 * A zod `when` for rules computed from other fields (a line's amount, a document's total): they run only once
 * those fields are valid themselves, so that one bad price is not reported three times.
 */
export function whenValid(...fields: readonly string[]) {
  return ({ issues }: Payload) => !issues.some((issue) => fields.length === 0 || fields.includes(String(issue.path?.[0] ?? "")));
}

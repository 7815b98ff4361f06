// Calendar dates "YYYY-MM-DD" (a full ISO timestamp is cut to its date). "Today" is the UTC date.
import { z } from "zod";

export const DATE_MESSAGE = "Please enter a valid date.";
/** Every date a user enters lies in this range (PostgreSQL would take years up to 5874897, and year 0 not at all). */
export const DATE_MIN = "1900-01-01";
export const DATE_MAX = "2100-12-31";
export const DATE_RANGE_MESSAGE = "Please enter a date between 01/01/1900 and 31/12/2100.";

export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** The UTC date of now (or of the given instant) as "YYYY-MM-DD". */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Whether stock expiring on `expiry` is expired on `today` (a timestamp is cut to its date): a lot is expired from
 * its expiry date on, so unexpired stock is exactly `expiry > today`, the server's filter. Both sides must count
 * "today" the same way: the UTC date, not the browser's local one.
 */
export function isExpiredOn(expiry: string, today: string = todayUtc()): boolean {
  return expiry.slice(0, 10) <= today;
}

/** The calendar date `days` after `date` ("YYYY-MM-DD"; negative days go back). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return todayUtc(moved);
}

export function isDateInRange(value: string): boolean {
  return value >= DATE_MIN && value <= DATE_MAX;
}

/** A calendar date within DATE_MIN..DATE_MAX; `message` when it is not a date at all. */
function calendarDate(message: string) {
  return z.string({ error: message }).superRefine((value, ctx) => {
    if (!isCalendarDate(value)) ctx.addIssue({ code: "custom", message });
    else if (!isDateInRange(value)) ctx.addIssue({ code: "custom", message: DATE_RANGE_MESSAGE });
  });
}

const cut = (value: unknown) => (typeof value === "string" ? (/^\d{4}-\d{2}-\d{2}T/.test(value.trim()) ? value.trim().slice(0, 10) : value.trim()) : value);

export function requiredDate(message = DATE_MESSAGE) {
  return z.preprocess(cut, calendarDate(message));
}

export function optionalDate(message = DATE_MESSAGE) {
  return z.preprocess(
    (value) => {
      const trimmed = cut(value);
      return trimmed === "" || trimmed === undefined ? null : trimmed;
    },
    calendarDate(message).nullable(),
  );
}

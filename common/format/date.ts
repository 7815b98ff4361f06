// Dates as every screen shows them (DESIGN "Time"): DD/MM/YYYY, and the long format with the time where a
// moment matters (sales, payments, the activity log). One place, so no screen invents a fifth format.
import dayjs from "dayjs";

export const DATE_FORMAT = "DD/MM/YYYY";
export const DATE_TIME_FORMAT = "DD/MM/YYYY hh:mm A";

type DateLike = string | number | Date | null | undefined;

function format(value: DateLike, pattern: string): string {
  if (value === null || value === undefined || value === "") return "—";
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : "—";
}

/** 26/11/2026, or a dash when there is no date. */
export const formatDate = (value: DateLike): string => format(value, DATE_FORMAT);

/** 26/11/2026 06:32 PM, or a dash when there is no date. */
export const formatDateTime = (value: DateLike): string => format(value, DATE_TIME_FORMAT);

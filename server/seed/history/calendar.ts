// The history's calendar: 90 business days ending today, in the stores' own time (Asia/Karachi, UTC+5 all year,
// as the sales rollups take the day), with the rhythms of a Pakistani pharmacy: busier evenings, Fridays and the
// first days of the month (salaries), and the cough-and-cold season in winter.

export const HISTORY_DAYS = 90;
const KARACHI_OFFSET_MS = 5 * 3_600_000;
const DAY_MS = 86_400_000;

export interface HistoryDay {
  /** 0 today, 1 yesterday, … 89. */
  ago: number;
  /** The business date, YYYY-MM-DD. */
  date: string;
  /** Midnight of the business day, as an instant. */
  start: Date;
  weekday: number;
  dayOfMonth: number;
  month: number;
}

/** The history's days, oldest first; `now` decides which day is today. */
export function historyDays(now: Date): HistoryDay[] {
  const local = new Date(now.getTime() + KARACHI_OFFSET_MS);
  const todayStartUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - KARACHI_OFFSET_MS;
  const days: HistoryDay[] = [];
  for (let ago = HISTORY_DAYS - 1; ago >= 0; ago -= 1) {
    const start = new Date(todayStartUtc - ago * DAY_MS);
    const shifted = new Date(start.getTime() + KARACHI_OFFSET_MS);
    days.push({ ago, date: shifted.toISOString().slice(0, 10), start, weekday: shifted.getUTCDay(), dayOfMonth: shifted.getUTCDate(), month: shifted.getUTCMonth() + 1 });
  }
  return days;
}

/** The instant `minutes` after the day's midnight (store time). */
export const atMinute = (day: HistoryDay, minutes: number): Date => new Date(day.start.getTime() + minutes * 60_000);

/** How busy the day is against an ordinary weekday: Friday, Sunday (the weekly holiday) and salary days are busier. */
export function dayWeight(day: HistoryDay): number {
  const weekday = day.weekday === 5 ? 1.35 : day.weekday === 0 ? 1.15 : day.weekday === 1 ? 0.9 : 1;
  const monthStart = day.dayOfMonth <= 5 ? 1.25 : day.dayOfMonth >= 26 ? 0.9 : 1;
  return weekday * monthStart;
}

/** The stores open at 09:00 and close at 23:00; the evening (17:00 on) is the rush. */
export const OPENING_HOUR = 9;
export const CLOSING_HOUR = 23;
export function hourWeight(hour: number): number {
  if (hour < 12) return 0.6;
  if (hour < 17) return 0.85;
  if (hour < 20) return 1.5;
  return 1.8;
}

/** Cough, cold and allergy remedies sell three times as much in winter (November to February). */
export function seasonWeight(category: string, month: number): number {
  if (!/Cough|Cold|Allergy/i.test(category)) return 1;
  if (month === 12 || month === 1 || month <= 2 || month === 11) return 3;
  if (month === 10 || month === 3) return 1.8;
  return 0.7;
}

import { justDate, justDateParts, type JustDate } from '../dates/just-date.ts';

/** How many months the dashboard's charts show, each against the same month a year before. */
export const DASHBOARD_MONTHS = 12;

/** A calendar month as the dashboard names it: '2026-11'. */
export type MonthKey = string;

/** A calendar month: its key and its first and last days. */
export interface DashboardMonth {
  month: MonthKey;
  from: JustDate;
  to: JustDate;
}

const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The month `offset` months after the month of `date` (negative: before). */
export function monthOf(date: JustDate, offset = 0): DashboardMonth {
  const { year, month } = justDateParts(date);
  const index = year * 12 + (month - 1) + offset;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return {
    month: `${y}-${String(m).padStart(2, '0')}`,
    from: justDate({ year: y, month: m, day: 1 }),
    to: justDate({ year: y, month: m, day: lastDayOf(y, m) }),
  };
}

/** The month key of a date: '2026-11-28' → '2026-11'. */
export const monthKeyOf = (date: JustDate): MonthKey => date.slice(0, 7);

/**
 * The dashboard's months: the last DASHBOARD_MONTHS calendar months up to and including the shop's
 * current month (so this month so far is the last), oldest first, and each with the same month a
 * year before (`before`), which the charts draw against it.
 */
export function dashboardMonths(today: JustDate): Array<DashboardMonth & { before: DashboardMonth }> {
  return Array.from({ length: DASHBOARD_MONTHS }, (_, i) => {
    const offset = i - (DASHBOARD_MONTHS - 1);
    return { ...monthOf(today, offset), before: monthOf(today, offset - 12) };
  });
}

/** The first and last day the dashboard's monthly figures read: the year before's first month to today's month end. */
export function dashboardSpan(today: JustDate): { from: JustDate; to: JustDate } {
  return { from: monthOf(today, -(DASHBOARD_MONTHS - 1) - 12).from, to: monthOf(today).to };
}

/** The shop's year so far: January 1st to today (the biggest customers are this year's). */
export function yearToDate(today: JustDate): { from: JustDate; to: JustDate } {
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

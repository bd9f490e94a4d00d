import { justDateParts, type JustDate } from './just-date.ts';

/** English month names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const pad2 = (n: number) => String(n).padStart(2, '0');
const pad4 = (n: number) => String(n).padStart(4, '0');

/** The 'month d, yyyy' form: 2024-01-05 → 'January 5, 2024'. */
export function formatLongDate(date: JustDate): string {
  const { year, month, day } = justDateParts(date);
  return `${MONTH_NAMES[month - 1]} ${day}, ${pad4(year)}`;
}

/** The mmddyyyy form used in quote numbers: 2024-01-05 → '01052024'. */
export function formatMmddyyyy(date: JustDate): string {
  const { year, month, day } = justDateParts(date);
  return `${pad2(month)}${pad2(day)}${pad4(year)}`;
}

/**
 * The single-number date encoding: 31 slots a day-of-month, 12 months a year, so
 * n = ((year × 12) + month − 1) × 31 + day − 1. It sorts like the dates it encodes.
 */
export function encodeDateNumber(date: JustDate): number {
  const { year, month, day } = justDateParts(date);
  return (year * 12 + month - 1) * 31 + day - 1;
}

/** Reverses encodeDateNumber (slots past a month's last day give an invalid JustDate). */
export function decodeDateNumber(value: number): JustDate {
  const day = (value % 31) + 1;
  const months = Math.floor(value / 31);
  return `${pad4(Math.floor(months / 12))}-${pad2((months % 12) + 1)}-${pad2(day)}`;
}

import { formatLongDate, justDateOf } from '@signshop/domain';

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const NUMBER = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** A Unix time (seconds) as the local 'May 5, 2025, 3:04 PM'. */
export function formatDateTime(seconds: number): string {
  const date = new Date(seconds * 1000);
  return `${formatLongDate(justDateOf(date))}, ${TIME.format(date)}`;
}

/** A Unix time (seconds) as the local time of day, '3:04 PM'. */
export function formatTime(seconds: number): string {
  return TIME.format(new Date(seconds * 1000));
}

/** A length of time in seconds as '1 h 05 min' or '12 min'. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours} h ${String(rest).padStart(2, '0')} min` : `${rest} min`;
}

/** A value or area with two decimals: 1,234.50. */
export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/** A share as a percentage: 0.4567 → '45.7%'. */
export function formatShare(share: number | null): string {
  return share === null ? '–' : PERCENT.format(share);
}

/** A sensor reading, or a dash when the plate has none. */
export function formatReading(value: number | null | undefined, unit = ''): string {
  return value === null || value === undefined ? '–' : `${value}${unit}`;
}

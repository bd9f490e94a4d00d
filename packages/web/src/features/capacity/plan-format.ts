import type { JustDate } from '@signshop/domain';

// The browser's own calendar names the weekday (the day is a date, so read as UTC midnight).
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/** Minutes as hours and minutes: 320 → '5 h 20 min', 45 → '45 min', 0 → '0 min'. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** A day as the week's heading shows it: 'Mon 11/30'. */
export function formatPlanDay(day: JustDate): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${weekday.format(Date.UTC(year!, month! - 1, date!))} ${month}/${date}`;
}

/** How a resource's day reads: how full (0-100 % of the bar), whether it is over, and in words. */
export function dayLoad(load: number, capacity: number) {
  const over = load > capacity;
  const percent = capacity > 0 ? Math.min(100, Math.round((load / capacity) * 100)) : load > 0 ? 100 : 0;
  const text =
    capacity === 0
      ? load > 0
        ? `Day off, ${formatMinutes(load)} planned`
        : 'Day off'
      : over
        ? `Over by ${formatMinutes(load - capacity)} (${formatMinutes(load)} of ${formatMinutes(capacity)})`
        : `${formatMinutes(load)} of ${formatMinutes(capacity)}`;
  return { over, percent, text };
}

import type { JustDate } from './just-date.ts';

/** Today's date in the shop's time zone, as yyyy-mm-dd. */
export function shopToday(timeZone: string, now: Date = new Date()): JustDate {
  // en-CA formats dates as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

import type { JustDate } from './just-date.ts';

// Making a formatter costs far more than formatting (about 0.2 ms, on every save): one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Today's date in the shop's time zone, as yyyy-mm-dd. */
export function shopToday(timeZone: string, now: Date = new Date()): JustDate {
  let format = formatters.get(timeZone);
  if (!format) {
    // en-CA formats dates as yyyy-mm-dd.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format.format(now);
}

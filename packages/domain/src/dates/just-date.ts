/** A calendar date without time or time zone, written yyyy-mm-dd. */
export type JustDate = string;

/** The parts of a JustDate; month is 1..12. */
export interface DateParts {
  year: number;
  month: number;
  day: number;
}

const JUST_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function utcMs({ year, month, day }: DateParts): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

function partsOfUtcMs(ms: number): DateParts {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** True when the parts name a real calendar day in years 1..9999. */
export function isValidDateParts({ year, month, day }: DateParts): boolean {
  if (![year, month, day].every(Number.isInteger) || year < 1 || year > 9999) return false;
  const back = partsOfUtcMs(utcMs({ year, month, day }));
  return back.year === year && back.month === month && back.day === day;
}

/** Writes parts as yyyy-mm-dd (no validity check; see isValidDateParts). */
export function justDate({ year, month, day }: DateParts): JustDate {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Reads a yyyy-mm-dd string into parts, or null when it is not a real date. */
export function parseJustDate(text: string): DateParts | null {
  const match = JUST_DATE_PATTERN.exec(text);
  if (!match) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidDateParts(parts) ? parts : null;
}

/** True when the value is a yyyy-mm-dd string naming a real date. */
export function isJustDate(value: unknown): value is JustDate {
  return typeof value === 'string' && parseJustDate(value) !== null;
}

function partsOf(date: JustDate): DateParts {
  const parts = parseJustDate(date);
  if (!parts) throw new RangeError(`Not a valid date: ${date}`);
  return parts;
}

/** The parts of a valid JustDate; throws RangeError on an invalid one. */
export function justDateParts(date: JustDate): DateParts {
  return partsOf(date);
}

/** The local calendar day of a Date (what the user's clock shows). */
export function justDateOf(date: Date): JustDate {
  return justDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
}

/** Today as a JustDate on the local clock; pass `now` in rules and tests. */
export function todayJustDate(now: Date = new Date()): JustDate {
  return justDateOf(now);
}

/** The date `days` days after `date` (negative goes back). */
export function addDays(date: JustDate, days: number): JustDate {
  return justDate(partsOfUtcMs(utcMs(partsOf(date)) + days * DAY_MS));
}

/** Whole days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: JustDate, to: JustDate): number {
  return Math.round((utcMs(partsOf(to)) - utcMs(partsOf(from))) / DAY_MS);
}

/** Orders two dates: negative, 0 or positive (yyyy-mm-dd sorts as text). */
export function compareJustDates(a: JustDate, b: JustDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The first day of the month before `today` (purchase orders delivered since then are listed). */
export function firstOfPreviousMonth(today: JustDate): JustDate {
  const { year, month } = partsOf(today);
  return month === 1
    ? justDate({ year: year - 1, month: 12, day: 1 })
    : justDate({ year, month: month - 1, day: 1 });
}

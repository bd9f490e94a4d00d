import { isValidDateParts, justDate, justDateParts, type JustDate } from './just-date.ts';

/** The mask of date fields: month/day/year. */
export const DATE_MASK = '99/99/9999';

/** Shows typed digits in the mask as far as they go: '1203' → '12/03', '12032024' → '12/03/2024'. */
export function applyDateMask(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('/');
}

/** A masked value counts only with all 8 digits and a real date; returns the JustDate or null. */
export function parseDateMask(text: string): JustDate | null {
  const digits = text.replace(/\D/g, '');
  if (digits.length !== 8) return null;
  const parts = {
    month: Number(digits.slice(0, 2)),
    day: Number(digits.slice(2, 4)),
    year: Number(digits.slice(4)),
  };
  return isValidDateParts(parts) ? justDate(parts) : null;
}

/** A JustDate in the mask: 2024-12-03 → '12/03/2024'. */
export function formatDateMask(date: JustDate): string {
  const { year, month, day } = justDateParts(date);
  return applyDateMask(
    `${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${String(year).padStart(4, '0')}`,
  );
}

/** The years a typed date may have: outside them a digit went astray (0244 for 2024). */
export const DATE_MASK_YEARS = { min: 1900, max: 2100 } as const;

/** What a date field's text says: its date, or why it is not one yet (null for an empty field). */
export interface DateMaskReading {
  date: JustDate | null;
  problem: string | null;
}

/**
 * Reads a date field's text. An empty field is no date and no problem; a partial date, a day the
 * calendar does not have, or a year outside DATE_MASK_YEARS is a problem, in a sentence.
 */
export function readDateMask(text: string): DateMaskReading {
  const digits = text.replace(/\D/g, '');
  if (digits.length === 0) return { date: null, problem: null };
  if (digits.length < 8) return { date: null, problem: 'Type the whole date as mm/dd/yyyy.' };
  const year = Number(digits.slice(4));
  if (year < DATE_MASK_YEARS.min || year > DATE_MASK_YEARS.max) {
    return {
      date: null,
      problem: `Type a year from ${DATE_MASK_YEARS.min} to ${DATE_MASK_YEARS.max}.`,
    };
  }
  const date = parseDateMask(digits);
  return date
    ? { date, problem: null }
    : { date: null, problem: `${applyDateMask(digits)} is not a day on the calendar.` };
}

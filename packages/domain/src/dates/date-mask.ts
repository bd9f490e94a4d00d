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

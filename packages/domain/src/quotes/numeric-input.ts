/** True for a finite number, or text that reads as one (the editor keeps typed text). */
export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));
}

/** True for a numeric value that is a whole number. */
export function isWholeNumber(value: unknown): boolean {
  return isNumeric(value) && Number.isInteger(Number(value));
}

/** English ordinal: 1 → '1st', 2 → '2nd', 11 → '11th', 23 → '23rd'. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

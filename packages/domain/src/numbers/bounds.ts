import { z } from 'zod';
import { describeRange, inRange, type NumberRange } from './ranges.ts';

export * from './ranges.ts';

/**
 * A zod number limited to `range`; anything else (NaN, ±Infinity, text, out of range, a fraction
 * where a whole number is asked) fails with one message naming the range. The field's name comes
 * from the path the error handler writes in front of it.
 */
export function boundedNumber(range: NumberRange) {
  const message = `must be ${describeRange(range)}`;
  return z.number({ error: message }).refine((value) => inRange(value, range), { message });
}

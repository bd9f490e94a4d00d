import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeDateNumber, encodeDateNumber, formatLongDate, formatMmddyyyy } from './date-formats.ts';
import { justDateArbitrary } from './just-date.arbitrary.ts';

describe('date formats', () => {
  it("writes 'month d, yyyy'", () => {
    expect(formatLongDate('2024-01-05')).toBe('January 5, 2024');
    expect(formatLongDate('2023-12-31')).toBe('December 31, 2023');
  });

  it('writes mmddyyyy', () => {
    expect(formatMmddyyyy('2024-01-05')).toBe('01052024');
    expect(formatMmddyyyy('1999-12-31')).toBe('12311999');
  });

  it('encodes a date as one number with 31 slots a day', () => {
    expect(encodeDateNumber('2024-01-01')).toBe(2024 * 12 * 31);
    expect(encodeDateNumber('2024-01-02') - encodeDateNumber('2024-01-01')).toBe(1);
    expect(encodeDateNumber('2024-02-01') - encodeDateNumber('2024-01-01')).toBe(31);
    expect(decodeDateNumber(encodeDateNumber('2024-02-29'))).toBe('2024-02-29');
  });

  it('keeps date order and round-trips', () => {
    fc.assert(
      fc.property(justDateArbitrary, justDateArbitrary, (a, b) => {
        expect(decodeDateNumber(encodeDateNumber(a))).toBe(a);
        expect(Math.sign(encodeDateNumber(a) - encodeDateNumber(b))).toBe(a < b ? -1 : a > b ? 1 : 0);
      }),
    );
  });
});

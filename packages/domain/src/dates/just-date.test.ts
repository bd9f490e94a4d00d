import { describe, expect, it } from 'vitest';
import {
  addDays,
  compareJustDates,
  daysBetween,
  firstOfPreviousMonth,
  isJustDate,
  isValidDateParts,
  justDate,
  justDateOf,
  justDateParts,
  parseJustDate,
  todayJustDate,
} from './just-date.ts';
import { justDateSchema } from './just-date.schema.ts';

describe('JustDate', () => {
  it('writes and reads yyyy-mm-dd', () => {
    expect(justDate({ year: 2024, month: 2, day: 9 })).toBe('2024-02-09');
    expect(parseJustDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(justDateParts('0099-12-31')).toEqual({ year: 99, month: 12, day: 31 });
  });

  it('refuses dates that do not exist', () => {
    expect(parseJustDate('2023-02-29')).toBeNull();
    expect(parseJustDate('2024-13-01')).toBeNull();
    expect(parseJustDate('2024-1-01')).toBeNull();
    expect(isValidDateParts({ year: 0, month: 1, day: 1 })).toBe(false);
    expect(isJustDate('2024-04-31')).toBe(false);
    expect(isJustDate(20240401)).toBe(false);
    expect(() => justDateParts('nope')).toThrow(RangeError);
  });

  it('validates with zod', () => {
    expect(justDateSchema.safeParse('2024-01-31').success).toBe(true);
    expect(justDateSchema.safeParse('01/31/2024').success).toBe(false);
  });

  it('takes the local calendar day of a Date', () => {
    expect(justDateOf(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
    expect(todayJustDate(new Date(2023, 11, 31, 0, 1))).toBe('2023-12-31');
    expect(isJustDate(todayJustDate())).toBe(true);
  });

  it('adds days and counts days across months, years and leap days', () => {
    expect(addDays('2024-01-31', 30)).toBe('2024-03-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-12-15', 30)).toBe('2024-01-14');
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2024-03-10', '2024-03-01')).toBe(-9);
  });

  it('compares dates', () => {
    expect(compareJustDates('2024-01-02', '2024-01-10')).toBe(-1);
    expect(compareJustDates('2024-01-10', '2024-01-10')).toBe(0);
    expect(compareJustDates('2025-01-01', '2024-12-31')).toBe(1);
  });

  it('finds the first of the previous month', () => {
    expect(firstOfPreviousMonth('2024-03-15')).toBe('2024-02-01');
    expect(firstOfPreviousMonth('2024-01-01')).toBe('2023-12-01');
  });
});

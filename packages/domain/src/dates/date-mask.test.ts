import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyDateMask, formatDateMask, parseDateMask, readDateMask } from './date-mask.ts';
import { justDateArbitrary } from './just-date.arbitrary.ts';

describe('99/99/9999 date mask', () => {
  it('places typed digits in the mask', () => {
    expect(applyDateMask('')).toBe('');
    expect(applyDateMask('1')).toBe('1');
    expect(applyDateMask('123')).toBe('12/3');
    expect(applyDateMask('12/03/20')).toBe('12/03/20');
    expect(applyDateMask('120320241')).toBe('12/03/2024');
  });

  it('counts a date only with 8 digits', () => {
    expect(parseDateMask('12/03/2024')).toBe('2024-12-03');
    expect(parseDateMask('12/03/24')).toBeNull();
    expect(parseDateMask('12/3/2024')).toBeNull();
    expect(parseDateMask('02/30/2024')).toBeNull();
    expect(parseDateMask('')).toBeNull();
  });

  it('reads a field: empty is nothing, a partial date, a missing day or a stray year is a problem', () => {
    expect(readDateMask('')).toEqual({ date: null, problem: null });
    expect(readDateMask('12/03/2024')).toEqual({ date: '2024-12-03', problem: null });
    expect(readDateMask('12/03')).toEqual({ date: null, problem: 'Type the whole date as mm/dd/yyyy.' });
    expect(readDateMask('02/30/2026')).toEqual({
      date: null,
      problem: '02/30/2026 is not a day on the calendar.',
    });
    expect(readDateMask('12/02/0244')).toEqual({ date: null, problem: 'Type a year from 1900 to 2100.' });
    expect(readDateMask('12/02/2101').date).toBeNull();
    expect(readDateMask('01/01/1900').date).toBe('1900-01-01');
    expect(readDateMask('12/31/2100').date).toBe('2100-12-31');
  });

  it('formats a JustDate in the mask', () => {
    expect(formatDateMask('2024-01-05')).toBe('01/05/2024');
  });

  it('round-trips format then parse', () => {
    fc.assert(fc.property(justDateArbitrary, (date) => parseDateMask(formatDateMask(date)) === date));
  });

  it('round-trips parse then format for any 8 digits that make a date', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (digits) => {
        const date = parseDateMask(digits);
        if (date !== null) expect(formatDateMask(date)).toBe(applyDateMask(digits));
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { isNumeric, isWholeNumber, ordinal } from './numeric-input.ts';

describe('numeric input', () => {
  it('reads numbers and numeric text', () => {
    expect([1.5, '2.25', ' -3 ', '0'].every(isNumeric)).toBe(true);
    expect([NaN, Infinity, '', '  ', 'abc', '1,5', null, undefined].some(isNumeric)).toBe(false);
  });

  it('knows whole numbers', () => {
    expect(isWholeNumber('4')).toBe(true);
    expect(isWholeNumber(4.5)).toBe(false);
    expect(isWholeNumber('x')).toBe(false);
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
  });
});

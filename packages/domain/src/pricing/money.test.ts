import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney, formatRate, fromCents, roundCents, roundRate, roundTo, toCents } from './money.ts';

describe('money', () => {
  it('rounds half away from zero without float noise', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(-0.0001, 2)).toBe(0);
  });

  it('converts dollars and cents', () => {
    expect(toCents(704.64)).toBe(70464);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(70464)).toBe(704.64);
    expect(roundCents(47.6000000001)).toBe(47.6);
  });

  it('rounds add-on rates to 3 decimals', () => {
    expect(roundRate(0.0525)).toBe(0.053);
    expect(roundRate(2.1)).toBe(2.1);
    expect(roundRate(0.05 * (24 / 20))).toBe(0.06);
  });

  it('formats dollars with two decimals and thousands separators', () => {
    expect(formatMoney(1234.56)).toBe('$1,234.56');
    expect(formatMoney(704.64)).toBe('$704.64');
    expect(formatMoney(1234567.8)).toBe('$1,234,567.80');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-10)).toBe('-$10.00');
  });

  it('round-trips any cents value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => toCents(fromCents(cents)) === cents),
    );
  });
});

describe('rates (add-on and square-inch prices)', () => {
  it('show three decimals with a dollar sign', () => {
    expect(formatRate(0.8)).toBe('$0.800');
    expect(formatRate(1.548)).toBe('$1.548');
    expect(formatRate(1234.5)).toBe('$1,234.500');
    expect(formatRate(0)).toBe('$0.000');
    expect(formatRate(-0.25)).toBe('-$0.250');
  });
});

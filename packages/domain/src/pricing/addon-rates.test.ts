import { describe, expect, it } from 'vitest';
import { addonSquareInchSum, addonUnitSum, otherAreaFactor, scaledSquareInchPrice } from './addon-rates.ts';

const item = (square_inch_price: number, unit_price: number) => ({ square_inch_price, unit_price });

describe('add-on rates', () => {
  it('scales Other signs under 24 sq in as if 24', () => {
    expect(otherAreaFactor(12, true)).toBe(2);
    expect(otherAreaFactor(24, true)).toBe(1);
    expect(otherAreaFactor(12, false)).toBe(1);
  });

  it('scales a typed custom rate and rounds it to 3 decimals', () => {
    expect(scaledSquareInchPrice(0.05, 20, true)).toBe(0.06);
    expect(scaledSquareInchPrice(0.0333, 7, true)).toBe(0.114);
    expect(scaledSquareInchPrice(0.05, 20, false)).toBe(0.05);
  });

  it('sums square-inch rates, scaling only the chosen add-ons', () => {
    expect(addonSquareInchSum([item(0.05, 0), item(0.05, 1)], [item(0.2, 0)], 12, true)).toBeCloseTo(0.4, 10);
    expect(addonSquareInchSum([item(0.05, 0)], [], 48, false)).toBe(0.05);
  });

  it('sums unit prices', () => {
    expect(addonUnitSum([item(0, 2)], [item(0, 1.5)])).toBe(3.5);
    expect(addonUnitSum([], [])).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { basePerSquareInch, signArea, sizeTier } from './size-tier.ts';

const costs = { small_size_cost: 30, medium_size_cost: 0.9, large_size_cost: 0.7 };

describe('size tiers', () => {
  it('counts an area of 0 as 1', () => {
    expect(signArea(4, 6)).toBe(24);
    expect(signArea(0, 6)).toBe(1);
  });

  it('is small below small/medium (33.33), medium up to 63, large from 64', () => {
    expect(sizeTier(24, costs)).toBe('small');
    expect(sizeTier(33.3, costs)).toBe('small');
    expect(sizeTier(33.34, costs)).toBe('medium');
    expect(sizeTier(63, costs)).toBe('medium');
    expect(sizeTier(63.5, costs)).toBe('large');
    expect(sizeTier(64, costs)).toBe('large');
  });

  it('handles zero costs', () => {
    expect(sizeTier(10, { small_size_cost: 5, medium_size_cost: 0, large_size_cost: 0 })).toBe('small');
    expect(sizeTier(10, { small_size_cost: 0, medium_size_cost: 0, large_size_cost: 0 })).toBe('medium');
  });

  it('takes the base rate of the tier', () => {
    expect(basePerSquareInch(24, costs)).toBe(1.25);
    expect(basePerSquareInch(48, costs)).toBe(0.9);
    expect(basePerSquareInch(100, costs)).toBe(0.7);
  });
});

import { describe, expect, it } from 'vitest';
import { customPriceListTotal } from './custom-price-list.ts';

describe('customPriceListTotal', () => {
  it('sums the item values', () => {
    expect(customPriceListTotal([{ value: 0.1 }, { value: 0.2 }, { value: 1.5 }])).toBe(1.8);
    expect(customPriceListTotal([])).toBe(0);
  });

  it('reads typed text and counts non-numbers as 0', () => {
    expect(customPriceListTotal([{ value: '2.25' }, { value: '' }, { value: 'abc' }, { value: 1 }])).toBe(
      3.25,
    );
  });

  it('rounds to 3 decimals', () => {
    expect(customPriceListTotal([{ value: 0.0004 }, { value: 0.0004 }])).toBe(0.001);
  });
});

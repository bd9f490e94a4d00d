import { describe, expect, it } from 'vitest';
import { priceSign } from './price-sign.ts';
import { processLookup } from './process-lookup.ts';
import { exampleProcess, exampleQuote } from './worked-example.fixture.ts';

const lookup = processLookup([exampleProcess, { ...exampleProcess, id: 9, label: 'Other' }]);
const [small, medium, large] = exampleQuote.signs;

describe('priceSign (worked example: one sign per size tier)', () => {
  it('4×6 qty 10: small tier, base 1.25, unit 30.00, total 300.00', () => {
    const price = priceSign(small!, lookup);
    expect(price).toMatchObject({ area: 24, tier: 'small', basePerSquareInch: 1.25, unitPriceCents: 3000 });
    expect(price.totalCents).toBe(30000);
  });

  it('6×8 qty 3 with add-on 0.05/sq in and 2.00/unit: sq-in 0.95, unit 47.60, total 142.80', () => {
    const price = priceSign(medium!, lookup);
    expect(price.tier).toBe('medium');
    expect(price.squareInchPrice).toBeCloseTo(0.95, 10);
    expect(price.unitPriceCents).toBe(4760);
    expect(price.totalCents).toBe(14280);
  });

  it('10×10 qty 2 marked up 10 % with a 2×3 subsign: unit 77.00, sign total 214.00', () => {
    const price = priceSign(large!, lookup);
    expect(price.tier).toBe('large');
    expect(price.squareInchPrice).toBeCloseTo(0.77, 10);
    expect(price.unitPriceCents).toBe(7700);
    expect(price.subsigns[0]).toMatchObject({ tier: 'small', unitPriceCents: 3000, totalCents: 3000 });
    expect(price.totalCents).toBe(21400);
  });

  it('marks up unit add-ons too', () => {
    const sign = {
      type: 1,
      height: 6,
      width: 8,
      quantity: 1,
      addons: [{ square_inch_price: 0, unit_price: 10 }],
    };
    const marked = {
      ...sign,
      custom_addons: { percent_marked_up: 10, items: [{ square_inch_price: 0.1, unit_price: 0 }] },
    };
    expect(priceSign(sign, lookup).unitPriceCents).toBe(5320); // 0.9 × 48 + 10
    expect(priceSign(marked, lookup).unitPriceCents).toBe(6380); // 1.1 × ((0.9 + 0.1) × 48 + 10)
  });

  it('charges Other add-on rates under 24 sq in as if 24', () => {
    const sign = {
      type: 9,
      height: 3,
      width: 4,
      quantity: 1,
      addons: [{ square_inch_price: 0.1, unit_price: 0 }],
    };
    // small tier: 30/12 = 2.5 base; add-on 0.1 × 24/12 = 0.2 → (2.7) × 12 = 32.40
    expect(priceSign(sign, lookup).unitPriceCents).toBe(3240);
    expect(priceSign({ ...sign, type: 1 }, lookup).unitPriceCents).toBe(3120);
  });

  it('prices a sign without a known process at its add-ons only', () => {
    const sign = {
      type: null,
      height: 2,
      width: 2,
      quantity: 2,
      addons: [{ square_inch_price: 1, unit_price: 1 }],
    };
    expect(priceSign(sign, lookup)).toMatchObject({ unitPriceCents: 500, totalCents: 1000 });
  });

  it('multiplies nested subsigns by every parent quantity', () => {
    const child = { type: 1, height: 2, width: 3, quantity: 2 };
    const parent = { type: 1, height: 2, width: 3, quantity: 3, subsigns: [{ ...child, subsigns: [child] }] };
    // child 60.00; middle 30 × 2 + 2 × 60 = 180; parent 3 × (30 + 180) = 630
    expect(priceSign(parent, lookup).totalCents).toBe(63000);
  });
});

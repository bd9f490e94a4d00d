import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceQuote } from './price-quote.ts';
import type { PricedSign } from './price-sign.ts';
import { processLookup } from './process-lookup.ts';

const lookup = processLookup([
  { id: 1, label: 'Raster Braille', small_size_cost: 30, medium_size_cost: 0.9, large_size_cost: 0.7 },
  { id: 2, label: 'Other', small_size_cost: 12.5, medium_size_cost: 0.333, large_size_cost: 0.25 },
  { id: 3, label: 'Laminate', small_size_cost: 0, medium_size_cost: 1.1, large_size_cost: 0.95 },
]);

const rate = fc.integer({ min: 0, max: 2000 }).map((n) => n / 1000);
const addon = fc.record({
  square_inch_price: rate,
  unit_price: fc.integer({ min: 0, max: 5000 }).map((n) => n / 100),
});
const baseSign = fc.record({
  type: fc.constantFrom(1, 2, 3, null),
  height: fc.integer({ min: 0, max: 960 }).map((n) => n / 8),
  width: fc.integer({ min: 0, max: 960 }).map((n) => n / 8),
  quantity: fc.integer({ min: 0, max: 50 }),
  addons: fc.array(addon, { maxLength: 3 }),
  custom_addons: fc.record({
    percent_marked_up: fc.integer({ min: 0, max: 50 }),
    items: fc.array(addon, { maxLength: 2 }),
  }),
});
const sign: fc.Arbitrary<PricedSign> = fc
  .tuple(baseSign, fc.array(baseSign, { maxLength: 3 }))
  .map(([parent, subsigns]) => ({ ...parent, subsigns }));
const adjustment = fc.record({
  percent: fc.integer({ min: -300, max: 300 }).map((n) => n / 10),
  dollar: fc.integer({ min: -100000, max: 100000 }).map((n) => n / 100),
});
const quote = fc.record({
  signs: fc.array(sign, { maxLength: 8 }),
  adjustments: fc.array(adjustment, { maxLength: 3 }),
  shipping_cost: fc.integer({ min: 0, max: 100000 }).map((n) => n / 100),
});

describe('pricing laws', () => {
  it('totals do not depend on sign order', () => {
    fc.assert(
      fc.property(
        quote.chain((q) =>
          fc.tuple(fc.constant(q), fc.shuffledSubarray(q.signs, { minLength: q.signs.length })),
        ),
        ([q, shuffled]) => {
          expect(priceQuote({ ...q, signs: shuffled }, lookup).totalCents).toBe(
            priceQuote(q, lookup).totalCents,
          );
        },
      ),
    );
  });

  it('a quote total equals the sum of its parts within one cent per rounded step', () => {
    fc.assert(
      fc.property(quote, (q) => {
        const price = priceQuote(q, lookup);
        const percent = q.adjustments.reduce((sum, a) => sum + a.percent, 0);
        const dollars = q.adjustments.reduce((sum, a) => sum + a.dollar, 0);
        const exact = price.signsTotalCents * (1 + percent / 100) + dollars * 100 + q.shipping_cost * 100;
        const roundedSteps = 1 + q.adjustments.length + 1;
        expect(Math.abs(price.totalCents - exact)).toBeLessThanOrEqual(roundedSteps);
        expect(Number.isInteger(price.totalCents)).toBe(true);
      }),
    );
  });

  it('a sign total is its unit price times quantity plus quantity times its subsign totals', () => {
    fc.assert(
      fc.property(quote, (q) => {
        priceQuote(q, lookup).signs.forEach((price, i) => {
          const subs = price.subsigns.reduce((sum, s) => sum + s.totalCents, 0);
          expect(price.totalCents).toBe(q.signs[i]!.quantity * (price.unitPriceCents + subs));
        });
      }),
    );
  });
});

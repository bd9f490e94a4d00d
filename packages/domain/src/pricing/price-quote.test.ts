import { describe, expect, it } from 'vitest';
import { quoteSchema } from '../quotes/quote.schema.ts';
import { priceQuote, quoteTotal } from './price-quote.ts';
import { processLookup } from './process-lookup.ts';
import { exampleProcess, exampleQuote } from './worked-example.fixture.ts';

const lookup = processLookup([exampleProcess]);

describe('priceQuote (worked example: three signs, two adjustments, shipping)', () => {
  it('gives 656.80 × 1.05 − 10 + 25 = 704.64', () => {
    const price = priceQuote(exampleQuote, lookup);
    expect(price.signsTotalCents).toBe(65680);
    expect(price.adjustmentPercent).toBe(5);
    expect(price.adjustmentPercentCents).toBe(3284);
    expect(price.adjustmentDollarCents).toBe(-1000);
    expect(price.shippingCents).toBe(2500);
    expect(price.totalCents).toBe(70464);
    expect(quoteTotal(exampleQuote, lookup)).toBe(704.64);
  });

  it('counts signs by quantity', () => {
    expect(priceQuote(exampleQuote, lookup).signCount).toBe(15);
  });

  it('prices an empty quote at its shipping cost', () => {
    expect(quoteTotal({ signs: [], shipping_cost: 12.5 }, lookup)).toBe(12.5);
    expect(quoteTotal({ signs: [] }, lookup)).toBe(0);
  });

  it('prices a parsed Quote as is', () => {
    const quote = quoteSchema.parse({ ...exampleQuote, quote_date: '2024-03-01' });
    expect(quoteTotal(quote, lookup)).toBe(704.64);
  });
});

import {
  priceQuote,
  processLookup,
  type PricedProcess,
  type PricedQuote,
  type PricedSign,
} from '@signshop/domain';
import type { BenchRow } from '../bench-row.ts';

const SIGN_COUNT = 500;
const BUDGET_MS = 2_000;

const processes: PricedProcess[] = [
  { id: 1, label: 'Raster Braille', small_size_cost: 30, medium_size_cost: 0.9, large_size_cost: 0.7 },
  { id: 2, label: 'Laminate', small_size_cost: 25, medium_size_cost: 0.75, large_size_cost: 0.6 },
  { id: 3, label: 'Other', small_size_cost: 12.5, medium_size_cost: 0.333, large_size_cost: 0.25 },
];

/** A sign of varied size and process, with two add-ons, a marked-up custom add-on and two subsigns. */
function benchSign(i: number): PricedSign {
  const subsign = (n: number): PricedSign => ({
    type: (n % 3) + 1,
    height: 2 + (n % 5),
    width: 3 + (n % 4),
    quantity: 1 + (n % 2),
    addons: [{ square_inch_price: 0.05, unit_price: 1.25 }],
  });
  return {
    type: (i % 3) + 1,
    height: 4 + (i % 20),
    width: 6 + (i % 15),
    quantity: 1 + (i % 12),
    addons: [
      { square_inch_price: 0.05, unit_price: 2 },
      { square_inch_price: 0.125, unit_price: 0 },
    ],
    custom_addons: { percent_marked_up: i % 25, items: [{ square_inch_price: 0.02, unit_price: 3.5 }] },
    subsigns: [subsign(i), subsign(i + 1)],
  };
}

function benchQuote(): PricedQuote {
  return {
    signs: Array.from({ length: SIGN_COUNT }, (_, i) => benchSign(i)),
    adjustments: [
      { percent: 5, dollar: 0 },
      { percent: 0, dollar: -10 },
    ],
    shipping_cost: 25,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Prices a 500-sign quote (subsigns, add-ons, custom add-ons) repeatedly for about 2 s. */
export async function benchPricing(): Promise<BenchRow[]> {
  const quote = benchQuote();
  const lookup = processLookup(processes);
  for (let i = 0; i < 20; i++) priceQuote(quote, lookup); // warm up
  const samples: number[] = [];
  const start = performance.now();
  while (performance.now() - start < BUDGET_MS) {
    const t0 = performance.now();
    priceQuote(quote, lookup);
    samples.push(performance.now() - t0);
  }
  const elapsed = performance.now() - start;
  const scenario = `price a ${SIGN_COUNT}-sign quote (2 subsigns and add-ons each)`;
  return [
    { scenario, metric: 'median ms per pricing', value: median(samples).toFixed(3) },
    {
      scenario,
      metric: 'quotes priced per second',
      value: Math.round((samples.length * 1000) / elapsed).toString(),
    },
  ];
}

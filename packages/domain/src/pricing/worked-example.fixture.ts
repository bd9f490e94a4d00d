import type { PricedQuote } from './price-quote.ts';
import type { PricedProcess } from './process-lookup.ts';

/** Test data: the worked example's process (small 30, medium 0.90, large 0.70). */
export const exampleProcess: PricedProcess = {
  id: 1,
  label: 'Raster Braille',
  small_size_cost: 30,
  medium_size_cost: 0.9,
  large_size_cost: 0.7,
};

/** Test data: the worked example quote, one sign per size tier, whose total is 704.64. */
export const exampleQuote: PricedQuote = {
  signs: [
    { type: 1, height: 4, width: 6, quantity: 10 },
    { type: 1, height: 6, width: 8, quantity: 3, addons: [{ square_inch_price: 0.05, unit_price: 2 }] },
    {
      type: 1,
      height: 10,
      width: 10,
      quantity: 2,
      custom_addons: { percent_marked_up: 10, items: [] },
      subsigns: [{ type: 1, height: 2, width: 3, quantity: 1 }],
    },
  ],
  adjustments: [
    { percent: 5, dollar: 0 },
    { percent: 0, dollar: -10 },
  ],
  shipping_cost: 25,
};

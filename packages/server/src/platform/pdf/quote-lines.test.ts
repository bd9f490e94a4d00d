import { describe, expect, it } from 'vitest';
import { quoteView } from './quote-lines.ts';
import { EXAMPLE_SIGNS, manySigns, SAMPLE_PROCESSES } from '../../../test/fixtures/sample-documents.ts';

const cents = (view: ReturnType<typeof quoteView>) => ({
  lines: view.lines.reduce((sum, line) => sum + line.lineCents, 0),
  adjustments: view.adjustments.reduce((sum, adjustment) => sum + adjustment.amountCents, 0),
});

describe('quoteView', () => {
  it('prices the worked example: rows, sub-part per parent, adjustments, total 704.64', () => {
    const view = quoteView(
      {
        signs: EXAMPLE_SIGNS,
        adjustments: [
          { label: 'Discount', percent: 5, dollar: 0 },
          { label: 'Credit', percent: 0, dollar: -10 },
        ],
        shipping_cost: 25,
      },
      SAMPLE_PROCESSES,
    );
    expect(view.lines.map((l) => [l.label, l.depth, l.totalQuantity, l.unitCents, l.lineCents])).toEqual([
      ['A', 0, 10, 3000, 30000],
      ['B', 0, 3, 4760, 14280],
      ['C', 0, 2, 7700, 15400],
      ['C-A', 1, 2, 3000, 6000],
    ]);
    expect(view.lines[3]).toMatchObject({
      quantity: 1,
      parentLabel: 'C',
      process: 'Raster Braille ADA sign',
    });
    expect(view.lines[1]!.addons).toEqual(['VHB tape mounting']);
    expect(view.adjustments.map((a) => a.amountCents)).toEqual([3284, -1000]);
    expect(view).toMatchObject({
      signCount: 15,
      signsTotalCents: 65680,
      shippingCents: 2500,
      totalCents: 70464,
    });
  });

  it('has rows that add up to the signs total and adjustments that add up to the total, to the cent', () => {
    for (const count of [1, 7, 40]) {
      const view = quoteView(
        {
          signs: manySigns(count),
          adjustments: [
            { label: 'a', percent: 3.333, dollar: 0 },
            { label: 'b', percent: 1.667, dollar: 0.01 },
            { label: 'c', percent: -2.5, dollar: -7.35 },
          ],
          shipping_cost: 12.34,
        },
        SAMPLE_PROCESSES,
      );
      const sums = cents(view);
      expect(sums.lines).toBe(view.signsTotalCents);
      expect(view.signsTotalCents + sums.adjustments + view.shippingCents).toBe(view.totalCents);
    }
  });
});

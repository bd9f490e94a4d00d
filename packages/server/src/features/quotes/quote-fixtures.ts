import type { Db } from '../../db/client.ts';
import { signTypes } from '../../db/schema/index.ts';

/** Test data: DESIGN §3's worked example process (small 30, medium 0.90, large 0.70). */
export async function insertExampleProcess(db: Db): Promise<number> {
  const [row] = await db
    .insert(signTypes)
    .values({
      label: 'Example Process',
      smallSizeCost: 30,
      mediumSizeCost: 0.9,
      largeSizeCost: 0.7,
      orderIndex: 5,
    })
    .returning();
  return row!.id;
}

const sign = (type: number, width: number, height: number, quantity: number, extra: object = {}) => ({
  given_id: '',
  type,
  width,
  height,
  quantity,
  ...extra,
});

/** Test data: DESIGN §3's worked example as a quote body; its total is 704.64. */
export function exampleQuoteBody(type: number, overrides: Record<string, unknown> = {}) {
  return {
    job_name: 'Clinic wayfinding',
    customer_name: 'Acme Signs',
    given_id: 'PAT-03152026ACM',
    quote_date: '2026-03-15',
    signs: [
      sign(type, 6, 4, 10, { given_id: 'A' }),
      sign(type, 8, 6, 3, {
        given_id: 'B',
        addons: [{ label: 'Tape', cost_label: 'Mounting', square_inch_price: 0.05, unit_price: 2 }],
      }),
      sign(type, 10, 10, 2, {
        given_id: 'C',
        custom_addons: { percent_marked_up: 10, items: [] },
        subsigns: [sign(type, 3, 2, 1, { given_id: 'C-A' })],
      }),
    ],
    adjustments: [
      { label: 'Discount', percent: 5, dollar: 0 },
      { label: 'Credit', percent: 0, dollar: -10 },
    ],
    shipping_cost: 25,
    ...overrides,
  };
}

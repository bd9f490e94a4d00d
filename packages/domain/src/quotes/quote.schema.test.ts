import { describe, expect, it } from 'vitest';
import { addressSchema, asanteContactInfoSchema } from './contact.schema.ts';
import { adjustmentSchema, quoteSchema } from './quote.schema.ts';
import { resolvePageCount, quoteSearchSchema } from './quote-search.schema.ts';
import { signSchema } from './sign.schema.ts';

describe('quote schemas', () => {
  it('fills a blank quote with the stated defaults', () => {
    const quote = quoteSchema.parse({ quote_date: '2024-03-01' });
    expect(quote).toMatchObject({
      given_id: '',
      quote_sequence: 1,
      is_shipped: false,
      shipped_date: null,
      tracking_number: [],
      signs: [],
      adjustments: [],
      shipping_cost: 0,
      project_manager: null,
    });
    expect(quote.shipping_info).toMatchObject({ company: '', zip: '' });
  });

  it("labels an adjustment 'Adjustments' by default", () => {
    expect(adjustmentSchema.parse({ percent: 5 })).toEqual({ label: 'Adjustments', percent: 5, dollar: 0 });
  });

  it('parses nested subsigns and custom add-ons', () => {
    const sign = signSchema.parse({
      given_id: 'A',
      subsigns: [{ given_id: 'A-1', custom_addons: { items: [{}] } }],
    });
    expect(sign).toMatchObject({ type: null, quantity: 1, addons: [] });
    expect(sign.subsigns[0]?.custom_addons).toMatchObject({
      percent_marked_up: 0,
      updated_to_jan_2022: true,
    });
    expect(signSchema.safeParse({ quantity: 1.5 }).success).toBe(false);
  });

  it('has no phone on the provider contact and an optional apartment', () => {
    expect(asanteContactInfoSchema.parse({})).toEqual({ first_name: '', last_name: '', email: '' });
    expect(addressSchema.parse({}).apartment).toBeUndefined();
  });

  it('refuses a bad quote date', () => {
    expect(quoteSchema.safeParse({ quote_date: '03/01/2024' }).success).toBe(false);
  });
});

describe('quote search filter', () => {
  it('has the stated defaults', () => {
    expect(quoteSearchSchema.parse({})).toEqual({
      given_id: '',
      customer_name: '',
      job_name: '',
      page: 0,
      quote_date: {},
      order_by: 'quote_date',
      reverse_order: true,
    });
  });

  it('reads query-string values', () => {
    expect(quoteSearchSchema.parse({ page: '2', page_count: '25', reverse_order: 'false' })).toMatchObject({
      page: 2,
      page_count: 25,
      reverse_order: false,
    });
    expect(quoteSearchSchema.safeParse({ order_by: 'password' }).success).toBe(false);
  });

  it('takes page_count from the filter, then the local setting, then 10', () => {
    expect(resolvePageCount(25, 50)).toBe(25);
    expect(resolvePageCount(undefined, 50)).toBe(50);
    expect(resolvePageCount(undefined)).toBe(10);
  });
});

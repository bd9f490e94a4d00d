import { describe, expect, it } from 'vitest';
import { quoteSchema, type QuotePrice } from '@signshop/domain';
import { editorQuoteOf } from '../quote-editor-state.ts';
import { taxToSave } from './QuoteTaxSection.tsx';

// The example: $679.64 of signs after adjustments and $25 shipping.
const price = { totalCents: 70464, shippingCents: 2500 } as QuotePrice;
const county = { id: 4, name: 'County', percent: 8.25, taxes_shipping: false };
const quote = (fields: Record<string, unknown>) =>
  editorQuoteOf(quoteSchema.parse({ quote_date: '2026-11-27', ...fields }));
const frozen = {
  tax_rate_id: 4,
  tax_rate_name: 'County',
  tax_percent: 8.25,
  tax_shipping: false,
  tax_exempt: false,
  tax_amount: 56.07,
};

describe('the tax the editor shows', () => {
  it('is what the save stores: a chosen rate as it is now, the frozen rate while the quote keeps it', () => {
    expect(taxToSave(quote({ tax_rate_id: 4 }), null, price, [county])).toMatchObject({ tax_amount: 56.07 });
    const raised = { ...county, percent: 10 };
    expect(taxToSave(quote({ tax_rate_id: 4 }), frozen, price, [raised])).toMatchObject({
      tax_percent: 8.25,
      tax_amount: 56.07,
      total_price: 704.64,
    });
  });

  it('is none when exempt, and not known before the save of a new quote taking its company default', () => {
    expect(taxToSave(quote({ tax_rate_id: 4, tax_exempt: true }), null, price, [county])?.tax_amount).toBe(0);
    expect(taxToSave(quote({}), null, price, [county])).toBeNull();
  });
});

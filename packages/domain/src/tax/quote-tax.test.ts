import { describe, expect, it } from 'vitest';
import { freezeTax } from './frozen-tax.ts';
import { quoteTax } from './quote-tax.ts';
import { taxLineLabel } from './tax-lines.ts';
import { taxRateInputSchema } from './tax-rate.schema.ts';

const rate = (percent: number, taxes_shipping = false) => ({ percent, taxes_shipping, exempt: false });

describe('quoteTax', () => {
  it('taxes the signs after adjustments, not the shipping, when the rate leaves shipping out', () => {
    // $1,000 of signs after adjustments + $50 shipping at 8.25 %: 1000 × 0.0825 = 82.50.
    expect(quoteTax({ total_price: 1050, shipping_cost: 50 }, rate(8.25))).toBe(82.5);
  });

  it('taxes the shipping too when the rate says so', () => {
    // 1050 × 0.0825 = 86.625 → 86.63 (half a cent rounds up).
    expect(quoteTax({ total_price: 1050, shipping_cost: 50 }, rate(8.25, true))).toBe(86.63);
  });

  it('rounds a half cent away from zero and anything less down', () => {
    // 10.10 × 5 % = 0.505 → 0.51; 10.09 × 5 % = 0.5045 → 0.50; 10.11 × 5 % = 0.5055 → 0.51.
    expect(quoteTax({ total_price: 10.1, shipping_cost: 0 }, rate(5))).toBe(0.51);
    expect(quoteTax({ total_price: 10.09, shipping_cost: 0 }, rate(5))).toBe(0.5);
    expect(quoteTax({ total_price: 10.11, shipping_cost: 0 }, rate(5))).toBe(0.51);
    // A credit (negative total) gets a credit of tax, rounded the same way: −0.505 → −0.51.
    expect(quoteTax({ total_price: -10.1, shipping_cost: 0 }, rate(5))).toBe(-0.51);
  });

  it('is exact with four decimals of percent on large amounts', () => {
    // $99,999,999.99 × 9.9999 % = 9,999,899.9989… → 9,999,900.00 (no float error).
    expect(quoteTax({ total_price: 99_999_999.99, shipping_cost: 0 }, rate(9.9999))).toBe(9_999_900);
    // 123.45 × 7.1234 % = 8.7938373 → 8.79.
    expect(quoteTax({ total_price: 123.45, shipping_cost: 0 }, rate(7.1234))).toBe(8.79);
  });

  it('is 0 for an exempt quote and for a quote without a rate', () => {
    expect(quoteTax({ total_price: 1000, shipping_cost: 0 }, { ...rate(8.25, true), exempt: true })).toBe(0);
    expect(quoteTax({ total_price: 1000, shipping_cost: 0 }, rate(0))).toBe(0);
  });

  it('leaves a saved quote unchanged when the rate changes after its save: it is computed from the frozen terms', () => {
    const frozen = rate(8.25);
    const saved = quoteTax({ total_price: 200, shipping_cost: 0 }, frozen);
    const rateNow = rate(9.5);
    expect(rateNow.percent).not.toBe(frozen.percent);
    expect(quoteTax({ total_price: 200, shipping_cost: 0 }, frozen)).toBe(saved);
    expect(saved).toBe(16.5);
  });
});

describe('tax rates', () => {
  it('takes a name of 1-60 characters and a percent of 0-100 with at most 4 decimals', () => {
    expect(taxRateInputSchema.safeParse({ name: 'County', percent: 8.2575 }).success).toBe(true);
    expect(taxRateInputSchema.safeParse({ name: ' ', percent: 8 }).success).toBe(false);
    expect(taxRateInputSchema.safeParse({ name: 'x'.repeat(61), percent: 8 }).success).toBe(false);
    expect(taxRateInputSchema.safeParse({ name: 'County', percent: 8.25751 }).success).toBe(false);
    expect(taxRateInputSchema.safeParse({ name: 'County', percent: 100.0001 }).success).toBe(false);
    expect(taxRateInputSchema.safeParse({ name: 'County', percent: -1 }).success).toBe(false);
  });

  it("labels the tax line with the rate's name and percent", () => {
    expect(taxLineLabel({ tax_rate_name: 'County', tax_percent: 8.25 })).toBe('Sales tax: County (8.25%)');
  });
});

describe('freezeTax', () => {
  const county = { id: 3, name: 'County', percent: 8.25, taxes_shipping: false };
  const quote = { total_price: 1050, shipping_cost: 50 };

  it('takes a newly chosen rate as it is now and computes the tax', () => {
    expect(freezeTax({ tax_rate_id: 3, tax_exempt: false }, null, county, quote)).toEqual({
      tax_rate_id: 3,
      tax_rate_name: 'County',
      tax_percent: 8.25,
      tax_shipping: false,
      tax_exempt: false,
      tax_amount: 82.5,
    });
  });

  it('keeps the frozen rate of a saved quote when the rate changed or was removed since', () => {
    const saved = freezeTax({ tax_rate_id: 3, tax_exempt: false }, null, county, quote);
    const raised = { ...county, percent: 9.5, taxes_shipping: true };
    expect(freezeTax({ tax_rate_id: 3, tax_exempt: false }, saved, raised, quote)).toEqual(saved);
    expect(freezeTax({ tax_rate_id: 3, tax_exempt: false }, saved, undefined, quote)).toEqual(saved);
    // "Update prices" takes the rate as it is now.
    expect(freezeTax({ tax_rate_id: 3, tax_exempt: false }, saved, raised, quote, true).tax_amount).toBe(
      99.75,
    );
  });

  it('computes no tax for an exempt quote or one without a rate', () => {
    expect(freezeTax({ tax_rate_id: 3, tax_exempt: true }, null, county, quote).tax_amount).toBe(0);
    expect(freezeTax({ tax_rate_id: null, tax_exempt: false }, null, undefined, quote)).toMatchObject({
      tax_rate_name: '',
      tax_percent: 0,
      tax_amount: 0,
    });
  });

  it('refuses a rate that does not exist, naming the field', () => {
    expect(() => freezeTax({ tax_rate_id: 9, tax_exempt: false }, null, undefined, quote)).toThrow(
      'Tax Rate: there is no tax rate with id 9.',
    );
  });
});

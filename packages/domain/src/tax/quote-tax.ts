import { fromCents, toCents } from '../pricing/money.ts';

/** The tax a quote carries, as frozen on it at save. */
export interface QuoteTaxTerms {
  /** Percent with up to 4 decimals (8.25 for 8.25 %); 0 when the quote has no rate. */
  percent: number;
  /** The rate taxes shipping: the shipping cost is part of the taxable amount. */
  taxes_shipping: boolean;
  /** The quote is tax exempt: no tax whatever the rate. */
  exempt: boolean;
}

const MILLION = 1_000_000n;

/**
 * `cents × tenThousandths / 1,000,000` rounded to whole cents, half away from zero (as toCents
 * rounds: 0.5 ¢ → 1 ¢, −0.5 ¢ → −1 ¢), in integers so no float error can move a half cent.
 */
function percentOfCents(cents: number, percent: number): number {
  const product = BigInt(cents) * BigInt(Math.round(percent * 10_000));
  const whole = product / MILLION;
  const twiceRest = (product % MILLION) * 2n;
  const away = twiceRest >= MILLION ? 1n : twiceRest <= -MILLION ? -1n : 0n;
  return Number(whole + away);
}

/**
 * The sales tax of a quote in dollars: round_cents(taxable × percent / 100), the taxable amount
 * being the sign totals after adjustments (total_price without shipping), plus shipping when the
 * rate taxes it; an exempt quote or one without a rate owes none. Half cents round away from zero.
 */
export function quoteTax(
  quote: { total_price: number; shipping_cost: number },
  terms: QuoteTaxTerms,
): number {
  if (terms.exempt || terms.percent === 0) return 0;
  const shipping = toCents(quote.shipping_cost);
  const taxable = toCents(quote.total_price) - (terms.taxes_shipping ? 0 : shipping);
  return fromCents(percentOfCents(taxable, terms.percent));
}

import { fromCents, roundTo, toCents } from './money.ts';
import type { ProcessLookup } from './process-lookup.ts';
import { priceSign, type PricedSign, type SignPrice } from './price-sign.ts';

/** The fields of a quote that pricing reads (a Quote fits). Percents are typed as 10 for 10 %. */
export interface PricedQuote {
  signs: readonly PricedSign[];
  adjustments?: readonly { percent: number; dollar: number }[];
  shipping_cost?: number;
}

/** A priced quote; every money amount is in cents. */
export interface QuotePrice {
  signs: SignPrice[];
  /** Total quantity of the top-level signs (the editor's sign count). */
  signCount: number;
  signsTotalCents: number;
  /** Sum of adjustment percents. */
  adjustmentPercent: number;
  /** signsTotal × percent / 100, rounded to cents. */
  adjustmentPercentCents: number;
  adjustmentDollarCents: number;
  shippingCents: number;
  totalCents: number;
}

/** Prices every sign and the quote: Σ signs × (1 + Σ percent/100) + Σ dollars + shipping, to cents. */
export function priceQuote(quote: PricedQuote, lookup: ProcessLookup): QuotePrice {
  const signs = quote.signs.map((sign) => priceSign(sign, lookup));
  const adjustments = quote.adjustments ?? [];
  const signsTotalCents = signs.reduce((sum, sign) => sum + sign.totalCents, 0);
  const adjustmentPercent = adjustments.reduce((sum, adjustment) => sum + adjustment.percent, 0);
  const adjustmentPercentCents = roundTo((signsTotalCents * adjustmentPercent) / 100, 0);
  const adjustmentDollarCents = adjustments.reduce((sum, adjustment) => sum + toCents(adjustment.dollar), 0);
  const shippingCents = toCents(quote.shipping_cost ?? 0);
  return {
    signs,
    signCount: quote.signs.reduce((sum, sign) => sum + sign.quantity, 0),
    signsTotalCents,
    adjustmentPercent,
    adjustmentPercentCents,
    adjustmentDollarCents,
    shippingCents,
    totalCents: signsTotalCents + adjustmentPercentCents + adjustmentDollarCents + shippingCents,
  };
}

/** The quote's total_price in dollars (cents exact). */
export function quoteTotal(quote: PricedQuote, lookup: ProcessLookup): number {
  return fromCents(priceQuote(quote, lookup).totalCents);
}

import { billedAmount } from '../billing/billed-amount.ts';

/** The tax fields a saved quote carries (frozen at save). */
export interface TaxedQuote {
  total_price: number;
  tax_amount: number;
  tax_rate_name: string;
  tax_percent: number;
  tax_exempt: boolean;
}

/** The lines under a quote's total on the editor, the quote PDF and the invoice. */
export interface TaxLines {
  /** 'Sales tax: County (8.25%)', or 'Sales tax: exempt'. */
  label: string;
  tax: number;
  /** What the customer is billed: total_price + tax. */
  billed: number;
}

/**
 * How a rate reads on the editor, the quote PDF and the invoice: 'Sales tax: County (8.25%)'. It is
 * zod-free, like the rest of this file, so that a screen showing tax lines does not load the schemas.
 */
export function taxLineLabel(tax: { tax_rate_name: string; tax_percent: number }): string {
  return `Sales tax: ${tax.tax_rate_name} (${Number(tax.tax_percent.toFixed(4))}%)`;
}

/**
 * The tax line and billed total a quote shows, or null for a quote without a rate and not exempt
 * (so a shop that configured no tax sees its totals, PDFs and invoices exactly as before).
 */
export function taxLines(quote: TaxedQuote): TaxLines | null {
  if (!quote.tax_exempt && quote.tax_rate_name === '' && quote.tax_amount === 0) return null;
  const label = quote.tax_exempt ? 'Sales tax: exempt' : taxLineLabel(quote);
  return { label, tax: quote.tax_exempt ? 0 : quote.tax_amount, billed: billedAmount(quote) };
}

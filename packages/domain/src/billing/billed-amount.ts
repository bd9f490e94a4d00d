import { fromCents, toCents } from '../pricing/money.ts';

/**
 * What the customer is billed for a job: its total price (before tax, as every report counts it)
 * plus the sales tax frozen on the quote. Invoices, open balances, interest and payments use this.
 */
export function billedAmount(job: { total_price: number; tax_amount: number }): number {
  return fromCents(toCents(job.total_price) + toCents(job.tax_amount));
}

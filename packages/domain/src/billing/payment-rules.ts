import { formatMoney, fromCents, toCents } from '../pricing/money.ts';
import { billedAmount } from './billed-amount.ts';
import { totalPaid } from './payment-history.ts';
import type { PaymentHistoryEntry } from './payment-history.schema.ts';

interface BilledJob {
  is_shipped: boolean;
  total_price: number;
  /** The quote's sales tax: the job bills total_price + tax_amount. */
  tax_amount: number;
  left_to_pay: number;
  payment_history: readonly PaymentHistoryEntry[];
}

/**
 * What is left to pay on a job. Until the first payment the whole invoice is left, so a shipped
 * job without payments owes its billed amount (total_price + tax) whatever left_to_pay held when it shipped (the
 * stored value is only kept up to date from the first payment on).
 */
export function leftToPay(job: BilledJob): number {
  return job.is_shipped && job.payment_history.length === 0 ? billedAmount(job) : job.left_to_pay;
}

/**
 * What an invoice asks for: once shipped, what is left to pay; before shipping (a pro forma
 * invoice) the amount that will be due, billed − payments — never the $0 a job holds in left_to_pay
 * until it ships.
 */
export function amountToInvoice(job: BilledJob): number {
  if (job.is_shipped) return leftToPay(job);
  return fromCents(toCents(billedAmount(job)) - toCents(totalPaid(job.payment_history)));
}

/**
 * Why a payment of `payment` dollars on a job is refused, or null when it may be made: the job
 * must have shipped, the payment be at least a cent and at most the total amount due (what is
 * left to pay plus the late `interest` as of today).
 */
export function paymentRefusal(job: BilledJob, payment: number, interest = 0): string | null {
  if (!job.is_shipped) return 'This job has not shipped yet, so there is no invoice to pay.';
  const cents = toCents(payment);
  if (!Number.isFinite(cents) || cents <= 0) return 'Enter a payment above 0.00.';
  const left = leftToPay(job);
  if (toCents(left) <= 0) return 'This invoice is already paid off.';
  const totalDue = fromCents(toCents(left) + toCents(interest));
  if (cents > toCents(totalDue)) return `That is more than the ${formatMoney(totalDue)} total amount due.`;
  return null;
}

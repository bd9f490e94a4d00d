import type { JustDate } from '../dates/just-date.ts';
import { fromCents, toCents } from '../pricing/money.ts';
import type { PaymentHistoryEntry } from './payment-history.schema.ts';

/** Shown as the payment method of a job with nothing left to pay. */
export const PAID_OFF_LABEL = 'Paid Off';

interface PayableJob {
  is_shipped: boolean;
  left_to_pay: number;
  payment_history: readonly PaymentHistoryEntry[];
}

/** A job is paid off when nothing is left to pay. */
export function isPaidOff(job: Pick<PayableJob, 'left_to_pay'>): boolean {
  return toCents(job.left_to_pay) <= 0;
}

/** A shipped job with something left to pay can receive payments. */
export function canReceivePayment(job: Pick<PayableJob, 'is_shipped' | 'left_to_pay'>): boolean {
  return job.is_shipped && !isPaidOff(job);
}

/** Reads a typed payment amount as a decimal number of dollars; null unless a positive amount. */
export function parsePaymentAmount(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  const value = Number(trimmed);
  return trimmed !== '' && Number.isFinite(value) && toCents(value) > 0 ? fromCents(toCents(value)) : null;
}

/**
 * The fields a payment changes: last_date_paid today, left_to_pay reduced (never below 0), one
 * history entry appended; the part above the balance is recorded on the entry as interest.
 */
export function applyPayment(
  job: PayableJob,
  payment: { amount: number; nickName: string; today: JustDate },
): { last_date_paid: JustDate; left_to_pay: number; payment_history: PaymentHistoryEntry[] } {
  const leftCents = toCents(job.left_to_pay);
  const interestCents = Math.max(0, toCents(payment.amount) - Math.max(0, leftCents));
  const entry: PaymentHistoryEntry = {
    payment: payment.amount,
    ...(interestCents > 0 && { interest: fromCents(interestCents) }),
    date: payment.today,
    nick_name: payment.nickName,
    admin_paid: false,
  };
  return {
    last_date_paid: payment.today,
    left_to_pay: fromCents(leftCents - (toCents(payment.amount) - interestCents)),
    payment_history: [...job.payment_history, entry],
  };
}

/**
 * Sum of a job's payments toward its invoice, interest paid left out, exact to the cent
 * (this + left_to_pay = what was billed).
 */
export function totalPaid(history: readonly Pick<PaymentHistoryEntry, 'payment' | 'interest'>[]): number {
  return fromCents(
    history.reduce((sum, entry) => sum + toCents(entry.payment) - toCents(entry.interest ?? 0), 0),
  );
}

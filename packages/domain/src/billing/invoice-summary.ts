import type { JustDate } from '../dates/just-date.ts';
import { fromCents, toCents } from '../pricing/money.ts';
import { billedAmount } from './billed-amount.ts';
import { dueDate } from './due-date.ts';
import { lateInterest } from './interest.ts';
import { isPaidOff } from './payment-history.ts';

/** One row of Make Payment / Account History, money in dollars; the invoice amount is the billed amount. */
export interface InvoiceSummary {
  invoiceAmount: number;
  dueDate: JustDate | null;
  interest: number;
  totalDue: number;
  amountLeft: number;
  paidOff: boolean;
}

/** Interest on what is left to pay from the due date (shipped date + payment days) to today. */
export function invoiceSummary(
  job: { total_price: number; tax_amount: number; left_to_pay: number; shipped_date: JustDate | null },
  paymentDays: number,
  today: JustDate,
): InvoiceSummary {
  const due = job.shipped_date ? dueDate(job.shipped_date, paymentDays) : null;
  const interest = due ? lateInterest(job.left_to_pay, due, today) : 0;
  return {
    invoiceAmount: billedAmount(job),
    dueDate: due,
    interest,
    totalDue: fromCents(toCents(job.left_to_pay) + toCents(interest)),
    amountLeft: job.left_to_pay,
    paidOff: isPaidOff(job),
  };
}

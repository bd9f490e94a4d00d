import { addDays, compareJustDates, type JustDate } from '../dates/just-date.ts';
import { dueDate } from '../billing/due-date.ts';
import { fromCents, toCents } from '../pricing/money.ts';
import { agingOf, openBalanceAsOf, type AgingInvoice, type AgingLine } from './aging.ts';

/** An invoice as a statement lists it: its aging facts plus its number, name and billed amount. */
export interface StatementInvoice extends AgingInvoice {
  given_id: string;
  job_name: string;
  /** billedAmount of the job: what the customer was billed. */
  billed: number;
}

export interface StatementInvoiceLine {
  given_id: string;
  job_name: string;
  shipped_date: JustDate;
  due_date: JustDate;
  amount: number;
}

export interface StatementPaymentLine {
  date: JustDate;
  given_id: string;
  /** The whole payment. */
  payment: number;
  /** Its part toward late interest (the rest paid the invoice). */
  interest: number;
}

/** A company's statement for a period: what it owed, was billed, paid and owes. */
export interface Statement {
  company: string;
  from: JustDate;
  to: JustDate;
  /** Open on the day before `from`. */
  opening_balance: number;
  /** Shipped within the period, by shipped date: their billed amounts. */
  invoices: StatementInvoiceLine[];
  invoiced: number;
  /** Payments dated within the period, by date. */
  payments: StatementPaymentLine[];
  /** What the payments paid toward invoices (their interest parts left out). */
  paid: number;
  /** Late interest accrued as of `to` on what is open then. */
  interest: number;
  /** Open at the end of `to`: opening balance + invoiced − paid. */
  closing_balance: number;
  /** closing_balance + interest. */
  total_due: number;
  /** The aging as of `to`. */
  aging: AgingLine;
}

const within = (date: JustDate, from: JustDate, to: JustDate) =>
  compareJustDates(date, from) >= 0 && compareJustDates(date, to) <= 0;

const sumCents = <T>(rows: readonly T[], pick: (row: T) => number) =>
  rows.reduce((sum, row) => sum + toCents(pick(row)), 0);

/**
 * The statement of one company's invoices for the period `from`..`to` (both days in). The closing
 * balance is what aging shows open as of `to`, and it equals opening + invoiced − paid as long as
 * each invoice's left to pay is its billed amount less its payments.
 */
export function statementOf(
  company: string,
  invoices: readonly StatementInvoice[],
  from: JustDate,
  to: JustDate,
): Statement {
  const dayBefore = addDays(from, -1);
  // An invoice without a shipped date belongs to no period (it is in the balances all the same).
  const billedInPeriod = invoices
    .filter(
      (invoice): invoice is StatementInvoice & { shipped_date: JustDate } =>
        invoice.shipped_date !== null && within(invoice.shipped_date, from, to),
    )
    .sort((a, b) => compareJustDates(a.shipped_date, b.shipped_date) || a.given_id.localeCompare(b.given_id));
  const payments = invoices
    .flatMap((invoice) =>
      invoice.payment_history
        .filter((entry) => within(entry.date, from, to))
        .map((entry) => ({
          date: entry.date,
          given_id: invoice.given_id,
          payment: entry.payment,
          interest: entry.interest ?? 0,
        })),
    )
    .sort((a, b) => compareJustDates(a.date, b.date) || a.given_id.localeCompare(b.given_id));
  const aging = agingOf(invoices, to).total;
  return {
    company,
    from,
    to,
    opening_balance: fromCents(sumCents(invoices, (invoice) => openBalanceAsOf(invoice, dayBefore))),
    invoices: billedInPeriod.map((invoice) => ({
      given_id: invoice.given_id,
      job_name: invoice.job_name,
      shipped_date: invoice.shipped_date,
      due_date: dueDate(invoice.shipped_date, invoice.payment_days),
      amount: invoice.billed,
    })),
    invoiced: fromCents(sumCents(billedInPeriod, (invoice) => invoice.billed)),
    payments,
    paid: fromCents(sumCents(payments, (line) => line.payment) - sumCents(payments, (line) => line.interest)),
    interest: aging.interest,
    closing_balance: aging.balance,
    total_due: aging.total_due,
    aging: { ...aging, company },
  };
}

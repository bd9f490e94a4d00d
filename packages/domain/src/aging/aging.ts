import { compareJustDates, daysBetween, type JustDate } from '../dates/just-date.ts';
import { dueDate } from '../billing/due-date.ts';
import { lateInterest } from '../billing/interest.ts';
import type { PaymentHistoryEntry } from '../billing/payment-history.schema.ts';
import { companyKey } from '../company-info/company-key.ts';
import { fromCents, toCents } from '../pricing/money.ts';

/** The aging buckets, by days past the due date: current is not yet due (0 days or fewer). */
export const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** How the buckets are headed on the page, the CSV and the PDF. */
export const AGING_BUCKET_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  days_1_30: '1-30',
  days_31_60: '31-60',
  days_61_90: '61-90',
  over_90: 'Over 90',
};

/** The bucket of an invoice that is `daysPastDue` days past its due date (0 or fewer: current). */
export function agingBucket(daysPastDue: number): AgingBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return 'days_1_30';
  if (daysPastDue <= 60) return 'days_31_60';
  if (daysPastDue <= 90) return 'days_61_90';
  return 'over_90';
}

/**
 * An invoice (a shipped job) as aging reads it: what is left to pay today (Make Payment's
 * left_to_pay, the billed amount less the payments) and the payments, so that its balance on an
 * earlier day is known.
 */
export interface AgingInvoice {
  customer_name: string;
  /** Null for a job marked shipped without a date: open, never due, as Make Payment shows it. */
  shipped_date: JustDate | null;
  payment_days: number;
  left_to_pay: number;
  payment_history: readonly Pick<PaymentHistoryEntry, 'payment' | 'interest' | 'date'>[];
}

/** The part of a payment that paid the invoice (the interest part left out), in cents. */
const principalCents = (entry: Pick<PaymentHistoryEntry, 'payment' | 'interest'>) =>
  toCents(entry.payment) - toCents(entry.interest ?? 0);

/**
 * What was open on an invoice at the end of `asOf`: nothing before it shipped; else what is left
 * to pay now plus what was paid toward it after that day. As of today it is left_to_pay itself.
 */
export function openBalanceAsOf(invoice: AgingInvoice, asOf: JustDate): number {
  if (invoice.shipped_date !== null && compareJustDates(invoice.shipped_date, asOf) > 0) return 0;
  const paidAfter = invoice.payment_history
    .filter((entry) => compareJustDates(entry.date, asOf) > 0)
    .reduce((sum, entry) => sum + principalCents(entry), 0);
  return fromCents(Math.max(0, toCents(invoice.left_to_pay) + paidAfter));
}

/** One company's (or the total's) aging: the open balance by bucket, with interest accrued. */
export interface AgingLine {
  company: string;
  current: number;
  days_1_30: number;
  days_31_60: number;
  days_61_90: number;
  over_90: number;
  /** The sum of the buckets: every open balance. */
  balance: number;
  /** Late interest accrued as of the as-of date, each invoice's as Make Payment rounds it. */
  interest: number;
  /** balance + interest. */
  total_due: number;
  /** Open invoices counted. */
  invoices: number;
}

type Cents = Record<AgingBucket | 'interest', number> & { invoices: number };
const noCents = (): Cents => ({
  current: 0,
  days_1_30: 0,
  days_31_60: 0,
  days_61_90: 0,
  over_90: 0,
  interest: 0,
  invoices: 0,
});

function lineOf(company: string, cents: Cents): AgingLine {
  const balance = AGING_BUCKETS.reduce((sum, bucket) => sum + cents[bucket], 0);
  return {
    company,
    current: fromCents(cents.current),
    days_1_30: fromCents(cents.days_1_30),
    days_31_60: fromCents(cents.days_31_60),
    days_61_90: fromCents(cents.days_61_90),
    over_90: fromCents(cents.over_90),
    balance: fromCents(balance),
    interest: fromCents(cents.interest),
    total_due: fromCents(balance + cents.interest),
    invoices: cents.invoices,
  };
}

/** The aging as of a day: a line per company (companies compare by companyKey), by name, and the total. */
export interface Aging {
  companies: AgingLine[];
  total: AgingLine;
}

/** The aging report's total line is named this. */
export const AGING_TOTAL_LABEL = 'Total';

/**
 * Receivables aging as of `asOf`: each invoice's open balance as of that day in the bucket of its
 * days past due (due date = shipped date + the company's payment days), interest as Make Payment
 * computes it on that balance; an invoice without a shipped date is current, without interest. Invoices with nothing open are left out; a company is named as its
 * first invoice names it.
 */
export function agingOf(invoices: Iterable<AgingInvoice>, asOf: JustDate): Aging {
  const byCompany = new Map<string, { name: string; cents: Cents }>();
  for (const invoice of invoices) {
    const balance = openBalanceAsOf(invoice, asOf);
    if (toCents(balance) <= 0) continue;
    // Without a shipped date there is no due date: current, without interest (as Make Payment shows it).
    const due = invoice.shipped_date === null ? null : dueDate(invoice.shipped_date, invoice.payment_days);
    const bucket = due === null ? 'current' : agingBucket(daysBetween(due, asOf));
    const interest = due === null ? 0 : toCents(lateInterest(balance, due, asOf));
    const key = companyKey(invoice.customer_name);
    let company = byCompany.get(key);
    if (!company) byCompany.set(key, (company = { name: invoice.customer_name.trim(), cents: noCents() }));
    company.cents[bucket] += toCents(balance);
    company.cents.interest += interest;
    company.cents.invoices += 1;
  }
  const companies = [...byCompany.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, { name, cents }]) => lineOf(name, cents));
  return { companies, total: totalOfLines(companies) };
}

/** The total of aging lines (the report's total row, or that of the companies a search finds), to the cent. */
export function totalOfLines(lines: readonly AgingLine[], company = AGING_TOTAL_LABEL): AgingLine {
  const cents = noCents();
  for (const line of lines) {
    for (const bucket of AGING_BUCKETS) cents[bucket] += toCents(line[bucket]);
    cents.interest += toCents(line.interest);
    cents.invoices += line.invoices;
  }
  return lineOf(company, cents);
}

/** A tax-exempt company whose exemption has expired by `asOf` (it holds through its expiry day). */
export function exemptionExpired(
  company: { tax_exempt: boolean; exemption_expires: JustDate | null },
  asOf: JustDate,
): boolean {
  return (
    company.tax_exempt &&
    company.exemption_expires !== null &&
    compareJustDates(company.exemption_expires, asOf) < 0
  );
}

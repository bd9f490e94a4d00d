import { companyKey, type CompanyInfo, type PaymentHistoryEntry, type JobInvoiceRow } from '@signshop/domain';

/** One line of Admin payments: a payment-history entry with its job and its place in the history. */
export interface PaymentEntryRow {
  job: JobInvoiceRow;
  index: number;
  entry: PaymentHistoryEntry;
}

/** Every payment-history entry of the listed jobs, newest payment first. */
export function paymentEntries(jobs: readonly JobInvoiceRow[]): PaymentEntryRow[] {
  return jobs
    .flatMap((job) => job.payment_history.map((entry, index) => ({ job, index, entry })))
    .sort((a, b) => b.entry.date.localeCompare(a.entry.date) || a.job.id - b.job.id || a.index - b.index);
}

/** The distinct company names of the rows, for one company-info call. */
export function companiesOf(jobs: readonly Pick<JobInvoiceRow, 'customer_name'>[]): string[] {
  return [...new Set(jobs.map((job) => job.customer_name))].sort();
}

/** Company info by company name, compared as everywhere (the domain's companyKey). */
export function infoByCompany(infos: readonly CompanyInfo[] | undefined) {
  const byName = new Map((infos ?? []).map((info) => [companyKey(info.company), info]));
  return (company: string) => byName.get(companyKey(company));
}

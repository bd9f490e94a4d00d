import { Link } from 'react-router';
import { formatLongDate, formatMoney, type JustDate, type JobInvoiceRow } from '@signshop/domain';
import { jobDocuments } from '../job-stages/job-overview/job-documents.ts';

export const showDate = (date: JustDate | null) => (date ? formatLongDate(date) : '—');

/** The invoice PDF of a job, the same link as the job file menu's Invoice entry. */
export function invoicePdfHref(row: Pick<JobInvoiceRow, 'id' | 'job_name' | 'given_id'>) {
  return jobDocuments(row).find((document) => document.label === 'Invoice')!.href;
}

/** Job Name, linking to the quote. */
export function JobNameLink({ row }: { row: Pick<JobInvoiceRow, 'id' | 'job_name'> }) {
  return <Link to={`/quote/${row.id}`}>{row.job_name || 'Untitled job'}</Link>;
}

/** Invoice Amount, linking to the invoice PDF (opens in a new tab). */
export function InvoiceAmountLink({
  row,
}: {
  row: Pick<JobInvoiceRow, 'id' | 'job_name' | 'given_id' | 'total_price'>;
}) {
  return (
    <a href={invoicePdfHref(row)} target="_blank" rel="noopener" title="Open the invoice PDF">
      {formatMoney(row.total_price)}
    </a>
  );
}

const MONEY_HEADINGS = new Set([
  'Invoice Amount',
  'Interest Calculated',
  'Total Amount Due',
  'Amount Left',
  'Payment',
]);

/** Column headings; money columns are right-aligned like their amounts. */
export function Headings({
  names,
  moneyColumns = MONEY_HEADINGS,
}: {
  names: string[];
  moneyColumns?: Set<string>;
}) {
  return names.map((name) => (
    <th key={name} scope="col" className={moneyColumns.has(name) ? 'text-end' : undefined}>
      {name}
    </th>
  ));
}

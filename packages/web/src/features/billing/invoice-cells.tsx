import { Link } from 'react-router';
import {
  billedAmount,
  formatLongDate,
  formatMoney,
  type JustDate,
  type JobInvoiceRow,
} from '@signshop/domain';
import { jobDocuments } from '../job-overview/job-documents.ts';

export const showDate = (date: JustDate | null) => (date ? formatLongDate(date) : '—');

/** The invoice PDF of a job, the same link as the job file menu's Invoice entry. */
export function invoicePdfHref(row: Pick<JobInvoiceRow, 'id' | 'job_name' | 'given_id'>) {
  return jobDocuments(row).find((document) => document.label === 'Invoice')!.href;
}

/**
 * The cells every billing table opens with: Invoice Number, Job Name (a link to the quote) and
 * Invoice Amount (what is billed, total price + tax: a link to the invoice PDF, in a new tab), after
 * the company on the admin pages.
 */
export function InvoiceCells({ row, withCompany = false }: { row: JobInvoiceRow; withCompany?: boolean }) {
  return (
    <>
      {withCompany && <td data-label="Company">{row.customer_name}</td>}
      <td className="text-nowrap" data-label="Invoice Number">
        {row.given_id || '—'}
      </td>
      <td data-label="Job Name">
        <Link to={`/quote/${row.id}`}>{row.job_name || 'Untitled job'}</Link>
      </td>
      <td className="text-end" data-label="Invoice Amount">
        <a href={invoicePdfHref(row)} target="_blank" rel="noopener" title="Open the invoice PDF">
          {formatMoney(billedAmount(row))}
        </a>
      </td>
    </>
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

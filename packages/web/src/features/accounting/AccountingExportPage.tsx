import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { formatLongDate, todayJustDate } from '@signshop/domain';
import { PeriodFields } from '../../ui/PeriodFields.tsx';
import { Page } from '../../ui/Page.tsx';
import {
  EXPORT_FILES,
  exportUrl,
  lastMonth,
  rangeProblems,
  type AccountingRange,
} from './accounting-range.ts';

/** The two files' columns, as QuickBooks Online's import maps them. */
const COLUMNS = {
  invoices:
    'InvoiceNo (the quote number), Customer, InvoiceDate (the shipped date), DueDate, Terms, Memo (the job name), Item(Product/Service), ItemDescription, ItemQuantity, ItemRate, ItemAmount',
  payments:
    'PaymentDate, Customer, InvoiceNo (the quote number), Amount (late interest included), PaymentMethod (the bank), Memo',
};

/**
 * /accounting: staff choose a period and download its invoices and payments as CSV files in
 * QuickBooks Online's import layouts, with what each file holds.
 */
export function AccountingExportPage() {
  const [range, setRange] = useState<AccountingRange>(() => lastMonth(todayJustDate()));
  const problems = rangeProblems(range);
  const ready =
    range.from && range.to && Object.keys(problems).length === 0 ? { from: range.from, to: range.to } : null;
  return (
    <Page title="Accounting Export">
      <section aria-labelledby="accounting-period" className="border rounded-3 p-3 bg-body-tertiary mb-4">
        <h2 id="accounting-period" className="h5">
          Period
        </h2>
        <PeriodFields idPrefix="accounting" period={range} problems={problems} onChange={setRange} />
        <p className="small text-body-secondary mt-2 mb-0">
          Both days are included.
          {ready && ` ${formatLongDate(ready.from)} to ${formatLongDate(ready.to)}.`}
        </p>
        <div className="d-flex flex-wrap gap-2 mt-3">
          {EXPORT_FILES.map(({ kind, label }) =>
            ready ? (
              <a key={kind} className="btn btn-primary" href={exportUrl(kind, ready.from, ready.to)} download>
                Download {label} CSV
              </a>
            ) : (
              <Button key={kind} disabled>
                Download {label} CSV
              </Button>
            ),
          )}
        </div>
      </section>
      <section aria-labelledby="accounting-qbo">
        <h2 id="accounting-qbo" className="h5">
          What QuickBooks Online expects
        </h2>
        <p>
          Each file is a CSV in QuickBooks Online&apos;s import layout, a header row first: dates are
          MM/DD/YYYY and amounts are dollars with two decimals. Import the invoices first, then the payments,
          which name their invoice by its number.
        </p>
        <dl>
          <dt>Invoices</dt>
          <dd>
            One row per line item of each job shipped in the period, dated its shipped date; an invoice&apos;s
            lines add up to its total. Columns: {COLUMNS.invoices}.
          </dd>
          <dt>Payments</dt>
          <dd>One row per payment dated in the period. Columns: {COLUMNS.payments}.</dd>
        </dl>
      </section>
    </Page>
  );
}

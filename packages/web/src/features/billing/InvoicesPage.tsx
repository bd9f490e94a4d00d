import './billing.css';
import { lazy, Suspense } from 'react';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import {
  PAID_OFF_LABEL,
  formatMoney,
  isPaidOff,
  leftToPay,
  type OwnBank,
  type JobInvoiceRow,
  type JobInvoiceTotals,
} from '@signshop/domain';
import { screens } from '../../platform/screens.ts';
import { Loaded } from '../../platform/Loaded.tsx';
import { Page } from '../../ui/Page.tsx';
import { TableSkeleton } from '../../ui/Skeleton.tsx';
import { ReportPager } from '../../platform/paging/ReportPager.tsx';
import { Headings, InvoiceCells, showDate } from './invoice-cells.tsx';
import { SHIPPED, useBanks, useInvoicePage } from './queries.ts';
import { useBillingPage } from './use-billing-page.ts';
import { PaymentCells } from './PaymentCells.tsx';

type Mode = 'pay' | 'history';

/** The company's aging and statement under the invoices: loaded after the first paint (its date fields are not small). */
const OwnAging = lazy(() => import('../aging/OwnAging.tsx').then((module) => ({ default: module.OwnAging })));

/** Paid off when nothing is left (a shipped job without payments still owes its whole total). */
const paidOff = (row: JobInvoiceRow) => isPaidOff({ left_to_pay: leftToPay(row) });

const HEADINGS = [
  'Invoice Number',
  'Job Name',
  'Invoice Amount',
  'Interest Calculated',
  'Total Amount Due',
  'Amount Left',
  'Ship Date',
  'Due Date',
  'Payment',
  'Payment Method',
];

// Payment holds an input on Make Payment: only the amounts' headings are right-aligned.
const MONEY = new Set(['Invoice Amount', 'Interest Calculated', 'Total Amount Due', 'Amount Left']);

/** Account History's read-only Payment cell: every payment made on the invoice. */
function PaymentsMade({ row }: { row: JobInvoiceRow }) {
  if (row.payment_history.length === 0) return <span className="text-body-secondary">None yet</span>;
  return (
    <ul className="list-unstyled mb-0 small">
      {row.payment_history.map((entry, index) => (
        <li key={index}>
          <span className="text-nowrap">{formatMoney(entry.payment)}</span> on {showDate(entry.date)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The last two cells: Payment, and Payment Method with Make Payment (or the last paid date) under
 * it, so the money action stays inside the table's box at desktop widths.
 */
function PaymentPart({ row, mode, banks }: { row: JobInvoiceRow; mode: Mode; banks: OwnBank[] }) {
  if (paidOff(row))
    return (
      <>
        <td data-label="Payment">{mode === 'history' ? <PaymentsMade row={row} /> : '—'}</td>
        <td data-label="Payment Method">
          <span className="badge text-bg-success">{PAID_OFF_LABEL}</span>
          <div className="small">Paid {showDate(row.last_date_paid)}</div>
        </td>
      </>
    );
  if (mode === 'pay') return <PaymentCells row={row} banks={banks} />;
  return (
    <>
      <td data-label="Payment">
        <PaymentsMade row={row} />
      </td>
      <td data-label="Payment Method">
        <div className="billing-method-stack">
          <span>{row.payment_nick_name || '—'}</span>
          <Link to={screens.makePayment.path} className="btn btn-sm btn-outline-primary">
            Make Payment
          </Link>
        </div>
      </td>
    </>
  );
}

function InvoiceTable({ rows, mode, banks }: { rows: JobInvoiceRow[]; mode: Mode; banks: OwnBank[] }) {
  return (
    <div className="table-responsive">
      <Table hover size="sm" className="billing-table table-cards" aria-label="Invoices">
        <thead>
          <tr>
            <Headings names={HEADINGS} moneyColumns={MONEY} />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-invoice={row.given_id}>
              <InvoiceCells row={row} />
              <td className="text-end" data-label="Interest Calculated">
                {formatMoney(row.interest)}
              </td>
              <td className="text-end fw-semibold" data-label="Total Amount Due">
                {formatMoney(row.total_due)}
              </td>
              <td className="text-end" data-label="Amount Left">
                {formatMoney(leftToPay(row))}
              </td>
              <td data-label="Ship Date">{showDate(row.shipped_date)}</td>
              <td data-label="Due Date">{showDate(row.due_date)}</td>
              <PaymentPart row={row} mode={mode} banks={banks} />
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** The open invoices of every page, as the server summed them (each row's total due, interest included). */
function OpenTotal({ totals }: { totals: JobInvoiceTotals }) {
  const open = totals.open_count;
  return (
    <p className="text-body-secondary" data-testid="open-total">
      {open === 0
        ? 'Every shipped invoice is paid off.'
        : `${open} open ${open === 1 ? 'invoice' : 'invoices'}, ${formatMoney(totals.total_due)} due in all (interest included).`}
    </p>
  );
}

/**
 * /payment/makepayment (`pay`) and /payment/accounthistory (`history`): the company's shipped
 * invoices with interest as of today, a page at a time under the open invoices of all pages. Make
 * Payment takes an amount and a bank per open invoice; Account History lists the payments made.
 * Paid-off invoices show the last paid date.
 */
export function InvoicesPage({ mode }: { mode: Mode }) {
  const screen = mode === 'pay' ? screens.makePayment : screens.accountHistory;
  const { paging, query: invoices } = useBillingPage(SHIPPED, useInvoicePage);
  const banks = useBanks();
  // Make Payment waits for the banks too: the "add a bank" line would otherwise push the table down.
  const skeleton = <TableSkeleton label="Loading invoices…" rows={3} />;
  if (mode === 'pay' && banks.isPending) return <Page title={screen.title}>{skeleton}</Page>;
  return (
    <Page title={screen.title}>
      <Loaded
        query={invoices}
        loading="Loading invoices…"
        skeleton={skeleton}
        failed="Could not load the invoices"
        empty={{ icon: '0', text: 'No shipped invoices yet.', when: (reply) => reply.count === 0 }}
      >
        {(reply) => (
          <>
            <OpenTotal totals={reply.totals} />
            {mode === 'pay' && banks.data?.length === 0 && (
              <p className="text-warning-emphasis">
                Add a bank on the <Link to={screens.banks.path}>Banks</Link> page to pay from it.
              </p>
            )}
            <InvoiceTable rows={reply.jobs} mode={mode} banks={banks.data ?? []} />
            <ReportPager paging={paging} count={reply.count} items="invoices" />
          </>
        )}
      </Loaded>
      {/* Under the invoices, shown once they are in: their arrival would otherwise push it down. */}
      {mode === 'pay' && !invoices.isPending && (
        <Suspense fallback={null}>
          <OwnAging />
        </Suspense>
      )}
    </Page>
  );
}

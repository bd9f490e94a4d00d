import './billing.css';
import Table from 'react-bootstrap/Table';
import { formatMoney } from '@signshop/domain';
import { screens } from '../../platform/screens.ts';
import { Loaded } from '../../platform/Loaded.tsx';
import { Page } from '../../ui/Page.tsx';
import { Headings, InvoiceCells, showDate } from './invoice-cells.tsx';
import { ReportPager } from '../../platform/paging/ReportPager.tsx';
import { PAYMENTS_UNCONFIRMED, usePaymentEntriesPage } from './queries.ts';
import { PaidCheckbox } from './PaidCheckbox.tsx';
import { useBillingPage } from './use-billing-page.ts';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * /payment/adminpayments: every payment made on shipped jobs the admin has not confirmed yet, one
 * row per payment and paged by payment (the pager counts the rows the table shows), with Has Been
 * Paid saved at once when the money has arrived.
 */
export function AdminPaymentsPage() {
  const { paging, query } = useBillingPage(PAYMENTS_UNCONFIRMED, usePaymentEntriesPage);
  return (
    <Page title={screens.adminPayments.title}>
      <Loaded
        query={query}
        loading="Loading payments…"
        failed="Could not load the payments"
        empty={{
          icon: '✓',
          text: 'No payments waiting: every payment on an open job is confirmed.',
          when: (reply) => reply.count === 0,
        }}
      >
        {({ payments, count, jobs, totals }) => (
          <>
            <p className="text-body-secondary mb-1" data-testid="payments-total">
              {counted(count, 'payment', 'payments')} on {counted(jobs, 'job', 'jobs')} not confirmed,{' '}
              {formatMoney(totals.billed)} billed in all.
            </p>
            <p className="text-body-secondary">
              Tick Has Been Paid once the payment has reached the shop's account; it is saved at once.
            </p>
            <div className="table-responsive">
              <Table hover size="sm" className="billing-table table-cards" aria-label="Payments">
                <thead>
                  <tr>
                    <Headings
                      names={[
                        'Company',
                        'Invoice Number',
                        'Job Name',
                        'Invoice Amount',
                        'Payment',
                        'Date',
                        'Bank',
                      ]}
                    />
                    <th scope="col" className="text-center">
                      Has Been Paid
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {payments.map(({ job, index, entry }) => (
                    <tr key={`${job.id}-${index}`}>
                      <InvoiceCells row={job} withCompany />
                      <td className="text-end fw-semibold" data-label="Payment">
                        {formatMoney(entry.payment)}
                      </td>
                      <td className="text-nowrap" data-label="Date">
                        {showDate(entry.date)}
                      </td>
                      <td data-label="Bank">{entry.nick_name || '—'}</td>
                      <td className="text-center" data-label="Has Been Paid">
                        <PaidCheckbox
                          jobId={job.id}
                          index={index}
                          checked={entry.admin_paid}
                          label={`Has been paid: ${formatMoney(entry.payment)} on ${job.given_id || job.job_name}, ${showDate(entry.date)}`}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
            <ReportPager paging={paging} count={count} items="payments" />
          </>
        )}
      </Loaded>
    </Page>
  );
}

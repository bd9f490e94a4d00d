import './billing.css';
import { useSearchParams } from 'react-router';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { formatMoney } from '@signshop/domain';
import { screens } from '../../platform/screens.ts';
import { Loaded } from '../../platform/Loaded.tsx';
import { Page } from '../../ui/Page.tsx';
import { companiesOf, infoByCompany } from './admin-rows.ts';
import { Headings, InvoiceCells, showDate } from './invoice-cells.tsx';
import { ReportPager } from '../../platform/paging/ReportPager.tsx';
import { PAID_CONFIRMED, PAID_UNCONFIRMED, useCompanyInfos, useInvoicePage } from './queries.ts';
import { PaidCheckbox } from './PaidCheckbox.tsx';
import { useBillingPage } from './use-billing-page.ts';

const HEADINGS = ['Company', 'Invoice Number', 'Job Name', 'Invoice Amount', 'Terms', 'Website', 'Due Date'];

function WebsiteLink({ website }: { website: string | undefined }) {
  if (!website) return <span className="text-body-secondary">—</span>;
  const href = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {website}
    </a>
  );
}

/** What the page lists: paid jobs waiting for the admin's confirmation, or those already confirmed. */
const SHOW = {
  waiting: {
    label: 'Waiting for confirmation',
    filter: PAID_UNCONFIRMED,
    empty: 'No paid jobs waiting for confirmation.',
  },
  confirmed: { label: 'Confirmed', filter: PAID_CONFIRMED, empty: 'No confirmed paid jobs.' },
} as const;
type Show = keyof typeof SHOW;
const showOf = (text: string | null): Show => (text === 'confirmed' ? 'confirmed' : 'waiting');

/**
 * /payment/adminjobpayments: jobs paid in full whose payment the admin has not confirmed, with the
 * company's terms and website; Has Been Paid confirms the whole job at once. The Show filter lists
 * the confirmed ones instead, so a confirmation can be unticked. The choice is kept in the URL
 * (`show`, beside the page) so refresh and back keep it; changing it goes back to the first page.
 */
export function AdminJobPaymentsPage() {
  const [params, setParams] = useSearchParams();
  const show = showOf(params.get('show'));
  const choose = (next: Show) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      if (next === 'waiting') changed.delete('show');
      else changed.set('show', next);
      changed.delete('page');
      return changed;
    });
  const { paging, query } = useBillingPage(SHOW[show].filter, useInvoicePage);
  const infos = useCompanyInfos(query.data ? companiesOf(query.data.jobs) : []);
  const infoOf = infoByCompany(infos.data);
  return (
    <Page title={screens.adminJobPayments.title}>
      <Form.Group controlId="admin-job-payments-show" className="mb-3 admin-job-payments-show">
        <Form.Label>Show</Form.Label>
        <Form.Select value={show} onChange={(event) => choose(showOf(event.target.value))}>
          {Object.entries(SHOW).map(([value, option]) => (
            <option key={value} value={value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Loaded
        query={query}
        loading="Loading jobs…"
        failed="Could not load the jobs"
        empty={{ icon: '✓', text: SHOW[show].empty, when: (reply) => reply.count === 0 }}
      >
        {({ jobs, count, totals }) => (
          <>
            <p className="text-body-secondary" data-testid="paid-jobs-total">
              {count} paid {count === 1 ? 'job' : 'jobs'}, {formatMoney(totals.billed)} billed in all.
            </p>
            <div className="table-responsive">
              <Table hover size="sm" className="billing-table table-cards" aria-label="Paid jobs">
                <thead>
                  <tr>
                    <Headings names={HEADINGS} />
                    <th scope="col">Paid Date</th>
                    <th scope="col" className="text-center">
                      Has Been Paid
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {jobs.map((job) => {
                    const info = infoOf(job.customer_name);
                    return (
                      <tr key={job.id}>
                        <InvoiceCells row={job} withCompany />
                        <td className="text-nowrap" data-label="Terms">
                          {info?.payment_terms_text ?? job.payment_terms_text}
                        </td>
                        <td data-label="Website">
                          <WebsiteLink website={info?.website} />
                        </td>
                        <td className="text-nowrap" data-label="Due Date">
                          {showDate(job.due_date)}
                        </td>
                        <td className="text-nowrap" data-label="Paid Date">
                          {showDate(job.last_date_paid)}
                        </td>
                        <td className="text-center" data-label="Has Been Paid">
                          <PaidCheckbox
                            jobId={job.id}
                            checked={job.admin_paid}
                            label={`Has been paid: ${job.given_id || job.job_name}`}
                          />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            </div>
            <ReportPager paging={paging} count={count} items="jobs" />
          </>
        )}
      </Loaded>
    </Page>
  );
}

import '../shared/reports.css';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatLongDate, formatMoney, isStaff, todayJustDate } from '@signshop/domain';
import { useSession } from '../../../platform/session.tsx';
import { DateMaskInput } from '../../../ui/DateMaskInput.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { Loaded } from '../../../platform/Loaded.tsx';
import { Page } from '../../../ui/Page.tsx';
import { FilterSelect } from '../shared/FilterSelect.tsx';
import { ReportPager } from '../../../platform/paging/ReportPager.tsx';
import { useReportPaging } from '../../../platform/paging/use-report-paging.ts';
import {
  customerReportQuery,
  latestStepOptions,
  readCustomerReportQuery,
  type CustomerReportTerms,
} from './report-search.ts';
import { useCustomerReport } from './queries.ts';

const showDate = (date: string | null) => (date ? formatLongDate(date) : '—');

const FLAGS = [
  { key: 'only_shipped', label: 'Only Shipped' },
  { key: 'no_shipped', label: 'No Shipped' },
  { key: 'ready_for_production', label: 'Ready For Production' },
] as const;

/**
 * /customerreport: a company's jobs with their latest step and total. The terms live in the URL.
 * Customers see their own company's jobs, searched on load; staff search any company and press
 * Search first (a link that names a company, as the job lists give, is searched at once).
 */
export function CustomerReportPage() {
  const { user } = useSession();
  const staff = isStaff(user);
  const location = useLocation();
  const navigate = useNavigate();
  const terms = readCustomerReportQuery(location.search, todayJustDate());
  const query = customerReportQuery(terms);
  const [armed, setArmed] = useState(() => !staff || terms.company !== '');
  const reportPaging = useReportPaging();
  const { paging } = reportPaging;
  const report = useCustomerReport(query, armed, paging);

  // The form edits a draft of the URL's terms; a new URL (back, a link) replaces the draft.
  const [draft, setDraft] = useState({ query, terms });
  if (draft.query !== query) setDraft({ query, terms });
  const edit = (change: Partial<CustomerReportTerms>) =>
    setDraft((current) => ({ ...current, terms: { ...current.terms, ...change } }));

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = customerReportQuery(draft.terms);
    setArmed(true);
    if (next === query && armed) void report.refetch();
    else void navigate({ search: `?${next}` });
  };

  const draftQuery = customerReportQuery(draft.terms);
  const steps = latestStepOptions(report.data?.jobs.map((job) => job.latest_step) ?? [], draft.terms.filter);

  return (
    <Page
      title="Customer Report"
      actions={
        <a
          href={`/api/pdf/customerreport.pdf?${draftQuery}`}
          target="_blank"
          rel="noopener"
          className="btn btn-outline-primary"
        >
          Download PDF
        </a>
      }
    >
      <Form
        onSubmit={search}
        aria-label="Customer report search"
        className="report-search-form border rounded-3 p-3 mb-3 bg-body-tertiary"
      >
        <Row className="g-2" xs={1} sm={2} lg={4}>
          <Col>
            <FilterSelect
              label="Latest Step"
              compact={false}
              value={draft.terms.filter}
              options={steps}
              onChange={(filter) => edit({ filter })}
            />
          </Col>
          {staff && (
            <Col>
              <Form.Group controlId="customer-report-company">
                <Form.Label>Company</Form.Label>
                <Form.Control
                  type="search"
                  placeholder="Any company"
                  value={draft.terms.company}
                  onChange={(event) => edit({ company: event.target.value })}
                />
              </Form.Group>
            </Col>
          )}
        </Row>
        <Row className="g-2 mt-1" xs={2} lg={4}>
          <Col>
            <DateMaskInput
              label="Date Quoted From"
              value={draft.terms.from_date}
              onChange={(from_date) => edit({ from_date })}
            />
          </Col>
          <Col>
            <DateMaskInput
              label="Date Quoted To"
              value={draft.terms.to_date}
              onChange={(to_date) => edit({ to_date })}
            />
          </Col>
          <Col>
            <DateMaskInput
              label="Date Shipped From"
              value={draft.terms.from_ship_date}
              onChange={(from_ship_date) => edit({ from_ship_date })}
            />
          </Col>
          <Col>
            <DateMaskInput
              label="Date Shipped To"
              value={draft.terms.to_ship_date}
              onChange={(to_ship_date) => edit({ to_ship_date })}
            />
          </Col>
        </Row>
        <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
          {FLAGS.map((flag) => (
            <Form.Check
              key={flag.key}
              type="checkbox"
              id={`customer-report-${flag.key}`}
              label={flag.label}
              checked={draft.terms[flag.key]}
              onChange={(event) => edit({ [flag.key]: event.target.checked })}
            />
          ))}
          <Button type="submit" className="ms-auto px-4">
            Search
          </Button>
        </div>
      </Form>

      {!armed ? (
        <EmptyState icon="⌕">Choose the terms and press Search to see the jobs.</EmptyState>
      ) : (
        <Loaded
          query={report}
          loading="Searching ..."
          failed="The search failed"
          empty={{ icon: '∅', text: 'No jobs match these terms.', when: (data) => data.count === 0 }}
        >
          {(data) => (
            <>
              <div
                className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2"
                aria-live="polite"
              >
                <span className="small text-body-secondary">
                  {data.count} {data.count === 1 ? 'job' : 'jobs'}
                  {report.isPlaceholderData && ' · searching ...'}
                </span>
                <span className="fs-5">
                  Total Price:{' '}
                  <strong data-testid="customer-report-total">{formatMoney(data.total_price)}</strong>
                </span>
              </div>
              <Table
                responsive
                hover
                size="sm"
                className="report-table table-cards"
                aria-label="Customer report jobs"
              >
                <thead>
                  <tr>
                    <th scope="col">Quote Number</th>
                    <th scope="col">Job Name</th>
                    {staff && <th scope="col">Customer</th>}
                    <th scope="col">Expected Ship Date</th>
                    <th scope="col" className="text-end">
                      Total Price
                    </th>
                    <th scope="col">Latest Step</th>
                    <th scope="col">Date Shipped</th>
                  </tr>
                </thead>
                <tbody>
                  {data.jobs.map((job) => (
                    <tr key={job.id}>
                      <td data-label="Quote Number" className="text-nowrap">
                        <Link to={`/quote/${job.id}`}>{job.given_id || `Job ${job.id}`}</Link>
                      </td>
                      <td data-label="Job Name">{job.job_name}</td>
                      {staff && <td data-label="Customer">{job.customer_name}</td>}
                      <td data-label="Expected Ship Date" className="text-nowrap">
                        {showDate(job.expected_ship_date)}
                      </td>
                      <td data-label="Total Price" className="text-end text-nowrap">
                        {formatMoney(job.total_price)}
                      </td>
                      <td data-label="Latest Step">{job.latest_step || '—'}</td>
                      <td data-label="Date Shipped" className="text-nowrap">
                        {showDate(job.date_shipped)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <ReportPager paging={reportPaging} count={data.count} items="jobs" />
            </>
          )}
        </Loaded>
      )}
    </Page>
  );
}

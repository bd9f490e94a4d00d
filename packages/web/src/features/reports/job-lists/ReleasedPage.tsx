import Alert from 'react-bootstrap/Alert';
import { api } from '../../../app/api-client.ts';
import { Page } from '../../../ui/Page.tsx';
import { JobListState } from './JobListState.tsx';
import { JobListTable } from './JobListTable.tsx';
import { csvHref, useJobList } from './queries.ts';

export const RELEASED_INFO =
  'Jobs in production that are not shipped. Tick Shipped with the ship date and save; a job saved unticked is marked not shipped.';

/** The quote change of the released page: shipped on the date, or not shipped. */
export function shippedChange(checked: boolean, date: string) {
  return checked ? { is_shipped: true, shipped_date: date } : { is_shipped: false, shipped_date: null };
}

/** /releasedforproduction: jobs in production; ticking shipped records the ship date. */
export function ReleasedPage() {
  const jobs = useJobList('releasedforproduction');
  return (
    <Page title="In Production">
      <Alert variant="info" className="py-2 small">
        {RELEASED_INFO}
      </Alert>
      <JobListState jobs={jobs} title="the jobs in production" empty="No jobs are in production.">
        {(rows) => (
          <JobListTable
            rows={rows}
            label="Jobs in production"
            csvHref={csvHref('releasedforproduction')}
            dateColumns={[
              { label: 'Promise Date', value: (row) => row.customer_promise_date },
              { label: 'In Production', value: (row) => row.in_production_date },
            ]}
            mark={{
              label: 'Shipped',
              saveUnchecked: true,
              onSave: (row, mark) =>
                api.put(`/api/quote/${row.quote_id}`, shippedChange(mark.checked, mark.date)),
            }}
          />
        )}
      </JobListState>
    </Page>
  );
}

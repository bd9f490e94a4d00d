import Alert from 'react-bootstrap/Alert';
import { Page } from '../../../ui/Page.tsx';
import { saveBacklogEntries } from '../shared/queries.ts';
import { JobListState } from './JobListState.tsx';
import { JobListTable } from './JobListTable.tsx';
import { inProductionEntries } from './next-stage.ts';
import { csvHref, useJobList } from './queries.ts';

export const PRODUCTION_INFO =
  'Jobs ready for production with a customer ship date that are not yet in production (shipped jobs included). Tick a job and save to put it In Production on the chosen date.';

/** /production: jobs ready for production; ticking one puts it in production. */
export function ProductionPage() {
  const jobs = useJobList('production');
  return (
    <Page title="Ready For Production">
      <Alert variant="info" className="py-2 small">
        {PRODUCTION_INFO}
      </Alert>
      <JobListState
        jobs={jobs}
        title="the jobs ready for production"
        empty="No jobs are waiting to go into production."
      >
        {(rows) => (
          <JobListTable
            rows={rows}
            label="Jobs ready for production"
            csvHref={csvHref('production')}
            dateColumns={[
              { label: 'Promise Date', value: (row) => row.customer_promise_date },
              { label: 'Ready For Production', value: (row) => row.ready_for_production_date },
            ]}
            mark={{
              label: 'In Production',
              onSave: (row, mark) => saveBacklogEntries(inProductionEntries(row.quote_id, mark.date)),
            }}
          />
        )}
      </JobListState>
    </Page>
  );
}

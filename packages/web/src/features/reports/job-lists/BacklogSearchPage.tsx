import Alert from 'react-bootstrap/Alert';
import { Page } from '../../../ui/Page.tsx';
import { saveBacklogEntries } from '../shared/queries.ts';
import { JobListState } from './JobListState.tsx';
import { JobListTable } from './JobListTable.tsx';
import { thermoformedReceivedEntries } from './next-stage.ts';
import { csvHref, useJobList } from './queries.ts';

export const BACKLOG_SEARCH_INFO =
  'Thermoformed jobs with a customer ship date whose thermoformed signs have not been received, shipped jobs included. Saving a ticked job records Ready For Production and Thermoformed Signs Received on the chosen date.';

/** /backlogsearch: thermoformed jobs waiting for their signs; saving records them received. */
export function BacklogSearchPage() {
  const jobs = useJobList('backlogsearch');
  return (
    <Page title="Backlog Search">
      <Alert variant="info" className="py-2 small">
        {BACKLOG_SEARCH_INFO}
      </Alert>
      <JobListState
        jobs={jobs}
        title="the thermoformed jobs"
        empty="No thermoformed jobs are waiting for their signs."
      >
        {(rows) => (
          <JobListTable
            rows={rows}
            label="Thermoformed jobs waiting for their signs"
            csvHref={csvHref('backlogsearch')}
            dateColumns={[
              { label: 'Promise Date', value: (row) => row.customer_promise_date },
              { label: 'Ready For Production', value: (row) => row.ready_for_production_date },
            ]}
            mark={{
              label: 'Received Thermoformed',
              onSave: (row, mark) => saveBacklogEntries(thermoformedReceivedEntries(row.quote_id, mark.date)),
            }}
          />
        )}
      </JobListState>
    </Page>
  );
}

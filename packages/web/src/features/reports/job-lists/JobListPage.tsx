import Alert from 'react-bootstrap/Alert';
import type { QuoteReply } from '@signshop/domain';
import { api } from '../../../platform/api/api-client.ts';
import { Page } from '../../../ui/Page.tsx';
import { patchQuote } from '../../quotes/mutations.ts';
import { saveBacklogEntries } from '../shared/mutations.ts';
import { JobListSection } from './JobListSection.tsx';
import type { DateColumn, MarkColumn } from './JobListTable.tsx';
import { readyForProductionEntries, thermoformedReceivedEntries } from './next-stage.ts';
import type { JobListName } from './queries.ts';

/** The quote change of the released page: shipped on the date, or not shipped. */
function shippedChange(checked: boolean, date: string) {
  return checked ? { is_shipped: true, shipped_date: date } : { is_shipped: false, shipped_date: null };
}

/**
 * Marks a job shipped (or not) on its quote. The report's rows carry no quote version, so the
 * version is read just before the change and sent with it: a save made since then answers 409.
 */
async function saveShipped(quoteId: number, checked: boolean, date: string) {
  const { quote } = await api.get<QuoteReply>(`/api/quote/${quoteId}`);
  return patchQuote(quoteId, quote.version, shippedChange(checked, date), {});
}

const PROMISE_DATE: DateColumn = { label: 'Promise Date', value: (row) => row.customer_promise_date };
const READY_DATE: DateColumn = {
  label: 'Ready For Production',
  value: (row) => row.ready_for_production_date,
};

/** What sets the three plain job-list reports apart; the rest of the page is the same. */
interface JobListReport {
  title: string;
  info: string;
  /** What is loading, e.g. 'the jobs ready for production'. */
  what: string;
  empty: string;
  /** The table's accessible name. */
  label: string;
  dateColumns: DateColumn[];
  mark: MarkColumn;
}

type PlainJobList = Exclude<JobListName, 'backlogreport'>;

const JOB_LIST_REPORTS: Record<PlainJobList, JobListReport> = {
  backlogsearch: {
    title: 'Backlog Search',
    info: 'Thermoformed jobs with a customer ship date whose thermoformed signs have not been received, shipped jobs included. Saving a ticked job records Ready For Production and Thermoformed Signs Received on the chosen date.',
    what: 'the thermoformed jobs',
    empty: 'No thermoformed jobs are waiting for their signs.',
    label: 'Thermoformed jobs waiting for their signs',
    dateColumns: [PROMISE_DATE, READY_DATE],
    mark: {
      label: 'Received Thermoformed',
      onSave: (row, mark) => saveBacklogEntries(thermoformedReceivedEntries(row.quote_id, mark.date)),
    },
  },
  production: {
    title: 'Ready For Production',
    info: 'Jobs ready for production with a customer ship date that are not yet in production (shipped jobs included). Tick a job and save to record its Ready For Production step on the chosen date.',
    what: 'the jobs ready for production',
    empty: 'No jobs are waiting to go into production.',
    label: 'Jobs ready for production',
    dateColumns: [PROMISE_DATE],
    mark: {
      label: 'Ready For Production',
      onSave: (row, mark) => saveBacklogEntries(readyForProductionEntries(row.quote_id, mark.date)),
    },
  },
  releasedforproduction: {
    title: 'In Production',
    info: 'Jobs in production that are not shipped. Tick Shipped with the ship date and save; a job saved unticked is marked not shipped.',
    what: 'the jobs in production',
    empty: 'No jobs are in production.',
    label: 'Jobs in production',
    dateColumns: [PROMISE_DATE, { label: 'In Production', value: (row) => row.in_production_date }],
    mark: {
      label: 'Shipped',
      saveUnchecked: true,
      onSave: (row, mark) => saveShipped(row.quote_id, mark.checked, mark.date),
    },
  },
};

/** /backlogsearch, /production, /releasedforproduction: a job-list report: its note, then its jobs with a tick-and-date column to record the next step. */
export function JobListPage({ list }: { list: PlainJobList }) {
  const report = JOB_LIST_REPORTS[list];
  return (
    <Page title={report.title}>
      <Alert variant="info" className="py-2 small">
        {report.info}
      </Alert>
      <JobListSection
        list={list}
        what={report.what}
        empty={report.empty}
        label={report.label}
        dateColumns={report.dateColumns}
        mark={report.mark}
      />
    </Page>
  );
}

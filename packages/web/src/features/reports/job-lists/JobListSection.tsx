import { useEffect } from 'react';
import { Loaded } from '../../../platform/Loaded.tsx';
import { pageTotal } from '../../../ui/pager/pager-text.ts';
import { ReportPager } from '../../../platform/paging/ReportPager.tsx';
import { useReportPaging } from '../../../platform/paging/use-report-paging.ts';
import { JobListTable, type DateColumn, type MarkColumn } from './JobListTable.tsx';
import { csvHref, useJobList, type JobListName } from './queries.ts';

interface JobListSectionProps {
  list: JobListName;
  /** The backlog report's stage; '' for the other lists. */
  stage?: string;
  /** What is loading, e.g. 'the jobs ready for production'. */
  what: string;
  empty: string;
  /** The table's accessible name. */
  label: string;
  dateColumns: DateColumn[];
  mark?: MarkColumn;
}

/**
 * One page of a job-list report with the totals of the whole list and the quote list's page
 * controls (rows per page from the same local setting); the CSV download holds every row.
 */
export function JobListSection({ list, stage = '', what, empty, ...table }: JobListSectionProps) {
  const reportPaging = useReportPaging();
  const { paging, setPage } = reportPaging;
  const jobs = useJobList(list, stage, paging);

  // A save can empty the last page: step back to the page that is now last.
  const count = jobs.data?.count;
  useEffect(() => {
    if (count === undefined || count === 0 || jobs.isPlaceholderData) return;
    const last = pageTotal(count, paging.page_count) - 1;
    if (paging.page > last) setPage(last);
  }, [count, paging.page, paging.page_count, jobs.isPlaceholderData, setPage]);

  return (
    <Loaded
      query={jobs}
      loading={`Loading ${what} ...`}
      failed={`Could not load ${what}`}
      empty={{ icon: '✓', text: empty, when: (data) => data.count === 0 }}
    >
      {(data) => (
        <JobListTable
          {...table}
          rows={data.jobs}
          totals={{ ...data.totals, count: data.count }}
          csvHref={csvHref(list, stage || undefined)}
          pager={<ReportPager paging={reportPaging} count={data.count} items="jobs" />}
        />
      )}
    </Loaded>
  );
}

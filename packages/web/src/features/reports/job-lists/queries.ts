import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobListReply, JobTotals } from '@signshop/domain';
import { api } from '../../../platform/api/api-client.ts';
import { reportKeys } from '../shared/report-keys.ts';
import type { ReportPaging } from '../../../platform/paging/use-report-paging.ts';

export type { JobListRow } from '@signshop/domain';

/** The job-list reports and their CSV names (GET /api/csv/{name}.csv). */
export type JobListName = 'backlogreport' | 'backlogsearch' | 'production' | 'releasedforproduction';

/** The CSV download of a report; the backlog report names its stage. */
export function csvHref(name: JobListName, stage?: string): string {
  return `/api/csv/${name}.csv${stage ? `?stage=${encodeURIComponent(stage)}` : ''}`;
}

/** A page of a job-list report: its rows, and the count and money of the whole list. */
export type JobListPage = JobListReply & {
  count: number;
  page: number;
  page_count: number;
  totals: JobTotals;
};

const pageQuery = (paging: ReportPaging) => `?page=${paging.page}&page_count=${paging.page_count}`;
const silent = { silent: true };

const LOADERS: Record<JobListName, (stage: string, paging: ReportPaging) => Promise<JobListPage>> = {
  production: (_stage, paging) => api.get(`/api/production/ready${pageQuery(paging)}`, silent),
  releasedforproduction: (_stage, paging) => api.get(`/api/production/released${pageQuery(paging)}`, silent),
  backlogsearch: (_stage, paging) =>
    api.post(
      '/api/backlog/search',
      { search: { customer_ship_date: true, thermoformed_received: false }, ...paging },
      silent,
    ),
  backlogreport: (stage, paging) =>
    api.get(`/api/backlog/report/${encodeURIComponent(stage)}${pageQuery(paging)}`, silent),
};

/** One page of a report (the backlog report: of one stage, once one is chosen); the page shown stays while the next loads. */
export function useJobList(name: JobListName, stage: string, paging: ReportPaging) {
  return useQuery({
    queryKey: reportKeys.jobList(name, { stage, ...paging }),
    queryFn: () => LOADERS[name](stage, paging),
    enabled: name !== 'backlogreport' || stage !== '',
    placeholderData: keepPreviousData,
  });
}

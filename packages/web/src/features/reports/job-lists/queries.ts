import { useQuery } from '@tanstack/react-query';
import type { JustDate } from '@signshop/domain';
import { api } from '../../../app/api-client.ts';
import { reportKeys } from '../shared/report-keys.ts';

/** A row of the job-list reports as the server sends it (spec part 2 §3 Job row). */
export interface JobListRow {
  id: number;
  quote_id: number;
  job_name: string;
  customer_name: string;
  total_price: number;
  shipping_cost: number;
  cost_without_shipping: number;
  is_thermoformed: boolean;
  date_picked: JustDate | null;
  customer_promise_date: JustDate | null;
  shipping_method: string;
  materials: string;
  ready_for_production_date: JustDate | null;
  in_production_date: JustDate | null;
  backlogs_recieved: JustDate | null;
}

/** The job-list reports and their CSV names (GET /api/csv/{name}.csv). */
export type JobListName = 'backlogreport' | 'backlogsearch' | 'production' | 'releasedforproduction';

/** The CSV download of a report; the backlog report names its stage. */
export function csvHref(name: JobListName, stage?: string): string {
  return `/api/csv/${name}.csv${stage ? `?stage=${encodeURIComponent(stage)}` : ''}`;
}

const jobsOf = async (reply: Promise<{ jobs: JobListRow[] }>) => (await reply).jobs;

const LOADERS: Record<JobListName, (stage: string) => Promise<JobListRow[]>> = {
  production: () => jobsOf(api.get('/api/production/ready', { silent: true })),
  releasedforproduction: () => jobsOf(api.get('/api/production/released', { silent: true })),
  backlogsearch: () =>
    jobsOf(
      api.post(
        '/api/backlog/search',
        { search: { customer_ship_date: true, thermoformed_received: false } },
        { silent: true },
      ),
    ),
  backlogreport: (stage) =>
    jobsOf(api.get(`/api/backlog/report/${encodeURIComponent(stage)}`, { silent: true })),
};

/** The jobs of one report (the backlog report: of one stage, once one is chosen). */
export function useJobList(name: JobListName, stage = '') {
  return useQuery({
    queryKey: reportKeys.jobList(name, stage),
    queryFn: () => LOADERS[name](stage),
    enabled: name !== 'backlogreport' || stage !== '',
  });
}

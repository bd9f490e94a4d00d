import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobHistoryReply, JustDate } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';
import { jobStageKeys } from '../job/queries.ts';

export interface JobSearchRow {
  id: number;
  given_id: string;
  job_name: string;
  customer_name: string;
  quote_date: JustDate;
  is_shipped: boolean;
}

/** Jobs whose name holds the typed text, newest first (the newest jobs when nothing is typed). */
export function useJobSearch(jobName: string) {
  return useQuery({
    queryKey: jobStageKeys.search(jobName),
    queryFn: async () =>
      (
        await api.post<{ quotes: JobSearchRow[]; count: number }>(
          '/api/quote/query',
          { search: { job_name: jobName, page: 0, page_count: 10 } },
          { silent: true },
        )
      ).quotes,
    placeholderData: keepPreviousData,
  });
}

/** The job's recorded changes, oldest first (read-only). */
export function useJobHistory(quoteId: number) {
  return useQuery({
    queryKey: jobStageKeys.history(quoteId),
    queryFn: async () =>
      (await api.get<JobHistoryReply>(`/api/quote/${quoteId}/history`, { silent: true })).history,
  });
}

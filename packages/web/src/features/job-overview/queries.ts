import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobHistoryReply, QuoteListReply, QuoteListRow, QuoteQueryBody } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';
import { jobStageKeys } from '../job/queries.ts';

export type JobSearchRow = Pick<
  QuoteListRow,
  'id' | 'given_id' | 'job_name' | 'customer_name' | 'quote_date' | 'is_shipped'
>;

/** Jobs whose name holds the typed text, newest first (the newest jobs when nothing is typed). */
export function useJobSearch(jobName: string) {
  return useQuery({
    queryKey: jobStageKeys.search(jobName),
    queryFn: async () =>
      (
        await api.post<QuoteListReply>(
          '/api/quote/query',
          { search: { job_name: jobName, page: 0, page_count: 10 } } satisfies QuoteQueryBody,
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

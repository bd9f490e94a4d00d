import { useQuery } from '@tanstack/react-query';
import type { QuoteDto, QuoteReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';

/** The fields of a quote the job stages show and save (GET /api/quote/{id} returns the whole quote). */
export type JobQuote = Pick<
  QuoteDto,
  | 'id'
  | 'version'
  | 'given_id'
  | 'job_name'
  | 'customer_name'
  | 'quote_date'
  | 'shipping_method'
  | 'tracking_number'
  | 'is_shipped'
  | 'shipped_date'
>;

/** Query keys of the job stage screens, under one root so a save can refresh them together. */
export const jobStageKeys = {
  all: ['job-stages'] as const,
  job: (quoteId: number) => [...jobStageKeys.all, 'job', quoteId] as const,
  quote: (quoteId: number) => [...jobStageKeys.job(quoteId), 'quote'] as const,
  backlog: (quoteId: number) => [...jobStageKeys.job(quoteId), 'backlog'] as const,
  schedule: (quoteId: number) => [...jobStageKeys.job(quoteId), 'schedule'] as const,
  files: (quoteId: number) => [...jobStageKeys.job(quoteId), 'files'] as const,
  history: (quoteId: number) => [...jobStageKeys.job(quoteId), 'history'] as const,
  assignTo: ['job-stages', 'assign_to'] as const,
  search: (jobName: string) => [...jobStageKeys.all, 'search', jobName] as const,
};

/** The job's quote: the header of every stage page, and the shipping fields. */
export function useJobQuote(quoteId: number | null) {
  return useQuery({
    queryKey: jobStageKeys.quote(quoteId ?? 0),
    queryFn: async () => (await api.get<QuoteReply>(`/api/quote/${quoteId}`, { silent: true })).quote,
    enabled: quoteId !== null,
    retry: false,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { JobBacklogReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';
import { jobStageKeys } from '../job/queries.ts';

/** Every backlog stage of the job, in order, each with its newest entry. */
export function useJobBacklog(quoteId: number) {
  return useQuery({
    queryKey: jobStageKeys.backlog(quoteId),
    queryFn: async () =>
      (await api.get<JobBacklogReply>(`/api/backlog/${quoteId}`, { silent: true })).backlogs,
  });
}

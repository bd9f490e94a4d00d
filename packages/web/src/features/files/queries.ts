import { useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api/api-client.ts';
import { jobStageKeys } from '../job/queries.ts';
import type { JobFileListReply } from '@signshop/domain';

export function useJobFiles(quoteId: number) {
  return useQuery({
    queryKey: jobStageKeys.files(quoteId),
    queryFn: async () => (await api.get<JobFileListReply>(`/api/file/${quoteId}`, { silent: true })).files,
  });
}

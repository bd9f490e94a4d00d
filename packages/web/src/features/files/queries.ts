import { useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api/api-client.ts';
import { jobStageKeys } from '../job/queries.ts';
import type { JobFileData } from './file-tree.ts';

export function useJobFiles(quoteId: number) {
  return useQuery({
    queryKey: jobStageKeys.files(quoteId),
    queryFn: async () =>
      (await api.get<{ files: JobFileData[] }>(`/api/file/${quoteId}`, { silent: true })).files,
  });
}

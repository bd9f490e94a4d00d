import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BacklogSaveReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';
import { jobStageKeys } from '../job/queries.ts';
import type { BacklogChange } from './backlog-edit.ts';

/** Sends the changed items, then loads the backlog again. */
export function useSaveBacklog(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (backlogs: BacklogChange[]) => api.put<BacklogSaveReply>('/api/backlog', { backlogs }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobStageKeys.backlog(quoteId) }),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { BacklogStageInfo, BacklogStagesReply } from '@signshop/domain';
import { api } from '../../../platform/api/api-client.ts';
import { reportKeys } from './report-keys.ts';

/** A backlog stage as GET /api/backlog returns it (ordered by `ordering`). */
export type BacklogStage = BacklogStageInfo;

/** The backlog stages, in order; they change only with a deploy, so they are kept for the session. */
export function useBacklogStages() {
  return useQuery({
    queryKey: reportKeys.stages(),
    queryFn: async () =>
      (await api.get<BacklogStagesReply>('/api/backlog', { silent: true })).backlogs.toSorted(
        (a, b) => a.ordering - b.ordering,
      ),
    staleTime: Infinity,
  });
}

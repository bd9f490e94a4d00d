import { useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api-client.ts';
import { reportKeys } from './report-keys.ts';

/** A backlog stage as GET /api/backlog returns it (ordered by `ordering`). */
export interface BacklogStage {
  id: number;
  key: string;
  label: string;
  ordering: number;
  hint: string;
}

/** The backlog stages, in order; they change only with a deploy, so they are kept for the session. */
export function useBacklogStages() {
  return useQuery({
    queryKey: reportKeys.stages(),
    queryFn: async () =>
      (await api.get<{ backlogs: BacklogStage[] }>('/api/backlog', { silent: true })).backlogs.toSorted(
        (a, b) => a.ordering - b.ordering,
      ),
    staleTime: Infinity,
  });
}

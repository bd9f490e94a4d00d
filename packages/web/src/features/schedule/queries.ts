import { useQuery } from '@tanstack/react-query';
import { access, canAccess, type AssigneesReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';
import { useSession } from '../../platform/session.tsx';
import { jobStageKeys } from '../job/queries.ts';
import type { ScheduleLineData } from './schedule-rows.ts';

export function useJobSchedule(quoteId: number) {
  return useQuery({
    queryKey: jobStageKeys.schedule(quoteId),
    queryFn: async () =>
      (await api.get<{ schedules: ScheduleLineData[] }>(`/api/schedule/${quoteId}`, { silent: true }))
        .schedules,
  });
}

/** Who has done scheduler work, per equipment, with how many lines: the assign-to suggestions. */
export function useAssignees() {
  return useQuery({
    queryKey: jobStageKeys.assignTo,
    // The shop's workload answers verified staff only: nobody else asks for it.
    enabled: canAccess(useSession().user, access.staffVerified),
    queryFn: async () =>
      (await api.get<AssigneesReply>('/api/schedule/assign_to', { silent: true })).assign_to,
    staleTime: 5 * 60_000,
  });
}

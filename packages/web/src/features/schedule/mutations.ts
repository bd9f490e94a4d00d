import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api/api-client.ts';
import { jobStageKeys } from '../job/queries.ts';
import type { ScheduleLineData, ScheduleLineSave } from './schedule-rows.ts';

/** Saves every line at once: lines with an id are updated, without one created, missing ones deleted. */
export function useSaveSchedule(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { schedules: ScheduleLineSave[] }) =>
      (await api.put<{ schedules: ScheduleLineData[] }>(`/api/schedule/${quoteId}`, body)).schedules,
    onSuccess: (saved) => {
      queryClient.setQueryData(jobStageKeys.schedule(quoteId), saved);
      void queryClient.invalidateQueries({ queryKey: jobStageKeys.assignTo });
    },
  });
}

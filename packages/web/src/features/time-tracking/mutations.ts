import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdoptEstimateBody,
  AdoptEstimateReply,
  TimerStartReply,
  TimerStopReply,
} from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';
import { timeKeys } from './queries.ts';

/** Starts or stops the person's timer; the running timer shows the answer at once, every time read refetches. */
export function useTimer() {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: timeKeys.all });
  const start = useMutation({
    mutationFn: (scheduleLineId: number) =>
      api.post<TimerStartReply>('/api/time-tracking/timer', { schedule_line_id: scheduleLineId }),
    onSuccess: (reply) => queryClient.setQueryData(timeKeys.running(), reply.timer),
    onSettled: settle,
  });
  const stop = useMutation({
    mutationFn: () => api.post<TimerStopReply>('/api/time-tracking/timer/stop', {}),
    onSuccess: () => queryClient.setQueryData(timeKeys.running(), null),
    onSettled: settle,
  });
  return { start, stop, pending: start.isPending || stop.isPending };
}

/** Adopts what a period's actuals suggest as a process's minutes per square foot (admins). */
export function useAdoptSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdoptEstimateBody) =>
      api.post<AdoptEstimateReply>('/api/time-tracking/report/adopt', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeKeys.all }),
  });
}

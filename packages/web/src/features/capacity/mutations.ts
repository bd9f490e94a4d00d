import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CapacityPlanReply,
  CapacityTaskMove,
  JustDate,
  ProcessEstimateBody,
  ResourceSettings,
} from '@signshop/domain';
import { api, request } from '../../platform/api/api-client.ts';
import { capacityKeys } from './queries.ts';

/** After any change to the plan, the weeks and the at-risk list are read again. */
function useRefreshPlan() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: capacityKeys.all });
}

/** Moves a task to another day or resource (the error dialog says why when refused). */
export function useMoveTask() {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: ({ id, move }: { id: number; move: CapacityTaskMove }) =>
      request('PATCH', `/api/capacity/tasks/${id}`, move),
    onSettled: refresh,
  });
}

/** Runs Plan from `start` (the server starts no earlier than the shop's today). */
export function usePlan() {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: (start: JustDate) => api.post<CapacityPlanReply>('/api/capacity/plan', { start }),
    onSettled: refresh,
  });
}

export function useSaveResource() {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: (settings: ResourceSettings) => api.put('/api/capacity/resources', settings),
    onSettled: refresh,
  });
}

export function useSaveEstimate() {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: (estimate: ProcessEstimateBody) => api.put('/api/capacity/estimates', estimate),
    onSettled: refresh,
  });
}

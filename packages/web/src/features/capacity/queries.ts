import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CapacityAtRiskReply,
  CapacityWeekReply,
  JustDate,
  ProcessEstimateRowReply,
  ResourceSettingsRow,
} from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';

export const capacityKeys = {
  all: ['capacity'] as const,
  week: (start: JustDate) => [...capacityKeys.all, 'week', start] as const,
  atRisk: () => [...capacityKeys.all, 'at-risk'] as const,
  resources: () => [...capacityKeys.all, 'resources'] as const,
  estimates: () => [...capacityKeys.all, 'estimates'] as const,
};

/** The week of the plan that `day` is in (Monday to Sunday); the last week stays on screen while the next loads. */
export function useCapacityWeek(day: JustDate) {
  return useQuery({
    queryKey: capacityKeys.week(day),
    queryFn: () => api.get<CapacityWeekReply>(`/api/capacity/week?start=${day}`, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useAtRisk() {
  return useQuery({
    queryKey: capacityKeys.atRisk(),
    queryFn: async () => (await api.get<CapacityAtRiskReply>('/api/capacity/at-risk', { silent: true })).jobs,
  });
}

export function useResourceSettings() {
  return useQuery({
    queryKey: capacityKeys.resources(),
    queryFn: async () =>
      (await api.get<{ resources: ResourceSettingsRow[] }>('/api/capacity/resources', { silent: true }))
        .resources,
  });
}

export function useProcessEstimates() {
  return useQuery({
    queryKey: capacityKeys.estimates(),
    queryFn: async () =>
      (await api.get<{ estimates: ProcessEstimateRowReply[] }>('/api/capacity/estimates', { silent: true }))
        .estimates,
  });
}

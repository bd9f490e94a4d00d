import { useQuery } from '@tanstack/react-query';
import type { AgingReply, DashboardReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  receivables: ['dashboard', 'receivables'] as const,
};

/** The dashboard's figures (the server keeps them until a job changes). */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: () => api.get<DashboardReply>('/api/dashboard', { silent: true }),
  });
}

/**
 * What customers owe by age: the aging report's total as of the shop's today (one row asked, the
 * total is every company's), so the dashboard shows the aging's own figures.
 */
export function useReceivables() {
  return useQuery({
    queryKey: dashboardKeys.receivables,
    queryFn: async () =>
      (await api.get<AgingReply>('/api/aging?page=0&page_count=1', { silent: true })).total,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { DashboardReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';

export const dashboardKeys = { all: ['dashboard'] as const };

/** The dashboard's figures (the server keeps them until a job changes). */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: () => api.get<DashboardReply>('/api/dashboard', { silent: true }),
  });
}

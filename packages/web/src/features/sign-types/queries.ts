import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddonsReply, SignTypesReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';

export const adminAddonsKeys = {
  all: ['admin', 'addons'] as const,
  processes: ['admin', 'addons', 'processes'] as const,
  addons: ['admin', 'addons', 'addons'] as const,
};

/** Every process, outdated ones included. */
export function useProcesses() {
  return useQuery({
    queryKey: adminAddonsKeys.processes,
    queryFn: async () => (await api.get<SignTypesReply>('/api/quote/signtypes')).types,
  });
}

/** Every add-on, in use or not (admin only). */
export function useAllAddons() {
  return useQuery({
    queryKey: adminAddonsKeys.addons,
    queryFn: async () => (await api.get<AddonsReply>('/api/quote/alladdons')).addons,
  });
}

export type Key = readonly unknown[];
export type Edit<T> = (list: T[]) => T[];

/** Changes a cached list in step with what a call returned, without loading it again. */
export function useEditList<T>(key: Key, order: Edit<T> = (list) => list) {
  const queryClient = useQueryClient();
  return (edit: Edit<T>) => queryClient.setQueryData<T[]>(key, (list) => list && order(edit(list)));
}

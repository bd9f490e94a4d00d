import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sortAddons, type Addon, type NewSignType, type SignType } from '@signshop/domain';
import { api } from '../../app/api-client.ts';
import { addonBody, type BlockId } from './addon-rows.ts';

export const adminAddonsKeys = {
  all: ['admin', 'addons'] as const,
  processes: ['admin', 'addons', 'processes'] as const,
  addons: ['admin', 'addons', 'addons'] as const,
};

/** Every process, outdated ones included. */
export function useProcesses() {
  return useQuery({
    queryKey: adminAddonsKeys.processes,
    queryFn: async () => (await api.get<{ types: SignType[] }>('/api/quote/signtypes')).types,
  });
}

/** Every add-on, in use or not (admin only). */
export function useAllAddons() {
  return useQuery({
    queryKey: adminAddonsKeys.addons,
    queryFn: async () => (await api.get<{ addons: Addon[] }>('/api/quote/alladdons')).addons,
  });
}

type Key = readonly unknown[];
type Edit<T> = (list: T[]) => T[];

/** Changes a cached list in step with what a call returned, without loading it again. */
function useEditList<T>(key: Key, order: Edit<T> = (list) => list) {
  const queryClient = useQueryClient();
  return (edit: Edit<T>) => queryClient.setQueryData<T[]>(key, (list) => list && order(edit(list)));
}

const replaceById = <T extends { id: number }>(list: T[], saved: T) =>
  list.some((item) => item.id === saved.id)
    ? list.map((item) => (item.id === saved.id ? saved : item))
    : [...list, saved];

function useSave<In, T extends { id: number }>(key: Key, send: (item: In) => Promise<T>, order?: Edit<T>) {
  const edit = useEditList<T>(key, order);
  return useMutation({ mutationFn: send, onSuccess: (saved) => edit((list) => replaceById(list, saved)) });
}

function useDeleteById(key: Key, path: string) {
  const edit = useEditList<{ id: number }>(key);
  return useMutation({
    mutationFn: (id: number) => api.delete<{ id: number }>(`${path}/${id}`),
    onSuccess: ({ id }) => edit((list) => list.filter((item) => item.id !== id)),
  });
}

/** POST a new process (no id) or PUT an existing one. */
export const useSaveProcess = () =>
  useSave(adminAddonsKeys.processes, async (type: NewSignType | SignType) => {
    const send = 'id' in type ? api.put : api.post;
    return (await send<{ signtype: SignType }>('/api/admin/signtype', { type })).signtype;
  });

export const useDeleteProcess = () => useDeleteById(adminAddonsKeys.processes, '/api/admin/signtype');

/** POST a local add-on row (New) or PUT a saved one (Update). */
export const useSaveAddon = () =>
  useSave(
    adminAddonsKeys.addons,
    async (addon: Addon) => {
      const send = addon.is_local ? api.post : api.put;
      return (await send<{ addon: Addon }>('/api/admin/alladdons', { addon: addonBody(addon) })).addon;
    },
    sortAddons,
  );

export const useDeleteAddon = () => useDeleteById(adminAddonsKeys.addons, '/api/admin/alladdons');

/** Moves every saved add-on of a header (in a process, or All) to a new order. */
export function useSetHeaderOrder() {
  const edit = useEditList<Addon>(adminAddonsKeys.addons, sortAddons);
  return useMutation({
    mutationFn: async (move: { type: BlockId; cost_label: string; new_order: number }) =>
      (await api.put<{ addons: Addon[] }>('/api/admin/alladdonscostorderindex', move)).addons,
    onSuccess: (moved) => edit((addons) => moved.reduce(replaceById, addons)),
  });
}

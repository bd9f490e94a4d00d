import { useMutation } from '@tanstack/react-query';
import { sortAddons, type Addon, type NewSignType, type SignType } from '@signshop/domain';
import type { AddonReply, AddonsReply, HeaderOrderBody, SavedId, SignTypeReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';
import { addonBody } from './addon-rows.ts';
import { type Edit, type Key, adminAddonsKeys, useEditList } from './queries.ts';

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
    mutationFn: (id: number) => api.delete<SavedId>(`${path}/${id}`),
    onSuccess: ({ id }) => edit((list) => list.filter((item) => item.id !== id)),
  });
}

/** POST a new process (no id) or PUT an existing one. */
export const useSaveProcess = () =>
  useSave(adminAddonsKeys.processes, async (type: NewSignType | SignType) => {
    const send = 'id' in type ? api.put : api.post;
    return (await send<SignTypeReply>('/api/admin/signtype', { type })).signtype;
  });

export const useDeleteProcess = () => useDeleteById(adminAddonsKeys.processes, '/api/admin/signtype');

/** POST a local add-on row (New) or PUT a saved one (Update). */
export const useSaveAddon = () =>
  useSave(
    adminAddonsKeys.addons,
    async (addon: Addon) => {
      const send = addon.is_local ? api.post : api.put;
      return (await send<AddonReply>('/api/admin/alladdons', { addon: addonBody(addon) })).addon;
    },
    sortAddons,
  );

export const useDeleteAddon = () => useDeleteById(adminAddonsKeys.addons, '/api/admin/alladdons');

/** Moves every saved add-on of a header (in a process, or All) to a new order. */
export function useSetHeaderOrder() {
  const edit = useEditList<Addon>(adminAddonsKeys.addons, sortAddons);
  return useMutation({
    mutationFn: async (move: HeaderOrderBody) =>
      (await api.put<AddonsReply>('/api/admin/alladdonscostorderindex', move)).addons,
    onSuccess: (moved) => edit((addons) => moved.reduce(replaceById, addons)),
  });
}

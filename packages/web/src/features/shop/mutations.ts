import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopIdentitySettings, ShopLogoReply, ShopReply, ShopSettingsBody } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';
import { shopKeys } from './queries.ts';

/** Saves the shop's identity; every screen reading it (editor presets, PO labels, navbar) sees the new one. */
export function useSaveShopIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shop: ShopIdentitySettings) =>
      api.put<ShopReply>('/api/admin/shop', { shop } satisfies ShopSettingsBody),
    onSuccess: (saved) => queryClient.setQueryData(shopKeys.identity, saved),
  });
}

/** Uploads a new logo (file) or removes it (null); the navbar and the Shop page show the result. */
export function useChangeShopLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File | null) => {
      if (!file) return api.delete<ShopLogoReply>('/api/admin/shop/logo', { silent: true });
      const form = new FormData();
      form.append('logo', file, file.name);
      return api.post<ShopLogoReply>('/api/admin/shop/logo', form, { silent: true });
    },
    onSuccess: ({ logo }) =>
      queryClient.setQueryData<ShopReply>(shopKeys.identity, (reply) => reply && { ...reply, logo }),
  });
}

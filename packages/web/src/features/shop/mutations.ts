import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopIdentitySettings } from '@signshop/domain';
import { api } from '../../app/api-client.ts';
import { shopKeys } from './queries.ts';

/** Saves the shop's identity; every screen reading it (editor presets, PO labels) sees the new one. */
export function useSaveShopIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (shop: ShopIdentitySettings) =>
      (await api.put<{ shop: ShopIdentitySettings }>('/api/admin/shop', { shop })).shop,
    onSuccess: (saved) => queryClient.setQueryData(shopKeys.identity, saved),
  });
}

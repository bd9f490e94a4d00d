import { useQuery } from '@tanstack/react-query';
import type { ShopIdentitySettings } from '@signshop/domain';
import { api } from '../../app/api-client.ts';

export const shopKeys = { identity: ['shop', 'identity'] as const };

/** The shop's identity as the admin set it (name, contact, address presets, payment terms). */
export function useShopIdentity() {
  return useQuery({
    queryKey: shopKeys.identity,
    queryFn: async () => (await api.get<{ shop: ShopIdentitySettings }>('/api/shop')).shop,
    staleTime: 5 * 60_000,
  });
}

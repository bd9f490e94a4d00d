import { useQuery } from '@tanstack/react-query';
import type { SessionUser, ShopReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';

export const shopKeys = { identity: ['shop', 'identity'] as const };

const shopQuery = {
  queryKey: shopKeys.identity,
  queryFn: () => api.get<ShopReply>('/api/shop'),
  staleTime: 5 * 60_000,
};

/** The shop's identity and logo, as one reply. */
export function useShopReply() {
  return useQuery(shopQuery);
}

/** The shop's identity as the admin set it (name, contact, address presets, payment terms). */
export function useShopIdentity() {
  return useQuery({ ...shopQuery, select: (reply: ShopReply) => reply.shop });
}

/** The navbar's brand: the shop's name and logo once someone is signed in (the reply needs a session). */
export function useShopBrand(user: SessionUser | null) {
  const { data } = useQuery({
    ...shopQuery,
    enabled: !!user,
    select: (reply: ShopReply) => ({ name: reply.shop.name, logoUrl: reply.logo?.url ?? null }),
  });
  return user ? data : undefined;
}

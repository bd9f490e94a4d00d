import { QueryClientProvider } from '@tanstack/react-query';
import { EMPTY_ADDRESS_PRESET } from '@signshop/domain';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { sessionKey, type Account } from '../src/app/auth.tsx';
import { createQueryClient } from '../src/app/query-client.ts';
import { routes } from '../src/app/router.tsx';
import { ModalStack } from '../src/app/shell/modal-stack.tsx';
import { shopKeys, type ShopReply } from '../src/features/shop/queries.ts';

/** The shop every rendered app belongs to (its navbar reads it), unless a test gives its own. */
export const TEST_SHOP: ShopReply = {
  shop: {
    name: 'Test Sign Shop',
    address: '',
    phone: '',
    email: '',
    website: '',
    address_presets: [EMPTY_ADDRESS_PRESET, EMPTY_ADDRESS_PRESET],
    default_payment_terms: { text: 'Net 30', days: 30 },
  },
  logo: null,
};

/**
 * Render the whole app at `path` with `user` already signed in (null: signed out) and the shop's
 * identity known (TEST_SHOP or `options.shop`). Returns the router too, so tests can read where
 * navigation went.
 */
export function renderApp(path: string, user: Account | null, options: { shop?: ShopReply } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionKey, user);
  queryClient.setQueryData(shopKeys.identity, options.shop ?? TEST_SHOP);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ModalStack />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

import { QueryClientProvider } from '@tanstack/react-query';
import { EMPTY_ADDRESS_PRESET } from '@signshop/domain';
import type { ShopReply } from '@signshop/domain';
import { act, render } from '@testing-library/react';
import { RouterProvider, type To } from 'react-router';
import { sessionKey, type Account } from '../src/platform/session.tsx';
import { createQueryClient } from '../src/platform/api/query-client.ts';
import { createTestRouter } from '../src/app/router/routes.tsx';
import { ModalStack } from '../src/platform/dialogs/modal-stack.tsx';
import { shopKeys } from '../src/features/shop/queries.ts';

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
 * identity known (TEST_SHOP or `options.shop`). Returns `router` too, so tests can read where
 * navigation went and navigate.
 */
export function renderApp(path: string, user: Account | null, options: { shop?: ShopReply } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionKey, user);
  queryClient.setQueryData(shopKeys.identity, options.shop ?? TEST_SHOP);
  const appRouter = createTestRouter(path);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={appRouter} />
      <ModalStack />
    </QueryClientProvider>,
  );
  const router = {
    state: {
      get location() {
        return appRouter.state.location;
      },
    },
    /** Navigates as the app's links and Back do: a page with unsaved changes is asked first. */
    navigate: async (to: To | number) => {
      await act(async () => {
        if (typeof to === 'number') await appRouter.navigate(to);
        else await appRouter.navigate(to);
      });
    },
  };
  return { ...view, router, queryClient };
}

import { QueryClientProvider } from '@tanstack/react-query';
import { EMPTY_ADDRESS_PRESET } from '@signshop/domain';
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { useNavigate, type NavigateFunction, type To } from 'react-router';
import { sessionKey, type Account } from '../src/app/auth.tsx';
import { createQueryClient } from '../src/app/query-client.ts';
import { createTestHistory, GuardedRouter } from '../src/app/router/guarded-router.tsx';
import { AppRoutes } from '../src/app/router/routes.tsx';
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
 * identity known (TEST_SHOP or `options.shop`). Returns `router` too, so tests can read where
 * navigation went and navigate.
 */
export function renderApp(path: string, user: Account | null, options: { shop?: ShopReply } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionKey, user);
  queryClient.setQueryData(shopKeys.identity, options.shop ?? TEST_SHOP);
  const history = createTestHistory(path);
  const navigation: { navigate?: NavigateFunction } = {};
  const view = render(
    <QueryClientProvider client={queryClient}>
      <GuardedRouter history={history}>
        <AppRoutes />
        <NavigateProbe into={navigation} />
      </GuardedRouter>
      <ModalStack />
    </QueryClientProvider>,
  );
  const router = {
    state: {
      get location() {
        return history.location;
      },
    },
    /** Navigates as the app's links and Back do: a page with unsaved changes is asked first. */
    navigate: async (to: To | number) => {
      await act(async () => {
        if (typeof to === 'number') await navigation.navigate?.(to);
        else await navigation.navigate?.(to);
      });
    },
  };
  return { ...view, router, queryClient };
}

/** Hands the app's navigate function to the test. */
function NavigateProbe({ into }: { into: { navigate?: NavigateFunction } }) {
  const navigate = useNavigate();
  useEffect(() => {
    Object.assign(into, { navigate });
  }, [into, navigate]);
  return null;
}

import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { sessionKey, type Account } from '../app/auth.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { routes } from '../app/router.tsx';
import { ModalStack } from '../app/shell/modal-stack.tsx';

/**
 * Render the whole app at `path` with `user` already signed in (null: signed out). Returns the
 * router too, so tests can read where navigation went.
 */
export function renderApp(path: string, user: Account | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionKey, user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ModalStack />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

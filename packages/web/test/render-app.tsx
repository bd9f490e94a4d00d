import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { sessionKey, type Account } from '../src/app/auth.tsx';
import { createQueryClient } from '../src/app/query-client.ts';
import { routes } from '../src/app/router.tsx';
import { ModalStack } from '../src/app/shell/modal-stack.tsx';

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

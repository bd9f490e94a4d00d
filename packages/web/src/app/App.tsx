import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../platform/api/query-client.ts';
import { createAppRouter } from './router/routes.tsx';
import { Loader } from './shell/Loader.tsx';
import { useApiErrorDialog } from '../platform/dialogs/api-error-dialog.ts';
import { ModalStack } from '../platform/dialogs/modal-stack.tsx';
import { ThemeController } from './theme/ThemeController.tsx';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [router] = useState(createAppRouter);
  useApiErrorDialog();
  return (
    <QueryClientProvider client={client}>
      <ThemeController />
      <RouterProvider router={router} />
      <ModalStack />
      <Loader />
    </QueryClientProvider>
  );
}

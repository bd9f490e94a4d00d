import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { setApiErrorHandler } from './api-client.ts';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router/routes.tsx';
import { Loader } from './shell/Loader.tsx';
import { showError } from './shell/message-dialog.tsx';
import { ModalStack } from './shell/modal-stack.tsx';
import { ThemeController } from './theme/ThemeController.tsx';

/** Shows every failed call in the Error dialog (spec part 2 §8). */
export function useApiErrorDialog() {
  useEffect(() => {
    setApiErrorHandler((error) => void showError(error.message));
    return () => setApiErrorHandler(() => {});
  }, []);
}

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

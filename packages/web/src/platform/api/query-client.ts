import { QueryClient } from '@tanstack/react-query';

/**
 * Failed calls are shown once, by the api-client's error handler, so queries do not retry (a retry
 * would show the Error dialog again) and do not refetch on focus (it would flash the loader).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

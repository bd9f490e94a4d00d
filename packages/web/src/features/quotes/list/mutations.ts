import { useMutation, useQueryClient } from '@tanstack/react-query';
import { duplicateJobName, type QuoteDeletedReply, type QuoteReply } from '@signshop/domain';
import { api } from '../../../platform/api/api-client.ts';
import { NOT_COPIED, quotesListKeys } from './queries.ts';

/** The body of a copy of `quote`: the same quote without its identity, job name + ' Duplicate'. */
export function copyOfQuote(quote: Record<string, unknown>): Record<string, unknown> {
  const copy = Object.fromEntries(
    Object.entries(quote).filter(([key]) => !(NOT_COPIED as readonly string[]).includes(key)),
  );
  return { ...copy, job_name: duplicateJobName(String(quote.job_name ?? '')) };
}

/** Copy: load the whole quote, save it as a copy (its own number, today's date), then load the list again. */
export function useCopyQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const { quote } = await api.get<QuoteReply>(`/api/quote/${id}`);
      const created = await api.post<QuoteReply>('/api/quote', {
        quote: copyOfQuote(quote),
        copy: true,
      });
      return created.quote;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesListKeys.all }),
  });
}

/** Delete one quote, then load the list again. */
export function useDeleteQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<QuoteDeletedReply>(`/api/quote/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesListKeys.all }),
  });
}

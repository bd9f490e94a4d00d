import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchQuote } from '../quotes/mutations.ts';
import { jobStageKeys } from '../job/queries.ts';

/**
 * Saves shipping fields of the job's quote with PUT /api/quote/{id}. The caller shows failures
 * (a 409 means someone saved since `version`: what was typed stays).
 */
export function useSaveShipping(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, ...fields }: Record<string, unknown> & { version: number }) =>
      patchQuote(quoteId, version, fields),
    onSuccess: (saved) => {
      queryClient.setQueryData(jobStageKeys.quote(quoteId), saved);
      void queryClient.invalidateQueries({ queryKey: ['quotes', 'list'] });
      queryClient.removeQueries({ queryKey: ['quote', 'one', quoteId] });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxRateBody, TaxRateReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';
import { taxKeys } from './queries.ts';

/** Adds a rate (no id) or changes one; every list of rates reloads. */
export function useSaveTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TaxRateBody }) =>
      id === null
        ? api.post<TaxRateReply>('/api/admin/tax_rates', body)
        : api.put<TaxRateReply>(`/api/admin/tax_rates/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxKeys.rates }),
  });
}

/** Removes a rate; saved quotes keep the tax frozen on them. */
export function useRemoveTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ id: number }>(`/api/admin/tax_rates/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxKeys.rates }),
  });
}

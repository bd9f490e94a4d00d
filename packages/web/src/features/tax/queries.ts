import { useQuery } from '@tanstack/react-query';
import type { TaxRate, TaxRatesReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';

export const taxKeys = { rates: ['tax', 'rates'] as const };

/** The shop's sales tax rates, by name (staff and admins: the editor, company information, /admin/tax). */
export function useTaxRates(enabled = true) {
  return useQuery({
    queryKey: taxKeys.rates,
    queryFn: async (): Promise<TaxRate[]> => (await api.get<TaxRatesReply>('/api/tax_rates')).tax_rates,
    staleTime: 5 * 60_000,
    enabled,
  });
}

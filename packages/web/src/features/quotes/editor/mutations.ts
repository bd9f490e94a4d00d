import type { QuoteReply, SaveMode } from '@signshop/domain';
import { api } from '../../../platform/api/api-client.ts';
import { patchQuote } from '../mutations.ts';

export type { SaveMode };

/**
 * Creates or saves a quote; a 409 (someone saved since) is left to the caller to show.
 * `updatePrices` asks the server to re-price with today's process costs.
 */
export async function saveQuote(quote: Record<string, unknown>, mode: SaveMode, updatePrices = false) {
  const { id, version, ...fields } = quote as { id?: number; version?: number };
  if (id === undefined) {
    return (await api.post<QuoteReply>('/api/quote', { quote: fields }, { silent: true })).quote;
  }
  return patchQuote(id, version!, {
    ...fields,
    save_as: mode,
    ...(updatePrices ? { update_prices: true } : {}),
  });
}

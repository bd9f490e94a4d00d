import type { QuoteDto, QuoteReply } from '@signshop/domain';
import { api, type RequestOptions } from '../../platform/api/api-client.ts';

/**
 * PUT /api/quote/{id}, the one way the web changes a saved quote (the editor's save, the shipping
 * stage, the released report). It always sends `version`, the version the change was made on, so
 * the server answers 409 when someone saved since instead of overwriting the newer save.
 * Silent by default: the callers show a failure themselves.
 */
export async function patchQuote(
  id: number,
  version: number,
  fields: Record<string, unknown>,
  options: RequestOptions = { silent: true },
): Promise<QuoteDto> {
  return (await api.put<QuoteReply>(`/api/quote/${id}`, { ...fields, version }, options)).quote;
}

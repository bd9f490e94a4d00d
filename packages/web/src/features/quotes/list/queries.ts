import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QuoteListReply, QuoteQueryBody } from '@signshop/domain';
import { api } from '../../../platform/api/api-client.ts';
import type { ListSearch } from './list-search.ts';

export type { QuoteListRow } from '@signshop/domain';

/** The search body: the URL's search plus the rows per page. */
export type QuoteListQuery = ListSearch & { page_count: number };

export const quotesListKeys = {
  all: ['quotes', 'list'] as const,
  page: (query: QuoteListQuery) => [...quotesListKeys.all, query] as const,
};

/** One page of quotes, filtered and sorted by the server; the last page stays shown while the next loads. */
export function useQuotesList(query: QuoteListQuery) {
  return useQuery({
    queryKey: quotesListKeys.page(query),
    queryFn: () => api.post<QuoteListReply>('/api/quote/query', { search: query } satisfies QuoteQueryBody),
    placeholderData: keepPreviousData,
  });
}

/** Fields a copy must not carry: its identity and what the server works out or payments write. */
export const NOT_COPIED = [
  'id',
  'version',
  'total_price',
  'left_to_pay',
  'payment_history',
  'admin_paid',
  'last_date_paid',
] as const;

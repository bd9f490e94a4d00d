import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type JustDate, type ListApproval } from '@signshop/domain';
import { api } from '../../../platform/api/api-client.ts';
import type { ListSearch } from './list-search.ts';

/** One row of the quote list, as POST /api/quote/query returns it. */
export interface QuoteListRow {
  id: number;
  given_id: string;
  job_name: string;
  customer_name: string;
  quote_date: JustDate;
  total_price: number;
  is_shipped: boolean;
  shipped_date: JustDate | null;
  quote_sequence: number;
  /** Fields the server could not read from the stored row (shown blank, the row flagged). */
  unreadable?: string[];
  /** The quote's approval state. */
  approval?: ListApproval;
}

export interface QuoteListPage {
  quotes: QuoteListRow[];
  count: number;
  page: number;
  page_count: number;
}

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
    queryFn: () => api.post<QuoteListPage>('/api/quote/query', { search: query }),
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

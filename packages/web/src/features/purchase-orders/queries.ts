import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ItemDescriptionsReply,
  PurchaseOrderListReply,
  PurchaseOrderReply,
  QuoteListReply,
  QuoteListRow,
  QuoteQueryBody,
} from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';
import type { PoSearchBody } from './list-search.ts';
import type { PastItem } from './po-form.ts';

export const BASE = '/api/purchase_order';

export const purchaseOrderKeys = {
  all: ['purchase-orders'] as const,
  one: (id: number) => [...purchaseOrderKeys.all, 'one', id] as const,
  lists: () => [...purchaseOrderKeys.all, 'list'] as const,
  list: (search: PoSearchBody) => [...purchaseOrderKeys.lists(), search] as const,
  past: () => [...purchaseOrderKeys.all, 'past'] as const,
};

export type OrderReply = PurchaseOrderReply;
type ListReply = PurchaseOrderListReply;

export function usePurchaseOrder(id: number | null) {
  return useQuery({
    queryKey: purchaseOrderKeys.one(id ?? 0),
    queryFn: async () => (await api.get<OrderReply>(`${BASE}/purchase_order/${id}`)).purchase_order,
    enabled: id !== null,
  });
}

/** The orders of one list step, filtered by the server; the last rows stay shown while a search runs. */
export function usePurchaseOrderList(search: PoSearchBody) {
  return useQuery({
    queryKey: purchaseOrderKeys.list(search),
    queryFn: async () => (await api.post<ListReply>(`${BASE}/search/all`, { search })).purchase_orders,
    placeholderData: keepPreviousData,
  });
}

/** Past orders, for the terms and ship via suggestions. */
export function usePastOrders() {
  return useQuery({
    queryKey: purchaseOrderKeys.past(),
    queryFn: async () =>
      (await api.post<ListReply>(`${BASE}/search/all`, { search: {} }, { silent: true })).purchase_orders,
    staleTime: 5 * 60_000,
  });
}

/** Past item descriptions containing the text (the server answers after more than one character). */
export async function searchPastItems(description: string): Promise<PastItem[]> {
  const reply = await api.post<ItemDescriptionsReply>(
    `${BASE}/search/description`,
    { search: { description } },
    { silent: true },
  );
  return reply.items;
}

/** A job to tie a line to: a quote found by its number or job name. */
export type JobChoice = Pick<QuoteListRow, 'id' | 'given_id' | 'job_name' | 'customer_name'>;

const JOB_CHOICES = 8;

/** Quotes whose number or job name contains the text, job-name matches first. */
export async function searchJobs(text: string): Promise<JobChoice[]> {
  const find = (search: { job_name: string } | { given_id: string }) =>
    api.post<QuoteListReply>(
      '/api/quote/query',
      { search: { ...search, page_count: JOB_CHOICES } } satisfies QuoteQueryBody,
      { silent: true },
    );
  const [byName, byNumber] = await Promise.all([find({ job_name: text }), find({ given_id: text })]);
  const seen = new Set<number>();
  return [...byName.quotes, ...byNumber.quotes]
    .filter((quote) => !seen.has(quote.id) && seen.add(quote.id))
    .slice(0, JOB_CHOICES);
}

/** Where a one-time PDF download is opened. */
export const oneTimePdfUrl = (fileId: string | number) => `/api/file/onetimeuse/${fileId}/PurchaseOrder.pdf`;

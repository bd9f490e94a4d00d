import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';
import type { PoSearchBody } from './list-search.ts';
import type { PastItem, PurchaseOrderBody, PurchaseOrderDto } from './po-form.ts';

const BASE = '/api/purchase_order';

export const purchaseOrderKeys = {
  all: ['purchase-orders'] as const,
  one: (id: number) => [...purchaseOrderKeys.all, 'one', id] as const,
  lists: () => [...purchaseOrderKeys.all, 'list'] as const,
  list: (search: PoSearchBody) => [...purchaseOrderKeys.lists(), search] as const,
  past: () => [...purchaseOrderKeys.all, 'past'] as const,
};

type OrderReply = { purchase_order: PurchaseOrderDto };
type ListReply = { purchase_orders: PurchaseOrderDto[] };

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

/**
 * Creates (no id) or updates an order; every list is loaded again afterwards. The list steps use it
 * too, sending an order back whole with its order or delivery date set.
 */
export function useSavePurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: PurchaseOrderBody }) => {
      const reply =
        id === null
          ? await api.post<OrderReply>(`${BASE}/purchase_order`, { purchase_order: body })
          : await api.put<OrderReply>(`${BASE}/purchase_order/${id}`, { purchase_order: body });
      return reply.purchase_order;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(purchaseOrderKeys.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.past() });
    },
  });
}

/** Past item descriptions containing the text (the server answers after more than one character). */
export async function searchPastItems(description: string): Promise<PastItem[]> {
  const reply = await api.post<{ items: PastItem[] }>(
    `${BASE}/search/description`,
    { search: { description } },
    { silent: true },
  );
  return reply.items;
}

/** A job to tie a line to: a quote found by its number or job name. */
export interface JobChoice {
  id: number;
  given_id: string;
  job_name: string;
  customer_name: string;
}

const JOB_CHOICES = 8;

/** Quotes whose number or job name contains the text, job-name matches first. */
export async function searchJobs(text: string): Promise<JobChoice[]> {
  const find = (search: { job_name: string } | { given_id: string }) =>
    api.post<{ quotes: JobChoice[] }>(
      '/api/quote/query',
      { search: { ...search, page_count: JOB_CHOICES } },
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

/**
 * Download PDF: the server makes the file and answers its one-time id; the file opens in a new
 * tab. The tab is opened at the click (so pop-up blockers allow it) and closed again on failure.
 */
export function usePurchaseOrderPdf() {
  return useMutation({
    mutationFn: async (id: number) => {
      const tab = window.open('', '_blank');
      try {
        const reply = await api.post<{ id: string | number }>(`/api/pdf/purchase_order/${id}`);
        if (tab) tab.location.href = oneTimePdfUrl(reply.id);
        else window.open(oneTimePdfUrl(reply.id), '_blank');
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
}

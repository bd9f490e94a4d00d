import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OneTimeDownloadReply } from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';
import type { PurchaseOrderBody } from './po-form.ts';
import { BASE, type OrderReply, oneTimePdfUrl, purchaseOrderKeys } from './queries.ts';

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

/**
 * Download PDF: the server makes the file and answers its one-time id; the file opens in a new
 * tab. The tab is opened at the click (so pop-up blockers allow it) and closed again on failure.
 */
export function usePurchaseOrderPdf() {
  return useMutation({
    mutationFn: async (id: number) => {
      const tab = window.open('', '_blank');
      try {
        const reply = await api.post<OneTimeDownloadReply>(`/api/pdf/purchase_order/${id}`);
        if (tab) tab.location.href = oneTimePdfUrl(reply.id);
        else window.open(oneTimePdfUrl(reply.id), '_blank');
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
}

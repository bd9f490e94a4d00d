import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyInfo, JobInvoiceQuery, JobInvoiceRow } from '@signshop/domain';
import { api } from '../../app/api-client.ts';
import { billingKeys } from './billing-keys.ts';

/** Make Payment and Account History: the company's shipped jobs. */
export const SHIPPED: JobInvoiceQuery = { is_shipped: true };
/** Admin payments: shipped jobs whose payment the admin has not confirmed. */
export const UNCONFIRMED: JobInvoiceQuery = { is_shipped: true, admin_paid: false };
/** Admin job payments: jobs fully paid but not yet confirmed. */
export const PAID_UNCONFIRMED: JobInvoiceQuery = { ...UNCONFIRMED, not_left_to_pay: true };

export function useInvoices(filter: JobInvoiceQuery) {
  return useQuery({
    queryKey: billingKeys.invoices(filter),
    queryFn: () => api.post<JobInvoiceRow[]>('/api/job/query', filter),
  });
}

/** Puts a row the server sent back into every cached list, where it is already listed. */
function useReplaceRow() {
  const queryClient = useQueryClient();
  return (row: JobInvoiceRow) =>
    queryClient.setQueriesData<JobInvoiceRow[]>({ queryKey: [...billingKeys.all, 'invoices'] }, (rows) =>
      rows?.map((old) => (old.id === row.id ? row : old)),
    );
}

/** Pays part or all of an invoice from one of the company's banks; the lists load again afterwards. */
export function useMakePayment() {
  const queryClient = useQueryClient();
  const replaceRow = useReplaceRow();
  return useMutation({
    mutationFn: ({ id, payment, nick_name }: { id: number; payment: number; nick_name: string }) =>
      api.post<JobInvoiceRow>(`/api/job/${id}/payment`, { payment, nick_name }),
    onSuccess: (row) => {
      replaceRow(row);
      void queryClient.invalidateQueries({ queryKey: [...billingKeys.all, 'invoices'] });
    },
  });
}

/**
 * Admin confirmation of one payment-history entry (`index` given) or of the whole job; saved at
 * once. The row stays on screen with its new tick, so a slip can be undone before leaving the page.
 */
export function useConfirmPayment() {
  const replaceRow = useReplaceRow();
  return useMutation({
    mutationFn: ({ id, index, admin_paid }: { id: number; index?: number; admin_paid: boolean }) =>
      index === undefined
        ? api.put<JobInvoiceRow>(`/api/job/${id}/admin_paid`, { admin_paid })
        : api.put<JobInvoiceRow>(`/api/job/${id}/payment_history/${index}`, { admin_paid }),
    onSuccess: replaceRow,
  });
}

/** Admin: the company information of each named company (defaults for those without a record). */
export function useCompanyInfos(names: readonly string[]) {
  return useQuery({
    queryKey: billingKeys.companyInfos(names),
    queryFn: () =>
      api.post<CompanyInfo[]>('/api/company_info/get_company_infos', { company_names: [...names] }),
    enabled: names.length > 0,
  });
}

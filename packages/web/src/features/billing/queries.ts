import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  OwnBank,
  CompanyBank,
  CompanyInfoRecord,
  JobInvoicePage,
  JobInvoiceQuery,
  PaymentEntriesPage,
} from '@signshop/domain';
import { api } from '../../platform/api/api-client.ts';
import type { ReportPaging } from '../../platform/paging/use-report-paging.ts';
import { billingKeys } from './billing-keys.ts';

/** The caller's company's banks, by nick name. */
export function useBanks() {
  return useQuery({
    queryKey: billingKeys.banks(),
    queryFn: () => api.get<OwnBank[]>('/api/bank/'),
  });
}

/** Admin: every bank of a company (`all` for every company), private fields still encrypted. */
export function useCompanyBanks(company: string | null) {
  return useQuery({
    queryKey: billingKeys.companyBanks(company ?? ''),
    queryFn: () => api.get<CompanyBank[]>(`/api/bank/company/${encodeURIComponent(company!)}`),
    enabled: company !== null,
  });
}

/** Make Payment and Account History: the company's shipped jobs. */
export const SHIPPED: JobInvoiceQuery = { is_shipped: true };
/** Shipped jobs whose payment the admin has not confirmed. */
export const UNCONFIRMED: JobInvoiceQuery = { is_shipped: true, admin_paid: false };
/** Admin payments: shipped jobs not confirmed with at least one payment made (the page lists the payments). */
export const PAYMENTS_UNCONFIRMED: JobInvoiceQuery = { ...UNCONFIRMED, has_payments: true };
/** Admin job payments: jobs fully paid but not yet confirmed. */
export const PAID_UNCONFIRMED: JobInvoiceQuery = { ...UNCONFIRMED, not_left_to_pay: true };
/** Admin job payments, Confirmed filter: jobs fully paid whose payment the admin confirmed (to untick). */
export const PAID_CONFIRMED: JobInvoiceQuery = { ...PAID_UNCONFIRMED, admin_paid: true };

/**
 * One page of the jobs a billing page lists, with the count and money of all of them (summed on
 * the server). The page shown stays while the next one loads, so its rows (and amounts typed in
 * them) stay put through a reload.
 */
export function useInvoicePage(filter: JobInvoiceQuery, paging: ReportPaging) {
  const ask = { ...filter, ...paging };
  return useQuery({
    queryKey: billingKeys.invoices(ask),
    queryFn: () => api.post<JobInvoicePage>('/api/job/query', ask),
    placeholderData: keepPreviousData,
  });
}

/** Admin payments: one page of the payments made on the jobs of `filter`, newest first, counted by payment. */
export function usePaymentEntriesPage(filter: JobInvoiceQuery, paging: ReportPaging) {
  const ask = { ...filter, ...paging };
  return useQuery({
    queryKey: billingKeys.payments(ask),
    queryFn: () => api.post<PaymentEntriesPage>('/api/job/payments', ask),
    placeholderData: keepPreviousData,
  });
}

/** Admin: the company information of each named company (defaults for those without a record). */
export function useCompanyInfos(names: readonly string[]) {
  return useQuery({
    queryKey: billingKeys.companyInfos(names),
    queryFn: () =>
      api.post<CompanyInfoRecord[]>('/api/company_info/get_company_infos', { company_names: [...names] }),
    enabled: names.length > 0,
  });
}

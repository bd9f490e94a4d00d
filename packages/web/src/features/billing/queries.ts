import { useQuery } from '@tanstack/react-query';
import type {
  BankListItem,
  CompanyBank,
  CompanyInfo,
  JobInvoiceQuery,
  JobInvoiceRow,
} from '@signshop/domain';
import { api } from '../../app/api-client.ts';
import { billingKeys } from './billing-keys.ts';

/** The caller's company's banks, by nick name. */
export function useBanks() {
  return useQuery({
    queryKey: billingKeys.banks(),
    queryFn: () => api.get<BankListItem[]>('/api/bank/'),
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
/** Admin payments: shipped jobs whose payment the admin has not confirmed. */
export const UNCONFIRMED: JobInvoiceQuery = { is_shipped: true, admin_paid: false };
/** Admin job payments: jobs fully paid but not yet confirmed. */
export const PAID_UNCONFIRMED: JobInvoiceQuery = { ...UNCONFIRMED, not_left_to_pay: true };
/** Admin job payments, Confirmed filter: jobs fully paid whose payment the admin confirmed (to untick). */
export const PAID_CONFIRMED: JobInvoiceQuery = { ...PAID_UNCONFIRMED, admin_paid: true };

export function useInvoices(filter: JobInvoiceQuery) {
  return useQuery({
    queryKey: billingKeys.invoices(filter),
    queryFn: () => api.post<JobInvoiceRow[]>('/api/job/query', filter),
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

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JustDate } from '@signshop/domain';
import { api } from '../../../platform/api/api-client.ts';
import { reportKeys } from '../shared/report-keys.ts';
import type { ReportPaging } from '../../../platform/paging/use-report-paging.ts';

/** A job of the customer report (GET /api/customerreport). */
export interface CustomerReportJob {
  id: number;
  job_name: string;
  customer_name: string;
  quote_date: JustDate;
  expected_ship_date: JustDate | null;
  total_price: number;
  latest_step: string;
  date_shipped: JustDate | null;
  is_shipped: boolean;
}

/** A page of the report, with the count and total price of every job the terms find. */
export interface CustomerReportPage {
  jobs: CustomerReportJob[];
  total_price: number;
  count: number;
}

/** A page of the report for a URL query (no '?'); runs only once `enabled` (staff press Search first). */
export function useCustomerReport(query: string, enabled: boolean, paging: ReportPaging) {
  const paged = `${query ? `${query}&` : ''}page=${paging.page}&page_count=${paging.page_count}`;
  return useQuery({
    queryKey: reportKeys.customerReport(paged),
    queryFn: () => api.get<CustomerReportPage>(`/api/customerreport?${paged}`, { silent: true }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

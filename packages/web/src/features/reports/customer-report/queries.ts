import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerReportReply, CustomerReportRow, JustDate } from '@signshop/domain';
import { api } from '../../../platform/api/api-client.ts';
import { reportKeys } from '../shared/report-keys.ts';
import type { ReportPaging } from '../../../platform/paging/use-report-paging.ts';

/** A job of the customer report (GET /api/customerreport); its quote date is a day. */
export type CustomerReportJob = Omit<CustomerReportRow, 'quote_date'> & { quote_date: JustDate };

/** A page of the report, with the count and total price of every job the terms find. */
export type CustomerReportPage = Omit<CustomerReportReply, 'jobs'> & {
  jobs: CustomerReportJob[];
  count: number;
};

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

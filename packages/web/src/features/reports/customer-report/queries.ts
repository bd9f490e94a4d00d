import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JustDate } from '@signshop/domain';
import { api } from '../../../app/api-client.ts';
import { reportKeys } from '../shared/report-keys.ts';

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

/** The report for a URL query (no '?'); runs only once `enabled` (staff press Search first). */
export function useCustomerReport(query: string, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.customerReport(query),
    queryFn: () =>
      api.get<{ jobs: CustomerReportJob[]; total_price: number }>(`/api/customerreport?${query}`, {
        silent: true,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

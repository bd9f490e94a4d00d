import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { pageTotal } from '../../ui/pager/pager-text.ts';
import { useReportPaging, type ReportPaging } from '../../platform/paging/use-report-paging.ts';
import type { JobInvoiceQuery } from '@signshop/domain';

/** Reads one page of a billing list: its rows and the count of all of them, in the unit its rows show. */
type PageRead<Reply extends { count: number }> = (
  filter: JobInvoiceQuery,
  paging: ReportPaging,
) => UseQueryResult<Reply>;

/**
 * A billing page's rows a page at a time (jobs, or Admin payments' payments): the page in the URL and the rows per page of the saved
 * setting (as the reports and the quote list), and the query of that page. A page left empty
 * because its rows left the list (or an old link) moves back to the last page that has some.
 */
export function useBillingPage<Reply extends { count: number }>(
  filter: JobInvoiceQuery,
  readPage: PageRead<Reply>,
) {
  const paging = useReportPaging();
  const query = readPage(filter, paging.paging);
  const { data, isPlaceholderData } = query;
  const { page, page_count: pageCount } = paging.paging;
  const lastPage = data ? pageTotal(data.count, pageCount) - 1 : 0;
  const beyondTheEnd = !!data && !isPlaceholderData && page > lastPage;
  const { setPage } = paging;
  useEffect(() => {
    if (beyondTheEnd) setPage(Math.max(lastPage, 0));
  }, [beyondTheEnd, lastPage, setPage]);
  return { paging, query };
}

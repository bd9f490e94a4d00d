import { useEffect } from 'react';
import { pageTotal } from '../../ui/pager/pager-text.ts';
import { useReportPaging } from '../../platform/paging/use-report-paging.ts';
import { useInvoicePage } from './queries.ts';
import type { JobInvoiceQuery } from '@signshop/domain';

/**
 * A billing page's jobs a page at a time: the page in the URL and the rows per page of the saved
 * setting (as the reports and the quote list), and the query of that page. A page left empty
 * because its jobs left the list (or an old link) moves back to the last page that has some.
 */
export function useBillingPage(filter: JobInvoiceQuery) {
  const paging = useReportPaging();
  const query = useInvoicePage(filter, paging.paging);
  const { data, isPlaceholderData } = query;
  const { page, page_count: pageCount } = paging.paging;
  const lastPage = data ? pageTotal(data.count, pageCount) - 1 : 0;
  const beyondTheEnd = !!data && !isPlaceholderData && data.jobs.length === 0 && page > lastPage;
  const { setPage } = paging;
  useEffect(() => {
    if (beyondTheEnd) setPage(Math.max(lastPage, 0));
  }, [beyondTheEnd, lastPage, setPage]);
  return { paging, query };
}

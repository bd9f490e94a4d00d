import { ListPager } from '../../ui/pager/ListPager.tsx';
import type { useReportPaging } from './use-report-paging.ts';

/** A report's page controls: the list pager over the report's page and rows per page. */
export function ReportPager({
  paging,
  count,
}: {
  paging: ReturnType<typeof useReportPaging>;
  count: number;
}) {
  return (
    <ListPager
      page={paging.paging.page}
      pageCount={paging.paging.page_count}
      count={count}
      onPage={paging.setPage}
      onPageCount={paging.setPageCount}
    />
  );
}

import { ListPager } from '../../ui/pager/ListPager.tsx';
import type { useReportPaging } from './use-report-paging.ts';

/** A report's page controls: the list pager over the report's page and rows per page. */
export function ReportPager({
  paging,
  count,
  items = 'rows',
}: {
  paging: ReturnType<typeof useReportPaging>;
  count: number;
  /** What the report lists, plural and lower case ('jobs'); see ListPager. */
  items?: string;
}) {
  return (
    <ListPager
      page={paging.paging.page}
      pageCount={paging.paging.page_count}
      count={count}
      onPage={paging.setPage}
      onPageCount={paging.setPageCount}
      items={items}
    />
  );
}

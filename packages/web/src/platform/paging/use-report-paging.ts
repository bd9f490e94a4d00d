import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { readLocalPageCount, saveLocalPageCount } from './local-page-count.ts';

/** The page a report asks the server for, named as the API names it. */
export interface ReportPaging {
  page: number;
  page_count: number;
}

const pageOf = (text: string | null) => {
  const page = Number(text);
  return Number.isInteger(page) && page >= 0 ? page : 0;
};

/** The page an address asks for (`page`, from 0) and the browser's rows per page. */
export const pagingAt = (search: URLSearchParams): ReportPaging => ({
  page: pageOf(search.get('page')),
  page_count: readLocalPageCount(),
});

/**
 * A report's page, kept in the URL (`page`, from 0, beside the report's own terms) so back and
 * refresh keep it, and its rows per page: the browser's local setting the quote list uses.
 */
export function useReportPaging() {
  const [params, setParams] = useSearchParams();
  const [pageCount, setPageCount] = useState(readLocalPageCount);
  const paging: ReportPaging = { page: pageOf(params.get('page')), page_count: pageCount };
  const setPage = (page: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (page === 0) next.delete('page');
      else next.set('page', String(page));
      return next;
    });
  return {
    paging,
    setPage,
    setPageCount: (next: number) => {
      saveLocalPageCount(next);
      setPageCount(next);
      setPage(0);
    },
  };
}

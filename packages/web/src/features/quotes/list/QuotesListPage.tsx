import { useEffect, useMemo, useState } from 'react';
import Breadcrumb from 'react-bootstrap/Breadcrumb';
import Button from 'react-bootstrap/Button';
import { Link, useLocation, useNavigate } from 'react-router';
import { screens } from '../../../platform/screens.ts';
import { DELETE_CONFIRM_BUTTONS } from '@signshop/domain';
import { showMessage } from '../../../platform/dialogs/message-dialog.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { Loaded } from '../../../platform/Loaded.tsx';
import { Page } from '../../../ui/Page.tsx';
import { ListPager } from '../../../ui/pager/ListPager.tsx';
import { pageTotal } from '../../../ui/pager/pager-text.ts';
import { readLocalPageCount, saveLocalPageCount } from '../../../platform/paging/local-page-count.ts';
import { decodeListSearch, EMPTY_TERMS, encodeListSearch, nextSort, type ListSearch } from './list-search.ts';
import { useCopyQuote, useDeleteQuote } from './mutations.ts';
import { useQuotesList, type QuoteListRow } from './queries.ts';
import { QuoteSearchForm } from './QuoteSearchForm.tsx';
import { QuotesTable } from './QuotesTable.tsx';

/** The warning before a quote is deleted. */
export const deleteQuoteMessage = (jobName: string) =>
  `Are you sure you want to delete ${jobName} This action can not be undone.`;

/**
 * /quotes and /jobs: search, sort and page through the quotes the user may see. The search, the
 * order and the page live in the URL, so back and refresh keep them; rows per page live in the browser.
 */
export function QuotesListPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => decodeListSearch(location.search), [location.search]);
  const [pageCount, setPageCount] = useState(readLocalPageCount);
  const list = useQuotesList({ ...search, page_count: pageCount });
  const copy = useCopyQuote();
  const remove = useDeleteQuote();
  const [notice, setNotice] = useState('');

  const show = (next: ListSearch, replace = false) => {
    const query = encodeListSearch(next);
    if (`?${query}` === location.search || (query === '' && location.search === '')) void list.refetch();
    else void navigate({ search: query ? `?${query}` : '' }, { replace });
  };

  // A delete can empty the last page: step back to the page that is now last.
  const count = list.data?.count;
  useEffect(() => {
    if (count === undefined || count === 0 || list.isPlaceholderData) return;
    const last = pageTotal(count, pageCount) - 1;
    if (search.page > last) {
      void navigate({ search: `?${encodeListSearch({ ...search, page: last })}` }, { replace: true });
    }
  }, [count, pageCount, search, list.isPlaceholderData, navigate]);

  const onCopy = (quote: QuoteListRow) =>
    copy.mutate(quote.id, {
      onSuccess: (created) => setNotice(`Copied ${quote.job_name} as ${created.job_name}.`),
    });
  const onDelete = async (quote: QuoteListRow) => {
    const answer = await showMessage({
      title: 'Warning',
      message: deleteQuoteMessage(quote.job_name),
      buttons: [...DELETE_CONFIRM_BUTTONS],
    });
    if (answer !== 'Yes') return;
    remove.mutate(quote.id, { onSuccess: () => setNotice(`Deleted ${quote.job_name}.`) });
  };

  const filtered =
    search.given_id ||
    search.customer_name ||
    search.job_name ||
    search.quote_date.min ||
    search.quote_date.max ||
    search.approval_state;

  return (
    <>
      <Breadcrumb className="small" listProps={{ className: 'mb-2' }}>
        <Breadcrumb.Item active>Jobs</Breadcrumb.Item>
        <Breadcrumb.Item linkAs={Link} linkProps={{ to: '/' }}>
          New Quote
        </Breadcrumb.Item>
      </Breadcrumb>
      <Page
        title={screens.quotes.title}
        actions={
          <Button onClick={() => void navigate('/quote')}>
            <span aria-hidden="true">+ </span>Add
          </Button>
        }
      >
        <QuoteSearchForm
          key={encodeListSearch({ ...search, page: 0, order_by: 'quote_date', reverse_order: true })}
          terms={search}
          onSearch={(terms) => {
            setNotice('');
            show({ ...search, ...terms, page: 0 });
          }}
        />
        <div role="status" className={notice ? 'alert alert-success py-2 small' : 'visually-hidden'}>
          {notice}
        </div>
        <Loaded
          query={list}
          loading="Loading quotes…"
          skeleton={<TableSkeleton label="Loading quotes…" rows={10} />}
          failed="Could not load the quotes"
          empty={{
            icon: '0',
            when: (data) => data.count === 0,
            action: filtered ? (
              <Button variant="outline-primary" onClick={() => show({ ...search, ...EMPTY_TERMS, page: 0 })}>
                Clear the search
              </Button>
            ) : (
              <Button onClick={() => void navigate('/quote')}>Add a quote</Button>
            ),
            text: (
              <p className="mb-0 fw-semibold text-body">
                {filtered ? 'No quotes match these filters' : 'No quotes yet'}
              </p>
            ),
          }}
        >
          {(data) => (
            <>
              <QuotesTable
                quotes={data.quotes}
                sort={search}
                onSort={(column) => show({ ...search, ...nextSort(search, column), page: 0 })}
                onCopy={onCopy}
                onDelete={(quote) => void onDelete(quote)}
                busy={copy.isPending || remove.isPending}
                stale={list.isPlaceholderData}
              />
              <ListPager
                page={search.page}
                pageCount={pageCount}
                count={data.count}
                items="quotes"
                onPage={(page) => show({ ...search, page })}
                onPageCount={(next) => {
                  saveLocalPageCount(next);
                  setPageCount(next);
                  if (search.page !== 0) show({ ...search, page: 0 });
                }}
              />
            </>
          )}
        </Loaded>
      </Page>
    </>
  );
}

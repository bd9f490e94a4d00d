import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { formatDateMask, formatMoney, type QuoteOrderColumn } from '@signshop/domain';
import { customerReportHref, type SortOrder } from './list-search.ts';
import type { QuoteListRow } from './queries.ts';
import { ApprovalStateCell } from '../../approvals/ApprovalStateCell.tsx';

const COLUMNS: { column: QuoteOrderColumn; label: string; end?: boolean }[] = [
  { column: 'given_id', label: 'Quote Id' },
  { column: 'job_name', label: 'Job Name' },
  { column: 'customer_name', label: 'Customer Name' },
  { column: 'quote_date', label: 'Date' },
  { column: 'total_price', label: 'Total Price', end: true },
];

interface QuotesTableProps {
  quotes: QuoteListRow[];
  sort: SortOrder;
  onSort(column: QuoteOrderColumn): void;
  onCopy(quote: QuoteListRow): void;
  onDelete(quote: QuoteListRow): void;
  /** A copy or delete is running: row buttons wait. */
  busy: boolean;
  /** The next page is loading: the rows shown are the previous ones. */
  stale: boolean;
}

function SortHeader({
  column,
  label,
  end,
  sort,
  onSort,
}: (typeof COLUMNS)[number] & Pick<QuotesTableProps, 'sort' | 'onSort'>) {
  const active = sort.order_by === column;
  const direction = sort.reverse_order ? 'descending' : 'ascending';
  return (
    <th scope="col" aria-sort={active ? direction : undefined} className={end ? 'text-end' : undefined}>
      <button
        type="button"
        className="btn btn-link p-0 fw-semibold text-reset text-decoration-none text-nowrap"
        onClick={() => onSort(column)}
      >
        {label}
        <span aria-hidden="true" className={active ? 'ms-1 text-primary' : 'ms-1 text-body-tertiary'}>
          {active ? (sort.reverse_order ? '▼' : '▲') : '↕'}
        </span>
        {active && <span className="visually-hidden">, sorted {direction}</span>}
      </button>
    </th>
  );
}

/** The quote rows with sortable headers; each row links to its quote and its customer's report. */
export function QuotesTable({ quotes, sort, onSort, onCopy, onDelete, busy, stale }: QuotesTableProps) {
  const actions = [
    { label: 'Copy', variant: 'outline-secondary', run: onCopy },
    { label: 'Delete', variant: 'outline-danger', run: onDelete },
  ];
  return (
    <div className="table-responsive position-relative">
      <Table
        hover
        className="align-middle mb-0 table-cards"
        aria-label="Quotes"
        aria-busy={stale}
        style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 0.15s' }}
      >
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <SortHeader key={column.column} {...column} sort={sort} onSort={onSort} />
            ))}
            <th scope="col">Approval</th>
            <th scope="col" className="text-end">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {quotes.map((quote) => (
            <tr key={quote.id}>
              <td className="text-nowrap" data-label="Quote Id">
                <Link to={`/quote/${quote.id}`} className="fw-medium">
                  {quote.given_id || `#${quote.id}`}
                </Link>
                {quote.unreadable && (
                  <span
                    className="badge text-bg-warning ms-2"
                    title={`Stored values that could not be read: ${quote.unreadable.join(', ')}`}
                  >
                    Unreadable: {quote.unreadable.join(', ')}
                  </span>
                )}
              </td>
              <td style={{ minWidth: '10rem' }} data-label="Job Name">
                {quote.job_name}
              </td>
              <td style={{ minWidth: '9rem' }} data-label="Customer Name">
                {quote.customer_name ? (
                  <Link to={customerReportHref(quote.customer_name)}>{quote.customer_name}</Link>
                ) : (
                  <span className="text-body-secondary">—</span>
                )}
              </td>
              <td className="text-nowrap" data-label="Date">
                {formatDateMask(quote.quote_date)}
              </td>
              <td
                className="text-end text-nowrap fw-semibold-sm"
                data-label="Total Price"
                style={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {formatMoney(quote.total_price)}
              </td>
              <ApprovalStateCell approval={quote.approval} />
              <td className="text-end text-nowrap card-wide">
                {actions.map(({ label, variant, run }) => (
                  <Button
                    key={label}
                    size="sm"
                    variant={variant}
                    className="ms-2"
                    aria-label={`${label} ${quote.job_name}`}
                    disabled={busy}
                    onClick={() => run(quote)}
                  >
                    {label}
                  </Button>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

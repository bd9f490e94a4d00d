import {
  decodePageQuery,
  encodePageQuery,
  isJustDate,
  APPROVAL_STATES,
  QUOTE_ORDER_COLUMNS,
  type ApprovalState,
  type JustDate,
  type QuoteOrderColumn,
} from '@signshop/domain';

/** The typed search terms of the quote list's search filter. */
export interface SearchTerms {
  given_id: string;
  customer_name: string;
  job_name: string;
  quote_date: { min?: JustDate; max?: JustDate };
  /** Only quotes whose approval is in this state. */
  approval_state?: ApprovalState;
}

export interface SortOrder {
  order_by: QuoteOrderColumn;
  reverse_order: boolean;
}

/** What the URL holds: the terms, the order and the 0-based page. Rows per page live in the browser. */
export interface ListSearch extends SearchTerms, SortOrder {
  page: number;
}

export const DEFAULT_SORT: SortOrder = { order_by: 'quote_date', reverse_order: true };

export const EMPTY_TERMS: SearchTerms = {
  given_id: '',
  customer_name: '',
  job_name: '',
  quote_date: {},
  approval_state: undefined,
};

export const DEFAULT_LIST_SEARCH: ListSearch = { ...EMPTY_TERMS, ...DEFAULT_SORT, page: 0 };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function dateRange(value: unknown): SearchTerms['quote_date'] {
  if (!value || typeof value !== 'object') return {};
  const { min, max } = value as { min?: unknown; max?: unknown };
  return { ...(isJustDate(min) && { min }), ...(isJustDate(max) && { max }) };
}

function pageOf(value: unknown): number {
  const page = Number(text(value));
  return Number.isInteger(page) && page > 0 ? page : 0;
}

/** Reads the list's URL query; anything missing or malformed falls back to the default. */
export function decodeListSearch(query: string): ListSearch {
  const values = decodePageQuery(query);
  const orderBy = QUOTE_ORDER_COLUMNS.find((column) => column === values.order_by);
  return {
    given_id: text(values.given_id),
    customer_name: text(values.customer_name),
    job_name: text(values.job_name),
    quote_date: dateRange(values.quote_date),
    approval_state: APPROVAL_STATES.find((state) => state === values.approval_state),
    order_by: orderBy ?? DEFAULT_SORT.order_by,
    reverse_order: orderBy ? values.reverse_order !== 'false' : DEFAULT_SORT.reverse_order,
    page: pageOf(values.page),
  };
}

/** Writes the list's URL query (no '?'), leaving out what is at its default; quote_date is JSON. */
export function encodeListSearch(search: ListSearch): string {
  const { min, max } = search.quote_date;
  const sorted =
    search.order_by !== DEFAULT_SORT.order_by || search.reverse_order !== DEFAULT_SORT.reverse_order;
  return encodePageQuery({
    given_id: search.given_id || undefined,
    customer_name: search.customer_name || undefined,
    job_name: search.job_name || undefined,
    quote_date: min || max ? { ...(min && { min }), ...(max && { max }) } : undefined,
    approval_state: search.approval_state,
    order_by: sorted ? search.order_by : undefined,
    reverse_order: sorted ? search.reverse_order : undefined,
    page: search.page > 0 ? search.page : undefined,
  });
}

/** Columns that start newest or largest first when first clicked; the others start A to Z. */
const STARTS_REVERSED: readonly QuoteOrderColumn[] = ['quote_date', 'total_price'];

/** A header click: the same column reverses its order; another column starts in its natural order. */
export function nextSort(current: SortOrder, column: QuoteOrderColumn): SortOrder {
  if (current.order_by === column) return { order_by: column, reverse_order: !current.reverse_order };
  return { order_by: column, reverse_order: STARTS_REVERSED.includes(column) };
}

/** The customer report of one company, every job. */
export function customerReportHref(customer: string): string {
  return `/customerreport?filter=All&company=${encodeURIComponent(customer)}`;
}

/** Default rows per page (the local setting page_count). */
export const DEFAULT_PAGE_COUNT = 10;

/** Columns the quote list sorts by: Quote Id, Job Name, Customer Name, Date, Total Price. */
export const QUOTE_ORDER_COLUMNS = [
  'given_id',
  'job_name',
  'customer_name',
  'quote_date',
  'total_price',
] as const;
export type QuoteOrderColumn = (typeof QUOTE_ORDER_COLUMNS)[number];

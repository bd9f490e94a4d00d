import type { QuoteRow } from '../../db/schema/index.ts';

/** The quote as the API shows it: every field of the spec plus `version` for concurrent edits. */
export function toQuoteDto(row: QuoteRow) {
  const { created_by: _createdBy, created_at: _createdAt, updated_at: _updatedAt, ...quote } = row;
  return quote;
}
export type QuoteDto = ReturnType<typeof toQuoteDto>;

/** The columns a list row carries (the editor loads the rest by id). */
export const QUOTE_LIST_FIELDS = [
  'id',
  'given_id',
  'job_name',
  'customer_name',
  'quote_date',
  'total_price',
  'is_shipped',
  'shipped_date',
  'quote_sequence',
] as const;

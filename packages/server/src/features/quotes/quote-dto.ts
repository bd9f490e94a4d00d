import { migrateSignsCustomAddons, quoteDtoSchema, type QuoteDto } from '@signshop/domain';
import type { QuoteRow, quoteList, quotes } from '../../db/schema/index.ts';

/**
 * The quote as the API shows it: every stored field plus `version` for concurrent edits,
 * with the schema's defaults filled into documents stored before a field existed, and custom
 * add-ons stored in their pre-2022 form moved into the current one.
 */
export function toQuoteDto(row: QuoteRow): QuoteDto {
  return quoteDtoSchema.parse({ ...row, signs: migrateSignsCustomAddons(row.signs) });
}

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

/** The list columns of quotes or of its narrow copy quote_list, for a select. */
export function listColumns<T extends typeof quotes | typeof quoteList>(table: T) {
  return Object.fromEntries(QUOTE_LIST_FIELDS.map((field) => [field, table[field]])) as {
    [K in (typeof QUOTE_LIST_FIELDS)[number]]: T[K];
  };
}

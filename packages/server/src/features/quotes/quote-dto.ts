import { listApprovalSchema, quoteSchema, unreadableFieldsSchema } from '@signshop/domain';
import { z } from 'zod';
import type { QuoteRow, quoteList, quotes } from '../../db/schema/index.ts';

/**
 * The quote as the API shows it: every stored field plus `version` for concurrent edits,
 * with the schema's defaults filled into documents stored before a field existed.
 */
export function toQuoteDto(row: QuoteRow): QuoteDto {
  return quoteDtoSchema.parse(row);
}
export type QuoteDto = z.infer<typeof quoteDtoSchema>;

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

/** A whole quote as replies carry it. */
export const quoteDtoSchema = quoteSchema.extend({ id: z.number().int(), version: z.number().int() });
export const quoteReplySchema = z.object({ quote: quoteDtoSchema });
/** A row of a quote list. */
export const quoteListRowSchema = quoteSchema
  .pick({
    given_id: true,
    job_name: true,
    customer_name: true,
    quote_date: true,
    total_price: true,
    is_shipped: true,
    shipped_date: true,
    quote_sequence: true,
  })
  .extend({
    id: z.number().int(),
    unreadable: unreadableFieldsSchema,
    /** The quote's approval: its latest request's state, who approved it and when. */
    approval: listApprovalSchema.optional(),
  });
export const quoteListReplySchema = z.object({
  quotes: z.array(quoteListRowSchema),
  count: z.number().int(),
  page: z.number().int(),
  page_count: z.number().int(),
});

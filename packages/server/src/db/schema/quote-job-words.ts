import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Every word of every quote's job name (lower case, split at spaces) with the quote's list
 * columns, kept by statement triggers on quotes (migrations quote_job_words_triggers and
 * quote_job_words_sort_columns). A job name search for a term without a space is exactly a
 * search for the words containing it, so the matching quotes are counted from this index alone,
 * and a page in any list order is read from the word's index in that order.
 */
export const quoteJobWords = pgTable(
  'quote_job_words',
  {
    word: text('word').notNull(),
    quote_date: date('quote_date', { mode: 'string' }).notNull(),
    quote_id: integer('quote_id').notNull(),
    given_id: text('given_id').notNull(),
    job_name: text('job_name').notNull(),
    customer_name: text('customer_name').notNull(),
    total_price: numeric('total_price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.word, t.quote_date, t.quote_id] }),
    index('quote_job_words_quote_idx').on(t.quote_id),
    // One per list order; quote_date last, so a page filtered by dates is read from the index alone.
    ...(['given_id', 'job_name', 'customer_name', 'total_price'] as const).map((column) =>
      index(`quote_job_words_${column}_idx`).on(t.word, t[column], t.quote_id, t.quote_date),
    ),
  ],
);

/**
 * The distinct words of quote_job_words, a small dictionary a search term is matched against by
 * substring. Words are added, never removed: a word no quote carries any more matches nothing.
 */
export const jobWords = pgTable(
  'job_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('job_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

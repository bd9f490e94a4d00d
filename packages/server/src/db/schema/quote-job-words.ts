import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Every word of every quote's job name (lower case, split at spaces), with the quote's date, kept
 * by statement triggers on quotes (migration quote_job_words_triggers). A job name search for a
 * term without a space is exactly a search for the words containing it, so the matching quotes
 * are counted from this index alone, without rechecking each candidate row as a trigram search must.
 */
export const quoteJobWords = pgTable(
  'quote_job_words',
  {
    word: text('word').notNull(),
    quote_date: date('quote_date', { mode: 'string' }).notNull(),
    quote_id: integer('quote_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.word, t.quote_date, t.quote_id] }),
    index('quote_job_words_quote_idx').on(t.quote_id),
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

import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { quotes } from './quotes.ts';

/** Files of a job: the name carries its folder path; the bytes live in storage under storage_key. */
export const jobFiles = pgTable(
  'job_files',
  {
    id: serial('id').primaryKey(),
    quote_id: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storage_key: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    content_type: text('content_type').notNull().default('application/octet-stream'),
    uploaded_by: integer('uploaded_by').references(() => accounts.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_files_quote_idx').on(t.quote_id, t.name)],
);

export type JobFileRow = typeof jobFiles.$inferSelect;

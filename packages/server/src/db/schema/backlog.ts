import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { quotes } from './quotes.ts';

/** The ordered backlog stages (reference data from the domain's BACKLOG_STAGES). */
export const backlogStages = pgTable('backlog_stages', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  label: text('label').notNull(),
  ordering: integer('ordering').notNull(),
  hint: text('hint').notNull().default(''),
});

/**
 * Backlog entries are appended, never changed: a job's state of a stage is its newest entry for
 * that stage, and the older ones are its history.
 */
export const backlogEntries = pgTable(
  'backlog_entries',
  {
    id: serial('id').primaryKey(),
    quote_id: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    type_id: integer('type_id')
      .notNull()
      .references(() => backlogStages.id),
    is_checked: boolean('is_checked').notNull().default(false),
    date_given: date('date_given', { mode: 'string' }),
    created_by: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('backlog_entries_current_idx').on(t.quote_id, t.type_id, t.id),
    index('backlog_entries_stage_date_idx').on(t.type_id, t.date_given),
  ],
);

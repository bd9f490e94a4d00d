import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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
    // The stage notification scan: a stage's entries checked in the last days.
    index('backlog_entries_checked_at_idx')
      .on(t.type_id, t.created_at)
      .where(sql`${t.is_checked}`),
  ],
);
export type BacklogEntryRow = typeof backlogEntries.$inferSelect;

/**
 * Each job's current state of each stage: a copy of its newest backlog entry (`entry_id`), kept in
 * the transaction that appends the entry, so reports read one row per stage instead of searching
 * the history. `is_latest` marks the checked stage furthest along the ordered list.
 */
export const backlogCurrent = pgTable(
  'backlog_current',
  {
    quote_id: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    type_id: integer('type_id')
      .notNull()
      .references(() => backlogStages.id),
    is_checked: boolean('is_checked').notNull(),
    date_given: date('date_given', { mode: 'string' }),
    entry_id: integer('entry_id').notNull(),
    is_latest: boolean('is_latest').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.quote_id, t.type_id] }),
    index('backlog_current_checked_idx')
      .on(t.type_id, t.date_given, t.quote_id)
      .where(sql`${t.is_checked}`),
    // A report row's stage dates, read from the index alone.
    index('backlog_current_job_dates_idx')
      .on(t.quote_id, t.type_id, t.date_given)
      .where(sql`${t.is_checked}`),
    index('backlog_current_latest_idx')
      .on(t.type_id, t.quote_id)
      .where(sql`${t.is_latest}`),
  ],
);

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Every change to a job's signs, prices, adjustments, shipping, customer, shipped state, payments
 * and admin confirmations, written in the same transaction as the change. No
 * foreign key to quotes: a deleted job's history stays. The API only reads it.
 */
export const jobHistory = pgTable(
  'job_history',
  {
    id: serial('id').primaryKey(),
    quote_id: integer('quote_id').notNull(),
    account_id: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The user's name when the change was made (kept if the account goes). */
    user_name: text('user_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    field: text('field').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** Why, for revisions and price updates; '' otherwise. */
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    index('job_history_quote_idx').on(t.quote_id, t.id),
    // The stage notification scan: shipments recorded in the last days.
    index('job_history_shipped_at_idx')
      .on(t.at)
      .where(sql`${t.field} = 'is_shipped'`),
  ],
);

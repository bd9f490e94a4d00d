import { integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { quotes } from './quotes.ts';

/**
 * The Idempotency-Key of each payment, written in the payment's own transaction: a
 * retried request with the same key (its reply was lost) finds it and answers with the job as the
 * first request left it, never paying twice. Keys are the paying account's own.
 */
export const paymentKeys = pgTable(
  'payment_keys',
  {
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    quote_id: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    payment: numeric('payment', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.account_id, t.key] })],
);

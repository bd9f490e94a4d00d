import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { bytea } from './columns.ts';

/**
 * One-time downloads (a generated PDF opened once in a new tab): kept in the database, not in
 * process memory, so any server instance behind a load balancer can serve it. A row is deleted
 * when it is downloaded; rows past `expires_at` are never served and are swept on later inserts.
 */
export const oneTimeDownloads = pgTable(
  'one_time_downloads',
  {
    /** A random, unguessable id (128 bits, base64url). */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    content_type: text('content_type').notNull(),
    data: bytea('data').notNull(),
    created_by: integer('created_by').references(() => accounts.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('one_time_downloads_expires_idx').on(t.expires_at)],
);

export type OneTimeDownloadRow = typeof oneTimeDownloads.$inferSelect;

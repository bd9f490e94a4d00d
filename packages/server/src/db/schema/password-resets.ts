import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** The columns of an emailed single-use link: only the SHA-256 of its token is kept; it expires. */
const oneTimeLinkColumns = () => ({
  tokenHash: text('token_hash').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Reset links (forgot password). */
export const passwordResets = pgTable('password_resets', oneTimeLinkColumns(), (t) => [
  index('password_resets_account_idx').on(t.accountId),
]);

/** Sign-up links: the mailed link that finishes a sign-up and signs the new account in. */
export const signUpLinks = pgTable('sign_up_links', oneTimeLinkColumns(), (t) => [
  index('sign_up_links_account_idx').on(t.accountId),
]);

import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mail sent on a user's request (quote PDFs, password reset links), counted per sender and per address
 * over a rolling window to cap how much mail anyone can make the shop send (kept in the database so
 * every instance sees them).
 */
export const emailSends = pgTable(
  'email_sends',
  {
    id: serial('id').primaryKey(),
    /** 'quote', 'password_reset' or 'sign_up': each kind has its own limits. */
    kind: text('kind').notNull(),
    /** Whose quota the mail used: the sender's account id (quote) or the target address (reset). */
    sender: text('sender').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_sends_sender_idx').on(t.kind, t.sender, t.at),
    index('email_sends_ip_idx').on(t.kind, t.ip, t.at),
  ],
);

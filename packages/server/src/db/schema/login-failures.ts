import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Failed sign-ins, counted per account and per address to throttle guessing (kept in the database so every instance sees them). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.at), index('login_failures_ip_idx').on(t.ip, t.at)],
);

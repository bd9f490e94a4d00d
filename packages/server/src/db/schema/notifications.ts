import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, integer } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * The stage notification templates an admin saved, one row per event (an event without a row has
 * the domain's default template and is off). `enabled_at` is when the event was last turned on:
 * only what happens from then on is mailed.
 */
export const notificationTemplates = pgTable('notification_templates', {
  event: text('event').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  enabled_at: timestamp('enabled_at', { withTimezone: true }),
  subject: text('subject').notNull(),
  html_body: text('html_body').notNull(),
  text_body: text('text_body').notNull(),
  updated_by: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type NotificationTemplateRow = typeof notificationTemplates.$inferSelect;

/**
 * The events a company opted out of (every company is opted in to every event until it opts out).
 * Keyed by company_key(name), the one comparison of company names.
 */
export const notificationOptOuts = pgTable(
  'notification_opt_outs',
  {
    company_key: text('company_key').notNull(),
    event: text('event').notNull(),
    created_by: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_key, t.event] })],
);

/**
 * Contacts who unsubscribed from an event's mails with the one-click link (RFC 8058), by their
 * address (lower case), their company and the event. The first time is kept; a repeat adds nothing.
 */
export const notificationUnsubscribes = pgTable(
  'notification_unsubscribes',
  {
    email: text('email').notNull(),
    company_key: text('company_key').notNull(),
    event: text('event').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.company_key, t.event] }),
    check('notification_unsubscribes_email_lower', sql`${t.email} = lower(${t.email})`),
    index('notification_unsubscribes_company_idx').on(t.company_key, t.event),
  ],
);

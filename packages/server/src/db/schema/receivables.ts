import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { numberBetween } from './number-checks.ts';
import { quotes } from './quotes.ts';

/**
 * The shop's sales tax rates. A quote copies the rate it was given (name, percent, whether shipping
 * is taxed) into its own columns at save, so changing or removing a rate never changes a saved quote.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Percent with up to 4 decimals: 8.2500 is 8.25 %. */
    percent: numeric('percent', { precision: 8, scale: 4, mode: 'number' }).notNull(),
    taxes_shipping: boolean('taxes_shipping').notNull().default(false),
    updated_by: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_rates_name_idx').on(sql`lower(btrim(${t.name}))`),
    check('tax_rates_percent_range', numberBetween(t.percent, 0, 100)),
  ],
);
export type TaxRateRow = typeof taxRates.$inferSelect;

/**
 * When payment reminders go out, set by an admin (one row, id 1): days before the due date, on the
 * due date, then every N days overdue (0: never); monthly statements on the 1st; the approval-link
 * reminder 3 days before a link expires.
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    id: integer('id').primaryKey().default(1),
    days_before_due: jsonb('days_before_due').$type<number[]>().notNull().default([7]),
    on_due_date: boolean('on_due_date').notNull().default(true),
    every_days_overdue: integer('every_days_overdue').notNull().default(7),
    monthly_statements: boolean('monthly_statements').notNull().default(true),
    approval_expiry_reminders: boolean('approval_expiry_reminders').notNull().default(true),
    updated_by: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reminder_settings_one_row', sql`${t.id} = 1`),
    check('reminder_settings_overdue_range', sql`${t.every_days_overdue} BETWEEN 0 AND 365`),
  ],
);
export type ReminderSettingsRow = typeof reminderSettings.$inferSelect;

/**
 * Mail the shop sends by itself (payment reminders, statements, approval-link reminders, and later
 * stage notifications): one row per occasion. `occasion` is unique, so an occasion is mailed at most
 * once however many instances or retries run; status goes queued → sent, or failed with the reason.
 */
export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    id: serial('id').primaryKey(),
    /** 'payment_reminder', 'statement', 'approval_expiry', … */
    kind: text('kind').notNull(),
    /** One key per occasion, e.g. `payment_reminder:<quote id>:due-7:<due date>`. */
    occasion: text('occasion').notNull(),
    quote_id: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    company: text('company').notNull().default(''),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** 'queued', 'sent' or 'failed'. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error').notNull().default(''),
    /** The account that asked for a resend (null: sent by the schedule). */
    resent_by: integer('resent_by').references(() => accounts.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outgoing_messages_occasion_idx').on(t.occasion),
    index('outgoing_messages_created_idx').on(t.created_at, t.id),
    index('outgoing_messages_quote_idx').on(t.quote_id),
    check('outgoing_messages_status', sql`${t.status} IN ('queued', 'sent', 'failed')`),
  ],
);
export type OutgoingMessageRow = typeof outgoingMessages.$inferSelect;

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import type {
  Address,
  Adjustment,
  AsanteContactInfo,
  FrozenProcess,
  ContactInfo,
  PaymentHistoryEntry,
  Sign,
} from '@signshop/domain';
import { accounts } from './accounts.ts';
import { numberBetween } from './number-checks.ts';

/**
 * GIN without fastupdate: each save adds its entries to a trigram index at once, instead of to a
 * pending list that whichever insert fills it (gin_pending_list_limit, 4 MB) must then merge in,
 * adding to a save's tail latency; searches do not scan a pending list either.
 */
const NO_PENDING_LIST = { fastupdate: 'off' } as const;

const money = (name: string) =>
  numeric(name, { precision: 14, scale: 2, mode: 'number' }).notNull().default(0);

/**
 * Quotes (jobs). Keys are the API's snake_case field names, so a row is the quote document as is. Columns for what lists and reports filter or sort on; jsonb for the parts the
 * editor saves as one document (signs, adjustments, contact and address blocks, payments).
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    given_id: text('given_id').notNull().default(''),
    job_name: text('job_name').notNull().default(''),
    customer_name: text('customer_name').notNull().default(''),
    quote_date: date('quote_date', { mode: 'string' }).notNull(),
    total_price: money('total_price'),
    shipping_cost: money('shipping_cost'),
    adjustments: jsonb('adjustments').$type<Adjustment[]>().notNull().default([]),
    comments: text('comments').notNull().default(''),
    signs: jsonb('signs').$type<Sign[]>().notNull().default([]),
    contact_info: jsonb('contact_info')
      .$type<ContactInfo>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    asante_contact_info: jsonb('asante_contact_info')
      .$type<AsanteContactInfo>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    shipping_info: jsonb('shipping_info')
      .$type<Address>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    invoicing_contact_info: jsonb('invoicing_contact_info')
      .$type<Address>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    customer_project_manager: text('customer_project_manager').notNull().default(''),
    billing_comments: text('billing_comments').notNull().default(''),
    shipping_method: text('shipping_method').notNull().default(''),
    tracking_number: jsonb('tracking_number').$type<string[]>().notNull().default([]),
    is_shipped: boolean('is_shipped').notNull().default(false),
    shipped_date: date('shipped_date', { mode: 'string' }),
    is_thermoformed: boolean('is_thermoformed').notNull().default(false),
    materials: text('materials').notNull().default(''),
    project_manager: integer('project_manager'),
    project_manager_comment: text('project_manager_comment').notNull().default(''),
    quote_sequence: integer('quote_sequence').notNull().default(1),
    last_date_paid: date('last_date_paid', { mode: 'string' }),
    admin_paid: boolean('admin_paid').notNull().default(false),
    payment_history: jsonb('payment_history').$type<PaymentHistoryEntry[]>().notNull().default([]),
    left_to_pay: money('left_to_pay'),
    /**
     * Sales tax, frozen at save like the prices: the rate chosen (null: none), its name, percent and
     * whether it taxed shipping as they were then, whether the quote was exempt, and the tax itself.
     * What the customer is billed is total_price + tax_amount.
     */
    tax_rate_id: integer('tax_rate_id'),
    tax_rate_name: text('tax_rate_name').notNull().default(''),
    tax_percent: numeric('tax_percent', { precision: 8, scale: 4, mode: 'number' }).notNull().default(0),
    tax_shipping: boolean('tax_shipping').notNull().default(false),
    tax_exempt: boolean('tax_exempt').notNull().default(false),
    tax_amount: money('tax_amount'),
    /** The processes the signs were priced with at save (prices frozen at save). */
    priced_processes: jsonb('priced_processes').$type<FrozenProcess[]>().notNull().default([]),
    /** The day priced_processes were taken; null only on a quote never saved since. */
    prices_from: date('prices_from', { mode: 'string' }),
    /** Bumped on every save; a save naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
    created_by: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Only the indexes a query on quotes uses (every other one would cost each non-HOT save a
    // write for nothing). The list sorts, searches and counts read quote_list, the reports job_rows.
    // The copy-of and backlog-query lists newest first; the customer-name suggestions in name order.
    index('quotes_quote_date_idx').on(t.quote_date, t.id),
    index('quotes_customer_name_idx').on(t.customer_name, t.id),
    // The company scope of customers compares company_key(customer_name) (sql-helpers sameCompany).
    index('quotes_customer_scope_idx').on(sql`company_key(${t.customer_name})`, t.quote_date, t.id),
    // ILIKE: customer-name and company-name suggestions, and a copy's next number (given_id prefix).
    index('quotes_customer_trgm_idx').using('gin', sql`${t.customer_name} gin_trgm_ops`),
    index('quotes_given_id_trgm_idx').using('gin', sql`${t.given_id} gin_trgm_ops`),
    // Quote (invoice) numbers are unique across the shop, compared without outer spaces and case
    // (the domain's quoteNumberKey); a quote may have none.
    uniqueIndex('quotes_given_id_unique_idx')
      .on(sql`lower(btrim(${t.given_id}))`)
      .where(sql`btrim(${t.given_id}) <> ''`),
    // A creator's own quotes (unverified accounts), and setting created_by null when an account goes.
    index('quotes_created_by_idx').on(t.created_by),
    check('quotes_total_price_range', numberBetween(t.total_price, -1_000_000, 100_000_000)),
    check('quotes_shipping_cost_range', numberBetween(t.shipping_cost, 0, 100_000_000)),
    check('quotes_left_to_pay_range', numberBetween(t.left_to_pay, -1_000_000, 100_000_000)),
    check('quotes_tax_percent_range', numberBetween(t.tax_percent, 0, 100)),
    check('quotes_tax_amount_range', numberBetween(t.tax_amount, -1_000_000, 100_000_000)),
  ],
);

/**
 * How many quotes exist, one row kept by statement triggers on quotes (insert, delete, truncate;
 * migration quote_count), so the unfiltered staff list shows its exact total without counting.
 */
export const quoteCount = pgTable(
  'quote_count',
  {
    one: boolean('one').primaryKey().default(true),
    n: integer('n').notNull(),
  },
  (t) => [check('quote_count_one_row', sql`${t.one}`)],
);

/**
 * The list columns of every quote, a narrow copy kept by row triggers on quotes (migration
 * quote_list_triggers). Quote rows are wide (signs and contact blocks inline), so a search that
 * rechecks thousands of candidates or counts them reads about a tenth of the pages here.
 */
export const quoteList = pgTable(
  'quote_list',
  {
    id: integer('id').primaryKey(),
    given_id: text('given_id').notNull(),
    job_name: text('job_name').notNull(),
    customer_name: text('customer_name').notNull(),
    quote_date: date('quote_date', { mode: 'string' }).notNull(),
    total_price: numeric('total_price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    is_shipped: boolean('is_shipped').notNull(),
    shipped_date: date('shipped_date', { mode: 'string' }),
    quote_sequence: integer('quote_sequence').notNull(),
    created_by: integer('created_by'),
  },
  (t) => [
    index('quote_list_quote_date_idx').on(t.quote_date, t.id),
    index('quote_list_job_name_idx').on(t.job_name, t.id),
    index('quote_list_customer_name_idx').on(t.customer_name, t.id),
    index('quote_list_given_id_idx').on(t.given_id, t.id),
    index('quote_list_total_price_idx').on(t.total_price, t.id),
    index('quote_list_customer_scope_idx').on(sql`company_key(${t.customer_name})`, t.quote_date, t.id),
    index('quote_list_created_by_idx').on(t.created_by),
    index('quote_list_customer_trgm_idx')
      .using('gin', sql`${t.customer_name} gin_trgm_ops`)
      .with(NO_PENDING_LIST),
    index('quote_list_job_trgm_idx')
      .using('gin', sql`${t.job_name} gin_trgm_ops`)
      .with(NO_PENDING_LIST),
    index('quote_list_given_id_trgm_idx')
      .using('gin', sql`${t.given_id} gin_trgm_ops`)
      .with(NO_PENDING_LIST),
  ],
);

/**
 * Every customer name quotes carry, with how many quotes carry it, kept by statement triggers on
 * quotes (migration quote_customers_triggers): a few hundred rows that a customer name search
 * matches by substring instead of walking the name index of all quotes.
 */
export const quoteCustomers = pgTable('quote_customers', {
  name: text('name').primaryKey(),
  n: integer('n').notNull(),
});

export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuoteRow = typeof quotes.$inferInsert;

import type { JustDate } from '@signshop/domain';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' }).notNull();

/**
 * The job read model: one narrow row per quote with what every report shows and filters on, kept
 * by statement triggers on quotes and backlog_current in the writing transaction (migration
 * job_rows_triggers). Reports read it instead of the wide quotes rows plus one stage subquery
 * per row; `stages` holds the date of every checked stage by stage id, the *_date columns the
 * stages reports filter on.
 */
export const jobRows = pgTable(
  'job_rows',
  {
    id: integer('id').primaryKey(),
    given_id: text('given_id').notNull(),
    job_name: text('job_name').notNull(),
    customer_name: text('customer_name').notNull(),
    quote_date: date('quote_date', { mode: 'string' }).notNull(),
    total_price: money('total_price'),
    shipping_cost: money('shipping_cost'),
    is_thermoformed: boolean('is_thermoformed').notNull(),
    shipping_method: text('shipping_method').notNull(),
    materials: text('materials').notNull(),
    is_shipped: boolean('is_shipped').notNull(),
    shipped_date: date('shipped_date', { mode: 'string' }),
    project_manager: integer('project_manager'),
    project_manager_comment: text('project_manager_comment').notNull(),
    admin_paid: boolean('admin_paid').notNull(),
    /** What is left to pay as billing counts it: a shipped job without payments owes its total. */
    left_to_pay: money('left_to_pay'),
    /** The quote's sales tax: billed = total_price + tax_amount. */
    tax_amount: money('tax_amount').default(0),
    /** Any payment made on the job (its payment history is not empty): Admin payments lists these. */
    has_payments: boolean('has_payments').notNull().default(false),
    created_by: integer('created_by'),
    /** Whether the job has any backlog entry (a quote becomes a job when its backlog starts). */
    has_backlog: boolean('has_backlog').notNull().default(false),
    stages: jsonb('stages').$type<Record<string, JustDate | null>>().notNull().default({}),
    latest_stage_id: integer('latest_stage_id'),
    latest_stage_date: date('latest_stage_date', { mode: 'string' }),
    customer_ship_date: date('customer_ship_date', { mode: 'string' }),
    ready_for_production_date: date('ready_for_production_date', { mode: 'string' }),
    in_production_date: date('in_production_date', { mode: 'string' }),
    thermoformed_received_date: date('thermoformed_received_date', { mode: 'string' }),
    /** The furthest drawing stage checked: none, started, sent, resubmit or approved. */
    drawing_status: text('drawing_status').notNull().default('none'),
    /** A sign or sub-part of the job has a tactile line with text (the daily schedule's Braille badge). */
    has_tactile: boolean('has_tactile').notNull().default(false),
  },
  (t) => [
    // Partial indexes in each report's order (8 and 9: the ready for production and in production
    // stages; 10: thermoformed signs received): a page reads its rows only. The columns after id
    // (unique, so they change no order) let the whole result's totals be read from the index alone.
    index('job_rows_unshipped_idx')
      .on(t.customer_name, t.job_name, t.id, t.in_production_date, t.total_price, t.is_thermoformed)
      .where(sql`NOT ${t.is_shipped}`),
    index('job_rows_latest_unshipped_idx')
      .on(t.latest_stage_id, t.customer_name, t.job_name, t.id, t.total_price, t.is_thermoformed)
      .where(sql`NOT ${t.is_shipped}`),
    index('job_rows_ready_idx')
      .on(t.customer_name, t.job_name, t.id, t.total_price, t.is_thermoformed)
      .where(
        sql`${t.customer_ship_date} IS NOT NULL AND NOT (${t.stages} ? '8') AND NOT (${t.stages} ? '9')`,
      ),
    index('job_rows_thermoformed_idx')
      .on(t.customer_name, t.job_name, t.id)
      .where(sql`${t.is_thermoformed}`),
    // The backlog search as the page opens it: with a customer ship date, thermoformed signs not received.
    index('job_rows_thermoformed_waiting_idx')
      .on(t.customer_name, t.job_name, t.id, t.total_price)
      .where(sql`${t.is_thermoformed} AND ${t.customer_ship_date} IS NOT NULL AND NOT (${t.stages} ? '10')`),
    // The daily schedule, a priority at a time in job name order (with what each task shows of its job).
    index('job_rows_daily_idx')
      .on(t.job_name, t.id, t.in_production_date, t.customer_name, t.customer_ship_date, t.has_tactile)
      .where(sql`NOT ${t.is_shipped}`),
    // The customer report (newest quotes first) and the billing job query (newest shipments first).
    index('job_rows_quote_date_idx').on(t.quote_date, t.id),
    // Newest shipments first as the billing job query orders them (desc nulls last, which an
    // ascending index read backwards does not give).
    index('job_rows_shipped_date_idx').on(t.shipped_date.desc().nullsLast(), t.id.desc().nullsFirst()),
    // Admin payments, newest shipments first: shipped jobs with payments the admin has not confirmed.
    index('job_rows_payments_waiting_idx')
      .on(t.shipped_date.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.is_shipped} AND NOT ${t.admin_paid} AND ${t.has_payments}`),
    // Make Payment and Account History: one company's shipped jobs, newest shipments first.
    index('job_rows_company_shipped_idx')
      .on(sql`company_key(${t.customer_name})`, t.shipped_date.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.is_shipped}`),
    index('job_rows_customer_scope_idx').on(sql`company_key(${t.customer_name})`, t.quote_date, t.id),
  ],
);
export type JobReadRow = typeof jobRows.$inferSelect;

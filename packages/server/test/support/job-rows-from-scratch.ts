import { leftToPay, type PaymentHistoryEntry } from '@signshop/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

const COLUMNS = `id, given_id, job_name, customer_name, quote_date::text, total_price::text, shipping_cost::text,
  is_thermoformed, shipping_method, materials, is_shipped, shipped_date::text, project_manager,
  project_manager_comment, admin_paid, left_to_pay::text, tax_amount::text, created_by, has_backlog, stages,
  latest_stage_id, latest_stage_date::text, customer_ship_date::text, ready_for_production_date::text,
  in_production_date::text, thermoformed_received_date::text, drawing_status, has_tactile, has_payments`;

/**
 * The read model worked out from scratch: the quotes and the append-only backlog history (newest
 * entry of each job and stage), the latest stage by the stages' order, not from backlog_current.
 */
const FROM_SCRATCH = sql.raw(`
  WITH newest AS (
    SELECT DISTINCT ON (e.quote_id, e.type_id) e.quote_id, e.type_id, e.is_checked, e.date_given, s.key, s.ordering
    FROM backlog_entries e JOIN backlog_stages s ON s.id = e.type_id
    ORDER BY e.quote_id, e.type_id, e.id DESC),
  latest AS (
    SELECT DISTINCT ON (quote_id) quote_id, type_id, date_given FROM newest WHERE is_checked
    ORDER BY quote_id, ordering DESC),
  per_job AS (
    SELECT q.id, count(n.quote_id) > 0 AS has_backlog,
      coalesce(jsonb_object_agg(n.type_id, n.date_given) FILTER (WHERE n.is_checked), '{}') AS stages,
      max(n.date_given) FILTER (WHERE n.is_checked AND n.key = 'customer_ship_date') AS customer_ship_date,
      max(n.date_given) FILTER (WHERE n.is_checked AND n.key = 'ready_for_production') AS ready_for_production_date,
      max(n.date_given) FILTER (WHERE n.is_checked AND n.key = 'in_production') AS in_production_date,
      max(n.date_given) FILTER (WHERE n.is_checked AND n.key = 'thermoformed_received') AS thermoformed_received_date,
      coalesce((array_agg(n.key ORDER BY n.ordering DESC) FILTER (WHERE n.is_checked
        AND n.key IN ('drawing_started', 'drawing_sent', 'resubmit', 'drawing_approved')))[1], 'none') AS drawing_key
    FROM quotes q LEFT JOIN newest n ON n.quote_id = q.id GROUP BY q.id)
  SELECT q.id, q.given_id, q.job_name, q.customer_name, q.quote_date::text, q.total_price::text, q.shipping_cost::text,
    q.is_thermoformed, q.shipping_method, q.materials, q.is_shipped, q.shipped_date::text, q.project_manager,
    q.project_manager_comment, q.admin_paid,
    q.left_to_pay::text AS stored_left_to_pay, q.tax_amount::text, q.payment_history,
    q.created_by, p.has_backlog, p.stages, l.type_id AS latest_stage_id, l.date_given::text AS latest_stage_date,
    p.customer_ship_date::text, p.ready_for_production_date::text, p.in_production_date::text,
    p.thermoformed_received_date::text,
    CASE p.drawing_key WHEN 'drawing_started' THEN 'started' WHEN 'drawing_sent' THEN 'sent'
      WHEN 'resubmit' THEN 'resubmit' WHEN 'drawing_approved' THEN 'approved' ELSE 'none' END AS drawing_status,
    EXISTS (SELECT FROM jsonb_path_query(q.signs, 'lax $.**.tactile.lines[*].text') AS line(text)
      WHERE jsonb_typeof(line.text) = 'string' AND btrim(line.text #>> '{}', E' \t\n\r') <> '') AS has_tactile,
    jsonb_array_length(q.payment_history) > 0 AS has_payments
  FROM quotes q JOIN per_job p ON p.id = q.id LEFT JOIN latest l ON l.quote_id = q.id ORDER BY q.id`);

/** Every job_rows row, in id order, with the columns the from-scratch query gives. */
export async function readJobRows(db: Db) {
  return (await db.execute(sql.raw(`SELECT ${COLUMNS} FROM job_rows ORDER BY id`))).rows;
}

/**
 * What job_rows should hold, in id order, worked out from quotes and the backlog history alone;
 * what is left to pay is the domain's leftToPay of the quote.
 */
export async function jobRowsFromScratch(db: Db) {
  return (await db.execute(FROM_SCRATCH)).rows.map(({ stored_left_to_pay, payment_history, ...row }) => ({
    ...row,
    left_to_pay: leftToPay({
      is_shipped: row.is_shipped as boolean,
      total_price: Number(row.total_price),
      tax_amount: Number(row.tax_amount),
      left_to_pay: Number(stored_left_to_pay),
      payment_history: payment_history as PaymentHistoryEntry[],
    }).toFixed(2),
  }));
}

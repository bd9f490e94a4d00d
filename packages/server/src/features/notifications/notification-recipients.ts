import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Who a job's notifications go to: the quote's contact and its company's billing email (when the
 * company record sets one), lower case, each once; as rows (quote_id, company, email) for the job
 * ids `jobs` selects (a query with an `id` column).
 */
export const jobRecipients = (jobs: SQL) => sql`(
  SELECT DISTINCT q.id AS quote_id, q.customer_name AS company, r.email
  FROM (${jobs}) j
  JOIN quotes q ON q.id = j.id
  LEFT JOIN company_infos ci ON company_key(ci.company) = company_key(q.customer_name)
  CROSS JOIN LATERAL (VALUES (lower(btrim(q.contact_info->>'email'))), (lower(btrim(ci.billing_email)))) r(email)
  WHERE coalesce(r.email, '') <> '')`;

/** The addresses one job's notifications go to. */
export async function recipientsOfJob(db: Db, quoteId: number): Promise<string[]> {
  const { rows } = await db.execute<{ email: string }>(
    sql`SELECT x.email FROM ${jobRecipients(sql`SELECT ${quoteId}::int AS id`)} x ORDER BY x.email`,
  );
  return rows.map((row) => row.email);
}

import type { JobInvoiceQuery, JustDate, PaymentEntriesPage, SessionUser } from '@signshop/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobRows, quotes } from '../../db/schema/index.ts';
import { limitOffset, type ReportPage } from '../../job-core/report-page.ts';
import { reportTotals } from '../../platform/listen/report-totals-cache.ts';
import { invoiceTotalsColumns } from './job-invoice-page.ts';
import { jobQueryWhere, queryJobs } from './job-payments.service.ts';

/** Each payment-history entry of the jobs a billing query finds, as (job id, place in its history). */
function entriesOf(user: SessionUser, filter: JobInvoiceQuery) {
  const where = jobQueryWhere(user, filter) ?? sql`true`;
  return sql`FROM ${jobRows} JOIN ${quotes} ON ${quotes.id} = ${jobRows.id}
    CROSS JOIN LATERAL jsonb_array_elements(${quotes.payment_history}) WITH ORDINALITY AS e(value, n)
    WHERE ${where}`;
}

/**
 * One page of Admin payments, paged by payment (the unit its table shows a row of): newest payment
 * first, then by job and place in its history; with the count of every payment and the count and
 * money of the jobs they were made on.
 */
export async function pagePaymentEntries(
  db: Db,
  user: SessionUser,
  filter: JobInvoiceQuery,
  today: JustDate,
  page: ReportPage,
): Promise<PaymentEntriesPage> {
  const { limit, offset } = limitOffset(page);
  const from = entriesOf(user, filter);
  const [picked, counted, [totals]] = await Promise.all([
    db.execute<{ id: number; index: number }>(
      sql`SELECT ${quotes.id} AS id, (e.n - 1)::int AS index ${from}
        ORDER BY e.value->>'date' DESC, ${quotes.id}, e.n LIMIT ${limit} OFFSET ${offset}`,
    ),
    db.execute<{ count: number }>(sql`SELECT count(*)::int AS count ${from}`),
    reportTotals(db, db.select(invoiceTotalsColumns).from(jobRows).where(jobQueryWhere(user, filter))),
  ]);
  const ids = [...new Set(picked.rows.map((row) => Number(row.id)))];
  const jobs = ids.length ? await queryJobs(db, user, {}, today, inArray(jobRows.id, ids)) : [];
  const byId = new Map(jobs.map((job) => [job.id, job]));
  const payments = picked.rows.flatMap(({ id, index }) => {
    const job = byId.get(Number(id));
    const entry = job?.payment_history[index];
    return job && entry ? [{ job, index, entry }] : [];
  });
  const { count: jobCount, ...money } = totals!;
  return { payments, count: counted.rows[0]?.count ?? 0, ...page, jobs: jobCount, totals: money };
}

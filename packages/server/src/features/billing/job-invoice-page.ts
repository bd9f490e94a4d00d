import {
  DEFAULT_PAYMENT_DAYS,
  fromCents,
  invoiceSummary,
  toCents,
  type JobInvoiceQuery,
  type JustDate,
  type SessionUser,
} from '@signshop/domain';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyInfos, jobRows } from '../../db/schema/index.ts';
import { companyInfoOfJobRow } from '../../job-core/payment-terms.ts';
import { limitOffset, type ReportPage } from '../../job-core/report-page.ts';
import { reportTotals } from '../../platform/listen/report-totals-cache.ts';
import { jobQueryWhere, queryJobs } from './job-payments.service.ts';

/** The money of a whole billing query, summed exactly in the database (a malformed total adds nothing). */
const readable = sql`${jobRows.total_price} <> 'NaN' AND ${jobRows.left_to_pay} <> 'NaN'`;
export const invoiceTotalsColumns = {
  count: sql<number>`count(*)`.mapWith(Number),
  total_price: sql<number>`coalesce(sum(${jobRows.total_price}) filter (where ${readable}), 0)`.mapWith(
    Number,
  ),
  billed:
    sql<number>`coalesce(sum(${jobRows.total_price} + ${jobRows.tax_amount}) filter (where ${readable}), 0)`.mapWith(
      Number,
    ),
  left_to_pay: sql<number>`coalesce(sum(${jobRows.left_to_pay}) filter (where ${readable}), 0)`.mapWith(
    Number,
  ),
};

/** What the billing pages total of the invoices not paid off. */
interface OpenTotals {
  open_count: number;
  interest: number;
  total_due: number;
}
const NOTHING_OPEN: OpenTotals = { open_count: 0, interest: 0, total_due: 0 };

/** The open invoices' count, interest and total due as of today, each row's as invoiceSummary makes it. */
function sumOpen(
  open: Array<{
    total_price: number;
    tax_amount: number;
    left_to_pay: number;
    shipped_date: JustDate | null;
    payment_days: number | null;
  }>,
  today: JustDate,
): OpenTotals {
  let interestCents = 0;
  let dueCents = 0;
  for (const job of open) {
    const summary = invoiceSummary(job, job.payment_days ?? DEFAULT_PAYMENT_DAYS, today);
    interestCents += toCents(summary.interest);
    dueCents += toCents(summary.totalDue);
  }
  return { open_count: open.length, interest: fromCents(interestCents), total_due: fromCents(dueCents) };
}

/**
 * The invoices of a billing query not paid off, summed as their rows show them (the domain's
 * invoiceSummary as of today, in Node): read as the four columns the sums need, never as whole
 * rows, and kept with the report totals per query and day (forgotten when job_rows or a
 * company's terms change).
 */
function openInvoiceTotals(
  db: Db,
  user: SessionUser,
  filter: JobInvoiceQuery,
  today: JustDate,
): Promise<OpenTotals> {
  if (filter.not_left_to_pay) return Promise.resolve(NOTHING_OPEN);
  const open = db
    .select({
      total_price: jobRows.total_price,
      tax_amount: jobRows.tax_amount,
      left_to_pay: jobRows.left_to_pay,
      shipped_date: jobRows.shipped_date,
      payment_days: companyInfos.payment_days,
    })
    .from(jobRows)
    .leftJoin(companyInfos, companyInfoOfJobRow)
    .where(and(jobQueryWhere(user, filter), readable, sql`${jobRows.left_to_pay} > 0`));
  return reportTotals<OpenTotals>(db, {
    toSQL: () => {
      const query = open.toSQL();
      return { sql: `${query.sql} -- open invoices as of`, params: [...query.params, today] };
    },
    then: (resolve, reject) => open.then((rows) => sumOpen(rows, today)).then(resolve, reject),
  });
}

/** One page of a billing query, with the count and money of every job it finds. */
export async function pageJobInvoices(
  db: Db,
  user: SessionUser,
  filter: JobInvoiceQuery,
  today: JustDate,
  page: ReportPage,
) {
  const [jobs, [totals], open] = await Promise.all([
    queryJobs(db, user, filter, today, undefined, limitOffset(page)),
    reportTotals(db, db.select(invoiceTotalsColumns).from(jobRows).where(jobQueryWhere(user, filter))),
    openInvoiceTotals(db, user, filter, today),
  ]);
  const { count, ...money } = totals!;
  return { jobs, count, totals: { ...money, ...open }, ...page };
}

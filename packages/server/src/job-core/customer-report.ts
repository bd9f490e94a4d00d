import {
  backlogStageId,
  quoteScopeOf,
  seesAllCompanies,
  type CustomerReportSearch,
  type SessionUser,
} from '@signshop/domain';
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { keysetBatches, type BatchReads } from '../db/keyset-batches.ts';
import type { Db } from '../db/client.ts';
import { backlogStages, jobRows } from '../db/schema/index.ts';
import { reportTotals } from '../platform/listen/report-totals-cache.ts';
import type { CustomerReportJob } from '../platform/pdf/templates/customer-report.ts';
import { stageChecked } from './job-rows-sql.ts';
import { customerNameContains, scopeCondition } from './quote-scope-sql.ts';
import { jobTotalsColumns, limitOffset, type ReportPage } from './report-page.ts';

const id = backlogStageId;
export const notShipped = eq(jobRows.is_shipped, false);

/** The job read model's columns the reports read. */
export const reportColumns = {
  id: jobRows.id,
  given_id: jobRows.given_id,
  job_name: jobRows.job_name,
  customer_name: jobRows.customer_name,
  total_price: jobRows.total_price,
  shipping_cost: jobRows.shipping_cost,
  is_thermoformed: jobRows.is_thermoformed,
  shipping_method: jobRows.shipping_method,
  materials: jobRows.materials,
  is_shipped: jobRows.is_shipped,
  shipped_date: jobRows.shipped_date,
  quote_date: jobRows.quote_date,
  project_manager: jobRows.project_manager,
  project_manager_comment: jobRows.project_manager_comment,
  latest_stage_id: jobRows.latest_stage_id,
  stages: jobRows.stages,
};

/** The customer report's conditions, or null when it names a stage there is not (it finds nothing). */
async function customerReportWhere(db: Db, user: SessionUser, search: CustomerReportSearch) {
  const [latest] =
    search.filter === 'All'
      ? [undefined]
      : await db.select().from(backlogStages).where(eq(backlogStages.label, search.filter));
  if (search.filter !== 'All' && !latest) return null;
  return and(
    scopeCondition(quoteScopeOf(user), jobRows),
    seesAllCompanies(user) && search.company.trim()
      ? customerNameContains(search.company, jobRows.customer_name)
      : undefined,
    search.from_date ? gte(jobRows.quote_date, search.from_date) : undefined,
    search.to_date ? lte(jobRows.quote_date, search.to_date) : undefined,
    search.from_ship_date ? gte(jobRows.shipped_date, search.from_ship_date) : undefined,
    search.to_ship_date ? lte(jobRows.shipped_date, search.to_ship_date) : undefined,
    search.only_shipped ? eq(jobRows.is_shipped, true) : undefined,
    search.no_shipped ? notShipped : undefined,
    search.ready_for_production ? stageChecked('ready_for_production') : undefined,
    latest ? eq(jobRows.latest_stage_id, latest.id) : undefined,
  );
}

/** Unpaged, the report holds the newest 2,000 jobs. */
const UNPAGED_MOST = 2000;

/** The report's jobs, newest quote first, with the read model's columns. */
const selectReport = (db: Db, where: SQL | undefined) =>
  db
    .select(reportColumns)
    .from(jobRows)
    .where(where)
    .orderBy(desc(jobRows.quote_date), desc(jobRows.id))
    .$dynamic();
type ReportRow = Awaited<ReturnType<typeof selectReport>>[number];

/** A read-model row as a job of the report, its latest step named by `labelOf`. */
const toReportJob =
  (labelOf: Map<number, string>) =>
  (row: ReportRow): CustomerReportJob => ({
    id: row.id,
    given_id: row.given_id,
    job_name: row.job_name,
    customer_name: row.customer_name,
    quote_date: row.quote_date,
    expected_ship_date: row.stages[String(id('customer_ship_date'))] ?? null,
    total_price: row.total_price,
    latest_step: labelOf.get(row.latest_stage_id ?? 0) ?? '',
    date_shipped: row.shipped_date,
    is_shipped: row.is_shipped,
  });

const stageLabels = async (db: Db) =>
  new Map((await db.select().from(backlogStages)).map((stage) => [stage.id, stage.label]));

/** A malformed stored total (the list shows it flagged) adds nothing rather than making the sum NaN. */
const centsOf = (jobs: CustomerReportJob[]) =>
  jobs.reduce(
    (sum, job) => sum + (Number.isFinite(job.total_price) ? Math.round(job.total_price * 100) : 0),
    0,
  );

/** The customer report: a customer sees only its company; staff may narrow by company. Unpaged, the newest 2,000. */
export async function customerReport(
  db: Db,
  user: SessionUser,
  search: CustomerReportSearch,
  page?: ReportPage,
) {
  const where = await customerReportWhere(db, user, search);
  if (where === null) return { jobs: [], total_price: 0, ...(page && { count: 0, ...page }) };
  const { limit, offset } = page ? limitOffset(page) : { limit: UNPAGED_MOST, offset: 0 };
  const [rows, labelOf, [totals]] = await Promise.all([
    selectReport(db, where).limit(limit).offset(offset),
    stageLabels(db),
    page ? reportTotals(db, db.select(jobTotalsColumns).from(jobRows).where(where)) : [undefined],
  ]);
  const jobs = rows.map(toReportJob(labelOf));
  if (page && totals) return { jobs, total_price: totals.total_price, count: totals.count, ...page };
  return { jobs, total_price: centsOf(jobs) / 100 };
}

/** Where a job stands in the report's order (newest quote first), unique by its id. */
type ReportKey = Pick<ReportRow, 'quote_date' | 'id'>;
const beforeKey = (key: ReportKey | undefined) =>
  key && sql`(${jobRows.quote_date}, ${jobRows.id}) < (${key.quote_date}, ${key.id})`;

/**
 * The unpaged customer report (the newest 2,000) read a batch at a time: each batch the jobs
 * after the last one read, through the quote date index; `totalPrice()`, once every batch is
 * read, is their total as the unpaged reply gives it.
 */
export function streamCustomerReport(db: Db, user: SessionUser, search: CustomerReportSearch) {
  let cents = 0;
  async function* batches(reads: BatchReads): AsyncGenerator<CustomerReportJob[]> {
    const where = await customerReportWhere(db, user, search);
    if (where === null) return;
    const labelOf = await stageLabels(db);
    const rows = keysetBatches(
      reads,
      (after: ReportKey | undefined, limit) => selectReport(db, and(where, beforeKey(after))).limit(limit),
      ({ quote_date, id }) => ({ quote_date, id }),
      UNPAGED_MOST,
    );
    for await (const batch of rows) {
      const jobs = batch.map(toReportJob(labelOf));
      cents += centsOf(jobs);
      yield jobs;
    }
  }
  return { batches, totalPrice: () => cents / 100 };
}

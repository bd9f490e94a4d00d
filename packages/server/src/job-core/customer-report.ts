import {
  backlogStageId,
  quoteScopeOf,
  seesAllCompanies,
  type CustomerReportSearch,
  type SessionUser,
} from '@signshop/domain';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
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

/** The customer report: a customer sees only its company; staff may narrow by company. Unpaged, the newest 2,000. */
export async function customerReport(
  db: Db,
  user: SessionUser,
  search: CustomerReportSearch,
  page?: ReportPage,
) {
  const [latest] =
    search.filter === 'All'
      ? [undefined]
      : await db.select().from(backlogStages).where(eq(backlogStages.label, search.filter));
  const empty = { jobs: [], total_price: 0, ...(page && { count: 0, ...page }) };
  if (search.filter !== 'All' && !latest) return empty;
  const where = and(
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
  const { limit, offset } = page ? limitOffset(page) : { limit: 2000, offset: 0 };
  const [rows, labels, [totals]] = await Promise.all([
    db
      .select(reportColumns)
      .from(jobRows)
      .where(where)
      .orderBy(desc(jobRows.quote_date), desc(jobRows.id))
      .limit(limit)
      .offset(offset),
    db.select().from(backlogStages),
    page ? reportTotals(db, db.select(jobTotalsColumns).from(jobRows).where(where)) : [undefined],
  ]);
  const labelOf = new Map(labels.map((stage) => [stage.id, stage.label]));
  const jobs = rows.map((row): CustomerReportJob => ({
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
  }));
  if (page && totals) return { jobs, total_price: totals.total_price, count: totals.count, ...page };
  // A malformed stored total (the list shows it flagged) adds nothing rather than making the sum NaN.
  const totalCents = jobs.reduce(
    (sum, job) => sum + (Number.isFinite(job.total_price) ? Math.round(job.total_price * 100) : 0),
    0,
  );
  return { jobs, total_price: totalCents / 100 };
}

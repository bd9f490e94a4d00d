import {
  AppError,
  backlogStageId,
  quoteScopeOf,
  seesAllCompanies,
  type CustomerReportSearch,
  type JustDate,
  type SessionUser,
} from '@signshop/domain';
import { and, asc, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { backlogStages, jobRows } from '../../db/schema/index.ts';
import { customerNameContains, scopeCondition } from '../../job-core/quote-scope-sql.ts';
import { stageChecked, stageDateOnOrBefore, stageNotChecked } from './job-rows-sql.ts';
import { toJobRow, type JobRowDto } from './job-row.ts';
import { jobTotalsColumns, limitOffset, type ReportPage } from '../../job-core/report-page.ts';
import { streamRows } from '../../db/stream-rows.ts';
import { reportTotals } from '../../platform/listen/report-totals-cache.ts';
import type { CustomerReportJob } from '../../platform/pdf/templates/customer-report.ts';

const id = backlogStageId;
const notShipped = eq(jobRows.is_shipped, false);

const reportColumns = {
  id: jobRows.id,
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

/** A job-list report: which jobs (the reader's scope included) and which stage's date is their date_picked. */
export interface JobList {
  where: SQL | undefined;
  pickedStageId: number;
}

const scopeOf = (reader: SessionUser | 'staff') =>
  reader === 'staff' ? undefined : scopeCondition(quoteScopeOf(reader), jobRows);

/** Jobs of the reader's scope (staff every company, a customer its own) meeting the conditions. */
const jobList = (
  reader: SessionUser | 'staff',
  pickedStageId: number,
  ...conditions: Array<SQL | undefined>
): JobList => ({ where: and(scopeOf(reader), ...conditions), pickedStageId });

const REPORT_ORDER = [asc(jobRows.customer_name), asc(jobRows.job_name), asc(jobRows.id)];

/** The rows of a job list in the reports' order (customer, job, id), all of them unless limited. */
function selectJobs(db: Db, list: JobList) {
  return db
    .select(reportColumns)
    .from(jobRows)
    .where(list.where)
    .orderBy(...REPORT_ORDER)
    .$dynamic();
}

type ReportColumns = Awaited<ReturnType<typeof selectJobs>>[number];
const toListRow = (list: JobList) => (row: ReportColumns) =>
  toJobRow(row, row.stages, row.stages[String(list.pickedStageId)] ?? null);

/** Every job of a list (spec part 2 §3 Job rows). */
export async function listJobs(db: Db, list: JobList): Promise<JobRowDto[]> {
  return (await selectJobs(db, list)).map(toListRow(list));
}

/** One page of a job list, with the count and money of the whole list summed in the database. */
export async function pageJobs(db: Db, list: JobList, page: ReportPage) {
  const { limit, offset } = limitOffset(page);
  const [rows, [totals]] = await Promise.all([
    selectJobs(db, list).limit(limit).offset(offset),
    reportTotals(db, db.select(jobTotalsColumns).from(jobRows).where(list.where)),
  ]);
  const { count, ...money } = totals!;
  return { jobs: rows.map(toListRow(list)), count, totals: money, ...page };
}

/** Every job of a list, read from a cursor a batch at a time (the CSV export). */
export async function* streamJobs(db: Db, list: JobList): AsyncGenerator<JobRowDto[]> {
  for await (const rows of streamRows<ReportColumns>(db, selectJobs(db, list)))
    yield rows.map(toListRow(list));
}

/** Backlog report: jobs not shipped whose latest stage is the chosen one, with that stage's date. */
export async function backlogReport(db: Db, user: SessionUser, stageLabel: string): Promise<JobList> {
  const [stage] = await db.select().from(backlogStages).where(eq(backlogStages.label, stageLabel));
  if (!stage) throw new AppError('NOT_FOUND', `There is no backlog stage '${stageLabel}'.`);
  return jobList(user, stage.id, notShipped, eq(jobRows.latest_stage_id, stage.id));
}

/** Backlog search (thermoformed): with a customer ship date, thermoformed signs not received; shipped included. */
export function backlogSearch(
  user: SessionUser,
  search: { customer_ship_date: boolean; thermoformed_received: boolean },
): JobList {
  return jobList(
    user,
    id('customer_ship_date'),
    eq(jobRows.is_thermoformed, true),
    search.customer_ship_date ? stageChecked('customer_ship_date') : undefined,
    search.thermoformed_received
      ? stageChecked('thermoformed_received')
      : stageNotChecked('thermoformed_received'),
  );
}

/**
 * /production (spec part 2 §2): jobs with a customer ship date that are not yet in production,
 * shipped included; ticking one records its Ready For Production step, so a job that has that
 * step has left the list. A customer sees its own company's jobs only.
 */
export function productionReady(user: SessionUser): JobList {
  return jobList(
    user,
    id('customer_ship_date'),
    stageChecked('customer_ship_date'),
    stageNotChecked('ready_for_production'),
    stageNotChecked('in_production'),
  );
}

/** In production (on or before today) and not shipped. */
export function productionReleased(user: SessionUser, today: JustDate): JobList {
  return jobList(user, id('in_production'), notShipped, stageDateOnOrBefore('in_production', today));
}

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

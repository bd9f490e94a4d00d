import {
  AppError,
  backlogStageId,
  quoteScopeOf,
  type JobListRow,
  type JustDate,
  type SessionUser,
} from '@signshop/domain';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { backlogStages, jobRows } from '../../db/schema/index.ts';
import { scopeCondition } from '../../job-core/quote-scope-sql.ts';
import { stageChecked, stageDateOnOrBefore, stageNotChecked } from '../../job-core/job-rows-sql.ts';
import { toJobRow } from './job-row.ts';
import { jobTotalsColumns, limitOffset, type ReportPage } from '../../job-core/report-page.ts';
import { keysetBatches, type BatchReads } from '../../db/keyset-batches.ts';
import {
  customerReport,
  notShipped,
  reportColumns,
  streamCustomerReport,
} from '../../job-core/customer-report.ts';

export { customerReport, streamCustomerReport };
import { reportTotals } from '../../platform/listen/report-totals-cache.ts';

const id = backlogStageId;

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

/** Where a job stands in the reports' order: (customer, job, id), unique by its id. */
type ReportKey = Pick<ReportColumns, 'customer_name' | 'job_name' | 'id'>;
const afterKey = (key: ReportKey | undefined) =>
  key &&
  sql`(${jobRows.customer_name}, ${jobRows.job_name}, ${jobRows.id}) > (${key.customer_name}, ${key.job_name}, ${key.id})`;

/**
 * Every job of a list in the reports' order, a batch at a time (the CSV exports, the unpaged
 * replies): each batch the jobs after the last one read, through the list's index in that order.
 */
export async function* streamJobs(db: Db, list: JobList, reads: BatchReads): AsyncGenerator<JobListRow[]> {
  const batches = keysetBatches(
    reads,
    (after: ReportKey | undefined, limit) =>
      selectJobs(db, { ...list, where: and(list.where, afterKey(after)) }).limit(limit),
    ({ customer_name, job_name, id }) => ({ customer_name, job_name, id }),
  );
  for await (const rows of batches) yield rows.map(toListRow(list));
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
 * /production: jobs with a customer ship date that are not yet in production,
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

import {
  AppError,
  backlogStageId,
  latestStageId,
  quoteScopeOf,
  seesAllCompanies,
  type CustomerReportSearch,
  type DailyScheduleFilter,
  PM_SECTION_KEYS,
  type JustDate,
  type PmScheduleEntry,
  type PmSectionKey,
  type SessionUser,
} from '@signshop/domain';
import { and, asc, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { backlogStages, quotes, scheduleLines } from '../../db/schema/index.ts';
import { hasBacklog, latestStageIn, stageChecked, stageNotChecked } from '../backlog/backlog-sql.ts';
import { customerNameContains, scopeCondition } from '../quotes/quote-scope-sql.ts';
import { jobStages, stageDate } from './job-state-sql.ts';
import { toJobRow, type StageDates } from './job-row.ts';

const id = backlogStageId;
const ANY_DATE = '9999-12-31';
const notShipped = eq(quotes.is_shipped, false);

const reportColumns = {
  id: quotes.id,
  job_name: quotes.job_name,
  customer_name: quotes.customer_name,
  total_price: quotes.total_price,
  shipping_cost: quotes.shipping_cost,
  is_thermoformed: quotes.is_thermoformed,
  shipping_method: quotes.shipping_method,
  materials: quotes.materials,
  is_shipped: quotes.is_shipped,
  shipped_date: quotes.shipped_date,
  quote_date: quotes.quote_date,
  project_manager: quotes.project_manager,
  project_manager_comment: quotes.project_manager_comment,
  stages: jobStages,
};

const latestOf = (stages: StageDates) => latestStageId(Object.keys(stages).map(Number));

/** Jobs of the reader's scope (staff every company, a customer its own) meeting the conditions. */
function jobsWhere(db: Db, reader: SessionUser | 'staff', ...conditions: Array<SQL | undefined>) {
  const scope = reader === 'staff' ? undefined : scopeCondition(quoteScopeOf(reader));
  return db
    .select(reportColumns)
    .from(quotes)
    .where(and(scope, ...conditions))
    .orderBy(asc(quotes.customer_name), asc(quotes.job_name), asc(quotes.id));
}

/** Backlog report: jobs not shipped whose latest stage is the chosen one, with that stage's date. */
export async function backlogReport(db: Db, user: SessionUser, stageLabel: string) {
  const [stage] = await db.select().from(backlogStages).where(eq(backlogStages.label, stageLabel));
  if (!stage) throw new AppError('NOT_FOUND', `There is no backlog stage '${stageLabel}'.`);
  const rows = await jobsWhere(db, user, notShipped, latestStageIn([stage.id]));
  return rows.map((row) => toJobRow(row, row.stages, row.stages[String(stage.id)] ?? null));
}

/** Backlog search (thermoformed): with a customer ship date, thermoformed signs not received; shipped included. */
export async function backlogSearch(
  db: Db,
  user: SessionUser,
  search: { customer_ship_date: boolean; thermoformed_received: boolean },
) {
  const rows = await jobsWhere(
    db,
    user,
    eq(quotes.is_thermoformed, true),
    search.customer_ship_date ? stageChecked(id('customer_ship_date'), 'on-or-before', ANY_DATE) : undefined,
    search.thermoformed_received
      ? stageChecked(id('thermoformed_received'), 'on-or-before', ANY_DATE)
      : stageNotChecked(id('thermoformed_received')),
  );
  return rows.map((row) => toJobRow(row, row.stages, row.stages[String(id('customer_ship_date'))] ?? null));
}

/**
 * /production (spec part 2 §2): jobs with a customer ship date that are not yet in production,
 * shipped included; ticking one records its Ready For Production step, so a job that has that
 * step has left the list. A customer sees its own company's jobs only.
 */
export async function productionReady(db: Db, user: SessionUser) {
  const rows = await jobsWhere(
    db,
    user,
    stageChecked(id('customer_ship_date'), 'on-or-before', ANY_DATE),
    stageNotChecked(id('ready_for_production')),
    stageNotChecked(id('in_production')),
  );
  return rows.map((row) => toJobRow(row, row.stages, row.stages[String(id('customer_ship_date'))] ?? null));
}

/** In production (on or before today) and not shipped. */
export async function productionReleased(db: Db, user: SessionUser, today: JustDate) {
  const rows = await jobsWhere(
    db,
    user,
    notShipped,
    stageChecked(id('in_production'), 'on-or-before', today),
  );
  return rows.map((row) => toJobRow(row, row.stages, row.stages[String(id('in_production'))] ?? null));
}

const PRODUCTION_STATE_STAGE = {
  'In Production': 'in_production',
  'Ready For Production': 'ready_for_production',
  'Thermoformed Signs Received': 'thermoformed_received',
} as const;

/**
 * The daily schedule: every task of unshipped jobs whose production-state stage (In Production by
 * default) is dated today or earlier, narrowed by the filters ('All' means no filter).
 */
export async function dailySchedule(db: Db, user: SessionUser, filter: DailyScheduleFilter, today: JustDate) {
  const stage =
    filter.production_state === 'All' ? undefined : PRODUCTION_STATE_STAGE[filter.production_state];
  const only = (column: AnyPgColumn, value: string) =>
    value === 'All' ? undefined : sql`${column} = ${value}`;
  const completion =
    filter.completion === 'All'
      ? undefined
      : eq(scheduleLines.is_complete, /^complete/i.test(filter.completion));
  const rows = await db
    .select({
      line: scheduleLines,
      job_name: quotes.job_name,
      customer_name: quotes.customer_name,
      expected_ship_date: stageDate(id('customer_ship_date')),
    })
    .from(scheduleLines)
    .innerJoin(quotes, eq(quotes.id, scheduleLines.quote_id))
    .where(
      and(
        scopeCondition(quoteScopeOf(user)),
        notShipped,
        stage ? stageChecked(id(stage), 'on-or-before', today) : undefined,
        only(scheduleLines.equip, filter.equip),
        only(scheduleLines.material, filter.material),
        only(scheduleLines.assign_to, filter.assign_to),
        completion,
      ),
    )
    .orderBy(desc(scheduleLines.priority), asc(quotes.job_name), asc(scheduleLines.order_index));
  return rows.map(({ line, job_name, customer_name, expected_ship_date }) => ({
    id: line.id,
    quote_id: line.quote_id,
    equip: line.equip,
    material: line.material,
    assign_to: line.assign_to,
    priority: line.priority,
    is_complete: line.is_complete,
    job_name,
    customer_name,
    expected_ship_date,
    short_description: line.short_description,
    task: line.process,
  }));
}

type PmSection = PmSectionKey;

/**
 * Which project-manager section a job is in on `date` (spec part 2 §2): approved today; completed
 * (drawing sent today, or latest stage resubmit); on hold (latest stage); waiting on approval
 * (sent, not approved); in progress (drawing started, not sent); not started (no drawing stage).
 */
export function pmSectionOf(stages: StageDates, latest: number | null, date: JustDate): PmSection | null {
  const at = (key: Parameters<typeof id>[0]) => stages[String(id(key))];
  const has = (key: Parameters<typeof id>[0]) => at(key) !== undefined;
  if (at('drawing_approved') === date) return 'approved';
  if (at('drawing_sent') === date || latest === id('resubmit')) return 'completed';
  if (latest === id('on_hold')) return 'on_hold';
  if (has('drawing_approved')) return null;
  if (has('drawing_sent')) return 'waiting';
  if (has('drawing_started')) return 'in_progress';
  return 'not_started';
}

type PmEntry = PmScheduleEntry;

/** The six sections of the project manager schedule for a manager ('all', 'none' or an account id). */
export async function pmSchedule(db: Db, projectManager: 'all' | 'none' | number, date: JustDate) {
  const manager =
    projectManager === 'all'
      ? undefined
      : projectManager === 'none'
        ? isNull(quotes.project_manager)
        : eq(quotes.project_manager, projectManager);
  const rows = await jobsWhere(db, 'staff', notShipped, manager, hasBacklog);
  const sections = Object.fromEntries(PM_SECTION_KEYS.map((key) => [key, [] as PmEntry[]])) as Record<
    PmSection,
    PmEntry[]
  >;
  for (const row of rows) {
    const section = pmSectionOf(row.stages, latestOf(row.stages), date);
    if (!section) continue;
    sections[section].push({
      id: row.id,
      job_name: row.job_name,
      customer_name: row.customer_name,
      project_manager: row.project_manager,
      project_manager_comment: row.project_manager_comment,
    });
  }
  return sections;
}

/** The customer report: a customer sees only its company; staff may narrow by company. */
export async function customerReport(db: Db, user: SessionUser, search: CustomerReportSearch) {
  const [latest] =
    search.filter === 'All'
      ? [undefined]
      : await db.select().from(backlogStages).where(eq(backlogStages.label, search.filter));
  if (search.filter !== 'All' && !latest) return { jobs: [], total_price: 0 };
  const rows = await db
    .select(reportColumns)
    .from(quotes)
    .where(
      and(
        scopeCondition(quoteScopeOf(user)),
        seesAllCompanies(user) && search.company.trim() ? customerNameContains(search.company) : undefined,
        search.from_date ? gte(quotes.quote_date, search.from_date) : undefined,
        search.to_date ? lte(quotes.quote_date, search.to_date) : undefined,
        search.from_ship_date ? gte(quotes.shipped_date, search.from_ship_date) : undefined,
        search.to_ship_date ? lte(quotes.shipped_date, search.to_ship_date) : undefined,
        search.only_shipped ? eq(quotes.is_shipped, true) : undefined,
        search.no_shipped ? notShipped : undefined,
        search.ready_for_production
          ? stageChecked(id('ready_for_production'), 'on-or-before', ANY_DATE)
          : undefined,
        latest ? latestStageIn([latest.id]) : undefined,
      ),
    )
    .orderBy(desc(quotes.quote_date), desc(quotes.id))
    .limit(2000);
  const labels = new Map((await db.select().from(backlogStages)).map((stage) => [stage.id, stage.label]));
  const jobs = rows.map((row) => ({
    id: row.id,
    job_name: row.job_name,
    customer_name: row.customer_name,
    quote_date: row.quote_date,
    expected_ship_date: row.stages[String(id('customer_ship_date'))] ?? null,
    total_price: row.total_price,
    latest_step: labels.get(latestOf(row.stages) ?? 0) ?? '',
    date_shipped: row.shipped_date,
    is_shipped: row.is_shipped,
  }));
  // A malformed stored total (the list shows it flagged) adds nothing rather than making the sum NaN.
  const totalCents = jobs.reduce(
    (sum, job) => sum + (Number.isFinite(job.total_price) ? Math.round(job.total_price * 100) : 0),
    0,
  );
  return { jobs, total_price: totalCents / 100 };
}

import {
  Priority,
  quoteScopeOf,
  type DailyScheduleFilter,
  type JustDate,
  type SessionUser,
} from '@signshop/domain';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { jobRows, scheduleLines } from '../../db/schema/index.ts';
import { scopeCondition } from '../quotes/quote-scope-sql.ts';
import { stageDateOnOrBefore } from './job-rows-sql.ts';
import { limitOffset, type ReportPage } from './report-page.ts';
import { reportTotals } from './report-totals-cache.ts';

const PRODUCTION_STATE_STAGE = {
  'In Production': 'in_production',
  'Ready For Production': 'ready_for_production',
  'Thermoformed Signs Received': 'thermoformed_received',
} as const;

/** What a task shows: its schedule line and what it shows of its job. */
const taskColumns = {
  id: scheduleLines.id,
  quote_id: scheduleLines.quote_id,
  equip: scheduleLines.equip,
  material: scheduleLines.material,
  assign_to: scheduleLines.assign_to,
  priority: scheduleLines.priority,
  is_complete: scheduleLines.is_complete,
  job_name: jobRows.job_name,
  customer_name: jobRows.customer_name,
  expected_ship_date: jobRows.customer_ship_date,
  short_description: scheduleLines.short_description,
  task: scheduleLines.process,
  has_tactile: jobRows.has_tactile,
};
const tasksOfJobs = <T extends typeof taskColumns>(db: Db, columns: T) =>
  db.select(columns).from(scheduleLines).innerJoin(jobRows, eq(jobRows.id, scheduleLines.quote_id));

/** The tasks' order: highest priority first, then by job name, then in the job's schedule order. */
const TASK_ORDER = [asc(jobRows.job_name), asc(scheduleLines.order_index), asc(scheduleLines.id)];

/** Every priority, highest first, as the rows of `p(priority)` (the schedule_lines CHECK allows no other). */
const PRIORITIES = sql.raw(
  `(VALUES ${Object.values(Priority)
    .sort((a, b) => b - a)
    .map((value) => `(${value})`)
    .join(', ')}) AS p(priority)`,
);

/**
 * One page of tasks, a priority at a time: for each priority its first `offset + limit` tasks in
 * job name order (job_rows_daily_idx, then the job's tasks of that priority), so a page reads a
 * few pages' worth of rows rather than sorting every task of the result.
 */
function pageOfTasks(db: Db, where: SQL | undefined, page: ReportPage) {
  const { limit, offset } = limitOffset(page);
  const ofPriority = tasksOfJobs(db, { ...taskColumns, order_index: scheduleLines.order_index })
    .where(and(where, sql`${scheduleLines.priority} = p.priority`))
    .orderBy(...TASK_ORDER)
    .limit(offset + limit)
    .as('t');
  const columns = Object.fromEntries(
    Object.keys(taskColumns).map((key) => [key, ofPriority[key as keyof typeof taskColumns]]),
  ) as unknown as typeof taskColumns;
  return db
    .select(columns)
    .from(PRIORITIES)
    .crossJoinLateral(ofPriority)
    .orderBy(sql`p.priority DESC`, asc(ofPriority.job_name), asc(ofPriority.order_index), asc(ofPriority.id))
    .limit(limit)
    .offset(offset);
}

/**
 * The daily schedule: every task of unshipped jobs whose production-state stage (In Production by
 * default) is dated today or earlier, narrowed by the filters ('All' means no filter).
 */
export async function dailySchedule(
  db: Db,
  user: SessionUser,
  filter: DailyScheduleFilter,
  today: JustDate,
  page?: ReportPage,
) {
  const stage =
    filter.production_state === 'All' ? undefined : PRODUCTION_STATE_STAGE[filter.production_state];
  const only = (column: AnyPgColumn, value: string) =>
    value === 'All' ? undefined : sql`${column} = ${value}`;
  const completion =
    filter.completion === 'All'
      ? undefined
      : eq(scheduleLines.is_complete, /^complete/i.test(filter.completion));
  const where = and(
    scopeCondition(quoteScopeOf(user), jobRows),
    eq(jobRows.is_shipped, false),
    stage ? stageDateOnOrBefore(stage, today) : undefined,
    only(scheduleLines.equip, filter.equip),
    only(scheduleLines.material, filter.material),
    only(scheduleLines.assign_to, filter.assign_to),
    completion,
  );
  if (!page)
    return {
      tasks: await tasksOfJobs(db, taskColumns)
        .where(where)
        .orderBy(desc(scheduleLines.priority), ...TASK_ORDER),
    };
  const [tasks, [counted]] = await Promise.all([
    pageOfTasks(db, where, page),
    reportTotals(
      db,
      db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(scheduleLines)
        .innerJoin(jobRows, eq(jobRows.id, scheduleLines.quote_id))
        .where(where),
    ),
  ]);
  return { tasks, count: counted?.count ?? 0, ...page };
}

import { quoteScopeOf, type DailyScheduleFilter, type JustDate, type SessionUser } from '@signshop/domain';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { jobRows, scheduleLines } from '../../db/schema/index.ts';
import { scopeCondition } from '../../job-core/quote-scope-sql.ts';
import { stageDateOnOrBefore } from '../../job-core/job-rows-sql.ts';
import { limitOffset, type ReportPage } from '../../job-core/report-page.ts';
import { reportTotals } from '../../platform/listen/report-totals-cache.ts';

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

/** The tasks' order within a priority (the highest priority comes first): job name, then the job's schedule order. */
const TASK_ORDER = [asc(jobRows.job_name), asc(scheduleLines.order_index), asc(scheduleLines.id)];

/** How many tasks of the whole result each priority has (priorities without tasks left out). */
type PriorityCounts = Array<{ priority: number; count: number }>;

/**
 * The part of the page [offset, offset + limit) that falls in each priority's tasks, in the
 * tasks' order (highest priority first): usually one priority, two where the page crosses.
 */
export function pageSlices(counts: PriorityCounts, page: ReportPage) {
  const { limit, offset } = limitOffset(page);
  const slices: Array<{ priority: number; offset: number; limit: number }> = [];
  let start = 0;
  for (const { priority, count } of counts.toSorted((a, b) => b.priority - a.priority)) {
    const from = Math.max(offset, start);
    const to = Math.min(offset + limit, start + count);
    if (from < to) slices.push({ priority, offset: from - start, limit: to - from });
    start += count;
  }
  return slices;
}

/**
 * One page of tasks: from the whole result's count per priority (kept with the report totals), the
 * page reads only the priorities it shows, each in job name order (job_rows_daily_idx, then the
 * job's tasks of that priority), so it stops after a page's worth of rows instead of reading every
 * priority's first page and sorting them.
 */
async function pageOfTasks(db: Db, where: SQL | undefined, counts: PriorityCounts, page: ReportPage) {
  const slices = await Promise.all(
    pageSlices(counts, page).map((slice) =>
      tasksOfJobs(db, taskColumns)
        .where(and(where, eq(scheduleLines.priority, slice.priority)))
        .orderBy(...TASK_ORDER)
        .limit(slice.limit)
        .offset(slice.offset),
    ),
  );
  return slices.flat();
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
  const counts = await reportTotals(
    db,
    db
      .select({ priority: scheduleLines.priority, count: sql<number>`count(*)`.mapWith(Number) })
      .from(scheduleLines)
      .innerJoin(jobRows, eq(jobRows.id, scheduleLines.quote_id))
      .where(where)
      .groupBy(scheduleLines.priority),
  );
  const tasks = await pageOfTasks(db, where, counts, page);
  return { tasks, count: counts.reduce((sum, { count }) => sum + count, 0), ...page };
}

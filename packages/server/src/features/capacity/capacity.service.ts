import {
  AppError,
  addDays,
  capacityOn,
  daysFrom,
  jobsAtRisk,
  parseResourceKey,
  planTasks,
  shopResources,
  type CapacityAtRiskReply,
  type CapacityPlanReply,
  type CapacityTask,
  type CapacityTaskMove,
  type CapacityWeekReply,
  type JustDate,
} from '@signshop/domain';
import { and, eq, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { jobRows, scheduleLines } from '../../db/schema/index.ts';
import { defaultResource, openLine, readHours, readStaff, readTasks } from './capacity-tasks.ts';

/** How far ahead Plan places work: four weeks from its first day. */
export const PLAN_DAYS = 28;
/** The most jobs the at-risk list names (the latest first). */
export const AT_RISK_MAX = 200;

/**
 * A week of the plan from `start`: every resource of the shop (plus any a task is planned on that
 * the shop no longer lists) with, per day, its capacity, the open tasks planned there and their load.
 */
export async function getCapacityWeek(db: Db, start: JustDate): Promise<CapacityWeekReply> {
  const days = daysFrom(start, 7);
  const [staff, hours, tasks] = await Promise.all([
    readStaff(db),
    readHours(db),
    readTasks(db, and(gte(scheduleLines.planned_day, start), lte(scheduleLines.planned_day, days[6]!))),
  ]);
  const resources = shopResources(staff);
  const listed = new Set(resources.map((r) => r.key));
  for (const task of tasks) {
    const key = task.planned_resource;
    if (!key || listed.has(key)) continue;
    listed.add(key);
    resources.push({ key, kind: parseResourceKey(key)?.kind ?? 'equipment', label: key });
  }
  const bySlot = new Map<string, CapacityTask[]>();
  for (const task of tasks) {
    const slot = `${task.planned_resource}|${task.planned_day}`;
    bySlot.set(slot, [...(bySlot.get(slot) ?? []), task]);
  }
  return {
    start,
    days,
    resources: resources.map((resource) => ({
      ...resource,
      days: days.map((day) => {
        const planned = bySlot.get(`${resource.key}|${day}`) ?? [];
        return {
          day,
          capacity: capacityOn(hours.get(resource.key), day),
          load: planned.reduce((sum, task) => sum + task.minutes, 0),
          tasks: planned,
        };
      }),
    })),
  };
}

async function getTask(db: Executor, id: number): Promise<CapacityTask> {
  const [task] = await readTasks(db, eq(scheduleLines.id, id));
  if (!task) throw new AppError('NOT_FOUND', `There is no open task with id ${id}.`);
  return task;
}

/** True when a person resource names a staff member the plan lists. */
async function isKnownResource(db: Executor, key: string) {
  const parsed = parseResourceKey(key);
  if (parsed?.kind !== 'person') return parsed !== null;
  return (await readStaff(db)).some((person) => String(person.id) === parsed.name);
}

/**
 * Moves an open task to another day or resource, or sets its own minutes (null gives it back to
 * its process estimate). A day and a resource go together: a day without a resource keeps the
 * task's resource (its equipment when it had none), no day takes it off the plan. A move may take
 * a day over capacity: the week shows it, and staff decide.
 */
export async function moveTask(db: Db, id: number, move: CapacityTaskMove): Promise<CapacityTask> {
  return db.transaction(async (tx) => {
    const task = await getTask(tx, id);
    const change: Partial<typeof scheduleLines.$inferInsert> = { updated_at: new Date() };
    if (move.estimated_minutes !== undefined) change.estimated_minutes = move.estimated_minutes;
    if (move.planned_day === null) Object.assign(change, { planned_day: null, planned_resource: null });
    else if (move.planned_day !== undefined || move.planned_resource) {
      const day = move.planned_day ?? task.planned_day;
      if (!day) throw new AppError('VALIDATION_ERROR', 'Day is required to plan a task on a resource.');
      const resource = move.planned_resource ?? task.planned_resource ?? defaultResource(task.equip);
      if (!resource)
        throw new AppError(
          'VALIDATION_ERROR',
          `Resource is required: the task's equipment "${task.equip}" is none of the shop's.`,
        );
      if (!(await isKnownResource(tx, resource)))
        throw new AppError('VALIDATION_ERROR', `Resource: ${resource} is not one of the shop's staff.`);
      Object.assign(change, { planned_day: day, planned_resource: resource });
    }
    await tx.update(scheduleLines).set(change).where(eq(scheduleLines.id, id));
    return getTask(tx, id);
  });
}

/**
 * Places the open, unplanned tasks with the planner from `start` for PLAN_DAYS days and saves where
 * each went, in one transaction that holds the plan's lock (two Plans at once would double-book).
 * Tasks already planned in that period stay and take their capacity.
 */
export async function planCapacity(db: Db, start: JustDate): Promise<CapacityPlanReply> {
  const end = addDays(start, PLAN_DAYS - 1);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('capacity-plan'))`);
    const [hours, tasks] = await Promise.all([
      readHours(tx),
      readTasks(
        tx,
        or(
          isNull(scheduleLines.planned_day),
          and(gte(scheduleLines.planned_day, start), lte(scheduleLines.planned_day, end)),
        ),
      ),
    ]);
    const result = planTasks({
      start,
      days: PLAN_DAYS,
      hours,
      tasks: tasks.map((task) => ({
        id: task.id,
        job_id: task.job_id,
        resource: defaultResource(task.equip),
        minutes: task.minutes,
        deadline: task.promise_date,
        planned:
          task.planned_day && task.planned_resource
            ? { day: task.planned_day, resource: task.planned_resource }
            : null,
      })),
    });
    if (result.placed.length) {
      await tx.execute(sql`
        UPDATE schedule_lines l SET planned_day = p.day::date, planned_resource = p.resource, updated_at = now()
        FROM unnest(${sql.param(result.placed.map((p) => p.id))}::int[], ${sql.param(result.placed.map((p) => p.day))}::text[],
                    ${sql.param(result.placed.map((p) => p.resource))}::text[]) AS p(id, day, resource)
        WHERE l.id = p.id AND l.planned_day IS NULL`);
    }
    const jobOf = new Map(tasks.map((task) => [task.id, task.job_id]));
    return {
      start,
      end,
      placed: result.placed.map((p) => ({ ...p, job_id: jobOf.get(p.id)! })),
      unplaced: result.unplaced.map((u) => ({ ...u, job_id: jobOf.get(u.id)! })),
    };
  });
}

/** The jobs whose open lines are planned to finish after their promise date, the latest first. */
export async function listAtRisk(db: Db): Promise<CapacityAtRiskReply> {
  const rows = await db
    .select({
      job_id: jobRows.id,
      given_id: jobRows.given_id,
      job_name: jobRows.job_name,
      customer_name: jobRows.customer_name,
      promise_date: jobRows.customer_ship_date,
      planned_finish: sql<JustDate>`max(${scheduleLines.planned_day})::text`,
    })
    .from(scheduleLines)
    .innerJoin(jobRows, eq(jobRows.id, scheduleLines.quote_id))
    .where(and(openLine, isNotNull(scheduleLines.planned_day), isNotNull(jobRows.customer_ship_date)))
    .groupBy(jobRows.id)
    .having(sql`max(${scheduleLines.planned_day}) > ${jobRows.customer_ship_date}`);
  const named = new Map(rows.map((row) => [row.job_id, row]));
  return {
    jobs: jobsAtRisk(rows)
      .slice(0, AT_RISK_MAX)
      .map((job) => ({ ...named.get(job.job_id)!, ...job })),
  };
}

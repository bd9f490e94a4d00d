import { addDays, compareJustDates, type JustDate } from '../dates/just-date.ts';
import { capacityOn, daysFrom, type ResourceKey } from './floor-resources.ts';

/** A task the planner sees: a schedule line with its minutes, resource and its job's promise date. */
export interface PlanTask {
  id: number;
  job_id: number;
  /** Where the task runs when the planner places it; null when the line names no known resource. */
  resource: ResourceKey | null;
  minutes: number;
  /** The job's promise date (Customer Ship Date); null when the job has none. */
  deadline: JustDate | null;
  /** Where it is already planned: such a task is fixed, it only takes its day's capacity. */
  planned: { day: JustDate; resource: ResourceKey } | null;
}

export interface PlanInput {
  tasks: readonly PlanTask[];
  /** Working minutes per weekday (Monday first) of the resources that have their own hours. */
  hours: ReadonlyMap<ResourceKey, readonly number[]>;
  /** The first day work may be placed on (the shop's today or later). */
  start: JustDate;
  /** How many days from `start` the plan may use. */
  days: number;
}

export interface Placement {
  id: number;
  day: JustDate;
  resource: ResourceKey;
  /** Placed after its deadline: no day up to the deadline had room for it. */
  late: boolean;
}

/**
 * Why a task was not placed: its line names no resource the shop has, it is longer than any of
 * its resource's days in the plan (tasks are never split), or no day in the plan has room left.
 */
export type UnplacedReason = 'no-resource' | 'longer-than-a-day' | 'no-room';

export interface PlanResult {
  placed: Placement[];
  unplaced: { id: number; reason: UnplacedReason }[];
}

/** Earliest deadline first; tasks without a deadline last; ties by job, then by task id. */
export function planOrder(a: PlanTask, b: PlanTask): number {
  if (a.deadline !== b.deadline) {
    if (a.deadline === null) return 1;
    if (b.deadline === null) return -1;
    return compareJustDates(a.deadline, b.deadline);
  }
  return a.job_id - b.job_id || a.id - b.id;
}

/**
 * Places the unplanned tasks into free capacity, earliest deadline first. The rules:
 * - Already planned tasks stay where they are and take their day's capacity.
 * - First pass, in `planOrder`: each task with a deadline goes on the earliest day from `start`
 *   up to its deadline where its resource works and has room for the whole task.
 * - Second pass, same order: a task the first pass could not place on time, or without a deadline,
 *   goes on the earliest day of the plan with room, marked late when after its deadline.
 * - No placement ever takes a resource's day over its capacity, and a task is never split: one
 *   longer than every day of its resource is reported, as is one no day has room for.
 * What this guarantees (planner.test.ts checks it): a task is late or unplaced only when, in the
 * final plan, no working day of its resource up to its deadline has room for it; with tasks of one
 * minute each (where earliest deadline first is optimal), no task is late when any on-time
 * placement of all of them exists. For tasks of different lengths a plan with fewer late tasks
 * may exist (that problem is NP-hard); the planner does not search for it.
 * The output depends only on the input's content, not on the order of `tasks`.
 */
export function planTasks({ tasks, hours, start, days }: PlanInput): PlanResult {
  const horizon = daysFrom(start, Math.max(0, days));
  const end = horizon.length ? horizon[horizon.length - 1]! : addDays(start, -1);
  const load = new Map<string, number>();
  const slot = (resource: ResourceKey, day: JustDate) => `${resource}|${day}`;
  const capacity = (resource: ResourceKey, day: JustDate) => capacityOn(hours.get(resource), day);
  for (const task of tasks) {
    if (!task.planned) continue;
    const key = slot(task.planned.resource, task.planned.day);
    load.set(key, (load.get(key) ?? 0) + task.minutes);
  }
  const fits = (task: PlanTask & { resource: ResourceKey }, day: JustDate) => {
    const room = capacity(task.resource, day);
    return room > 0 && (load.get(slot(task.resource, day)) ?? 0) + task.minutes <= room;
  };
  const place = (task: PlanTask & { resource: ResourceKey }, last: JustDate) => {
    for (const day of horizon) {
      if (day > last) return null;
      if (!fits(task, day)) continue;
      const key = slot(task.resource, day);
      load.set(key, (load.get(key) ?? 0) + task.minutes);
      return day;
    }
    return null;
  };

  const placed: Placement[] = [];
  const unplaced: PlanResult['unplaced'] = [];
  const waiting: (PlanTask & { resource: ResourceKey })[] = [];
  const open = tasks.filter((task) => !task.planned).sort(planOrder);
  for (const task of open) {
    if (task.resource === null) {
      unplaced.push({ id: task.id, reason: 'no-resource' });
      continue;
    }
    const withResource = { ...task, resource: task.resource };
    const day = task.deadline === null ? null : place(withResource, task.deadline);
    if (day) placed.push({ id: task.id, day, resource: task.resource, late: false });
    else waiting.push(withResource);
  }
  for (const task of waiting) {
    const day = place(task, end);
    if (day) {
      placed.push({
        id: task.id,
        day,
        resource: task.resource,
        late: task.deadline !== null && day > task.deadline,
      });
      continue;
    }
    const longest = Math.max(0, ...horizon.map((d) => capacity(task.resource, d)));
    unplaced.push({ id: task.id, reason: task.minutes > longest ? 'longer-than-a-day' : 'no-room' });
  }
  placed.sort((a, b) => a.id - b.id);
  unplaced.sort((a, b) => a.id - b.id);
  return { placed, unplaced };
}

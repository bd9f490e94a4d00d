import {
  EQUIPMENT,
  Role,
  equipmentResource,
  estimatedMinutes,
  squareFeetOf,
  type CapacityTask,
  type ProcessEstimate,
} from '@signshop/domain';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobSquareInchesSql } from '../../job-core/job-square-inches.ts';
import {
  accounts,
  floorResources,
  jobRows,
  processEstimates,
  quotes,
  scheduleLines,
} from '../../db/schema/index.ts';

/**
 * The lines the capacity plan counts (open work): lines not completed, of jobs not shipped. Every
 * line of the scheduler belongs to a job in production, so no stage is checked besides shipping.
 */
export const openLine = sql`NOT ${scheduleLines.is_complete} AND NOT ${jobRows.is_shipped}`;

/** Each process's estimate, by equipment and process. */
export async function readEstimates(db: Executor): Promise<Map<string, ProcessEstimate>> {
  const rows = await db.select().from(processEstimates);
  return new Map(
    rows.map((row) => [
      estimateKey(row.equip, row.process),
      { setup_minutes: row.setup_minutes, minutes_per_sqft: Number(row.minutes_per_sqft) },
    ]),
  );
}
export const estimateKey = (equip: string, process: string) => `${equip}\u0000${process}`;

/** The working minutes per weekday of the resources that have their own hours. */
export async function readHours(db: Executor): Promise<Map<string, number[]>> {
  const rows = await db
    .select({ key: floorResources.key, minutes: floorResources.weekday_minutes })
    .from(floorResources);
  return new Map(rows.map((row) => [row.key, row.minutes]));
}

/** The staff who can be assigned work: verified accounts with the staff role, by name. */
export async function readStaff(db: Executor) {
  const rows = await db
    .select({ id: accounts.id, first: accounts.firstName, last: accounts.lastName, email: accounts.email })
    .from(accounts)
    .where(sql`${accounts.verified} AND (${accounts.role} & ${Role.Asante}) <> 0`)
    .orderBy(asc(accounts.id));
  return rows.map((row) => ({ id: row.id, name: `${row.first} ${row.last}`.trim() || row.email }));
}

/**
 * The resource a line goes to when the planner places it: its equipment kind. The line's assignee
 * is free text, not an account, so the plan books the equipment and staff drag tasks onto people.
 * Null when the line names no equipment the shop has.
 */
export function defaultResource(equip: string): string | null {
  return (EQUIPMENT as readonly string[]).includes(equip) ? equipmentResource(equip) : null;
}

/** Open lines matching `where`, as tasks with their minutes (the line's own, else the estimate's). */
export async function readTasks(db: Executor, where: SQL | undefined): Promise<CapacityTask[]> {
  const [rows, estimates] = await Promise.all([
    db
      .select({
        id: scheduleLines.id,
        job_id: scheduleLines.quote_id,
        given_id: jobRows.given_id,
        job_name: jobRows.job_name,
        customer_name: jobRows.customer_name,
        short_description: scheduleLines.short_description,
        equip: scheduleLines.equip,
        process: scheduleLines.process,
        estimated_minutes: scheduleLines.estimated_minutes,
        promise_date: jobRows.customer_ship_date,
        planned_day: scheduleLines.planned_day,
        planned_resource: scheduleLines.planned_resource,
        square_inches: jobSquareInchesSql(quotes.signs),
      })
      .from(scheduleLines)
      .innerJoin(jobRows, eq(jobRows.id, scheduleLines.quote_id))
      .innerJoin(quotes, eq(quotes.id, scheduleLines.quote_id))
      .where(and(openLine, where))
      .orderBy(asc(scheduleLines.planned_day), asc(scheduleLines.quote_id), asc(scheduleLines.id)),
    readEstimates(db),
  ]);
  return rows.map(({ square_inches, estimated_minutes, ...row }) => ({
    ...row,
    minutes: estimatedMinutes(
      estimated_minutes,
      estimates.get(estimateKey(row.equip, row.process)),
      squareFeetOf(Number(square_inches)),
    ),
    minutes_set: estimated_minutes !== null,
  }));
}

import {
  addDays,
  AppError,
  estimatedMinutes,
  quotedVsActual,
  squareFeetOf,
  type AdoptEstimateBody,
  type AdoptEstimateReply,
  type TimeReportQuery,
  type WorkedTask,
} from '@signshop/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { processEstimateChanges, processEstimates } from '../../db/schema/index.ts';
import { jobSquareInchesSql } from '../../job-core/job-square-inches.ts';
import { reportRead } from '../../platform/listen/report-totals-cache.ts';
import { estimateKey, processEstimateMap } from './floor-rates.ts';

/** The instant a shop day starts, in the shop's time zone. */
const dayStart = (day: string, timeZone: string) => sql`(${day}::date)::timestamp AT TIME ZONE ${timeZone}`;

/** A task worked in a period as the database holds it: its stopped time and its running timers' starts. */
interface TaskTime {
  quote_id: number;
  equip: string;
  process: string;
  estimated_minutes: number | null;
  stopped_seconds: number;
  /** When each of its running timers started (epoch milliseconds). */
  running_since: number[];
  square_inches: number;
}

/**
 * The tasks worked in a period: every task with a timer started on one of its days (from and to
 * included, in the shop's time zone), each with all of its time. A task is compared whole with its
 * estimate, so time it took before or after the period counts too; a task worked across two periods
 * shows in both. Kept in the report cache (timers, schedule lines and a quote's signs forget it), so
 * a running timer is kept as its start and counted up to now at each read.
 */
function taskTimes(db: Db, period: TimeReportQuery, timeZone: string): Promise<TaskTime[]> {
  const read = async () => {
    // Each task's time is summed on its own, so the quotes' signs are read once per task, never sorted.
    const { rows } = await db.execute<
      Omit<TaskTime, 'running_since'> & { running_since: number[] | null }
    >(sql`
      WITH lines AS (
        SELECT l.quote_id, l.equip, l.process, l.estimated_minutes,
               (SELECT coalesce(sum(extract(epoch FROM t.stopped_at - t.started_at)), 0) FROM task_timers t
                 WHERE t.schedule_line_id = l.id AND t.stopped_at IS NOT NULL)::float8 AS stopped_seconds,
               (SELECT array_agg((extract(epoch FROM t.started_at) * 1000)::float8) FROM task_timers t
                 WHERE t.schedule_line_id = l.id AND t.stopped_at IS NULL) AS running_since
          FROM schedule_lines l
         WHERE l.id IN (SELECT schedule_line_id FROM task_timers
                         WHERE started_at >= ${dayStart(period.from, timeZone)}
                           AND started_at < ${dayStart(addDays(period.to, 1), timeZone)}))
      SELECT lines.*, ${jobSquareInchesSql(sql`q.signs`)} AS square_inches
        FROM lines JOIN quotes q ON q.id = lines.quote_id`);
    return rows.map((row) => ({ ...row, running_since: row.running_since ?? [] }));
  };
  return reportRead(db, `quoted vs actual\u0000${period.from}\u0000${period.to}\u0000${timeZone}`, read);
}

/** The tasks worked in a period with their estimates, a running timer counted up to `now`. */
async function workedTasks(db: Db, period: TimeReportQuery, timeZone: string): Promise<WorkedTask[]> {
  const [tasks, estimates] = await Promise.all([taskTimes(db, period, timeZone), processEstimateMap(db)]);
  const now = Date.now();
  return tasks.map((row) => {
    const estimate = estimates.get(estimateKey(row.equip, row.process));
    const sqft = squareFeetOf(Number(row.square_inches));
    const running = row.running_since.reduce((seconds, since) => seconds + (now - since) / 1000, 0);
    return {
      quote_id: row.quote_id,
      equip: row.equip,
      process: row.process,
      square_feet: sqft,
      estimated_minutes: estimatedMinutes(row.estimated_minutes, estimate, sqft),
      actual_seconds: Number(row.stopped_seconds) + running,
      setup_minutes: estimate?.setup_minutes ?? 0,
      minutes_per_sqft: estimate?.minutes_per_sqft ?? 0,
    };
  });
}

/** The quoted-vs-actual report of a period: one row per process worked in it. */
export async function quotedVsActualReport(db: Db, period: TimeReportQuery, timeZone: string) {
  return { from: period.from, to: period.to, rows: quotedVsActual(await workedTasks(db, period, timeZone)) };
}

/**
 * Adopts the minutes per square foot a period's actuals suggest for a process as its estimate
 * (its setup minutes stay), recording the change as taken from the actuals.
 */
export async function adoptSuggestion(
  db: Db,
  accountId: number,
  body: AdoptEstimateBody,
  timeZone: string,
): Promise<AdoptEstimateReply> {
  const report = await quotedVsActualReport(db, body, timeZone);
  const row = report.rows.find((r) => r.equip === body.equip && r.process === body.process);
  if (row?.suggested_minutes_per_sqft == null)
    throw new AppError(
      'CONFLICT',
      `The actual time of ${body.equip} ${body.process} from ${body.from} to ${body.to} suggests no minutes per square foot.`,
    );
  const minutesPerSqft = row.suggested_minutes_per_sqft;
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(processEstimates)
      .values({
        equip: body.equip,
        process: body.process,
        minutes_per_sqft: String(minutesPerSqft),
        updated_by: accountId,
      })
      .onConflictDoUpdate({
        target: [processEstimates.equip, processEstimates.process],
        set: { minutes_per_sqft: String(minutesPerSqft), updated_by: accountId, updated_at: sql`now()` },
      })
      .returning();
    await tx.insert(processEstimateChanges).values({
      equip: body.equip,
      process: body.process,
      setup_minutes: saved!.setup_minutes,
      minutes_per_sqft: saved!.minutes_per_sqft,
      source: 'actuals',
      changed_by: accountId,
    });
    return {
      equip: saved!.equip,
      process: saved!.process,
      setup_minutes: saved!.setup_minutes,
      minutes_per_sqft: Number(saved!.minutes_per_sqft),
    };
  });
}

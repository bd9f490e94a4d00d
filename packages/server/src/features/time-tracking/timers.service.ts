import { AppError, type TaskTimer } from '@signshop/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotes, scheduleLines, taskTimers } from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const timerColumns = {
  id: taskTimers.id,
  schedule_line_id: taskTimers.schedule_line_id,
  quote_id: scheduleLines.quote_id,
  job_name: quotes.job_name,
  equip: scheduleLines.equip,
  process: scheduleLines.process,
  short_description: scheduleLines.short_description,
  started_at: taskTimers.started_at,
  stopped_at: taskTimers.stopped_at,
};

/** Timers with their task and job, as the daily schedule names them. */
const timersWithTask = (db: Db | Tx) =>
  db
    .select(timerColumns)
    .from(taskTimers)
    .innerJoin(scheduleLines, eq(scheduleLines.id, taskTimers.schedule_line_id))
    .innerJoin(quotes, eq(quotes.id, scheduleLines.quote_id));

type TimerRow = Omit<TaskTimer, 'started_at' | 'stopped_at'> & { started_at: Date; stopped_at: Date | null };

const asReply = (row: TimerRow): TaskTimer => ({
  ...row,
  started_at: row.started_at.toISOString(),
  stopped_at: row.stopped_at?.toISOString() ?? null,
});

async function timerById(db: Db | Tx, id: number) {
  const [row] = await timersWithTask(db).where(eq(taskTimers.id, id));
  return asReply(row!);
}

/** The person's running timer, or null. */
export async function runningTimer(db: Db, accountId: number): Promise<TaskTimer | null> {
  const [row] = await timersWithTask(db).where(
    and(eq(taskTimers.account_id, accountId), isNull(taskTimers.stopped_at)),
  );
  return row ? asReply(row) : null;
}

/** Stops the person's running timer at `at`, in the caller's transaction; its id, or undefined. */
async function stopRunning(tx: Tx, accountId: number, at: Date) {
  const [stopped] = await tx
    .update(taskTimers)
    .set({ stopped_at: at })
    .where(and(eq(taskTimers.account_id, accountId), isNull(taskTimers.stopped_at)))
    .returning({ id: taskTimers.id });
  return stopped?.id;
}

/**
 * One person's timer changes run one at a time: two taps of Start on two phones must not both find
 * no running timer and then collide on the one-running-timer index.
 */
async function lockPerson(tx: Tx, accountId: number): Promise<Date> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('task-timer'), ${accountId})`);
  // The moment of the change is taken once the lock is held (not at the transaction's start, which
  // may come before the timer a waiting change stops was started).
  const { rows } = await tx.execute<{ at: Date | string }>(sql`SELECT clock_timestamp() AS at`);
  return new Date(rows[0]!.at);
}

/**
 * Starts the person's work on a task: their running timer (on whichever task) stops at the same
 * instant, in the same transaction, so a person never has two timers running.
 */
export async function startTimer(db: Db, accountId: number, scheduleLineId: number) {
  return db.transaction(async (tx) => {
    const at = await lockPerson(tx, accountId);
    const [line] = await tx
      .select({ id: scheduleLines.id })
      .from(scheduleLines)
      .where(eq(scheduleLines.id, scheduleLineId));
    if (!line) throw new AppError('NOT_FOUND', `Task ${scheduleLineId} was not found. Reload the schedule.`);
    const stoppedId = await stopRunning(tx, accountId, at);
    const [started] = await tx
      .insert(taskTimers)
      .values({ schedule_line_id: scheduleLineId, account_id: accountId, started_at: at })
      .returning({ id: taskTimers.id });
    return {
      timer: await timerById(tx, started!.id),
      stopped: stoppedId === undefined ? null : await timerById(tx, stoppedId),
    };
  });
}

/** Stops the person's running timer; null when none runs (stopping twice is harmless). */
export async function stopTimer(db: Db, accountId: number) {
  return db.transaction(async (tx) => {
    const stoppedId = await stopRunning(tx, accountId, await lockPerson(tx, accountId));
    return { stopped: stoppedId === undefined ? null : await timerById(tx, stoppedId) };
  });
}

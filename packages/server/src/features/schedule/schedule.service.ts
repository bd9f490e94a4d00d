import { AppError, type DailyTaskUpdate, type ScheduleLine, type SessionUser } from '@signshop/domain';
import { and, asc, count, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scheduleLines, type ScheduleLineRow } from '../../db/schema/index.ts';
import { getQuote } from '../../job-core/quote-access.ts';

export type ScheduleLineInput = Omit<ScheduleLine, 'quote_id'>;

const toDto = ({ updated_at: _updated, ...line }: ScheduleLineRow) => line;

export async function getJobSchedule(db: Db, user: SessionUser, quoteId: number) {
  await getQuote(db, user, quoteId);
  const rows = await db
    .select()
    .from(scheduleLines)
    .where(eq(scheduleLines.quote_id, quoteId))
    .orderBy(asc(scheduleLines.order_index), asc(scheduleLines.id));
  return rows.map(toDto);
}

/**
 * Saves a job's scheduler lines as a whole in one transaction: lines with an id are updated,
 * lines without one created, and the job's lines not sent are removed.
 */
export async function saveJobSchedule(
  db: Db,
  user: SessionUser,
  quoteId: number,
  lines: ScheduleLineInput[],
) {
  return db.transaction(async (tx) => {
    await getQuote(tx, user, quoteId, true);
    const existing = new Set(
      (
        await tx
          .select({ id: scheduleLines.id })
          .from(scheduleLines)
          .where(eq(scheduleLines.quote_id, quoteId))
      ).map((r) => r.id),
    );
    const unknown = lines.find((line) => line.id !== undefined && !existing.has(line.id));
    if (unknown)
      throw new AppError('VALIDATION_ERROR', `Schedule line ${unknown.id} does not belong to this job.`);
    const kept = lines.flatMap((line) => (line.id === undefined ? [] : [line.id]));
    await tx
      .delete(scheduleLines)
      .where(
        and(
          eq(scheduleLines.quote_id, quoteId),
          kept.length ? notInArray(scheduleLines.id, kept) : undefined,
        ),
      );
    for (const [position, { id, ...line }] of lines.entries()) {
      const values = { ...line, order_index: line.order_index || position, updated_at: new Date() };
      if (id === undefined) await tx.insert(scheduleLines).values({ ...values, quote_id: quoteId });
      else await tx.update(scheduleLines).set(values).where(eq(scheduleLines.id, id));
    }
    const rows = await tx
      .select()
      .from(scheduleLines)
      .where(eq(scheduleLines.quote_id, quoteId))
      .orderBy(asc(scheduleLines.order_index), asc(scheduleLines.id));
    return rows.map(toDto);
  });
}

/** Saves a daily-schedule change of one task (completion, priority, assignee) at once. */
export async function updateDailyTask(db: Db, user: SessionUser, id: number, update: DailyTaskUpdate) {
  const [line] = await db.select().from(scheduleLines).where(eq(scheduleLines.id, id));
  if (!line) throw new AppError('NOT_FOUND', `There is no task with id ${id}.`);
  await getQuote(db, user, line.quote_id);
  const [updated] = await db
    .update(scheduleLines)
    .set({ ...update, updated_at: new Date() })
    .where(eq(scheduleLines.id, id))
    .returning();
  return toDto(updated!);
}

/** The people work is assigned to, per equipment, with how many lines each has. */
export async function listAssignees(db: Db) {
  return db
    .select({ equip: scheduleLines.equip, assign_to: scheduleLines.assign_to, count: count() })
    .from(scheduleLines)
    .where(sql`${scheduleLines.assign_to} <> ''`)
    .groupBy(scheduleLines.equip, scheduleLines.assign_to)
    .orderBy(asc(scheduleLines.equip), asc(scheduleLines.assign_to));
}

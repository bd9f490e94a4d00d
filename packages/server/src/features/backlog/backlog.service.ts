import {
  AppError,
  HISTORY_EVENTS,
  type FieldChange,
  type JustDate,
  type SessionUser,
} from '@signshop/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  backlogCurrent,
  backlogEntries,
  backlogStages,
  jobHistory,
  type BacklogEntryRow,
} from '../../db/schema/index.ts';
import { getQuote } from '../../job-core/quote-access.ts';
import { markLatestStages } from '../../job-core/backlog-sql.ts';
import { recordJobHistory } from '../../job-core/job-history.ts';

export async function listBacklogStages(db: Db) {
  return db.select().from(backlogStages).orderBy(asc(backlogStages.ordering));
}

/** A job's backlog: one row per stage, from its newest entry (unchecked when it has none). */
export async function getJobBacklog(db: Db, user: SessionUser, quoteId: number) {
  await getQuote(db, user, quoteId);
  const [stages, entries] = await Promise.all([
    listBacklogStages(db),
    db.select().from(backlogCurrent).where(eq(backlogCurrent.quote_id, quoteId)),
  ]);
  const current = new Map(entries.map((entry) => [entry.type_id, entry]));
  return stages.map((stage) => {
    const entry = current.get(stage.id);
    return {
      id: entry?.entry_id ?? null,
      type_id: stage.id,
      quote_id: quoteId,
      label: stage.label,
      hint: stage.hint,
      is_checked: entry?.is_checked ?? false,
      date_given: entry?.is_checked ? (entry.date_given ?? null) : null,
      ordering: stage.ordering,
    };
  });
}

export interface BacklogChange {
  quote_id: number;
  type_id: number;
  is_checked: boolean;
  date_given: JustDate | null;
}

/**
 * Records changed backlog items in one transaction, in the order sent (the browser sends an
 * unchecked copy before a checked-to-checked date change, so the history shows both).
 */
export async function saveBacklogChanges(db: Db, user: SessionUser, changes: BacklogChange[]) {
  const stageIds = new Set((await listBacklogStages(db)).map((stage) => stage.id));
  for (const [index, change] of changes.entries()) {
    if (!stageIds.has(change.type_id)) {
      throw new AppError(
        'VALIDATION_ERROR',
        `Backlog item ${index + 1} names a stage that does not exist (${change.type_id}).`,
      );
    }
    if (change.is_checked && !change.date_given) {
      throw new AppError('VALIDATION_ERROR', `Backlog item ${index + 1} is checked, so it needs a date.`);
    }
  }
  return db.transaction(async (tx) => {
    for (const quoteId of new Set(changes.map((change) => change.quote_id))) {
      await getQuote(tx, user, quoteId, true);
    }
    if (changes.length === 0) return [];
    const before = await currentStages(tx, changes);
    const inserted = await tx
      .insert(backlogEntries)
      .values(
        changes.map((change) => ({
          ...change,
          date_given: change.is_checked ? change.date_given : null,
          created_by: user.id,
        })),
      )
      .returning();
    await keepCurrentState(tx, inserted);
    const labels = new Map(
      (
        await tx
          .select()
          .from(backlogStages)
          .where(inArray(backlogStages.id, [...new Set(inserted.map((e) => e.type_id))]))
      ).map((stage) => [stage.id, stage.label]),
    );
    await recordStageHistory(tx, user, inserted, before, labels);
    return inserted.map((entry) => ({
      id: entry.id,
      type_id: entry.type_id,
      quote_id: entry.quote_id,
      label: labels.get(entry.type_id) ?? '',
      is_checked: entry.is_checked,
      date_given: entry.date_given,
    }));
  });
}

type StageState = { stage: string; checked: boolean; date: JustDate | null };
const stageKey = (entry: { quote_id: number; type_id: number }) => `${entry.quote_id}:${entry.type_id}`;

/** The current check and date of each job stage the changes touch, before they are written. */
async function currentStages(tx: Tx, changes: readonly BacklogChange[]) {
  const rows = await tx
    .select()
    .from(backlogCurrent)
    .where(
      and(
        inArray(backlogCurrent.quote_id, [...new Set(changes.map((change) => change.quote_id))]),
        inArray(backlogCurrent.type_id, [...new Set(changes.map((change) => change.type_id))]),
      ),
    );
  return new Map(rows.map((row) => [stageKey(row), { checked: row.is_checked, date: row.date_given }]));
}

/** One job-history entry per stage change, in the order written, each with the state it replaced. */
async function recordStageHistory(
  tx: Tx,
  user: SessionUser,
  inserted: readonly BacklogEntryRow[],
  before: Map<string, { checked: boolean; date: JustDate | null }>,
  labels: Map<number, string>,
): Promise<void> {
  const byJob = new Map<number, FieldChange[]>();
  for (const entry of inserted) {
    const stage = labels.get(entry.type_id) ?? String(entry.type_id);
    const previous = before.get(stageKey(entry));
    const after: StageState = { stage, checked: entry.is_checked, date: entry.date_given };
    const change = { field: HISTORY_EVENTS.stage, before: previous ? { stage, ...previous } : null, after };
    byJob.set(entry.quote_id, [...(byJob.get(entry.quote_id) ?? []), change]);
    before.set(stageKey(entry), { checked: entry.is_checked, date: entry.date_given });
  }
  for (const [quoteId, jobChanges] of byJob) await recordJobHistory(tx, user, quoteId, jobChanges);
}

/**
 * Copies the newest of the just-appended entries of each job and stage into backlog_current (a
 * newer entry already there wins) and re-marks those jobs' latest stage, in the caller's transaction.
 */
async function keepCurrentState(tx: Tx, inserted: BacklogEntryRow[]): Promise<void> {
  const newest = new Map<string, BacklogEntryRow>();
  for (const entry of inserted) {
    const key = `${entry.quote_id}:${entry.type_id}`;
    if ((newest.get(key)?.id ?? 0) < entry.id) newest.set(key, entry);
  }
  await tx
    .insert(backlogCurrent)
    .values(
      [...newest.values()].map((entry) => ({
        quote_id: entry.quote_id,
        type_id: entry.type_id,
        is_checked: entry.is_checked,
        date_given: entry.date_given,
        entry_id: entry.id,
      })),
    )
    .onConflictDoUpdate({
      target: [backlogCurrent.quote_id, backlogCurrent.type_id],
      set: {
        is_checked: sql`excluded.is_checked`,
        date_given: sql`excluded.date_given`,
        entry_id: sql`excluded.entry_id`,
      },
      setWhere: sql`${backlogCurrent.entry_id} < excluded.entry_id`,
    });
  await markLatestStages(tx, [...new Set(inserted.map((entry) => entry.quote_id))]);
}

/**
 * Checks one stage of a job on `date` in the caller's transaction, for the approval flow
 * (issue #29): sending a proof records Drawing Sent To Customer, the customer's answer by link
 * (no session) records Drawing Approved or Resubmit Drawing. History names who did it.
 */
export async function checkStage(
  tx: Tx,
  quoteId: number,
  typeId: number,
  date: JustDate,
  by: { accountId: number | null; userName: string },
): Promise<void> {
  const [label] = await tx.select().from(backlogStages).where(eq(backlogStages.id, typeId));
  const before = await currentStages(tx, [
    { quote_id: quoteId, type_id: typeId, is_checked: true, date_given: date },
  ]);
  const inserted = await tx
    .insert(backlogEntries)
    .values({
      quote_id: quoteId,
      type_id: typeId,
      is_checked: true,
      date_given: date,
      created_by: by.accountId,
    })
    .returning();
  await keepCurrentState(tx, inserted);
  const previous = before.get(stageKey({ quote_id: quoteId, type_id: typeId }));
  const stage = label?.label ?? String(typeId);
  await tx.insert(jobHistory).values({
    quote_id: quoteId,
    account_id: by.accountId,
    user_name: by.userName,
    field: HISTORY_EVENTS.stage,
    before: previous ? { stage, ...previous } : null,
    after: { stage, checked: true, date },
  });
}

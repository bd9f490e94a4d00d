import { HISTORY_EVENTS, type FieldChange, type JustDate, type SessionUser } from '@signshop/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  backlogCurrent,
  backlogEntries,
  backlogStages,
  jobHistory,
  type BacklogEntryRow,
} from '../db/schema/index.ts';
import { markLatestStages } from './backlog-sql.ts';
import { recordJobHistory } from './job-history.ts';

/**
 * Recording a job's stages (backlog entries): the entry, the job's current state of the stage and
 * one history entry per change. The backlog page saves many at once; the approval flow checks one.
 */

export interface BacklogChange {
  quote_id: number;
  type_id: number;
  is_checked: boolean;
  date_given: JustDate | null;
}

export type StageState = { stage: string; checked: boolean; date: JustDate | null };
export const stageKey = (entry: { quote_id: number; type_id: number }) =>
  `${entry.quote_id}:${entry.type_id}`;

/** The current check and date of each job stage the changes touch, before they are written. */
export async function currentStages(tx: Tx, changes: readonly BacklogChange[]) {
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
export async function recordStageHistory(
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
export async function keepCurrentState(tx: Tx, inserted: BacklogEntryRow[]): Promise<void> {
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
 * Checks one stage of a job on `date` in the caller's transaction, for the approval flow:
 * sending a proof records Drawing Sent To Customer, the customer's answer by link
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

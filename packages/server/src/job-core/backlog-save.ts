import { AppError, type SessionUser } from '@signshop/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { backlogEntries, backlogStages } from '../db/schema/index.ts';
import { getQuote } from './quote-access.ts';
import { currentStages, keepCurrentState, recordStageHistory, type BacklogChange } from './stage-entries.ts';

/**
 * Saving backlog items as the backlog screen does, shared by the backlog screen and the
 * production board (a moved card is a backlog save): the same entries, current state and history.
 */

export async function listBacklogStages(db: Db) {
  return db.select().from(backlogStages).orderBy(asc(backlogStages.ordering));
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

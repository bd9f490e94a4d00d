import type { SessionUser } from '@signshop/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { backlogCurrent } from '../../db/schema/index.ts';
import { listBacklogStages, saveBacklogChanges } from '../../job-core/backlog-save.ts';
import { getQuote } from '../../job-core/quote-access.ts';
import type { BacklogChange } from '../../job-core/stage-entries.ts';

export type { BacklogChange };
// The save itself lives in the job core: the production board records a moved card the same way.
export { listBacklogStages, saveBacklogChanges };

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

import { visibleHistoryFields, type HistoryEntry, type SessionUser } from '@signshop/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobHistory } from '../../db/schema/index.ts';
import { getQuote } from '../../job-core/quote-access.ts';

/** The history of a job the user may see (404 otherwise), oldest first, as far as the user may read it. */
export async function readJobHistory(
  db: Executor,
  user: SessionUser,
  quoteId: number,
): Promise<HistoryEntry[]> {
  await getQuote(db, user, quoteId);
  const fields = visibleHistoryFields(user);
  const rows = await db
    .select()
    .from(jobHistory)
    .where(
      and(
        eq(jobHistory.quote_id, quoteId),
        fields === 'all' ? undefined : inArray(jobHistory.field, [...fields]),
      ),
    )
    .orderBy(asc(jobHistory.id));
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    user_name: row.user_name,
    field: row.field,
    before: row.before,
    after: row.after,
    reason: row.reason,
  }));
}

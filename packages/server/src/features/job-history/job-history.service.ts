import {
  visibleHistoryFields,
  type FieldChange,
  type HistoryEntry,
  type SessionUser,
} from '@signshop/domain';
import { and, asc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, jobHistory } from '../../db/schema/index.ts';
import { getQuote } from '../quotes/quotes.service.ts';

/**
 * How history names a user: first and last name, else the email; read by the insert itself (a
 * subquery), so recording costs one statement.
 */
const userName = (accountId: number | Placeholder, email: string | Placeholder) =>
  sql<string>`coalesce((select nullif(btrim(concat(${accounts.firstName}, ' ', ${accounts.lastName}), ${WHITESPACE}), '') from ${accounts} where ${accounts.id} = ${accountId}), ${email}::text)`;
// The space between an empty first or last name and the other (names are stored trimmed).
const WHITESPACE = ' \t\n\r\f\v';

/**
 * Records changes of a job by `user`, with the reason for revisions and price updates. Call it in
 * the transaction that makes the changes, so the change and its record commit together.
 */
export async function recordJobHistory(
  tx: Executor,
  user: SessionUser,
  quoteId: number,
  changes: readonly FieldChange[],
  reason = '',
): Promise<void> {
  if (changes.length === 0) return;
  const user_name = userName(user.id, user.email);
  await tx.insert(jobHistory).values(
    changes.map((change) => ({
      quote_id: quoteId,
      account_id: user.id,
      user_name,
      field: change.field,
      before: change.before ?? null,
      after: change.after ?? null,
      reason,
    })),
  );
}

/**
 * recordJobHistory inside a statement, for a data-modifying WITH: inserts one entry per element
 * of the jsonb array `changes` ({field, before, after, reason}) for each row `quoteIds` selects,
 * by the account and email the placeholders name. Prepared once, it saves a statement per save.
 */
export const historyInsert = (
  quoteIds: SQL,
  changes: Placeholder,
  account: Placeholder,
  email: Placeholder,
) => sql`insert into ${jobHistory} (quote_id, account_id, user_name, field, before, after, reason)
  select job.id, ${account}::int, ${userName(account, email)}, change.field,
    nullif(change.before, 'null'), nullif(change.after, 'null'), change.reason
  from (${quoteIds}) job(id)
  cross join jsonb_to_recordset(${changes}::jsonb) change(field text, before jsonb, after jsonb, reason text)`;

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

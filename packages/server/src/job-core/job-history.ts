import type { FieldChange, SessionUser } from '@signshop/domain';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { accounts, jobHistory } from '../db/schema/index.ts';

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

/** Who history names for what the shop did by itself (a scheduled mail), with no account. */
export const AUTOMATIC_USER_NAME = 'SignShop (automatic)';

/** Records a change made by the shop's own scheduled work, in the caller's transaction. */
export async function recordAutomaticJobHistory(
  tx: Executor,
  quoteId: number,
  changes: readonly FieldChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(jobHistory).values(
    changes.map((change) => ({
      quote_id: quoteId,
      account_id: null,
      user_name: AUTOMATIC_USER_NAME,
      field: change.field,
      before: change.before ?? null,
      after: change.after ?? null,
    })),
  );
}

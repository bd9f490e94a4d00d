import type { QuoteScope } from '@signshop/domain';
import { and, eq, getTableColumns, getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { approvalRequests, backlogCurrent, quotes, type QuoteRow } from '../../db/schema/index.ts';
import { historyInsert } from '../../job-core/job-history.ts';
import { scopeCondition } from '../../job-core/quote-scope-sql.ts';

/**
 * The statements of a quote's open and of its save (see quote-save-writer.ts). Those of the open
 * and of a save without a held lock are built once per database and prepared by name, so
 * PostgreSQL parses and plans them once per connection and Node does not rebuild a 30-column
 * statement on every request.
 *
 * The save's read returns the quote with what the save's rules read besides it (its checked stages and
 * its open quote approvals) and the row's xmin; without a held lock the write applies only while all
 * of them are as read, so a save computed from them is never stored over a change made in between.
 * Under the row lock the same read and write run in the transaction holding it.
 */

/** The approval requests a save may supersede: waiting on or approved for a revision. */
export interface OpenApproval {
  id: number;
  state: string;
  content_hash: string;
}

export interface QuoteForSave {
  row: QuoteRow;
  /** The row version PostgreSQL keeps (xmin): any write to the row changes it. */
  xmin: string;
  checkedStages: number[];
  openApprovals: OpenApproval[];
}

/** The columns a save writes: everything but the id, who created it when, and the payment columns. */
const {
  id: _id,
  created_by: _createdBy,
  created_at: _createdAt,
  payment_history: _paymentHistory,
  admin_paid: _adminPaid,
  last_date_paid: _lastDatePaid,
  ...savedColumns
} = getTableColumns(quotes);
export type SavedValues = { [K in keyof typeof savedColumns]: QuoteRow[K] };
const SAVED_KEYS = Object.keys(savedColumns) as Array<keyof SavedValues>;

/**
 * The quote's `column` named with its table. The subqueries below also stand in a select list,
 * where Drizzle leaves a single table's columns unqualified, and an unqualified name resolves to
 * the innermost table that has it: a bare "id" inside a subquery on approval_requests would be
 * the request's id, not the quote's.
 */
const outer = (column: AnyColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

const checkedStagesOf = (quoteId: AnyColumn) =>
  sql<number[]>`coalesce((select array_agg(${backlogCurrent.type_id} order by ${backlogCurrent.type_id})
    from ${backlogCurrent} where ${backlogCurrent.quote_id} = ${outer(quoteId)} and ${backlogCurrent.is_checked}), '{}')`;
const openApprovalsOf = (quoteId: AnyColumn) =>
  sql<OpenApproval[]>`coalesce((select jsonb_agg(jsonb_build_object('id', ${approvalRequests.id},
      'state', ${approvalRequests.state}, 'content_hash', ${approvalRequests.content_hash}) order by ${approvalRequests.id})
    from ${approvalRequests} where ${approvalRequests.quote_id} = ${outer(quoteId)} and ${approvalRequests.kind} = 'quote'
      and ${approvalRequests.state} in ('waiting', 'approved')), '[]'::jsonb)`;

/** The placeholders standing for a scope's values (the scope's kind picks the statement). */
const SCOPE_PLACEHOLDERS: Record<QuoteScope['kind'], QuoteScope> = {
  all: { kind: 'all' },
  creator: { kind: 'creator', accountId: sql.placeholder('account') as unknown as number },
  company: { kind: 'company', company: sql.placeholder('company') as unknown as string },
};

const byId = (kind: QuoteScope['kind']) =>
  and(eq(quotes.id, sql.placeholder('id')), scopeCondition(SCOPE_PLACEHOLDERS[kind]));
const SCOPE_KINDS = ['all', 'creator', 'company'] as const;
const eachScope = <T>(statement: (kind: QuoteScope['kind']) => T) =>
  Object.fromEntries(SCOPE_KINDS.map((kind) => [kind, statement(kind)])) as Record<QuoteScope['kind'], T>;

/** What a save reads: the quote, its xmin and what the save's rules read besides it. */
const saveReadColumns = () => ({
  ...getTableColumns(quotes),
  xmin: sql<string>`${quotes}.xmin::text`,
  checked_stages: checkedStagesOf(quotes.id),
  open_approvals: openApprovalsOf(quotes.id),
});

/** The guard of a save without a held lock: none of what the save read changed since. */
const unchangedSinceRead = (): SQL => sql`${quotes}.xmin = ${sql.placeholder('xmin')}::text::xid
    and ${checkedStagesOf(quotes.id)} = ${sql.placeholder('checked_stages')}::int[]
    and ${openApprovalsOf(quotes.id)} = ${sql.placeholder('open_approvals')}::jsonb`;

/**
 * The write of a save in one statement: the row (only where `guard` holds besides its id), the
 * approval requests it supersedes and its history entries, the latter two only if the row was
 * written. Returns the stored row.
 */
function saveWrite(executor: Executor, guard?: SQL) {
  const set = Object.fromEntries(SAVED_KEYS.map((key) => [key, sql.placeholder(key)]));
  const updated = executor.$with('updated').as(
    executor
      .update(quotes)
      .set(set)
      .where(and(eq(quotes.id, sql.placeholder('id')), guard))
      .returning(),
  );
  const superseded = executor.$with('superseded', {}).as(
    sql`update ${approvalRequests} set state = 'superseded'
      where ${approvalRequests.id} = any(${sql.placeholder('superseded')}::int[])
        and ${approvalRequests.quote_id} in (select id from updated)`,
  );
  const history = executor
    .$with('history', {})
    .as(
      historyInsert(
        sql`select id from updated`,
        sql.placeholder('changes'),
        sql.placeholder('account'),
        sql.placeholder('email'),
      ),
    );
  return executor.with(updated, superseded, history).select().from(updated);
}

function prepare(db: Db) {
  const opens = eachScope((kind) => db.select().from(quotes).where(byId(kind)).prepare(`quote_open_${kind}`));
  const reads = eachScope((kind) =>
    db.select(saveReadColumns()).from(quotes).where(byId(kind)).prepare(`quote_save_read_${kind}`),
  );
  const write = saveWrite(db, unchangedSinceRead()).prepare('quote_save_write');
  return { opens, reads, write };
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();
const statementsOf = (db: Db) => {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = prepare(db)));
  return statements;
};

const scopeValues = (scope: QuoteScope, id: number) => ({
  id,
  account: scope.kind === 'creator' ? scope.accountId : null,
  company: scope.kind === 'company' ? scope.company : null,
});

/** The quote if it exists and `scope` sees it (getQuote's read, prepared). */
export async function readQuote(db: Db, scope: QuoteScope, id: number): Promise<QuoteRow | null> {
  const [row] = await statementsOf(db).opens[scope.kind].execute(scopeValues(scope, id));
  return row ?? null;
}

const forSave = ({ xmin, checked_stages, open_approvals, ...row }: SaveRead): QuoteForSave => ({
  row,
  xmin,
  checkedStages: checked_stages,
  openApprovals: open_approvals,
});
type SaveRead = QuoteRow & { xmin: string; checked_stages: number[]; open_approvals: OpenApproval[] };

/** The quote and what its save's rules read, if it exists and `scope` sees it. */
export async function readQuoteForSave(db: Db, scope: QuoteScope, id: number): Promise<QuoteForSave | null> {
  const [found] = await statementsOf(db).reads[scope.kind].execute(scopeValues(scope, id));
  return found ? forSave(found) : null;
}

/**
 * readQuoteForSave in `tx`, taking the quote's row lock first. The rest is read by a second
 * statement once the lock is held, so it sees what was committed while the lock was awaited (a
 * statement reads as of its start).
 */
export async function readQuoteForLockedSave(
  tx: Tx,
  scope: QuoteScope,
  id: number,
): Promise<QuoteForSave | null> {
  const where = and(eq(quotes.id, id), scopeCondition(scope));
  const [locked] = await tx.select({ id: quotes.id }).from(quotes).where(where).for('update');
  if (!locked) return null;
  const [found] = await tx.select(saveReadColumns()).from(quotes).where(eq(quotes.id, id));
  return found ? forSave(found) : null;
}

/** The save's write guarded by "unchanged since read", prepared once per database. */
export const unchangedSaveWrite = (db: Db) => statementsOf(db).write;

/**
 * The save's write in `tx`, which holds the quote's row lock: the same statement without the
 * guard, since the row cannot change while the lock is held.
 */
export const lockedSaveWrite = (tx: Tx) => saveWrite(tx).prepare('quote_save_write_locked');

import type { FieldChange, QuoteScope } from '@signshop/domain';
import { and, eq, getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { approvalRequests, backlogCurrent, quotes, type QuoteRow } from '../../db/schema/index.ts';
import { historyInsert } from '../../job-core/job-history.ts';
import { scopeCondition } from '../../job-core/quote-scope-sql.ts';

/**
 * The statements of a quote's open and of a save without a held lock (see saveUnlocked in
 * quotes.service.ts), each built once per database and prepared by name, so PostgreSQL parses and
 * plans them once per connection and Node does not rebuild a 30-column statement on every request.
 *
 * The save's read returns the quote with what the save's rules read besides it (its checked stages and
 * its open quote approvals) and the row's xmin; the write applies only while all of them are as
 * read, so a save computed from them is never stored over a change made in between.
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

const checkedStagesOf = (quoteId: AnyColumn) =>
  sql<number[]>`coalesce((select array_agg(${backlogCurrent.type_id} order by ${backlogCurrent.type_id})
    from ${backlogCurrent} where ${backlogCurrent.quote_id} = ${quoteId} and ${backlogCurrent.is_checked}), '{}')`;
const openApprovalsOf = (quoteId: AnyColumn) =>
  sql<OpenApproval[]>`coalesce((select jsonb_agg(jsonb_build_object('id', ${approvalRequests.id},
      'state', ${approvalRequests.state}, 'content_hash', ${approvalRequests.content_hash}) order by ${approvalRequests.id})
    from ${approvalRequests} where ${approvalRequests.quote_id} = ${quoteId} and ${approvalRequests.kind} = 'quote'
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

function prepare(db: Db) {
  const opens = eachScope((kind) => db.select().from(quotes).where(byId(kind)).prepare(`quote_open_${kind}`));
  const reads = eachScope((kind) =>
    db
      .select({
        ...getTableColumns(quotes),
        xmin: sql<string>`${quotes}.xmin::text`,
        checked_stages: checkedStagesOf(quotes.id),
        open_approvals: openApprovalsOf(quotes.id),
      })
      .from(quotes)
      .where(byId(kind))
      .prepare(`quote_save_read_${kind}`),
  );

  const set = Object.fromEntries(SAVED_KEYS.map((key) => [key, sql.placeholder(key)]));
  const unchangedSinceRead: SQL = sql`${quotes}.xmin = ${sql.placeholder('xmin')}::text::xid
    and ${checkedStagesOf(quotes.id)} = ${sql.placeholder('checked_stages')}::int[]
    and ${openApprovalsOf(quotes.id)} = ${sql.placeholder('open_approvals')}::jsonb`;
  const updated = db.$with('updated').as(
    db
      .update(quotes)
      .set(set)
      .where(and(eq(quotes.id, sql.placeholder('id')), unchangedSinceRead))
      .returning(),
  );
  const superseded = db.$with('superseded', {}).as(
    sql`update ${approvalRequests} set state = 'superseded'
      where ${approvalRequests.id} = any(${sql.placeholder('superseded')}::int[])
        and ${approvalRequests.quote_id} in (select id from updated)`,
  );
  const history = db
    .$with('history', {})
    .as(
      historyInsert(
        sql`select id from updated`,
        sql.placeholder('changes'),
        sql.placeholder('account'),
        sql.placeholder('email'),
      ),
    );
  const write = db.with(updated, superseded, history).select().from(updated).prepare('quote_save_write');
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

/** The quote and what its save's rules read, if it exists and `scope` sees it. */
export async function readQuoteForSave(db: Db, scope: QuoteScope, id: number): Promise<QuoteForSave | null> {
  const [found] = await statementsOf(db).reads[scope.kind].execute(scopeValues(scope, id));
  if (!found) return null;
  const { xmin, checked_stages, open_approvals, ...row } = found;
  return { row, xmin, checkedStages: checked_stages, openApprovals: open_approvals };
}

/**
 * Writes a save in one statement (the row, its history entries, the approvals it supersedes) if
 * nothing it was computed from changed since `read`; the stored row, or null when something did.
 */
export async function writeSave(
  db: Db,
  read: QuoteForSave,
  values: SavedValues,
  history: ReadonlyArray<FieldChange & { reason: string }>,
  supersededIds: readonly number[],
  author: { id: number; email: string },
): Promise<QuoteRow | null> {
  const [row] = await statementsOf(db).write.execute({
    ...values,
    id: read.row.id,
    xmin: read.xmin,
    checked_stages: read.checkedStages,
    open_approvals: JSON.stringify(read.openApprovals),
    superseded: supersededIds,
    changes: JSON.stringify(history),
    account: author.id,
    email: author.email,
  });
  return row ?? null;
}

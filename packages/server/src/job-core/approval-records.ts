import {
  AppError,
  approvalRecordSeenBy,
  canSeeApprovals,
  HISTORY_EVENTS,
  requestStateNow,
  type FieldChange,
  type ApprovalRecord,
  type ApprovalState,
  type ListApproval,
  type RequestState,
  type SessionUser,
} from '@signshop/domain';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { approvalAnswers, approvalRequests, quoteList, type QuoteRow } from '../db/schema/index.ts';
import { getQuote } from './quote-access.ts';
import { recordJobHistory } from './job-history.ts';
import { quoteContentHash } from './approval-content.ts';

/** True when any approval request of the quote (quote or proof) has an answer. */
export async function hasApprovalAnswer(db: Executor, quoteId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: approvalAnswers.id })
    .from(approvalAnswers)
    .innerJoin(approvalRequests, eq(approvalRequests.id, approvalAnswers.request_id))
    .where(eq(approvalRequests.quote_id, quoteId))
    .limit(1);
  return row !== undefined;
}

/**
 * Every approval request of a job with its answer, newest first: staff and the quote's company
 * (a customer's copy leaves out the sender's email and the answer's address, browser and account).
 */
export async function listApprovals(
  db: Executor,
  user: SessionUser,
  quoteId: number,
): Promise<ApprovalRecord[]> {
  if (!canSeeApprovals(user))
    throw new AppError('FORBIDDEN', 'Only staff and verified customers of the company see approvals.');
  await getQuote(db, user, quoteId);
  const rows = await db
    .select({ request: approvalRequests, answer: approvalAnswers })
    .from(approvalRequests)
    .leftJoin(approvalAnswers, eq(approvalAnswers.request_id, approvalRequests.id))
    .where(eq(approvalRequests.quote_id, quoteId))
    .orderBy(desc(approvalRequests.id));
  const revisions = approvalRevisions(rows.map(({ request }) => request));
  const records = rows.map(({ request, answer }): ApprovalRecord => ({
    id: request.id,
    kind: request.kind as ApprovalRecord['kind'],
    state: requestStateNow(request.state as RequestState, request.expires_at),
    quote_sequence: request.quote_sequence,
    revision: revisions.get(request.id)!,
    fingerprint: request.content_hash,
    file_name: request.file_name,
    sent_to: request.sent_to,
    sent_by: request.sent_by_name,
    sent_at: request.sent_at.toISOString(),
    expires_at: request.expires_at.toISOString(),
    answer: answer
      ? {
          decision: answer.decision as 'approve' | 'request_changes',
          name: answer.name,
          comment: answer.comment,
          at: answer.at.toISOString(),
          ip: answer.ip,
          user_agent: answer.user_agent,
          account_id: answer.account_id,
          fingerprint: answer.content_hash,
        }
      : null,
  }));
  return records.map((record) => approvalRecordSeenBy(user, record));
}

interface SentContent {
  id: number;
  kind: string;
  content_hash: string;
}

/**
 * The approval revision of each request of one quote: per kind, in the order sent, the number of
 * distinct contents sent up to it (a resend of content sent before keeps that content's number).
 */
export function approvalRevisions(requests: readonly SentContent[]): Map<number, number> {
  const numbers = new Map<string, number>();
  const revisions = new Map<number, number>();
  for (const request of [...requests].sort((a, b) => a.id - b.id)) {
    const key = `${request.kind}\n${request.content_hash}`;
    if (!numbers.has(key))
      numbers.set(key, [...numbers.keys()].filter((seen) => seen.startsWith(`${request.kind}\n`)).length + 1);
    revisions.set(request.id, numbers.get(key)!);
  }
  return revisions;
}

/** The revision a new request of the quote gets: its content's number among those sent before. */
export async function nextApprovalRevision(db: Executor, quoteId: number, sent: Omit<SentContent, 'id'>) {
  const earlier = await db
    .select({
      id: approvalRequests.id,
      kind: approvalRequests.kind,
      content_hash: approvalRequests.content_hash,
    })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.quote_id, quoteId), eq(approvalRequests.kind, sent.kind)));
  const id = Number.MAX_SAFE_INTEGER;
  return approvalRevisions([...earlier, { id, ...sent }]).get(id)!;
}

/** The quote list's filter on approval state, over quote_list (or quotes) ids. */
export function approvalStateCondition(
  state: ApprovalState | undefined,
  idColumn: SQL | typeof quoteList.id,
): SQL | undefined {
  if (!state) return undefined;
  const latest = sql`SELECT 1 FROM approval_requests r WHERE r.quote_id = ${idColumn} AND r.kind = 'quote'`;
  if (state === 'not_sent') return sql`NOT EXISTS (${latest})`;
  const stateIs =
    state === 'expired'
      ? sql`r.state = 'waiting' AND r.expires_at <= now()`
      : state === 'waiting'
        ? sql`r.state = 'waiting' AND r.expires_at > now()`
        : sql`r.state = ${state}`;
  return sql`EXISTS (${latest} AND ${stateIs} AND NOT EXISTS (SELECT 1 FROM approval_requests n WHERE n.quote_id = r.quote_id AND n.kind = 'quote' AND n.id > r.id))`;
}

/** The approval state of each listed quote: its latest quote request, and who approved it when. */
export async function approvalStatesOf(db: Executor, quoteIds: number[]): Promise<Map<number, ListApproval>> {
  if (quoteIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([approvalRequests.quote_id], {
      quote_id: approvalRequests.quote_id,
      state: approvalRequests.state,
      expires_at: approvalRequests.expires_at,
      name: approvalAnswers.name,
      at: approvalAnswers.at,
    })
    .from(approvalRequests)
    .leftJoin(approvalAnswers, eq(approvalAnswers.request_id, approvalRequests.id))
    .where(and(inArray(approvalRequests.quote_id, quoteIds), eq(approvalRequests.kind, 'quote')))
    .orderBy(approvalRequests.quote_id, desc(approvalRequests.id));
  return new Map(
    rows.map((row) => [
      row.quote_id,
      {
        state: requestStateNow(row.state as RequestState, row.expires_at),
        name: row.name,
        at: row.at?.toISOString() ?? null,
      },
    ]),
  );
}

/** The approval of a quote's current revision, for its PDF: who approved it and when, or null. */
export async function currentApproval(
  db: Executor,
  row: QuoteRow,
): Promise<{ name: string; at: Date } | null> {
  const [latest] = await db
    .select({
      state: approvalRequests.state,
      hash: approvalRequests.content_hash,
      name: approvalAnswers.name,
      at: approvalAnswers.at,
    })
    .from(approvalRequests)
    .innerJoin(approvalAnswers, eq(approvalAnswers.request_id, approvalRequests.id))
    .where(and(eq(approvalRequests.quote_id, row.id), eq(approvalRequests.kind, 'quote')))
    .orderBy(desc(approvalRequests.id))
    .limit(1);
  if (!latest || latest.state !== 'approved' || latest.hash !== quoteContentHash(row)) return null;
  return { name: latest.name, at: latest.at };
}

/** Of a quote's open requests (waiting or approved), those for another revision than `row`. */
export function supersededBy<R extends { content_hash: string }>(row: QuoteRow, open: readonly R[]): R[] {
  if (open.length === 0) return [];
  const hash = quoteContentHash(row);
  return open.filter((request) => request.content_hash !== hash);
}

/** Why a save supersedes requests, as its history says. */
export const supersedeWhy = (row: Pick<QuoteRow, 'quote_sequence'>) =>
  `quote saved as revision ${row.quote_sequence}`;

/** A quote list reply with each row's approval state (Not sent when never sent). */
export async function withApprovalStates<R extends { quotes: Array<{ id: number }> }>(
  db: Executor,
  reply: R,
): Promise<R> {
  const states = await approvalStatesOf(
    db,
    reply.quotes.map((row) => row.id),
  );
  const notSent: ListApproval = { state: 'not_sent', name: null, at: null };
  return {
    ...reply,
    quotes: reply.quotes.map((row) => ({ ...row, approval: states.get(row.id) ?? notSent })),
  };
}

/** History entries for requests a change left behind. */
export async function recordSuperseded(
  tx: Executor,
  user: SessionUser,
  quoteId: number,
  requests: Array<{ id: number; state?: string }>,
  why: string,
) {
  await recordJobHistory(tx, user, quoteId, supersededChanges(requests), supersededReason(why));
}

/** The history entries of approval requests superseded. */
export const supersededChanges = (requests: Array<{ id: number; state?: string }>): FieldChange[] =>
  requests.map((request) => ({
    field: HISTORY_EVENTS.approval,
    before: { request: request.id, state: request.state ?? 'waiting' },
    after: { request: request.id, state: 'superseded' },
  }));
export const supersededReason = (why: string) => `Approval superseded: ${why}`;

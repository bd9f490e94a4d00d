import {
  AppError,
  APPROVAL_STATEMENT,
  formatLongDate,
  HISTORY_EVENTS,
  PROOF_APPROVAL_STATEMENT,
  type ApprovalAnswer,
  type ApprovalPage,
  type ApprovalSentView,
  type SessionUser,
} from '@signshop/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ShopIdentity } from '../../platform/config.ts';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { getQuote } from '../../job-core/quote-access.ts';
import {
  accounts,
  approvalAnswers,
  approvalRequests,
  jobHistory,
  quotes,
  type ApprovalRequestRow,
} from '../../db/schema/index.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { takeApprovalAttempt } from './approval-throttle.ts';
import { approvalAnswerMail } from './approval-mail.ts';
import { quoteContentHash } from '../../job-core/approval-content.ts';
import { tokenMatches, tokenRequestId } from '../../job-core/approval-token.ts';
import { proofAnswered, proofContentHash } from './proof-steps.ts';

const utcDay = (at: Date) => formatLongDate(at.toISOString().slice(0, 10));
const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const INVALID_LINK = 'This approval link is not valid. Check that the whole address was copied.';
export const CHANGED_NOTICE =
  'The quote was changed after this link was sent, so it can no longer be answered here. The shop will send the new version.';
export const PROOF_CHANGED_NOTICE =
  'The proof was replaced or changed after this link was sent, so it can no longer be answered here. The shop will send the new one.';

export interface Opened {
  request: ApprovalRequestRow;
  job: { id: number; given_id: string; job_name: string; asante_email: string };
  /** Why the link opens but cannot be answered, or null. */
  notice: string | null;
}

/**
 * The request a token opens: 404 with a plain reason for a wrong, tampered or foreign token, an
 * expired link or one already answered. A request whose quote (or proof) changed since opens
 * with a notice and cannot be answered.
 */
async function openRequest(db: Executor, token: string, forUpdate: boolean): Promise<Opened> {
  const id = tokenRequestId(token);
  if (id === null) throw notFound(INVALID_LINK);
  const query = db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
  const [request] = forUpdate ? await query.for('update') : await query;
  if (!request || !tokenMatches(token, request.token_hash)) throw notFound(INVALID_LINK);
  return checkedOpen(db, request);
}

/**
 * The waiting quote request of a quote the signed-in user may see (404 otherwise), locked, for a
 * customer answering from the quote itself.
 */
export async function openWaitingOfQuote(db: Executor, user: SessionUser, quoteId: number): Promise<Opened> {
  await getQuote(db, user, quoteId);
  const [request] = await db
    .select()
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.quote_id, quoteId),
        eq(approvalRequests.kind, 'quote'),
        eq(approvalRequests.state, 'waiting'),
      ),
    )
    .orderBy(desc(approvalRequests.id))
    .limit(1)
    .for('update');
  if (!request) throw notFound('This quote has no approval waiting for an answer.');
  return checkedOpen(db, request);
}

/** Refuses an answered or expired request (404 with the reason); notes one whose content changed. */
async function checkedOpen(db: Executor, request: ApprovalRequestRow): Promise<Opened> {
  const [answer] = await db
    .select({ at: approvalAnswers.at })
    .from(approvalAnswers)
    .where(eq(approvalAnswers.request_id, request.id));
  if (answer) throw notFound(`This approval link was already answered on ${utcDay(answer.at)}.`);
  if (request.expires_at.getTime() <= Date.now())
    throw notFound(
      `This approval link expired on ${utcDay(request.expires_at)}. Ask the shop to send a new one.`,
    );
  const [row] = await db.select().from(quotes).where(eq(quotes.id, request.quote_id));
  if (!row) throw notFound(INVALID_LINK);
  const current = request.kind === 'quote' ? quoteContentHash(row) : await proofContentHash(db, request);
  const changed = request.state === 'superseded' || current !== request.content_hash;
  return {
    request,
    job: {
      id: row.id,
      given_id: row.given_id,
      job_name: row.job_name,
      asante_email: row.asante_contact_info?.email ?? '',
    },
    notice: changed ? (request.kind === 'quote' ? CHANGED_NOTICE : PROOF_CHANGED_NOTICE) : null,
  };
}

/** GET /api/approve/:token: the quote (or proof) as sent, for the public approval page. */
export async function approvalPage(db: Db, shop: ShopIdentity, token: string): Promise<ApprovalPage> {
  const { request, job, notice } = await openRequest(db, token, false);
  return {
    kind: request.kind as ApprovalPage['kind'],
    shop_name: shop.name,
    job_name: job.job_name,
    given_id: job.given_id,
    quote: (request.sent_view as ApprovalSentView | null) ?? null,
    file: request.file_name ? { name: request.file_name, type: request.file_type ?? '' } : null,
    sent_at: request.sent_at.toISOString(),
    expires_at: request.expires_at.toISOString(),
    notice,
    statement: request.kind === 'quote' ? APPROVAL_STATEMENT : PROOF_APPROVAL_STATEMENT,
  };
}

/** The request behind a token that still opens (for its stored PDF or proof file). */
export async function openedRequest(db: Db, token: string): Promise<ApprovalRequestRow> {
  return (await openRequest(db, token, false)).request;
}

export interface Answerer {
  user: SessionUser | undefined;
  ip: string;
  userAgent: string;
}

/**
 * Records the one answer a link takes, with who (typed name, account when signed in), when, from
 * where and the hash answered; moves the request's state, writes the job's history (and a proof's
 * backlog step) in the same transaction, then mails the shop. Each address has
 * APPROVAL_ANSWER_LIMIT answers an hour, counted before the token is looked at
 * (approval-throttle.ts).
 */
export async function answerApproval(
  deps: { db: Db; mailer: Mailer; shop: ShopIdentity; today: string; log: FastifyBaseLogger },
  /** Finds and locks the request answered: by its link's token, or the quote's waiting one. */
  locate: (tx: Tx) => Promise<Opened>,
  answer: ApprovalAnswer,
  who: Answerer,
): Promise<{ state: 'approved' | 'changes_requested' }> {
  await takeApprovalAttempt(deps.db, who.ip);
  const state = answer.decision === 'approve' ? 'approved' : 'changes_requested';
  const { request, job, staffEmails } = await deps.db.transaction(async (tx) => {
    const opened = await locate(tx);
    if (opened.notice) throw new AppError('CONFLICT', opened.notice);
    const comment = answer.decision === 'request_changes' ? answer.comment : '';
    const name = answer.name;
    await tx.insert(approvalAnswers).values({
      request_id: opened.request.id,
      decision: answer.decision,
      name,
      comment,
      account_id: who.user?.id ?? null,
      ip: who.ip,
      user_agent: who.userAgent.slice(0, 1000),
      content_hash: opened.request.content_hash,
    });
    await tx.update(approvalRequests).set({ state }).where(eq(approvalRequests.id, opened.request.id));
    await tx.insert(jobHistory).values({
      quote_id: opened.job.id,
      account_id: who.user?.id ?? null,
      user_name: name || who.user?.email || 'Customer (approval link)',
      field: HISTORY_EVENTS.approval,
      before: { request: opened.request.id, state: 'waiting' },
      after: {
        kind: opened.request.kind,
        request: opened.request.id,
        state,
        name,
        comment,
        hash: opened.request.content_hash,
        ip: who.ip,
        user_agent: who.userAgent.slice(0, 1000),
      },
    });
    if (opened.request.kind === 'proof')
      await proofAnswered(tx, opened.request.quote_id, state, deps.today, {
        accountId: who.user?.id ?? null,
        userName: name || 'Customer (approval link)',
      });
    return { ...opened, staffEmails: await staffRecipients(tx, opened.request, opened.job.asante_email) };
  });
  // The answer is recorded whatever happens to the mail: a mail failure is logged, not answered.
  if (staffEmails.length)
    await deps.mailer
      .send({
        to: staffEmails,
        ...approvalAnswerMail(deps.shop, job, request.kind as 'quote' | 'proof', {
          decision: answer.decision,
          name: answer.name,
          comment: answer.decision === 'request_changes' ? answer.comment : '',
        }),
      })
      .catch((error: unknown) =>
        deps.log.error({ err: error, request: request.id }, 'the approval answer mail failed'),
      );
  return { state };
}

/** Who hears of an answer: whoever sent the request and the quote's "Prepared By" contact. */
async function staffRecipients(tx: Executor, request: ApprovalRequestRow, asanteEmail: string) {
  const [sender] = request.sent_by
    ? await tx.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, request.sent_by))
    : [];
  return [...new Set([sender?.email, asanteEmail.trim()].filter((email): email is string => !!email))];
}

/** The token route's locator: the request its link opens, locked. */
export const byToken = (token: string) => (tx: Tx) => openRequest(tx, token, true);

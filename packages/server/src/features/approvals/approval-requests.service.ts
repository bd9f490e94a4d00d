import {
  AppError,
  canSendForApproval,
  formatLongDate,
  HISTORY_EVENTS,
  type ApprovalKind,
  type SessionUser,
} from '@signshop/domain';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ShopIdentity } from '../../platform/config.ts';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { approvalRequests, type QuoteRow } from '../../db/schema/index.ts';
import type { PdfRenderer } from '../../platform/pdf/render-pool.ts';
import { quoteDocumentData } from '../../job-core/quote-document.ts';
import { recordJobHistory } from '../../job-core/job-history.ts';
import { nextApprovalRevision, recordSuperseded } from '../../job-core/approval-records.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { takeQuoteMailSend } from '../../job-core/quote-mail-quota.ts';
import { approvalRequestMail } from './approval-mail.ts';
import { quoteContentHash, sentView } from '../../job-core/approval-content.ts';
import { hashToken, newSecret, tokenFor } from '../../job-core/approval-token.ts';

export interface ApprovalDeps {
  db: Db;
  mailer: Mailer;
  pdf: PdfRenderer;
  shop: ShopIdentity;
  /** Base address of emailed links (PUBLIC_URL). */
  publicUrl: string;
  /** APPROVAL_LINK_DAYS. */
  linkDays: number;
  /** EMAIL_SENDS_PER_HOUR: sending for approval shares the quote mail quota. */
  sendsPerHour: number;
}

/** What a new request holds besides who sent it and its link. */
export interface NewRequest {
  kind: ApprovalKind;
  quote: Pick<QuoteRow, 'id' | 'quote_sequence' | 'given_id' | 'job_name'>;
  content_hash: string;
  sent_to: string;
  sent_view?: unknown;
  pdf?: Buffer;
  file?: { id: number; name: string; type: string };
}

const contactEmail = z.email();

/** The address a request goes to: the quote's contact, which must be a valid email. */
export function approvalRecipient(row: Pick<QuoteRow, 'contact_info'>): string {
  const email = (row.contact_info?.email ?? '').trim();
  if (!contactEmail.safeParse(email).success)
    throw new AppError(
      'VALIDATION_ERROR',
      'Contact Information: Email is not a valid email address. Add one and save the quote first.',
    );
  return email;
}

/**
 * Records a request and mails its link, both or neither: the row is written in a transaction
 * that commits only once the mail is sent. Earlier waiting requests of the same kind (and file)
 * are superseded, so only the newest link of a quote can be answered.
 */
export async function createApprovalRequest(
  deps: ApprovalDeps,
  user: SessionUser,
  ip: string,
  request: NewRequest,
  /** More to write in the request's transaction (a proof's backlog step). */
  alsoWrite?: (tx: Tx) => Promise<void>,
): Promise<number> {
  await takeQuoteMailSend(deps.db, deps.sendsPerHour, user, ip);
  return deps.db.transaction(async (tx) => {
    // The id comes first: the token (and so its stored hash) contains it.
    const { rows } = await tx.execute<{ id: number }>(
      sql`SELECT nextval(pg_get_serial_sequence('approval_requests', 'id'))::int AS id`,
    );
    const id = rows[0]!.id;
    const token = tokenFor(id, newSecret());
    const expiresAt = new Date(Date.now() + deps.linkDays * 86_400_000);
    const revision = await nextApprovalRevision(tx, request.quote.id, {
      kind: request.kind,
      content_hash: request.content_hash,
    });
    await supersedeWaiting(tx, user, request);
    await tx.insert(approvalRequests).values({
      id,
      kind: request.kind,
      quote_id: request.quote.id,
      quote_sequence: request.quote.quote_sequence,
      content_hash: request.content_hash,
      sent_view: request.sent_view ?? null,
      pdf: request.pdf ?? null,
      file_id: request.file?.id ?? null,
      file_name: request.file?.name ?? null,
      file_type: request.file?.type ?? null,
      token_hash: hashToken(token),
      sent_to: request.sent_to,
      sent_by: user.id,
      sent_by_name: user.email,
      expires_at: expiresAt,
    });
    await recordJobHistory(tx, user, request.quote.id, [
      {
        field: HISTORY_EVENTS.approval,
        before: null,
        after: {
          kind: request.kind,
          state: 'waiting',
          request: id,
          sent_to: request.sent_to,
          revision,
          hash: request.content_hash,
          ...(request.file ? { file: request.file.name } : {}),
        },
      },
    ]);
    await alsoWrite?.(tx);
    const url = `${deps.publicUrl}/approve/${token}`;
    const expiresOn = formatLongDate(expiresAt.toISOString().slice(0, 10));
    await deps.mailer.send({
      to: request.sent_to,
      ...approvalRequestMail(
        deps.shop,
        request.quote,
        { kind: request.kind, fileName: request.file?.name },
        url,
        expiresOn,
      ),
    });
    return id;
  });
}

async function supersedeWaiting(tx: Executor, user: SessionUser, request: NewRequest) {
  const superseded = await tx
    .update(approvalRequests)
    .set({ state: 'superseded' })
    .where(
      and(
        eq(approvalRequests.quote_id, request.quote.id),
        eq(approvalRequests.kind, request.kind),
        eq(approvalRequests.state, 'waiting'),
        request.file ? eq(approvalRequests.file_id, request.file.id) : undefined,
      ),
    )
    .returning({ id: approvalRequests.id });
  await recordSuperseded(tx, user, request.quote.id, superseded, 'a newer request was sent');
}

/** "Send for approval" of a saved quote: its current revision, hashed, rendered and frozen. */
export async function sendQuoteForApproval(
  deps: ApprovalDeps,
  user: SessionUser,
  ip: string,
  quoteId: number,
): Promise<number> {
  if (!canSendForApproval(user))
    throw new AppError(
      'FORBIDDEN',
      'Only staff and verified customers of the company send quotes for approval.',
    );
  const { data, row } = await quoteDocumentData(deps.db, user, quoteId, deps.shop);
  const sent_to = approvalRecipient(row);
  const pdf = await deps.pdf.render('quote', data);
  return createApprovalRequest(deps, user, ip, {
    kind: 'quote',
    quote: row,
    content_hash: quoteContentHash(row),
    sent_to,
    sent_view: sentView(row, data.view),
    pdf,
  });
}

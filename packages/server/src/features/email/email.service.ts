import { quotePdfFileName, type SessionUser } from '@signshop/domain';
import type { ShopIdentity } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from './mailer.ts';
import type { PdfRenderer } from '../../pdf/render-pool.ts';
import { quoteDocumentData } from '../documents/documents.service.ts';
import { minutesText, takeEmailSend } from './send-quota.ts';
import { inlineLogo, quoteMailContent } from './quote-email-content.ts';

export interface QuoteEmail {
  /** Replies go here; the message itself is sent from MAIL_FROM. */
  fromEmail: string;
  toEmail: string[];
  ccEmail: string[];
  subject: string;
  body: string;
}

export interface QuoteMailDeps {
  db: Db;
  mailer: Mailer;
  pdf: PdfRenderer;
  shop: ShopIdentity;
  /** Quote mails one account may send per rolling hour (EMAIL_SENDS_PER_HOUR). */
  sendsPerHour: number;
}

/**
 * Takes one quote mail (a PDF by email or an approval link) from the account's hourly quota
 * (EMAIL_SENDS_PER_HOUR), or refuses with 429 and the wait.
 */
export async function takeQuoteMailSend(
  db: QuoteMailDeps['db'],
  perHour: number,
  user: SessionUser,
  ip: string,
) {
  const quota = { kind: 'quote', windowMinutes: 60, perSender: perHour } as const;
  await takeEmailSend(
    db,
    quota,
    { sender: String(user.id), ip },
    (wait) =>
      `You have sent ${quota.perSender} emails in the last hour, the most allowed. ` +
      `You can send again in ${minutesText(wait)}.`,
  );
}

/**
 * Sends a saved quote's PDF by mail. The quote is read from the database within the user's
 * scope (404 for another company's job) and priced by the domain: posted totals are never used.
 * Each account may send sendsPerHour of them per rolling hour; past that, 429 and no mail.
 */
export async function emailQuote(
  deps: QuoteMailDeps,
  user: SessionUser,
  ip: string,
  quoteId: number,
  email: QuoteEmail,
): Promise<void> {
  const { data, row } = await quoteDocumentData(deps.db, user, quoteId, deps.shop);
  await takeQuoteMailSend(deps.db, deps.sendsPerHour, user, ip);
  const pdf = await deps.pdf.render('quote', data);
  await deps.mailer.send({
    to: email.toEmail,
    cc: email.ccEmail.length ? email.ccEmail : undefined,
    replyTo: email.fromEmail || undefined,
    ...quoteMailContent(deps.shop, row, email),
    attachments: [
      {
        filename: quotePdfFileName(row.job_name, row.given_id),
        content: pdf,
        contentType: 'application/pdf',
      },
      ...inlineLogo(deps.shop),
    ],
  });
}

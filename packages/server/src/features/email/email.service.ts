import {
  AppError,
  canAddressQuoteMail,
  customerQuoteMailRecipients,
  customerQuoteMailRefusal,
  quotePdfFileName,
  type SessionUser,
} from '@signshop/domain';
import type { QuoteRow } from '../../db/schema/index.ts';
import type { ShopIdentity } from '../../platform/config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { PdfRenderer } from '../../platform/pdf/render-pool.ts';
import { quoteDocumentData } from '../../job-core/quote-document.ts';
import { takeQuoteMailSend } from '../../job-core/quote-mail-quota.ts';
import { inlineLogo, quoteMailContent } from '../../job-core/quote-email-content.ts';

export interface QuoteEmail {
  /** Replies go here; the message itself is sent from MAIL_FROM. */
  fromEmail: string;
  toEmail: string[];
  ccEmail: string[];
  subject: string;
  body: string;
  /** A customer's note to the shop (customers only). */
  note: string;
}

export interface QuoteMailDeps {
  db: Db;
  mailer: Mailer;
  pdf: PdfRenderer;
  shop: ShopIdentity;
  /** Quote mails one account may send per rolling hour (EMAIL_SENDS_PER_HOUR). */
  sendsPerHour: number;
  /** Where a customer's mail goes when neither the quote nor the shop has an email (ADMIN_EMAIL). */
  fallbackEmail: string;
}

/** Why this user's mail request is refused before anything is read: staff need an address, customers may name none. */
function addressingRefusal(user: SessionUser, email: QuoteEmail): string | null {
  if (!canAddressQuoteMail(user)) return customerQuoteMailRefusal(email);
  if (email.note.trim()) return 'Note: A note is for customers; staff write the message itself in Message.';
  return email.toEmail.length > 0 ? null : 'To: Give at least one address to send to.';
}

/**
 * A customer's quote mail as the server writes it: to the quote's staff contact (or the shop),
 * a copy to the quote's contact, replies to the customer's own account, the shop's message and
 * the customer's note under the customer's name.
 */
function customerMail(deps: QuoteMailDeps, user: SessionUser, row: QuoteRow, note: string) {
  const { to, cc } = customerQuoteMailRecipients(row, deps.shop.email || deps.fallbackEmail);
  const sender = user.company ? `${user.email} (${user.company})` : user.email;
  const message = `${sender} sent quote ${row.given_id} for ${row.job_name}.`;
  const body = note.trim() ? `${message}\n\nTheir note:\n${note.trim()}` : message;
  return { to: [to], cc, replyTo: user.email, subject: '', body };
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
  const refusal = addressingRefusal(user, email);
  if (refusal) throw new AppError('VALIDATION_ERROR', refusal);
  const { data, row } = await quoteDocumentData(deps.db, user, quoteId, deps.shop);
  const addressed = canAddressQuoteMail(user)
    ? { to: email.toEmail, cc: email.ccEmail, replyTo: email.fromEmail, ...email }
    : customerMail(deps, user, row, email.note);
  await takeQuoteMailSend(deps.db, deps.sendsPerHour, user, ip);
  const pdf = await deps.pdf.render('quote', data);
  await deps.mailer.send({
    to: addressed.to,
    cc: addressed.cc.length ? addressed.cc : undefined,
    replyTo: addressed.replyTo || undefined,
    ...quoteMailContent(deps.shop, row, addressed),
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

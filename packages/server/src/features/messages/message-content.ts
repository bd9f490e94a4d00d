import {
  addDays,
  billedAmount,
  formatLongDate,
  formatMoney,
  HISTORY_EVENTS,
  leftToPay,
  type JustDate,
} from '@signshop/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { approvalRequests, quotes, type OutgoingMessageRow } from '../../db/schema/index.ts';
import {
  composeNotification,
  notificationAddressOf,
  type NotificationMailContext,
} from '../../job-core/notification-mail.ts';
import { documentShop } from '../../job-core/shop-identity.ts';
import { statementDocumentData, statementFileName } from '../../job-core/statement.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import type { PdfRenderer } from '../../platform/pdf/render-pool.ts';

export interface ContentContext extends NotificationMailContext {
  shopName: string;
  /** The app's PDF renderer (set once the app has registered it). */
  pdf(): PdfRenderer;
}

/** A monthly statement: its totals in the text, the statement PDF attached. */
async function statementMail(
  tx: Executor,
  message: OutgoingMessageRow,
  context: ContentContext,
): Promise<MailMessage> {
  const month = message.occasion.split(':').at(-1)!;
  const from = `${month}-01`;
  const to = addDays(firstOfNextMonth(from), -1);
  const data = await statementDocumentData(
    tx,
    await documentShop(tx, context.shop),
    message.company,
    from,
    to,
  );
  const { statement } = data;
  const text = [
    `Hello,`,
    ``,
    `Attached is your statement from ${formatLongDate(from)} to ${formatLongDate(to)}.`,
    `Closing balance: ${formatMoney(statement.closing_balance)}`,
    `Total due with interest: ${formatMoney(statement.total_due)}`,
    ``,
    `You can pay on Make Payment: ${context.publicUrl}/payment/makepayment`,
    ``,
    context.shopName,
  ].join('\n');
  const pdf = await context.pdf().render('statement', data);
  return {
    to: message.to_address,
    subject: message.subject,
    text,
    attachments: [{ filename: statementFileName(statement), content: pdf, contentType: 'application/pdf' }],
  };
}

/** The first day of the month after `first`'s. */
const firstOfNextMonth = (first: JustDate) => addDays(first, 32).slice(0, 8) + '01';

/** A payment reminder: the invoice, what is left of what was billed, where to pay. */
async function paymentReminderText(tx: Executor, message: OutgoingMessageRow, context: ContentContext) {
  const [job] =
    message.quote_id === null ? [] : await tx.select().from(quotes).where(eq(quotes.id, message.quote_id));
  if (!job) throw new Error('the invoice no longer exists');
  return [
    `Hello,`,
    ``,
    `${message.subject}.`,
    `Job: ${job.job_name}`,
    `Billed: ${formatMoney(billedAmount(job))}`,
    `Left to pay: ${formatMoney(leftToPay(job))}`,
    ``,
    `You can pay it on Make Payment: ${context.publicUrl}/payment/makepayment`,
    `If you have already paid, thank you, and please ignore this reminder.`,
    ``,
    context.shopName,
  ].join('\n');
}

/** An approval link about to expire: when, and that the earlier mail's link works until then. */
async function approvalExpiryText(tx: Executor, message: OutgoingMessageRow, context: ContentContext) {
  const requestId = Number(message.occasion.split(':')[1]);
  const [request] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, requestId));
  if (!request) throw new Error('the approval request no longer exists');
  const expires = formatLongDate(request.expires_at.toISOString().slice(0, 10));
  return [
    `Hello,`,
    ``,
    `${message.subject}: the link we sent you on ${formatLongDate(request.sent_at.toISOString().slice(0, 10))} works until ${expires}.`,
    `Please open it from that mail to approve or to ask for changes before then.`,
    ``,
    context.shopName,
  ].join('\n');
}

/** The mail of a recorded message, written when it is sent (so a resend tells what is left to pay now). */
export async function composeMessage(
  tx: Executor,
  message: OutgoingMessageRow,
  context: ContentContext,
): Promise<MailMessage> {
  if (message.kind === 'statement') return statementMail(tx, message, context);
  const notification = notificationAddressOf(message);
  if (notification)
    return { ...(await composeNotification(tx, context, notification)), subject: message.subject };
  const text =
    message.kind === 'approval_expiry'
      ? await approvalExpiryText(tx, message, context)
      : await paymentReminderText(tx, message, context);
  return { to: message.to_address, subject: message.subject, text };
}

/** What the job's history says about a message sent or failed. */
export const messageHistoryChange = (message: OutgoingMessageRow, error: string) => ({
  field: HISTORY_EVENTS.message,
  before: null,
  after: {
    kind: message.kind,
    to: message.to_address,
    subject: message.subject,
    status: error ? 'failed' : 'sent',
    ...(error ? { error } : {}),
  },
});

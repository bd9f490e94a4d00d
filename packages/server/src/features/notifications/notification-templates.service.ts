import {
  AppError,
  companyKey,
  NOTIFICATION_EVENTS,
  NOTIFICATION_FIELD_NAMES,
  NOTIFICATION_FIELDS,
  type NotificationEvent,
  type NotificationPreviewBody,
  type NotificationPreviewReply,
  type NotificationTemplate,
  type NotificationTemplateBody,
  type NotificationTemplatesReply,
  type SessionUser,
} from '@signshop/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationTemplates } from '../../db/schema/index.ts';
import {
  composeNotification,
  notificationTemplatesOf,
  type NotificationMailContext,
  type StoredNotificationTemplate,
} from '../../job-core/notification-mail.ts';
import { getQuote } from '../../job-core/quote-access.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { recipientsOfJob } from './notification-recipients.ts';

const templateOf = (stored: StoredNotificationTemplate): NotificationTemplate => {
  const { label, when } = NOTIFICATION_EVENTS.find((event) => event.key === stored.event)!;
  return {
    ...stored,
    label,
    when,
    enabled_at: stored.enabled_at?.toISOString() ?? null,
    updated_at: stored.updated_at?.toISOString() ?? null,
  };
};

/** Every event's template (the default until saved) and the fields templates may use. */
export async function listNotificationTemplates(db: Db): Promise<NotificationTemplatesReply> {
  return {
    templates: (await notificationTemplatesOf(db)).map(templateOf),
    fields: NOTIFICATION_FIELD_NAMES.map((name) => ({ name, description: NOTIFICATION_FIELDS[name] })),
  };
}

/**
 * Saves an event's template. Turning it on (from off) starts it now: only events from this moment
 * on are mailed, so a shop turning notifications on does not mail about last week's jobs.
 */
export async function saveNotificationTemplate(
  db: Db,
  user: SessionUser,
  event: NotificationEvent,
  body: NotificationTemplateBody,
): Promise<NotificationTemplate> {
  const enabledAt = body.enabled
    ? sql`CASE WHEN ${notificationTemplates.enabled} THEN ${notificationTemplates.enabled_at} ELSE now() END`
    : null;
  await db
    .insert(notificationTemplates)
    .values({ event, ...body, enabled_at: body.enabled ? sql`now()` : null, updated_by: user.id })
    .onConflictDoUpdate({
      target: notificationTemplates.event,
      set: { ...body, enabled_at: enabledAt, updated_by: user.id, updated_at: sql`now()` },
    });
  return templateOf((await notificationTemplatesOf(db)).find((stored) => stored.event === event)!);
}

/** A template as written, filled with a job's values, and who that job's mail would go to. */
export async function previewNotification(
  db: Db,
  context: NotificationMailContext,
  user: SessionUser,
  event: NotificationEvent,
  body: NotificationPreviewBody,
): Promise<NotificationPreviewReply & { mail: Awaited<ReturnType<typeof composeNotification>> }> {
  const quote = await getQuote(db, user, body.quote_id);
  const recipients = await recipientsOfJob(db, quote.id);
  // The unsubscribe link of a preview is the admin's own: following it never stops a customer's mail.
  const address = { event, quote_id: quote.id, to: user.email, company_key: companyKey(quote.customer_name) };
  const mail = await composeNotification(db, context, address, body.template);
  return { subject: mail.subject, html: mail.html, text: mail.text, recipients, mail };
}

/** Sends a preview to the signed-in admin's own address (nothing is recorded: it is a test). */
export async function sendTestNotification(
  db: Db,
  mailer: Mailer,
  context: NotificationMailContext,
  user: SessionUser,
  event: NotificationEvent,
  body: NotificationPreviewBody,
): Promise<{ sent_to: string }> {
  if (!user.email.trim())
    throw new AppError('VALIDATION_ERROR', 'Your account has no email address to send the test to.');
  const { mail } = await previewNotification(db, context, user, event, body);
  await mailer.send({ ...mail, to: user.email, subject: `[Test] ${mail.subject}` });
  return { sent_to: user.email };
}

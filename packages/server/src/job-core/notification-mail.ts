import {
  backlogStageId,
  billedAmount,
  companyKey,
  DEFAULT_NOTIFICATION_TEMPLATES,
  escapeHtml,
  formatLongDate,
  formatMoney,
  NOTIFICATION_EVENT_KEYS,
  notificationKind,
  renderNotification,
  trackingLinks,
  trackingLinksValue,
  type NotificationEvent,
  type NotificationTemplateText,
  type NotificationValues,
} from '@signshop/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { backlogCurrent, notificationTemplates, quotes, type QuoteRow } from '../db/schema/index.ts';
import type { ShopIdentity } from '../platform/config.ts';
import type { MailMessage } from '../platform/mail/mailer.ts';
import { contactLines, inlineLogo } from './quote-email-content.ts';
import { documentShop } from './shop-identity.ts';
import { shopMailPage } from './shop-mail.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/** An event's template: the one an admin saved, else the default (off). */
export interface StoredNotificationTemplate extends NotificationTemplateText {
  event: NotificationEvent;
  enabled: boolean;
  enabled_at: Date | null;
  updated_at: Date | null;
}

/** Every event's template, in the events' order. */
export async function notificationTemplatesOf(db: Executor): Promise<StoredNotificationTemplate[]> {
  const saved = new Map((await db.select().from(notificationTemplates)).map((row) => [row.event, row]));
  return NOTIFICATION_EVENT_KEYS.map((event) => {
    const row = saved.get(event);
    if (!row)
      return {
        event,
        enabled: false,
        enabled_at: null,
        updated_at: null,
        ...DEFAULT_NOTIFICATION_TEMPLATES[event],
      };
    const { subject, html_body, text_body, enabled, enabled_at, updated_at } = row;
    return { event, enabled, enabled_at, updated_at, subject, html_body, text_body };
  });
}

/** What the mails of notifications need of the app. */
export interface NotificationMailContext {
  /** The shop as the environment names it (the admin's saved identity and logo come first). */
  shop: ShopIdentity;
  publicUrl: string;
  /** The key unsubscribe links are signed with. */
  linkKey: Buffer;
}

/** A job's values of the template fields. */
export async function notificationValues(
  db: Executor,
  quote: QuoteRow,
  shopName: string,
): Promise<NotificationValues> {
  const [promise] = await db
    .select({ date: backlogCurrent.date_given })
    .from(backlogCurrent)
    .where(
      and(
        eq(backlogCurrent.quote_id, quote.id),
        eq(backlogCurrent.type_id, backlogStageId('customer_ship_date')),
        eq(backlogCurrent.is_checked, true),
      ),
    );
  const text = (value: string) => ({ text: value });
  return {
    job: text(quote.job_name),
    quote_number: text(quote.given_id),
    customer: text(quote.customer_name),
    contact_name: text(quote.contact_info.first_name?.trim() || 'there'),
    promise_date: text(promise?.date ? formatLongDate(promise.date) : 'not set'),
    shipped_date: text(
      quote.is_shipped && quote.shipped_date ? formatLongDate(quote.shipped_date) : 'not shipped',
    ),
    shipping_method: text(quote.shipping_method || 'Other'),
    tracking_links: trackingLinksValue(trackingLinks(quote.shipping_method, quote.tracking_number)),
    invoice_total: text(formatMoney(billedAmount(quote))),
    shop_name: text(shopName),
  };
}

/** One notification mail: its event, its job, and the contact and company it goes to. */
export interface NotificationAddress {
  event: NotificationEvent;
  quote_id: number;
  to: string;
  company_key: string;
}

/**
 * A contact's unsubscribe links for an event's mails: the one-click address mail clients POST to
 * (RFC 8058, the List-Unsubscribe header), and the page a person opens from the mail's text, which
 * says what it stops and asks before it does.
 */
export function unsubscribeLinks(context: NotificationMailContext, address: NotificationAddress) {
  const token = unsubscribeToken(context.linkKey, {
    email: address.to,
    company_key: address.company_key,
    event: address.event,
  });
  return {
    oneClick: `${context.publicUrl}/api/notifications/unsubscribe/${token}`,
    page: `${context.publicUrl}/unsubscribe/${token}`,
  };
}

/** A job's notification filled in (subject, text and HTML of the template), and the shop that sends it. */
export async function fillNotification(
  db: Executor,
  shopDefaults: ShopIdentity,
  quoteId: number,
  template: NotificationTemplateText,
) {
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
  if (!quote) throw new Error('the job no longer exists');
  const shop = await documentShop(db, shopDefaults);
  return { shop, ...renderNotification(template, await notificationValues(db, quote, shop.name)) };
}

/**
 * A notification as mailed (with the saved template unless one is given, as a preview does): the
 * template filled with the job's values, in the shop's page (logo, name, contact) and as text,
 * with the one-click unsubscribe headers and a link to it in both parts.
 */
export async function composeNotification(
  db: Executor,
  context: NotificationMailContext,
  address: NotificationAddress,
  template?: NotificationTemplateText,
): Promise<MailMessage & { html: string }> {
  template ??= (await notificationTemplatesOf(db)).find((stored) => stored.event === address.event)!;
  const { shop, subject, text, html } = await fillNotification(db, context.shop, address.quote_id, template);
  const unsubscribe = unsubscribeLinks(context, address);
  const stop = 'To stop these mails, unsubscribe';
  return {
    to: address.to,
    subject,
    text: [text.trimEnd(), '', '--', ...contactLines(shop), '', `${stop}: ${unsubscribe.page}`].join('\n'),
    html: shopMailPage(shop, subject, html, `<a href="${escapeHtml(unsubscribe.page)}">${stop}</a>`),
    attachments: inlineLogo(shop),
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The notification a recorded outgoing message is (its kind names the event), or null for another kind. */
export function notificationAddressOf(message: {
  kind: string;
  quote_id: number | null;
  company: string;
  to_address: string;
}): NotificationAddress | null {
  const event = NOTIFICATION_EVENT_KEYS.find((key) => message.kind === notificationKind(key));
  if (!event) return null;
  // A job deleted since is id 0: no job has it, so the send fails with the reason.
  return {
    event,
    quote_id: message.quote_id ?? 0,
    to: message.to_address,
    company_key: companyKey(message.company),
  };
}

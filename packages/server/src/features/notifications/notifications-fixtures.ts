import crypto from 'node:crypto';
import { DEFAULT_NOTIFICATION_TEMPLATES, type NotificationEvent } from '@signshop/domain';
import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import { companyInfos, outgoingMessages, type OutgoingMessageRow } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertQuote } from '../../../test/support/factories.ts';

/** A job of its own company, with a quote contact and (when given) the company's billing email. */
export async function notifiedJob(
  db: Db,
  over: { contact: string; billing?: string; company?: string; job?: string },
) {
  const company = over.company ?? `Notified ${crypto.randomBytes(3).toString('hex')}`;
  if (over.billing !== undefined)
    await db.insert(companyInfos).values({ company, billing_email: over.billing }).onConflictDoNothing();
  return insertQuote(db, {
    customer_name: company,
    job_name: over.job ?? 'Lobby signs',
    contact_info: { first_name: 'Pat', email: over.contact } as never,
  });
}

/** Turns an event on (its default template) as the admin page does. */
export async function turnOn(admin: ApiClient, event: NotificationEvent, over: Record<string, unknown> = {}) {
  const reply = await admin.put(`/api/admin/notifications/${event}`, {
    enabled: true,
    ...DEFAULT_NOTIFICATION_TEMPLATES[event],
    ...over,
  });
  expect(reply.status).toBe(200);
  return reply.body.template;
}

/** Runs the scan as the admin's button does; answers how many it queued. */
export async function scan(admin: ApiClient): Promise<number> {
  const reply = await admin.post('/api/admin/notifications/scan');
  expect(reply.status).toBe(200);
  return reply.body.queued;
}

/** The recorded notifications (kind notify_…), once none is still queued. */
export async function settledNotifications(db: Db, timeoutMs = 15_000): Promise<OutgoingMessageRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = (await db.select().from(outgoingMessages).orderBy(outgoingMessages.id)).filter((row) =>
      row.kind.startsWith('notify_'),
    );
    if (rows.every((row) => row.status !== 'queued')) return rows;
    if (Date.now() > deadline)
      throw new Error(`notifications still queued: ${rows.map((r) => r.occasion).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The value of a header line of a parsed mail, as sent. */
export const headerLine = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '');

/** The path of a mail's one-click unsubscribe link (its List-Unsubscribe header). */
export const unsubscribePath = (mail: ParsedMail) =>
  new URL(/<([^>]+)>/.exec(headerLine(mail, 'List-Unsubscribe')!)![1]!).pathname;

/** A one-click unsubscribe as a mail client sends it (RFC 8058): a form POST, no session. */
export const oneClick = (baseUrl: string, path: string) =>
  fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

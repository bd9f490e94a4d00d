import crypto from 'node:crypto';
import { NOTIFICATION_EVENT_KEYS, type NotificationEvent } from '@signshop/domain';

/** Whom and what an unsubscribe link stops: one contact's mails of one event for one company. */
export interface UnsubscribeSubject {
  email: string;
  company_key: string;
  event: NotificationEvent;
}

const sign = (key: Buffer, payload: string) => crypto.createHmac('sha256', key).update(payload).digest();

/**
 * The token of a one-click unsubscribe link: the contact (lower case), the company's key and the
 * event, and an HMAC-SHA-256 of them with the server's link key, so that nobody without the key
 * can make a link for another contact, company or event. `{payload}.{mac}`, both base64url.
 */
export function unsubscribeToken(key: Buffer, subject: UnsubscribeSubject): string {
  const payload = JSON.stringify([subject.event, subject.company_key, subject.email.trim().toLowerCase()]);
  return `${Buffer.from(payload).toString('base64url')}.${sign(key, payload).toString('base64url')}`;
}

/** What a token stops, or null when it was not made with `key` (forged, changed or cut). */
export function readUnsubscribeToken(key: Buffer, token: string): UnsubscribeSubject | null {
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const payload = Buffer.from(match[1]!, 'base64url').toString();
  const given = Buffer.from(match[2]!, 'base64url');
  if (!crypto.timingSafeEqual(given, sign(key, payload))) return null;
  const [event, company_key, email] = JSON.parse(payload) as [NotificationEvent, string, string];
  if (
    !NOTIFICATION_EVENT_KEYS.includes(event) ||
    typeof email !== 'string' ||
    typeof company_key !== 'string'
  )
    return null;
  return { event, company_key, email };
}

/** The key links are signed with, derived from the session secret (so every instance has the same). */
export const mailLinkKey = (sessionSecret: string) =>
  crypto.createHmac('sha256', sessionSecret).update('signshop mail links').digest();

import { AppError, notificationEventLabel, type UnsubscribeReply } from '@signshop/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationUnsubscribes } from '../../db/schema/index.ts';
import { readUnsubscribeToken, type UnsubscribeSubject } from '../../job-core/unsubscribe-token.ts';

/** What a link stops; a token the server did not sign is 404 (nothing is recorded). */
function subjectOf(key: Buffer, token: string): UnsubscribeSubject {
  const subject = readUnsubscribeToken(key, token);
  if (!subject) throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid.');
  return subject;
}

async function replyOf(db: Db, shopName: string, subject: UnsubscribeSubject): Promise<UnsubscribeReply> {
  const [row] = await db
    .select({ at: notificationUnsubscribes.created_at })
    .from(notificationUnsubscribes)
    .where(
      and(
        eq(notificationUnsubscribes.email, subject.email),
        eq(notificationUnsubscribes.company_key, subject.company_key),
        eq(notificationUnsubscribes.event, subject.event),
      ),
    );
  return {
    shop_name: shopName,
    email: subject.email,
    event: subject.event,
    label: notificationEventLabel(subject.event),
    unsubscribed_at: row?.at.toISOString() ?? null,
  };
}

/** What a link would stop and whether it already has (a mail client may open it first: this changes nothing). */
export const readUnsubscribe = (db: Db, shopName: string, key: Buffer, token: string) =>
  replyOf(db, shopName, subjectOf(key, token));

/** Records the contact's unsubscribe from the event (once: a repeat keeps the first time). */
export async function unsubscribe(
  db: Db,
  shopName: string,
  key: Buffer,
  token: string,
): Promise<UnsubscribeReply> {
  const subject = subjectOf(key, token);
  await db.insert(notificationUnsubscribes).values(subject).onConflictDoNothing();
  return replyOf(db, shopName, subject);
}

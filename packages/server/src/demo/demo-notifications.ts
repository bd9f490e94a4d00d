import {
  addDays,
  addressLinesOf,
  backlogStageId,
  DEFAULT_NOTIFICATION_TEMPLATES,
  notificationKind,
  type JustDate,
  type NotificationEvent,
  type SessionUser,
} from '@signshop/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notificationTemplates, outgoingMessages } from '../db/schema/index.ts';
import { scanNotifications } from '../features/notifications/notification-scan.ts';
import { saveNotificationTemplate } from '../features/notifications/notification-templates.service.ts';
import { DEMO_IDENTITY } from './demo-identity.ts';
import { recordDemoSent } from './demo-messages.ts';

/** The stage notifications the demo shop has on, and since how many days. */
export const DEMO_NOTIFICATION_EVENTS = ['work_approved', 'ready_for_production', 'shipped'] as const;
const DAYS_ON = 7;

/**
 * The demo's mails of an event that happened before it was turned on: the seed writes every job's
 * history at once, so the scan sees all of it as new; the events dated before DAYS_ON ago were
 * never mailed (the shop had notifications off then).
 */
function beforeTurnedOn(event: NotificationEvent, since: JustDate) {
  const kind = notificationKind(event);
  if (event === 'shipped')
    return sql`m.kind = ${kind} AND (SELECT q.shipped_date FROM quotes q WHERE q.id = m.quote_id) < ${since}`;
  const stage = backlogStageId(event === 'work_approved' ? 'drawing_approved' : 'ready_for_production');
  return sql`m.kind = ${kind} AND NOT EXISTS (SELECT 1 FROM backlog_current c
    WHERE c.quote_id = m.quote_id AND c.type_id = ${stage} AND c.is_checked AND c.date_given >= ${since})`;
}

/**
 * Three stage notifications on (their default templates), and their mails of the jobs that reached
 * those steps this week already sent, found by the real scan as if they had been on for a week: the
 * Messages page and the jobs' history show them. They count as turned on at the end of the seed,
 * so the server's own scans mail only what happens from then on (the seed's history is all new).
 */
export async function seedDemoNotifications(db: Db, admin: SessionUser, today: JustDate): Promise<number> {
  for (const event of DEMO_NOTIFICATION_EVENTS)
    await saveNotificationTemplate(db, admin, event, {
      enabled: true,
      ...DEFAULT_NOTIFICATION_TEMPLATES[event],
    });
  const since = addDays(today, -DAYS_ON);
  await db
    .update(notificationTemplates)
    .set({ enabled_at: new Date(`${since}T12:00:00Z`) })
    .where(inArray(notificationTemplates.event, [...DEMO_NOTIFICATION_EVENTS]));
  const shop = {
    name: DEMO_IDENTITY.name,
    addressLines: addressLinesOf(DEMO_IDENTITY.address),
    phone: DEMO_IDENTITY.phone,
    email: DEMO_IDENTITY.email,
  };
  const ids = await scanNotifications(db, { shop });
  const sent = ids.length ? await sendThisWeeks(db, ids, since) : [];
  // The clock, not now(): the seed is one transaction, and now() is when it began.
  await db
    .update(notificationTemplates)
    .set({ enabled_at: sql`clock_timestamp()` })
    .where(inArray(notificationTemplates.event, [...DEMO_NOTIFICATION_EVENTS]));
  return sent.length;
}

/** Of the recorded mails, drops those of events before `since` and records the others as sent. */
async function sendThisWeeks(db: Db, ids: number[], since: JustDate) {
  const before = sql.join(
    DEMO_NOTIFICATION_EVENTS.map((event) => sql`(${beforeTurnedOn(event, since)})`),
    sql` OR `,
  );
  await db.execute(
    sql`DELETE FROM ${outgoingMessages} m WHERE m.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) AND (${before})`,
  );
  const kept = await db
    .select({ id: outgoingMessages.id })
    .from(outgoingMessages)
    .where(inArray(outgoingMessages.id, ids));
  return recordDemoSent(
    db,
    kept.map((row) => row.id),
    new Date(),
  );
}

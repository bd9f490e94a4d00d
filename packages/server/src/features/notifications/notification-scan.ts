import {
  backlogStageId,
  CARRIER_TRACKING_URLS,
  NOTIFICATION_CATCH_UP_DAYS,
  NOTIFICATION_EVENTS,
  notificationKind,
  notificationOccasion,
  type NotificationEvent,
} from '@signshop/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outgoingMessages } from '../../db/schema/index.ts';
import { fillNotification, notificationTemplatesOf } from '../../job-core/notification-mail.ts';
import type { ShopIdentity } from '../../platform/config.ts';
import { jobRecipients } from './notification-recipients.ts';

type Fact = (typeof NOTIFICATION_EVENTS)[number]['fact'];

const carriers = sql.join(
  Object.keys(CARRIER_TRACKING_URLS).map((method) => sql`${method}`),
  sql`, `,
);

/** The jobs whose event happened at or after `since` and still holds (the stage still checked, still shipped). */
function jobsOf(fact: Fact, since: Date): SQL {
  if ('stage' in fact)
    return sql`SELECT DISTINCT e.quote_id AS id FROM backlog_entries e
      JOIN backlog_current c ON c.quote_id = e.quote_id AND c.type_id = e.type_id AND c.is_checked
      WHERE e.type_id = ${backlogStageId(fact.stage)} AND e.is_checked AND e.created_at >= ${since}`;
  const method =
    fact.shipped === 'carrier'
      ? sql`AND q.shipping_method IN (${carriers})`
      : fact.shipped === 'no_carrier'
        ? sql`AND q.shipping_method NOT IN (${carriers})`
        : sql``;
  return sql`SELECT DISTINCT h.quote_id AS id FROM job_history h JOIN quotes q ON q.id = h.quote_id
    WHERE h.field = 'is_shipped' AND h.after = 'true'::jsonb AND h.at >= ${since} AND q.is_shipped ${method}`;
}

/**
 * The recipients of an event's mail for the jobs it happened to (jobRecipients), leaving out
 * companies that opted out of the event, contacts who unsubscribed from it, and mails already
 * recorded (the occasion key is notificationOccasion's: the insert's ON CONFLICT is what
 * guarantees once; this only saves work).
 */
async function recipientsOf(db: Db, event: NotificationEvent, jobs: SQL) {
  const { rows } = await db.execute<{ quote_id: number; company: string; email: string }>(sql`
    SELECT x.quote_id, x.company, x.email FROM ${jobRecipients(jobs)} x
    WHERE NOT EXISTS (SELECT 1 FROM notification_opt_outs o
        WHERE o.company_key = company_key(x.company) AND o.event = ${event})
      AND NOT EXISTS (SELECT 1 FROM notification_unsubscribes u
        WHERE u.email = x.email AND u.company_key = company_key(x.company) AND u.event = ${event})
      AND NOT EXISTS (SELECT 1 FROM outgoing_messages m
        WHERE m.occasion = 'notify:' || x.quote_id || ':' || ${event} || ':' || x.email)
    ORDER BY x.quote_id, x.email`);
  return rows;
}

/**
 * Records one queued message per (job, event, recipient) for each event that is on and happened
 * since it was turned on (at most NOTIFICATION_CATCH_UP_DAYS ago). The unique occasion decides who
 * sends: a scan that finds one already recorded (another instance's, an earlier scan's) adds
 * nothing. Answers the ids of the messages it added.
 */
export async function scanNotifications(
  db: Db,
  context: { shop: ShopIdentity },
  now = new Date(),
): Promise<number[]> {
  const earliest = new Date(now.getTime() - NOTIFICATION_CATCH_UP_DAYS * 86_400_000);
  const added: number[] = [];
  for (const template of await notificationTemplatesOf(db)) {
    if (!template.enabled || !template.enabled_at) continue;
    const since = template.enabled_at > earliest ? template.enabled_at : earliest;
    const fact = NOTIFICATION_EVENTS.find((event) => event.key === template.event)!.fact;
    for (const row of await recipientsOf(db, template.event, jobsOf(fact, since))) {
      const { subject } = await fillNotification(db, context.shop, row.quote_id, template);
      const inserted = await db
        .insert(outgoingMessages)
        .values({
          kind: notificationKind(template.event),
          occasion: notificationOccasion(row.quote_id, template.event, row.email),
          quote_id: row.quote_id,
          company: row.company,
          to_address: row.email,
          subject,
        })
        .onConflictDoNothing({ target: outgoingMessages.occasion })
        .returning({ id: outgoingMessages.id });
      added.push(...inserted.map((message) => message.id));
    }
  }
  return added;
}

import { parseLiveEvent } from '@signshop/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationTemplates } from '../../db/schema/index.ts';
import type { NotificationMailContext } from '../../job-core/notification-mail.ts';
import { queueMessageSends } from '../../job-core/message-sends.ts';
import type { AppConfig } from '../../platform/config.ts';
import type { ListenClient } from '../../platform/listen/listen-client.ts';
import { FLOOR_CHANGES_CHANNEL } from '../../platform/live/live-events.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import { scanNotifications } from './notification-scan.ts';

export const NOTIFICATION_SCAN_JOB = 'notifications.scan';
/** Stage changes heard within this long are looked at by one scan. */
const KICK_DELAY_MS = 500;
/** Across every instance, at most one scan asked for by stage changes per this many seconds. */
const KICKED_SCAN_EVERY_SECONDS = 1;
/** How long the answer to "is any notification on" is trusted before the templates are read again. */
const ENABLED_RECHECK_MS = 2_000;

export interface NotificationJobsContext extends NotificationMailContext {
  db: Db;
  /** When the scan runs by itself (cron, shop time); null: only when asked. */
  scanCron: string | null;
}

export function notificationJobsContext(app: { db: Db; config: AppConfig; mailLinkKey: Buffer }) {
  return {
    db: app.db,
    shop: app.config.shop,
    publicUrl: app.config.publicUrl,
    linkKey: app.mailLinkKey,
    scanCron: app.config.notificationScanCron,
  } satisfies NotificationJobsContext;
}

/** Records what is due and queues its sends; answers how many it queued. */
export async function queueNotifications(queue: JobQueue, context: NotificationJobsContext): Promise<number> {
  const ids = await scanNotifications(context.db, context);
  await queueMessageSends(queue, ids);
  return ids.length;
}

/**
 * The notification scan: every minute by itself (and at start, catching up what happened while
 * the instance was down), and shortly after any stage change or shipment committed through any
 * instance (heard on the LISTEN connection's floor changes). Sends go through the messages'
 * send job, with its retries. A stage saved while every instance is down is mailed by the next
 * scan, within the catch-up days.
 */
export function defineNotificationJobs(
  queue: JobQueue,
  listener: ListenClient,
  context: NotificationJobsContext,
) {
  queue.define<object>({
    name: NOTIFICATION_SCAN_JOB,
    cron: context.scanCron ?? undefined,
    atStart: context.scanCron ? {} : undefined,
    retryLimit: 2,
    run: async () => void (await queueNotifications(queue, context)),
  });
  if (!context.scanCron) return;
  const anyOn = anyNotificationOn(context.db);
  let kick: NodeJS.Timeout | null = null;
  listener.subscribe(FLOOR_CHANGES_CHANNEL, (payload) => {
    if (kick || payload === null || parseLiveEvent(payload)?.kind !== 'board') return;
    kick = setTimeout(() => {
      kick = null;
      void anyOn()
        .then(async (on) => {
          if (on) await queue.send(NOTIFICATION_SCAN_JOB, {}, { oncePerSeconds: KICKED_SCAN_EVERY_SECONDS });
        })
        .catch(() => undefined);
    }, KICK_DELAY_MS).unref();
  });
}

/**
 * Whether any event is on, read again at most every ENABLED_RECHECK_MS: a busy floor with every
 * notification off queues no scans. A change missed meanwhile is mailed by the next scan, which
 * looks back to when its event was turned on.
 */
function anyNotificationOn(db: Db): () => Promise<boolean> {
  let known: { on: boolean; at: number } | null = null;
  return async () => {
    const now = Date.now();
    if (known && now - known.at < ENABLED_RECHECK_MS) return known.on;
    const [row] = await db
      .select({ event: notificationTemplates.event })
      .from(notificationTemplates)
      .where(eq(notificationTemplates.enabled, true))
      .limit(1);
    known = { on: row !== undefined, at: now };
    return known.on;
  };
}

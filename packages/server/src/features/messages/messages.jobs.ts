import { shopToday } from '@signshop/domain';
import type { Db } from '../../db/client.ts';
import type { AppConfig } from '../../platform/config.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { PdfRenderer } from '../../platform/pdf/render-pool.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import { MESSAGE_SEND_JOB, queueMessageSends } from '../../job-core/message-sends.ts';
import { deliverMessage, type DeliveryContext } from './message-delivery.ts';
import { scanDueMessages } from './message-scan.ts';

export const MESSAGE_JOBS = { scan: 'messages.scan', send: MESSAGE_SEND_JOB } as const;

export interface MessageJobsContext extends DeliveryContext {
  timeZone: string;
  /** When the scan runs by itself (cron, shop time); null: only when asked. */
  scanCron: string | null;
}

/** What the message jobs and routes need of the app. */
export function messageJobsContext(app: {
  db: Db;
  mailer: Mailer;
  config: AppConfig;
  mailLinkKey: Buffer;
  pdf?: PdfRenderer;
}): MessageJobsContext {
  return {
    shop: app.config.shop,
    pdf: () => app.pdf!,
    db: app.db,
    mailer: app.mailer,
    shopName: app.config.shop.name,
    publicUrl: app.config.publicUrl,
    linkKey: app.mailLinkKey,
    timeZone: app.config.shopTimeZone,
    scanCron: app.config.reminderScanCron,
  };
}

/** Scans for what is due in the shop's today and queues one send job per message to send. */
export async function queueDueMessages(
  queue: JobQueue,
  context: MessageJobsContext,
  options: { allQueued?: boolean } = {},
): Promise<number> {
  const ids = await scanDueMessages(context.db, shopToday(context.timeZone), options);
  await queueMessageSends(queue, ids);
  return ids.length;
}

/**
 * The scheduled scan (once per cron tick across instances) and the send job: a failed send throws,
 * so pg-boss retries it with backoff (1, 2, 4, … minutes); a message already sent is skipped.
 */
export function defineMessageJobs(queue: JobQueue, context: MessageJobsContext): void {
  queue.define<{ allQueued?: boolean }>({
    name: MESSAGE_JOBS.scan,
    cron: context.scanCron ?? undefined,
    // After a restart, what fell due meanwhile, and any send a crash cut short, go out now.
    atStart: context.scanCron ? { allQueued: true } : undefined,
    retryLimit: 2,
    run: async (data) => void (await queueDueMessages(queue, context, data)),
  });
  queue.define<{ id: number }>({
    name: MESSAGE_JOBS.send,
    retryLimit: 5,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    run: async ({ id }) => {
      const delivery = await deliverMessage(context, id);
      if (delivery.outcome === 'failed') throw new Error(delivery.error);
    },
  });
}

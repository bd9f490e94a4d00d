import { addDays, type JustDate } from '@signshop/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobHistory, outgoingMessages } from '../db/schema/index.ts';
import { AUTOMATIC_USER_NAME } from '../job-core/job-history.ts';
import { messageHistoryChange } from '../features/messages/message-content.ts';
import { scanDueMessages } from '../features/messages/message-scan.ts';

/** How many days of scheduled mail the demo has already sent when it starts. */
const DAYS_SENT = 14;

/**
 * The payment and approval-link reminders of the last two weeks, found by the real scan as it
 * would have run at noon each day, and recorded as sent then: the Messages page and the jobs'
 * history show them. (Statements are not among them yet.)
 */
export async function seedDemoMessages(db: Db, today: JustDate): Promise<number> {
  let sent = 0;
  for (let back = DAYS_SENT; back >= 1; back--) {
    const day = addDays(today, -back);
    const noon = new Date(`${day}T12:00:00Z`);
    const ids = await scanDueMessages(db, day, { now: noon });
    if (ids.length === 0) continue;
    const rows = await db
      .update(outgoingMessages)
      .set({ status: 'sent', attempts: 1, created_at: noon, updated_at: noon, sent_at: noon })
      .where(inArray(outgoingMessages.id, ids))
      .returning();
    const withJob = rows.filter((row) => row.quote_id !== null);
    if (withJob.length)
      await db.insert(jobHistory).values(
        withJob.map((row) => ({
          quote_id: row.quote_id!,
          user_name: AUTOMATIC_USER_NAME,
          at: noon,
          ...messageHistoryChange(row, ''),
        })),
      );
    sent += rows.length;
  }
  return sent;
}

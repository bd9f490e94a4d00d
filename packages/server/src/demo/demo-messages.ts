import { addDays, firstOfPreviousMonth, type JustDate, type SessionUser } from '@signshop/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobHistory, outgoingMessages } from '../db/schema/index.ts';
import { AUTOMATIC_USER_NAME } from '../job-core/job-history.ts';
import { updateCompanyInfo } from '../features/company-info/company-info.service.ts';
import { messageHistoryChange } from '../features/messages/message-content.ts';
import { scanDueMessages } from '../features/messages/message-scan.ts';

/** How many days of scheduled mail the demo has already sent when it starts. */
const DAYS_SENT = 14;

/** Demo companies with a billing contact: their monthly statements go there. */
export const DEMO_BILLING_EMAILS: Record<string, string> = {
  'Harbor Hotel Group': 'accounts@harborhotel.example',
  'Northgate Mall': 'billing@northgatemall.example',
  'Lakeside Medical Center': 'payables@lakesidemedical.example',
};

/** The days the demo's scan ran: the last DAYS_SENT, and the last 1st before today (statements) when earlier. */
function scanDays(today: JustDate): JustDate[] {
  const days: JustDate[] = [];
  for (let back = DAYS_SENT; back >= 1; back--) days.push(addDays(today, -back));
  const first = today.endsWith('-01') ? firstOfPreviousMonth(today) : (`${today.slice(0, 8)}01` as JustDate);
  return first < days[0]! ? [first, ...days] : days;
}

/**
 * The payment and approval-link reminders of the last two weeks and this month's statements to
 * the companies with a billing contact, found by the real scan as it would have run at noon each
 * day, and recorded as sent then: the Messages page and the jobs' history show them.
 */
export async function seedDemoMessages(db: Db, admin: SessionUser, today: JustDate): Promise<number> {
  for (const [company, billing_email] of Object.entries(DEMO_BILLING_EMAILS))
    await updateCompanyInfo(db, admin, { company, billing_email });
  let sent = 0;
  for (const day of scanDays(today)) {
    const noon = new Date(`${day}T12:00:00Z`);
    const ids = await scanDueMessages(db, day, { now: noon });
    if (ids.length === 0) continue;
    const rows = await recordDemoSent(db, ids, noon);
    sent += rows.length;
  }
  return sent;
}

/** Records the demo's messages as sent at `at`, each on its job's history as the send job writes it. */
export async function recordDemoSent(db: Db, ids: number[], at: Date) {
  if (ids.length === 0) return [];
  const rows = await db
    .update(outgoingMessages)
    .set({ status: 'sent', attempts: 1, created_at: at, updated_at: at, sent_at: at })
    .where(inArray(outgoingMessages.id, ids))
    .returning();
  const withJob = rows.filter((row) => row.quote_id !== null);
  if (withJob.length)
    await db.insert(jobHistory).values(
      withJob.map((row) => ({
        quote_id: row.quote_id!,
        user_name: AUTOMATIC_USER_NAME,
        at,
        ...messageHistoryChange(row, ''),
      })),
    );
  return rows;
}

import { addDays, justDateParts, type JustDate } from '@signshop/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { scheduleLines, taskTimers } from '../db/schema/index.ts';
import type { Random } from '../features/milling/plate-generator.ts';

/** The week of timers the demo shows: the last seven shop days, weekdays only. */
export const DEMO_TIMER_DAYS = 7;
/** When the demo's people start and end work, in the shop's time zone. */
const DAY_START_HOUR = 8;
const DAY_END_HOUR = 16;

/** The instant `day` at `minutes` after midnight in the shop's time zone (from the zone's offset that day). */
function shopInstant(day: JustDate, minutes: number, timeZone: string): Date {
  const { year, month, day: d } = justDateParts(day);
  const asUtc = Date.UTC(year, month - 1, d, 0, minutes);
  const shown = new Date(new Date(asUtc).toLocaleString('en-US', { timeZone }));
  const utcShown = new Date(new Date(asUtc).toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(asUtc - (shown.getTime() - utcShown.getTime()));
}

/**
 * A week of work on the tasks of the jobs in production: each staff person times one task after
 * another from 8:00 to 16:00 on the weekdays of the last week, 20 to 100 minutes each with short
 * breaks, nothing after `now`; the first person is still timing a task now when now falls in work
 * hours. So the job overview, the daily schedule and the quoted-vs-actual report show real time.
 */
export async function seedDemoTimers(
  db: Db,
  random: Random,
  options: { now: Date; today: JustDate; timeZone: string; people: number[]; jobIds: number[] },
) {
  if (options.jobIds.length === 0 || options.people.length === 0) return 0;
  const lines = await db
    .select({ id: scheduleLines.id })
    .from(scheduleLines)
    .where(inArray(scheduleLines.quote_id, options.jobIds))
    .orderBy(scheduleLines.id);
  if (lines.length === 0) return 0;
  const rows: Array<typeof taskTimers.$inferInsert> = [];
  for (let back = DEMO_TIMER_DAYS - 1; back >= 0; back -= 1) {
    const day = addDays(options.today, -back);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    options.people.forEach((person, index) => {
      let minute = DAY_START_HOUR * 60 + Math.floor(random() * 20);
      while (minute < DAY_END_HOUR * 60) {
        const length = 20 + Math.floor(random() * 80);
        const started = shopInstant(day, minute, options.timeZone);
        if (started >= options.now) break;
        const end = shopInstant(day, minute + length, options.timeZone);
        const line = lines[Math.floor(random() * lines.length)]!;
        const running = end > options.now;
        // Only one timer runs per person: the first person keeps theirs going, the others stop now.
        if (running && index !== 0) {
          rows.push({
            schedule_line_id: line.id,
            account_id: person,
            started_at: started,
            stopped_at: options.now,
          });
          break;
        }
        rows.push({
          schedule_line_id: line.id,
          account_id: person,
          started_at: started,
          stopped_at: running ? null : end,
        });
        if (running) break;
        minute += length + 5 + Math.floor(random() * 15);
      }
    });
  }
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(taskTimers).values(rows.slice(start, start + 500));
  return rows.length;
}

/**
 * Links the demo's plates to the jobs they were cut for: the simulator names a plate's file after
 * its job (spaces as underscores), where a real machine's file carries the quote number.
 */
export async function linkDemoPlates(db: Db, jobIds: number[]) {
  if (jobIds.length === 0) return;
  await db.execute(sql`
    UPDATE milling_plates p SET quote_id = q.id
      FROM quotes q
     WHERE q.id IN (${sql.join(
       jobIds.map((id) => sql`${id}`),
       sql`, `,
     )})
       AND p.file_name LIKE regexp_replace(q.job_name, '[^A-Za-z0-9]+', '_', 'g') || '\\_plate%'`);
}

import { Role } from '@signshop/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@signshop/server/db/client.ts';
import { insertAccount } from '@signshop/server/test/support/factories.ts';

/** How many people time tasks, and how many tasks each times a day. */
const PEOPLE = 8;
const TASKS_A_DAY = 6;
const DAYS = 365;

/**
 * A year of task timers on the generated scheduler lines: eight staff, six tasks a day each, 20 to
 * 75 minutes per task from 8:00, every day up to yesterday (about 17,500 timers), the tasks spread
 * over all the lines. The quoted-vs-actual report reads a week of them.
 */
export async function generateTimers(db: Db): Promise<void> {
  const people: number[] = [];
  for (let i = 0; i < PEOPLE; i += 1) people.push((await insertAccount(db, { role: Role.Asante })).id);
  await db.execute(sql`
    WITH lines AS (SELECT array_agg(id ORDER BY id) AS ids FROM schedule_lines),
         people AS (SELECT id, n FROM unnest(${`{${people.join(',')}}`}::int[]) WITH ORDINALITY AS p(id, n)),
         slots AS (
           SELECT lines.ids[1 + ((p.n * 7919 + d * 131 + s * 17) % array_length(lines.ids, 1))] AS line,
                  p.id AS person,
                  date_trunc('day', now()) - d * interval '1 day' + interval '8 hours' + s * interval '80 minutes' AS started,
                  (20 + (p.n * d + s * 7) % 55) * interval '1 minute' AS length
             FROM lines, people p, generate_series(1, ${DAYS}) AS d, generate_series(0, ${TASKS_A_DAY - 1}) AS s
         )
    INSERT INTO task_timers (schedule_line_id, account_id, started_at, stopped_at)
    SELECT line, person, started, started + length FROM slots`);
  await db.execute(sql`VACUUM ANALYZE task_timers`);
}

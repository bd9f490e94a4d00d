import { backlogStageId } from '@signshop/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@signshop/server/db/client.ts';
import { rebuildBacklogCurrent } from '@signshop/server/job-core/backlog-sql.ts';

/**
 * Gives the generated quotes a realistic backlog and scheduler: every job has materials ordered,
 * most a customer ship date and drawing steps, fewer reach production; a tenth is thermoformed.
 * Stage dates follow the quote date, so recent jobs are the ones still in progress.
 */
export async function generateBacklog(db: Db): Promise<void> {
  const stage = (key: Parameters<typeof backlogStageId>[0]) => sql.raw(String(backlogStageId(key)));
  await db.execute(sql`UPDATE quotes SET is_thermoformed = (id % 10 = 0)`);
  await db.execute(sql`
    INSERT INTO backlog_entries (quote_id, type_id, is_checked, date_given)
    SELECT q.id, s.type_id, true, q.quote_date + s.days
    FROM quotes q
    CROSS JOIN LATERAL (VALUES
      (${stage('materials_ordered')}, 2, true),
      (${stage('customer_ship_date')}, 45, q.id % 10 < 7),
      (${stage('drawing_started')}, 5, q.id % 10 < 8),
      (${stage('drawing_sent')}, 9, q.id % 10 < 7),
      (${stage('drawing_approved')}, 14, q.id % 10 < 6),
      (${stage('ready_for_production')}, 18, q.id % 10 < 5),
      (${stage('in_production')}, 21, q.id % 10 < 4),
      (${stage('thermoformed_received')}, 30, q.id % 20 = 0)
    ) AS s(type_id, days, applies)
    WHERE s.applies
  `);
  // Written straight into the history, so the current state is derived as the migration does.
  await rebuildBacklogCurrent(db);
  await db.execute(sql`
    INSERT INTO schedule_lines (quote_id, short_description, material, equip, process, priority, assign_to, order_index)
    SELECT q.id, 'Line ' || n, (ARRAY['Clear','Gemini','Photoluminescent','Aluminum'])[1 + (q.id + n) % 4],
           (ARRAY['Laser','Router','Printer','Engraver'])[1 + (q.id + n) % 4], 'Cut', (q.id + n) % 4,
           (ARRAY['Ana','Bo','Cy','Dee'])[1 + q.id % 4], n
    FROM quotes q CROSS JOIN generate_series(1, 2) AS n
    WHERE q.id % 10 < 4
  `);
  // As autovacuum would on a live shop (the UPDATE above rewrote every quote).
  await db.execute(sql`VACUUM ANALYZE quotes, quote_list, quote_job_words, job_words`);
  await db.execute(sql`VACUUM ANALYZE backlog_entries`);
  await db.execute(sql`VACUUM ANALYZE backlog_current`);
  await db.execute(sql`VACUUM ANALYZE schedule_lines`);
  // A shop's rows were written over years and checkpointed long ago: the measurement that follows
  // must not pay for flushing the gigabyte the generator has just written.
  await db.execute(sql`CHECKPOINT`);
}

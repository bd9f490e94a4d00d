import { backlogStageId, type JustDate, type SizedSign } from '@signshop/domain';
import { expect } from 'vitest';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertQuote } from '../../../test/support/factories.ts';
import type { TestApp } from '../../../test/support/test-app.ts';
import { scheduleLines } from '../../db/schema/index.ts';

type LineValues = Partial<typeof scheduleLines.$inferInsert>;

/**
 * Test helper: a job promised for `promise` (its Customer Ship Date, saved through the backlog
 * route as staff do) with the given scheduler lines; answers the job and its line ids in order.
 */
export async function insertJob(
  t: TestApp,
  staff: ApiClient,
  {
    promise,
    lines,
    ...quote
  }: { promise: JustDate | null; lines: LineValues[]; is_shipped?: boolean; signs?: SizedSign[] },
) {
  // Only the sizes matter here; the rest of a sign is not read by the plan.
  const job = await insertQuote(t.db, quote as Parameters<typeof insertQuote>[1]);
  if (promise) {
    const backlogs = [
      {
        quote_id: job.id,
        type_id: backlogStageId('customer_ship_date'),
        is_checked: true,
        date_given: promise,
      },
    ];
    expect((await staff.put('/api/backlog', { backlogs })).status).toBe(200);
  }
  const ids: number[] = [];
  for (const [index, line] of lines.entries()) {
    const [row] = await t.db
      .insert(scheduleLines)
      .values({
        quote_id: job.id,
        short_description: `Task ${index + 1}`,
        equip: 'Laser',
        process: 'Cut',
        ...line,
      })
      .returning({ id: scheduleLines.id });
    ids.push(row!.id);
  }
  return { job, ids };
}

import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BACKLOG_STAGES } from '@signshop/domain';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { createBackup } from '../../db/backup/create-backup.ts';
import { restoreBackup } from '../../db/backup/restore-backup.ts';
import { quotes } from '../../db/schema/index.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { markLatestStages } from '../../job-core/backlog-sql.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { jobRowsFromScratch, readJobRows } from '../../../test/support/job-rows-from-scratch.ts';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let staff: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
});
afterAll(() => t.close());

const readModel = () => readJobRows(t.db);
const fromScratch = () => jobRowsFromScratch(t.db);

const DATES = ['2026-03-01', '2026-03-02', '2026-03-03'];
type Step =
  | { kind: 'create'; thermoformed: boolean }
  | { kind: 'revise'; pick: number; job_name: string; total: number; shipping: number; pm: number | null }
  | { kind: 'stages'; pick: number; changes: Array<{ stage: number; checked: boolean; date: number }> }
  | { kind: 'ship'; pick: number; shipped: boolean; date: number }
  | { kind: 'pay'; pick: number; amount: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'tactile'; pick: number; signs: unknown[] };

/** Signs with and without tactile text, at the top and in a sub-part. */
const TACTILE_SIGNS: unknown[][] = [
  [],
  [{ tactile: { lines: [{ text: 'Room 101' }] } }],
  [{ tactile: { lines: [{ text: '   ' }] } }],
  [{ subsigns: [{ tactile: { lines: [{ text: '' }, { text: 'Exit' }] } }] }],
  [{ tactile: null, subsigns: [] }],
];

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), thermoformed: fc.boolean() }),
  fc.record({
    kind: fc.constant('revise' as const),
    pick: fc.nat(),
    job_name: fc.constantFrom('Lobby', 'Exit signs', 'Suite 5'),
    total: fc.integer({ min: 0, max: 100_000 }),
    shipping: fc.integer({ min: 0, max: 5_000 }),
    pm: fc.constantFrom(null, 1, 2),
  }),
  fc.record({
    kind: fc.constant('stages' as const),
    pick: fc.nat(),
    changes: fc.array(
      fc.record({
        stage: fc.constantFrom(...BACKLOG_STAGES.map((stage) => stage.id as number)),
        checked: fc.boolean(),
        date: fc.nat({ max: DATES.length - 1 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  }),
  fc.record({ kind: fc.constant('ship' as const), pick: fc.nat(), shipped: fc.boolean(), date: fc.nat(2) }),
  fc.record({
    kind: fc.constant('pay' as const),
    pick: fc.nat(),
    amount: fc.integer({ min: 1, max: 5_000 }),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('tactile' as const),
    pick: fc.nat(),
    signs: fc.constantFrom(...TACTILE_SIGNS),
  }),
);

async function apply(s: Step, ids: number[]) {
  if (s.kind === 'create') {
    ids.push((await insertQuote(t.db, { is_thermoformed: s.thermoformed, total_price: 100 })).id);
    return;
  }
  if (ids.length === 0) return;
  const id = ids[s.pick % ids.length]!;
  if (s.kind === 'revise') {
    await t.db
      .update(quotes)
      .set({
        job_name: s.job_name,
        total_price: s.total / 100,
        shipping_cost: s.shipping / 100,
        project_manager: s.pm,
      })
      .where(eq(quotes.id, id));
  } else if (s.kind === 'stages') {
    const response = await staff.put('/api/backlog', {
      backlogs: s.changes.map((change) => ({
        quote_id: id,
        type_id: change.stage,
        is_checked: change.checked,
        date_given: change.checked ? DATES[change.date] : null,
      })),
    });
    expect(response.status).toBe(200);
  } else if (s.kind === 'ship') {
    await t.db
      .update(quotes)
      .set({ is_shipped: s.shipped, shipped_date: s.shipped ? DATES[s.date]! : null })
      .where(eq(quotes.id, id));
  } else if (s.kind === 'pay') {
    await t.db.execute(sql`UPDATE quotes SET left_to_pay = total_price - ${s.amount / 100}::numeric,
      payment_history = payment_history || jsonb_build_array(jsonb_build_object('payment', ${s.amount / 100}::numeric))
      WHERE id = ${id} AND total_price - ${s.amount / 100}::numeric >= -1000000`);
  } else if (s.kind === 'tactile') {
    await t.db.execute(sql`UPDATE quotes SET signs = ${JSON.stringify(s.signs)}::jsonb WHERE id = ${id}`);
  } else {
    await t.db.delete(quotes).where(eq(quotes.id, id));
    ids.splice(ids.indexOf(id), 1);
  }
}

describe('job_rows, the job read model', () => {
  it('equals a from-scratch query over quotes and the backlog history after any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        await t.db.delete(quotes);
        const ids: number[] = [];
        for (const s of steps) await apply(s, ids);
        expect(await readModel()).toEqual(await fromScratch());
      }),
      { numRuns: 25, seed: 31 },
    );
  });

  it('equals the from-scratch query on a database restored from a backup taken after any sequence of writes', async () => {
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'signshop-job-rows-restore-'));
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
          await t.db.delete(quotes);
          const ids: number[] = [];
          for (const s of steps) await apply(s, ids);
          const archive = path.join(work, `backup-${crypto.randomUUID()}.tar.gz`);
          const storage = createStorage(loadConfig({ DATA_DIR: path.join(work, 'source') }));
          await createBackup({ databaseUrl: t.database.url, storage, out: archive });
          const target = await createTestDatabase(); // migrated and seeded: replaced by --force
          try {
            const targetStorage = createStorage(loadConfig({ DATA_DIR: path.join(work, 'target') }));
            await restoreBackup({ archive, databaseUrl: target.url, storage: targetStorage, force: true });
            const restored = await readJobRows(target.db);
            expect(restored.map((row) => row.id)).toEqual(ids.toSorted((a, b) => a - b));
            expect(restored).toEqual(await jobRowsFromScratch(target.db));
            expect(restored).toEqual(await readModel());
          } finally {
            await target.close();
          }
        }),
        { numRuns: 3, seed: 31 },
      );
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  });

  it('follows a change of the stage order (latest stage re-marked for every job)', async () => {
    await t.db.delete(quotes);
    const { id } = await insertQuote(t.db);
    const stage = (key: string) => BACKLOG_STAGES.find((s) => s.key === key)!.id;
    await staff.put('/api/backlog', {
      backlogs: ['drawing_started', 'on_hold'].map((key) => ({
        quote_id: id,
        type_id: stage(key),
        is_checked: true,
        date_given: DATES[0],
      })),
    });
    expect((await readModel())[0]).toMatchObject({ latest_stage_id: stage('on_hold') });
    await t.db.execute(
      sql`UPDATE backlog_stages SET ordering = ordering + 100 WHERE key = 'drawing_started'`,
    );
    await markLatestStages(t.db);
    expect(await readModel()).toEqual(await fromScratch());
    expect((await readModel())[0]).toMatchObject({ latest_stage_id: stage('drawing_started') });
  });
});

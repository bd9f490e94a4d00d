import { BACKLOG_STAGES } from '@signshop/domain';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema/index.ts';
import { markLatestStages } from '../backlog/backlog-sql.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let staff: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
});
afterAll(() => t.close());

const COLUMNS = `id, given_id, job_name, customer_name, quote_date::text, total_price::text, shipping_cost::text,
  is_thermoformed, shipping_method, materials, is_shipped, shipped_date::text, project_manager,
  project_manager_comment, admin_paid, left_to_pay::text, created_by, has_backlog, stages,
  latest_stage_id, latest_stage_date::text, customer_ship_date::text, ready_for_production_date::text,
  in_production_date::text, thermoformed_received_date::text, drawing_status, has_tactile, has_payments`;

/**
 * The read model worked out from scratch: the quotes and the append-only backlog history (newest
 * entry of each job and stage), the latest stage by the stages' order, not from backlog_current.
 */
const FROM_SCRATCH = sql.raw(`
  WITH newest AS (
    SELECT DISTINCT ON (e.quote_id, e.type_id) e.quote_id, e.type_id, e.is_checked, e.date_given, s.key, s.ordering
    FROM backlog_entries e JOIN backlog_stages s ON s.id = e.type_id
    ORDER BY e.quote_id, e.type_id, e.id DESC),
  latest AS (
    SELECT DISTINCT ON (quote_id) quote_id, type_id, date_given FROM newest WHERE is_checked
    ORDER BY quote_id, ordering DESC),
  per_job AS (
    SELECT q.id, count(n.quote_id) > 0 AS has_backlog,
      coalesce(jsonb_object_agg(n.type_id, n.date_given) FILTER (WHERE n.is_checked), '{}') AS stages,
      max(n.date_given) FILTER (WHERE n.is_checked AND n.key = 'customer_ship_date') AS customer_ship_date,
      max(n.date_given) FILTER (WHERE n.is_checked AND n.key = 'ready_for_production') AS ready_for_production_date,
      max(n.date_given) FILTER (WHERE n.is_checked AND n.key = 'in_production') AS in_production_date,
      max(n.date_given) FILTER (WHERE n.is_checked AND n.key = 'thermoformed_received') AS thermoformed_received_date,
      coalesce((array_agg(n.key ORDER BY n.ordering DESC) FILTER (WHERE n.is_checked
        AND n.key IN ('drawing_started', 'drawing_sent', 'resubmit', 'drawing_approved')))[1], 'none') AS drawing_key
    FROM quotes q LEFT JOIN newest n ON n.quote_id = q.id GROUP BY q.id)
  SELECT q.id, q.given_id, q.job_name, q.customer_name, q.quote_date::text, q.total_price::text, q.shipping_cost::text,
    q.is_thermoformed, q.shipping_method, q.materials, q.is_shipped, q.shipped_date::text, q.project_manager,
    q.project_manager_comment, q.admin_paid,
    (CASE WHEN q.is_shipped AND jsonb_array_length(q.payment_history) = 0 THEN q.total_price ELSE q.left_to_pay END)::text AS left_to_pay,
    q.created_by, p.has_backlog, p.stages, l.type_id AS latest_stage_id, l.date_given::text AS latest_stage_date,
    p.customer_ship_date::text, p.ready_for_production_date::text, p.in_production_date::text,
    p.thermoformed_received_date::text,
    CASE p.drawing_key WHEN 'drawing_started' THEN 'started' WHEN 'drawing_sent' THEN 'sent'
      WHEN 'resubmit' THEN 'resubmit' WHEN 'drawing_approved' THEN 'approved' ELSE 'none' END AS drawing_status,
    EXISTS (SELECT FROM jsonb_path_query(q.signs, 'lax $.**.tactile.lines[*].text') AS line(text)
      WHERE jsonb_typeof(line.text) = 'string' AND btrim(line.text #>> '{}', E' \t\n\r') <> '') AS has_tactile,
    jsonb_array_length(q.payment_history) > 0 AS has_payments
  FROM quotes q JOIN per_job p ON p.id = q.id LEFT JOIN latest l ON l.quote_id = q.id ORDER BY q.id`);

async function readModel() {
  return (await t.db.execute(sql.raw(`SELECT ${COLUMNS} FROM job_rows ORDER BY id`))).rows;
}
async function fromScratch() {
  return (await t.db.execute(FROM_SCRATCH)).rows;
}

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

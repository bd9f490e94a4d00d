import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  floorResources,
  millingPlates,
  processEstimateChanges,
  processEstimates,
  quotes,
  scheduleLines,
  taskTimers,
} from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import {
  insertAccount,
  insertQuote,
  PERSONAS,
  signIn,
  type Persona,
} from '../../../test/support/factories.ts';
import { fetchBinary, pdfToText } from '../../../test/support/pdf-test-helpers.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let staff: ApiClient;
let staffId: number;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp({ SHOP_TIME_ZONE: 'America/Los_Angeles' });
  const account = await insertAccount(t.db, PERSONAS.staff);
  staffId = account.id;
  staff = await signIn(t.client(), account.email);
  admin = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.admin)).email);
});
afterAll(() => t.close());

/** A job of 12 × 12 in signs, `count` of them: `count` square feet. */
const jobOf = (count: number, over: Record<string, unknown> = {}) =>
  insertQuote(t.db, {
    signs: [{ height: 12, width: 12, quantity: count }] as never,
    total_price: 1234.56,
    ...over,
  });
async function taskOf(quoteId: number, over: Partial<typeof scheduleLines.$inferInsert> = {}) {
  const [line] = await t.db
    .insert(scheduleLines)
    .values({ quote_id: quoteId, equip: 'Laser', process: 'Cut', short_description: 'Cut letters', ...over })
    .returning();
  return line!;
}
const timersOf = (accountId: number) =>
  t.db.select().from(taskTimers).where(eq(taskTimers.account_id, accountId)).orderBy(taskTimers.id);
const timersAll = () => t.db.select().from(taskTimers).orderBy(taskTimers.id);

describe('access', () => {
  const ROUTES = [
    ['GET', '/api/time-tracking/timer'],
    ['POST', '/api/time-tracking/timer', { schedule_line_id: 1 }],
    ['POST', '/api/time-tracking/timer/stop'],
    ['GET', '/api/time-tracking/job/1'],
    ['GET', '/api/time-tracking/report?from=2026-06-01&to=2026-06-30'],
    ['GET', '/api/time-tracking/report.csv?from=2026-06-01&to=2026-06-30'],
    ['GET', '/api/time-tracking/report.pdf?from=2026-06-01&to=2026-06-30'],
    [
      'POST',
      '/api/time-tracking/report/adopt',
      { equip: 'Laser', process: 'Cut', from: '2026-06-01', to: '2026-06-30' },
    ],
  ] as const;

  it('requires authentication', async () => {
    for (const [method, path, body] of ROUTES) {
      expect((await t.client().request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
  });

  it.each(['customer', 'unverified', 'machine'] as Persona[])(
    'refuses a %s everything with 403 and changes nothing',
    async (persona) => {
      const client = await signIn(t.client(), (await insertAccount(t.db, PERSONAS[persona])).email);
      const task = await taskOf((await jobOf(1)).id);
      const before = await timersAll();
      for (const [method, path, body] of ROUTES) {
        const replaced = path.replace('/job/1', `/job/${task.quote_id}`);
        const sent = body && 'schedule_line_id' in body ? { schedule_line_id: task.id } : body;
        expect((await client.request(method, replaced, sent)).status, `${method} ${path}`).toBe(403);
      }
      expect(await timersAll()).toEqual(before);
    },
  );

  it('refuses staff who are not admins the adoption of an estimate (403), changing nothing', async () => {
    const reply = await staff.post('/api/time-tracking/report/adopt', {
      equip: 'Laser',
      process: 'Cut',
      from: '2026-06-01',
      to: '2026-06-30',
    });
    expect(reply.status).toBe(403);
    expect(await t.db.select().from(processEstimateChanges)).toEqual([]);
  });
});

describe('starting and stopping a timer', () => {
  it('starts a timer, and starting another stops the first in the same moment', async () => {
    const person = await insertAccount(t.db, PERSONAS.staff);
    const client = await signIn(t.client(), person.email);
    const job = await jobOf(2, { job_name: 'Gym signs' });
    const first = await taskOf(job.id);
    const second = await taskOf(job.id, { equip: 'Paint', process: 'Prime' });

    const started = await client.post('/api/time-tracking/timer', { schedule_line_id: first.id });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      timer: { schedule_line_id: first.id, quote_id: job.id, job_name: 'Gym signs', stopped_at: null },
      stopped: null,
    });
    expect((await client.get('/api/time-tracking/timer')).body.timer).toMatchObject({
      schedule_line_id: first.id,
    });

    const next = await client.post('/api/time-tracking/timer', { schedule_line_id: second.id });
    expect(next.status).toBe(200);
    expect(next.body.stopped).toMatchObject({ id: started.body.timer.id, schedule_line_id: first.id });
    const rows = await timersOf(person.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.stopped_at).not.toBeNull();
    // The old timer stops at the instant the new one starts.
    expect(rows[0]!.stopped_at!.getTime()).toBe(rows[1]!.started_at.getTime());
    expect(rows[1]).toMatchObject({ schedule_line_id: second.id, stopped_at: null });
  });

  it("keeps each person's timer apart: one person's start stops none of another's", async () => {
    const job = await jobOf(1);
    const task = await taskOf(job.id);
    const other = await insertAccount(t.db, PERSONAS.staff);
    const otherClient = await signIn(t.client(), other.email);
    await otherClient.post('/api/time-tracking/timer', { schedule_line_id: task.id });
    await staff.post('/api/time-tracking/timer', { schedule_line_id: task.id });
    expect((await timersOf(other.id)).map((row) => row.stopped_at)).toEqual([null]);
    await staff.post('/api/time-tracking/timer/stop');
  });

  it('stops the running timer, and a second stop answers that none was running', async () => {
    const person = await insertAccount(t.db, PERSONAS.staff);
    const client = await signIn(t.client(), person.email);
    const task = await taskOf((await jobOf(1)).id);
    await client.post('/api/time-tracking/timer', { schedule_line_id: task.id });
    const stopped = await client.post('/api/time-tracking/timer/stop');
    expect(stopped.status).toBe(200);
    expect(stopped.body.stopped).toMatchObject({ schedule_line_id: task.id });
    expect(stopped.body.stopped.stopped_at).not.toBeNull();
    expect((await client.post('/api/time-tracking/timer/stop')).body).toEqual({ stopped: null });
    expect((await client.get('/api/time-tracking/timer')).body).toEqual({ timer: null });
    expect((await timersOf(person.id)).every((row) => row.stopped_at !== null)).toBe(true);
  });

  it('two starts at once leave the person one running timer', async () => {
    const person = await insertAccount(t.db, PERSONAS.staff);
    const client = await signIn(t.client(), person.email);
    const job = await jobOf(1);
    const tasks = await Promise.all([taskOf(job.id), taskOf(job.id), taskOf(job.id)]);
    const replies = await Promise.all(
      tasks.map((task) => client.post('/api/time-tracking/timer', { schedule_line_id: task.id })),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect((await timersOf(person.id)).filter((row) => row.stopped_at === null)).toHaveLength(1);
  });

  it.each([
    [{ schedule_line_id: 'first' }, 'Task'],
    [{ schedule_line_id: -3 }, 'Task'],
    [{}, 'Task'],
    [{ schedule_line_id: 1, account_id: 1 }, 'Account ID'],
  ])('refuses %j with 400 naming the field, keeping the running timer', async (body, field) => {
    const task = await taskOf((await jobOf(1)).id);
    await staff.post('/api/time-tracking/timer', { schedule_line_id: task.id });
    const before = await timersOf(staffId);
    const reply = await staff.post('/api/time-tracking/timer', body);
    expect(reply.status).toBe(400);
    expect(reply.body.err).toContain(field);
    expect(await timersOf(staffId)).toEqual(before);
  });

  it('answers 404 for a task that does not exist, keeping the running timer', async () => {
    const task = await taskOf((await jobOf(1)).id);
    await staff.post('/api/time-tracking/timer', { schedule_line_id: task.id });
    const before = await timersOf(staffId);
    const reply = await staff.post('/api/time-tracking/timer', { schedule_line_id: 999_999 });
    expect(reply.status).toBe(404);
    expect(reply.body.err).toContain('999999');
    expect(await timersOf(staffId)).toEqual(before);
  });
});

describe("a job's estimated against actual time and cost", () => {
  it('adds timers per task and process, counts plates as machine time, and costs them at the rates', async () => {
    const person = await insertAccount(t.db, PERSONAS.staff);
    const job = await jobOf(10, { total_price: 1500 });
    const cut = await taskOf(job.id, { order_index: 1 });
    const prime = await taskOf(job.id, {
      equip: 'Paint',
      process: 'Prime',
      estimated_minutes: 20,
      order_index: 2,
    });
    await t.db
      .insert(processEstimates)
      .values({ equip: 'Laser', process: 'Cut', setup_minutes: 10, minutes_per_sqft: '2.5' })
      .onConflictDoNothing();
    await t.db.insert(floorResources).values([
      { key: `person:${person.id}`, weekday_minutes: [480, 480, 480, 480, 480, 0, 0], hourly_rate: '45.00' },
      { key: 'equipment:Laser', weekday_minutes: [480, 480, 480, 480, 480, 0, 0], hourly_rate: '60.00' },
      { key: 'machine:HAAS3', weekday_minutes: [480, 480, 480, 480, 480, 0, 0], hourly_rate: '90.00' },
    ]);
    await t.db.insert(taskTimers).values([
      {
        schedule_line_id: cut.id,
        account_id: person.id,
        started_at: new Date('2026-05-04T16:00:00Z'),
        stopped_at: new Date('2026-05-04T16:40:00Z'),
      },
      {
        schedule_line_id: prime.id,
        account_id: person.id,
        started_at: new Date('2026-05-04T17:00:00Z'),
        stopped_at: new Date('2026-05-04T17:10:20Z'),
      },
    ]);
    await t.db.insert(millingPlates).values([
      { machine: 'HAAS3', start_time: 1_781_000_000, end_time: 1_781_001_800, quote_id: job.id },
      // Still cutting: no end yet, so no time to count.
      { machine: 'HAAS3', start_time: 1_781_002_000, quote_id: job.id },
    ]);

    const reply = await staff.get(`/api/time-tracking/job/${job.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      quote_id: job.id,
      price: 1500,
      tasks: [
        {
          schedule_line_id: cut.id,
          equip: 'Laser',
          process: 'Cut',
          short_description: 'Cut letters',
          estimated_minutes: 35,
          actual_minutes: 40,
          running: false,
        },
        {
          schedule_line_id: prime.id,
          equip: 'Paint',
          process: 'Prime',
          short_description: 'Cut letters',
          estimated_minutes: 20,
          actual_minutes: 10.3,
          running: false,
        },
      ],
      processes: [
        // 35 min at $60/h = $35.00; 40 min at $45/h = $30.00.
        {
          equip: 'Laser',
          process: 'Cut',
          estimated_minutes: 35,
          actual_minutes: 40,
          estimated_cost: 35,
          actual_cost: 30,
        },
        // Paint has no rate; 620 s at $45/h = $7.75.
        {
          equip: 'Paint',
          process: 'Prime',
          estimated_minutes: 20,
          actual_minutes: 10.3,
          estimated_cost: 0,
          actual_cost: 7.75,
        },
        // 30 min of HAAS3 at $90/h.
        {
          equip: 'HAAS3',
          process: 'Milling',
          estimated_minutes: 0,
          actual_minutes: 30,
          estimated_cost: 0,
          actual_cost: 45,
        },
      ],
      totals: { estimated_minutes: 55, actual_minutes: 80.3, estimated_cost: 35, actual_cost: 82.75 },
    });
  });

  it('counts a running timer up to now', async () => {
    const job = await jobOf(1);
    const task = await taskOf(job.id);
    const person = await insertAccount(t.db, PERSONAS.staff);
    await t.db.insert(taskTimers).values({
      schedule_line_id: task.id,
      account_id: person.id,
      started_at: new Date(Date.now() - 5 * 60_000),
    });
    const reply = await staff.get(`/api/time-tracking/job/${job.id}`);
    expect(reply.body.tasks[0]).toMatchObject({ running: true });
    expect(reply.body.tasks[0].actual_minutes).toBeGreaterThanOrEqual(5);
    expect(reply.body.tasks[0].actual_minutes).toBeLessThan(6);
  });

  it('answers 404 for a job that does not exist and 400 naming the job for a bad one', async () => {
    expect((await staff.get('/api/time-tracking/job/999999')).status).toBe(404);
    const bad = await staff.get('/api/time-tracking/job/lobby');
    expect(bad.status).toBe(400);
    expect(bad.body.err).toContain('Job');
  });
});

describe('the quoted-vs-actual report read again', () => {
  const JUNE_12 = '/api/time-tracking/report?from=2026-06-12&to=2026-06-12';
  const pocket = async () => (await staff.get(JUNE_12)).body.rows as Array<Record<string, unknown>>;

  it('shows a new timer and resized signs on the next read, though it is kept between reads', async () => {
    const person = await insertAccount(t.db, PERSONAS.staff);
    await t.db
      .insert(processEstimates)
      .values({ equip: 'Engraver', process: 'Engrave', setup_minutes: 10, minutes_per_sqft: '1' })
      .onConflictDoNothing();
    const job = await jobOf(5);
    const task = await taskOf(job.id, { equip: 'Engraver', process: 'Engrave' });
    const timer = (start: string, minutes: number) => ({
      schedule_line_id: task.id,
      account_id: person.id,
      started_at: new Date(start),
      stopped_at: new Date(new Date(start).getTime() + minutes * 60_000),
    });
    await t.db.insert(taskTimers).values(timer('2026-06-12T16:00:00Z', 20));
    // 10 + 5 × 1 = 15 minutes estimated.
    expect(await pocket()).toMatchObject([{ estimated_minutes: 15, actual_minutes: 20 }]);
    expect(await pocket()).toMatchObject([{ estimated_minutes: 15, actual_minutes: 20 }]);

    await t.db.insert(taskTimers).values(timer('2026-06-12T18:00:00Z', 10));
    expect(await pocket()).toMatchObject([{ estimated_minutes: 15, actual_minutes: 30 }]);

    // Only the signs change (the job's row in the reports does not): 10 square feet, 20 minutes.
    await t.db
      .update(quotes)
      .set({ signs: [{ height: 12, width: 12, quantity: 10 }] as never })
      .where(eq(quotes.id, job.id));
    expect(await pocket()).toMatchObject([{ estimated_minutes: 20, actual_minutes: 30 }]);
  });
});

describe('the quoted-vs-actual report', () => {
  /** June 10 in the shop (Los Angeles, UTC−7): 07:00 UTC on June 10 to 07:00 UTC on June 11. */
  const JUNE_10 = { from: '2026-06-10', to: '2026-06-10' };
  let jobA: number;
  beforeAll(async () => {
    const person = await insertAccount(t.db, PERSONAS.staff);
    await t.db
      .insert(processEstimates)
      .values({ equip: 'Router', process: 'Pocket', setup_minutes: 10, minutes_per_sqft: '1' });
    // 10 and 30 sq ft jobs: estimates 20 and 40 minutes.
    jobA = (await jobOf(10)).id;
    const jobB = (await jobOf(30)).id;
    const a = await taskOf(jobA, { equip: 'Router', process: 'Pocket' });
    const b = await taskOf(jobB, { equip: 'Router', process: 'Pocket' });
    const late = await taskOf(jobB, { equip: 'Router', process: 'V-Carve' });
    const timer = (line: number, start: string, minutes: number) => ({
      schedule_line_id: line,
      account_id: person.id,
      started_at: new Date(start),
      stopped_at: new Date(new Date(start).getTime() + minutes * 60_000),
    });
    await t.db.insert(taskTimers).values([
      timer(a.id, '2026-06-10T16:00:00Z', 30),
      // 23:30 on June 10 in the shop: in the period, though June 11 in UTC.
      timer(b.id, '2026-06-11T06:30:00Z', 50),
      // 00:30 on June 11 in the shop: outside it.
      timer(late.id, '2026-06-11T07:30:00Z', 15),
    ]);
  });

  it('gives each process worked in the period its jobs, minutes, ratio and suggested rate', async () => {
    const reply = await staff.get('/api/time-tracking/report?from=2026-06-10&to=2026-06-10');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      ...JUNE_10,
      rows: [
        {
          equip: 'Router',
          process: 'Pocket',
          jobs: 2,
          tasks: 2,
          estimated_minutes: 60,
          actual_minutes: 80,
          ratio: 1.33,
          minutes_per_sqft: 1,
          // (30 − 10) + (50 − 10) = 60 minutes over 40 sq ft.
          suggested_minutes_per_sqft: 1.5,
        },
      ],
    });
  });

  it.each([
    ['from=2026-06-10&to=2026-06-01', 'To'],
    ['from=June&to=2026-06-01', 'From'],
    ['from=2026-06-10', 'To'],
    ['from=2025-01-01&to=2026-06-01', 'To'],
  ])('refuses the period %s with 400 naming %s', async (query, field) => {
    const reply = await staff.get(`/api/time-tracking/report?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.body.err).toContain(field);
  });

  it('downloads as CSV with the same rows', async () => {
    const reply = await fetchBinary(staff, '/api/time-tracking/report.csv?from=2026-06-10&to=2026-06-10');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/csv');
    const rows = parse(Buffer.from(reply.bytes).toString('utf8'), { columns: true, bom: true }) as Record<
      string,
      string
    >[];
    expect(rows).toEqual([
      {
        Equipment: 'Router',
        Process: 'Pocket',
        Jobs: '2',
        Tasks: '2',
        'Estimated Minutes': '60',
        'Actual Minutes': '80',
        'Actual / Estimated': '1.33',
        'Minutes per Sq Ft': '1',
        'Suggested Minutes per Sq Ft': '1.5',
      },
    ]);
  });

  it('prints as PDF with the period and the process row', async () => {
    const reply = await fetchBinary(staff, '/api/time-tracking/report.pdf?from=2026-06-10&to=2026-06-10');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    const text = pdfToText(reply.bytes);
    expect(text).toContain('QUOTED VS ACTUAL');
    expect(text).toContain('June 10, 2026');
    expect(text).toMatch(/Router\s+Pocket\s+2\s+2\s+60\s+80\s+1\.33\s+1\s+1\.5/);
  });

  it('lets an admin adopt the suggestion, recorded as from the actuals', async () => {
    const reply = await admin.post('/api/time-tracking/report/adopt', {
      equip: 'Router',
      process: 'Pocket',
      ...JUNE_10,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      equip: 'Router',
      process: 'Pocket',
      setup_minutes: 10,
      minutes_per_sqft: 1.5,
    });
    const [estimate] = await t.db
      .select()
      .from(processEstimates)
      .where(eq(processEstimates.process, 'Pocket'));
    expect(estimate).toMatchObject({ setup_minutes: 10, minutes_per_sqft: '1.500' });
    expect(
      await t.db.select().from(processEstimateChanges).where(eq(processEstimateChanges.process, 'Pocket')),
    ).toMatchObject([{ equip: 'Router', setup_minutes: 10, minutes_per_sqft: '1.500', source: 'actuals' }]);
  });

  it('refuses to adopt for a process not worked in the period (409) and bad input (400 naming the field), changing nothing', async () => {
    const before = await t.db.select().from(processEstimateChanges);
    const none = await admin.post('/api/time-tracking/report/adopt', {
      equip: 'Router',
      process: 'V-Carve',
      ...JUNE_10,
    });
    expect(none.status).toBe(409);
    expect(none.body.err).toContain('V-Carve');
    const missing = await admin.post('/api/time-tracking/report/adopt', { equip: 'Router', ...JUNE_10 });
    expect(missing.status).toBe(400);
    expect(missing.body.err).toContain('Process');
    const long = await admin.post('/api/time-tracking/report/adopt', {
      equip: 'x'.repeat(201),
      process: 'Pocket',
      ...JUNE_10,
    });
    expect(long.status).toBe(400);
    expect(long.body.err).toContain('Equipment');
    expect(await t.db.select().from(processEstimateChanges)).toEqual(before);
  });
});

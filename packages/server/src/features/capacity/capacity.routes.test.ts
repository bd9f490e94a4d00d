import { Role, addDays, mondayOf, shopToday } from '@signshop/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { floorResources, scheduleLines } from '../../db/schema/index.ts';
import { insertJob } from './capacity-fixtures.ts';

let t: TestApp;
let staff: ApiClient;
let admin: ApiClient;
let staffId: number;
let today: string;
/** A Monday two weeks ahead: every day of its week can be planned. */
let monday: string;
beforeAll(async () => {
  t = await startTestApp();
  const account = await insertAccount(t.db, { ...PERSONAS.staff, firstName: 'Quinn' });
  staffId = account.id;
  staff = await signIn(t.client(), account.email);
  admin = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.admin)).email);
  today = shopToday(t.config.shopTimeZone);
  monday = mondayOf(addDays(today, 14));
});
afterAll(() => t.close());

const lineOf = async (id: number) =>
  (await t.db.select().from(scheduleLines).where(eq(scheduleLines.id, id)))[0]!;
const day = (offset: number) => addDays(monday, offset);
const cell = (week: any, resource: string, date: string) =>
  week.resources.find((r: any) => r.key === resource).days.find((d: any) => d.day === date);

describe('access', () => {
  const routes = [
    ['GET', '/api/capacity/week?start=2026-11-30'],
    ['PATCH', '/api/capacity/tasks/1', { planned_day: null }],
    ['POST', '/api/capacity/plan', {}],
    ['GET', '/api/capacity/at-risk'],
  ] as const;

  it('requires authentication', async () => {
    for (const [method, path, body] of routes)
      expect((await t.client().request(method, path, body)).status).toBe(401);
  });

  it.each([
    ['a customer', PERSONAS.customer],
    ['an unverified customer', PERSONAS.unverified],
    ['a machine-room account', PERSONAS.machine],
    ['an unverified staff account', { role: Role.Asante, verified: false }],
  ])('refuses %s with 403 and changes nothing', async (_, persona) => {
    const client = await signIn(t.client(), (await insertAccount(t.db, persona)).email);
    const { ids } = await insertJob(t, staff, {
      promise: day(3),
      lines: [{ planned_day: day(0), planned_resource: 'equipment:Laser' }],
    });
    for (const [method, path, body] of routes)
      expect((await client.request(method, path, body)).status).toBe(403);
    expect((await client.patch(`/api/capacity/tasks/${ids[0]}`, { planned_day: day(1) })).status).toBe(403);
    expect(await lineOf(ids[0]!)).toMatchObject({ planned_day: day(0), planned_resource: 'equipment:Laser' });
  });
});

describe('GET /api/capacity/week', () => {
  it("answers each resource's capacity, load and tasks per day of the week", async () => {
    await t.db
      .insert(floorResources)
      .values({ key: 'equipment:Router', weekday_minutes: [300, 300, 300, 300, 240, 60, 0] });
    await admin.put('/api/capacity/estimates', {
      equip: 'Router',
      process: 'Pocket',
      setup_minutes: 20,
      minutes_per_sqft: 2.5,
    });
    const { job, ids } = await insertJob(t, staff, {
      promise: day(2),
      // 12 × 24 in × 2 = 4 sq ft: 20 + 2.5 × 4 = 30 minutes for the estimated task.
      signs: [{ height: 12, width: 24, quantity: 2 }],
      lines: [
        { equip: 'Router', process: 'Pocket', planned_day: day(0), planned_resource: 'equipment:Router' },
        {
          equip: 'Router',
          process: 'Pocket',
          estimated_minutes: 290,
          planned_day: day(0),
          planned_resource: 'equipment:Router',
        },
        {
          equip: 'Router',
          process: 'Pocket',
          estimated_minutes: 45,
          planned_day: day(4),
          planned_resource: `person:${staffId}`,
        },
      ],
    });
    const reply = await staff.get(`/api/capacity/week?start=${day(3)}`);
    expect(reply.status).toBe(200);
    expect(reply.body.start).toBe(monday);
    expect(reply.body.days).toEqual([0, 1, 2, 3, 4, 5, 6].map(day));
    expect(reply.body.resources.map((r: any) => r.key)).toEqual(
      expect.arrayContaining(['machine:HAAS1', 'machine:HAAS6', 'equipment:Laser', `person:${staffId}`]),
    );
    const monday0 = cell(reply.body, 'equipment:Router', day(0));
    expect(monday0).toMatchObject({ capacity: 300, load: 320 });
    expect(monday0.tasks).toMatchObject([
      {
        id: ids[0],
        job_id: job.id,
        minutes: 30,
        minutes_set: false,
        promise_date: day(2),
        given_id: job.given_id,
      },
      { id: ids[1], minutes: 290, minutes_set: true },
    ]);
    expect(cell(reply.body, 'equipment:Router', day(5))).toMatchObject({ capacity: 60, load: 0, tasks: [] });
    expect(cell(reply.body, 'equipment:Laser', day(5)).capacity).toBe(0);
    const person = reply.body.resources.find((r: any) => r.key === `person:${staffId}`);
    expect(person).toMatchObject({ kind: 'person', label: 'Quinn Tester' });
    expect(cell(reply.body, `person:${staffId}`, day(4))).toMatchObject({ capacity: 480, load: 45 });
  });

  it.each([
    ['a date that does not exist', '2026-13-01'],
    ['no date', ''],
  ])('refuses %s with 400 naming the week start', async (_, start) => {
    const reply = await staff.get(`/api/capacity/week?start=${start}`);
    expect(reply.status).toBe(400);
    expect(reply.body.err).toContain('Week start');
  });
});

describe('PATCH /api/capacity/tasks/:id (moving a task)', () => {
  it('moves a task to another day and resource, sets its minutes, and takes it off the plan', async () => {
    const { ids } = await insertJob(t, staff, {
      promise: day(4),
      lines: [{ planned_day: day(1), planned_resource: 'equipment:Laser' }],
    });
    const moved = await staff.patch(`/api/capacity/tasks/${ids[0]}`, {
      planned_day: day(2),
      planned_resource: `person:${staffId}`,
      estimated_minutes: 75,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.task).toMatchObject({
      id: ids[0],
      planned_day: day(2),
      planned_resource: `person:${staffId}`,
      minutes: 75,
    });
    expect(await lineOf(ids[0]!)).toMatchObject({
      planned_day: day(2),
      planned_resource: `person:${staffId}`,
      estimated_minutes: 75,
    });
    const week = (await staff.get(`/api/capacity/week?start=${monday}`)).body;
    expect(cell(week, `person:${staffId}`, day(2)).tasks.map((task: any) => task.id)).toContain(ids[0]);

    expect(
      (await staff.patch(`/api/capacity/tasks/${ids[0]}`, { planned_day: day(3) })).body.task,
    ).toMatchObject({
      planned_day: day(3),
      planned_resource: `person:${staffId}`,
    });
    await staff.patch(`/api/capacity/tasks/${ids[0]}`, { planned_day: null, estimated_minutes: null });
    expect(await lineOf(ids[0]!)).toMatchObject({
      planned_day: null,
      planned_resource: null,
      estimated_minutes: null,
    });
  });

  it('plans an unplanned task on its equipment when given only a day', async () => {
    const { ids } = await insertJob(t, staff, {
      promise: null,
      lines: [{ equip: 'Paint', process: 'Prime' }],
    });
    const reply = await staff.patch(`/api/capacity/tasks/${ids[0]}`, { planned_day: day(1) });
    expect(reply.body.task).toMatchObject({ planned_day: day(1), planned_resource: 'equipment:Paint' });
  });

  it.each([
    [
      'a resource the shop does not have',
      { planned_resource: 'equipment:Oven', planned_day: '2026-12-01' },
      400,
      'Resource',
    ],
    [
      'a person who is not staff',
      { planned_resource: 'person:999999', planned_day: '2026-12-01' },
      400,
      'Resource',
    ],
    ['a day that does not exist', { planned_day: '2026-02-30' }, 400, 'Day'],
    ['negative minutes', { estimated_minutes: -5 }, 400, 'Estimated minutes'],
    ['minutes that are not whole', { estimated_minutes: 2.5 }, 400, 'Estimated minutes'],
    ['nothing to change', {}, 400, 'Say what to change'],
    ['a field it does not know', { planned_day: '2026-12-01', quote_id: 1 }, 400, 'Quote ID'],
  ])('refuses %s with %i naming it and changes nothing', async (_, body, status, message) => {
    const { ids } = await insertJob(t, staff, {
      promise: day(4),
      lines: [{ planned_day: day(1), planned_resource: 'equipment:Laser', estimated_minutes: 10 }],
    });
    const reply = await staff.patch(`/api/capacity/tasks/${ids[0]}`, body);
    expect(reply.status).toBe(status);
    expect(reply.body.err).toContain(message);
    expect(await lineOf(ids[0]!)).toMatchObject({
      planned_day: day(1),
      planned_resource: 'equipment:Laser',
      estimated_minutes: 10,
    });
  });

  it('answers 404 for a task that does not exist or is no open work', async () => {
    expect((await staff.patch('/api/capacity/tasks/987654', { planned_day: null })).status).toBe(404);
    const { ids } = await insertJob(t, staff, { promise: null, lines: [{ is_complete: true }] });
    expect((await staff.patch(`/api/capacity/tasks/${ids[0]}`, { planned_day: day(1) })).status).toBe(404);
    expect((await lineOf(ids[0]!)).planned_day).toBeNull();
  });
});

describe('POST /api/capacity/plan and GET /api/capacity/at-risk', () => {
  it('refuses a start that is no date with 400 naming it and plans nothing', async () => {
    const { ids } = await insertJob(t, staff, {
      promise: day(4),
      lines: [{ equip: 'Screen Printing', process: 'Burn Screen' }],
    });
    const reply = await staff.post('/api/capacity/plan', { start: 'next monday' });
    expect(reply.status).toBe(400);
    expect(reply.body.err).toContain('Plan from');
    expect((await lineOf(ids[0]!)).planned_day).toBeNull();
  });

  it('places open tasks earliest deadline first into free capacity and names the late job', async () => {
    await admin.put('/api/capacity/resources', {
      key: 'equipment:Engraver',
      weekday_minutes: [120, 120, 120, 120, 120, 0, 0],
      hourly_rate: 40,
    });
    const engrave = (minutes: number, more = {}) => ({
      equip: 'Engraver',
      process: 'Engrave',
      estimated_minutes: minutes,
      ...more,
    });
    const a = await insertJob(t, staff, {
      promise: day(1),
      lines: [engrave(60), engrave(60), engrave(60, { is_complete: true })],
    });
    const b = await insertJob(t, staff, { promise: day(0), lines: [engrave(120)] });
    const c = await insertJob(t, staff, { promise: day(2), lines: [engrave(200)] });
    const d = await insertJob(t, staff, { promise: day(1), lines: [engrave(60)] });
    const shipped = await insertJob(t, staff, { promise: day(0), is_shipped: true, lines: [engrave(30)] });
    const other = await insertJob(t, staff, {
      promise: day(0),
      lines: [{ equip: 'Kiln', process: 'Fire', estimated_minutes: 5 }],
    });

    const reply = await staff.post('/api/capacity/plan', { start: monday });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ start: monday, end: day(27) });
    const placed = new Map(reply.body.placed.map((p: any) => [p.id, p]));
    expect(placed.get(b.ids[0])).toEqual({
      id: b.ids[0],
      job_id: b.job.id,
      day: day(0),
      resource: 'equipment:Engraver',
      late: false,
    });
    expect(placed.get(a.ids[0])).toMatchObject({ day: day(1), late: false });
    expect(placed.get(a.ids[1])).toMatchObject({ day: day(1), late: false });
    expect(placed.get(d.ids[0])).toMatchObject({ day: day(2), late: true });
    expect(reply.body.unplaced).toEqual(
      expect.arrayContaining([
        { id: c.ids[0], job_id: c.job.id, reason: 'longer-than-a-day' },
        { id: other.ids[0], job_id: other.job.id, reason: 'no-resource' },
      ]),
    );
    expect(placed.has(a.ids[2])).toBe(false);
    expect(placed.has(shipped.ids[0])).toBe(false);
    const saved = await t.db
      .select()
      .from(scheduleLines)
      .where(inArray(scheduleLines.id, [...a.ids, ...d.ids, ...shipped.ids]));
    expect(Object.fromEntries(saved.map((l) => [l.id, l.planned_day]))).toEqual({
      [a.ids[0]!]: day(1),
      [a.ids[1]!]: day(1),
      [a.ids[2]!]: null,
      [d.ids[0]!]: day(2),
      [shipped.ids[0]!]: null,
    });

    const again = await staff.post('/api/capacity/plan', { start: monday });
    expect(again.body.placed.map((p: any) => p.id)).not.toContain(a.ids[0]);

    const risk = await staff.get('/api/capacity/at-risk');
    expect(risk.status).toBe(200);
    expect(risk.body.jobs).toContainEqual({
      job_id: d.job.id,
      given_id: d.job.given_id,
      job_name: d.job.job_name,
      customer_name: d.job.customer_name,
      promise_date: day(1),
      planned_finish: day(2),
      days_late: 1,
    });
    expect(risk.body.jobs.map((j: any) => j.job_id)).not.toContain(a.job.id);
  });

  it('never plans into the past: an earlier start plans from the shop’s today', async () => {
    const reply = await staff.post('/api/capacity/plan', { start: '2020-01-06' });
    expect(reply.status).toBe(200);
    expect(reply.body.start).toBe(today);
    expect((await staff.post('/api/capacity/plan', {})).body.start).toBe(today);
  });
});

import { Role } from '@signshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { floorResources, processEstimateChanges, processEstimates } from '../../db/schema/index.ts';

let t: TestApp;
let admin: ApiClient;
let adminId: number;
let staffId: number;
beforeAll(async () => {
  t = await startTestApp();
  const account = await insertAccount(t.db, PERSONAS.admin);
  adminId = account.id;
  admin = await signIn(t.client(), account.email);
  staffId = (await insertAccount(t.db, { ...PERSONAS.staff, firstName: 'Robin' })).id;
});
afterAll(() => t.close());

const hours = (over: Record<string, unknown> = {}) => ({
  key: 'machine:HAAS2',
  weekday_minutes: [600, 600, 600, 600, 480, 240, 0],
  hourly_rate: 85.5,
  ...over,
});
const estimate = (over: Record<string, unknown> = {}) => ({
  equip: 'Laser',
  process: 'Cut',
  setup_minutes: 15,
  minutes_per_sqft: 1.25,
  ...over,
});
const unchanged = async () => {
  expect(await t.db.select().from(floorResources)).toEqual([]);
  expect(await t.db.select().from(processEstimates)).toEqual([]);
  expect(await t.db.select().from(processEstimateChanges)).toEqual([]);
};

describe('access', () => {
  const routes = [
    ['GET', '/api/capacity/resources'],
    ['PUT', '/api/capacity/resources', hours()],
    ['GET', '/api/capacity/estimates'],
    ['PUT', '/api/capacity/estimates', estimate()],
  ] as const;

  it('requires authentication', async () => {
    for (const [method, path, body] of routes)
      expect((await t.client().request(method, path, body)).status).toBe(401);
  });

  it.each([
    ['staff', PERSONAS.staff],
    ['a customer', PERSONAS.customer],
    ['a machine-room account', PERSONAS.machine],
    ['an unverified admin', { role: Role.Admin, verified: false }],
  ])('refuses %s with 403 and changes nothing', async (_, persona) => {
    const client = await signIn(t.client(), (await insertAccount(t.db, persona)).email);
    for (const [method, path, body] of routes)
      expect((await client.request(method, path, body)).status).toBe(403);
    await unchanged();
  });
});

describe('bad input', () => {
  it.each([
    [
      'a machine the shop does not have',
      '/api/capacity/resources',
      hours({ key: 'machine:HAAS9' }),
      'Resource',
    ],
    ['an account that is not staff', '/api/capacity/resources', hours({ key: 'person:999999' }), 'Resource'],
    [
      'six weekdays',
      '/api/capacity/resources',
      hours({ weekday_minutes: [480, 480, 480, 480, 480, 0] }),
      'Working minutes',
    ],
    [
      'more minutes than a day has',
      '/api/capacity/resources',
      hours({ weekday_minutes: [1441, 0, 0, 0, 0, 0, 0] }),
      'Working minutes',
    ],
    [
      'a rate in fractions of a cent',
      '/api/capacity/resources',
      hours({ hourly_rate: 10.005 }),
      'Hourly rate',
    ],
    ['a negative rate', '/api/capacity/resources', hours({ hourly_rate: -1 }), 'Hourly rate'],
    [
      'an equipment the shop does not have',
      '/api/capacity/estimates',
      estimate({ equip: 'Oven' }),
      'Equipment',
    ],
    ['no process', '/api/capacity/estimates', estimate({ process: ' ' }), 'Process'],
    ['a process name too long', '/api/capacity/estimates', estimate({ process: 'x'.repeat(201) }), 'Process'],
    [
      'setup minutes that are not whole',
      '/api/capacity/estimates',
      estimate({ setup_minutes: 1.5 }),
      'Setup minutes',
    ],
    [
      'minutes per sq ft with four decimals',
      '/api/capacity/estimates',
      estimate({ minutes_per_sqft: 1.2345 }),
      'Minutes per sq ft',
    ],
  ])('refuses %s with 400 naming it and changes nothing', async (_, path, body, label) => {
    const reply = await admin.put(path, body);
    expect(reply.status).toBe(400);
    expect(reply.body.err).toContain(label);
    await unchanged();
  });
});

describe('working hours and hourly rates', () => {
  it('lists every resource with the default hours until an admin sets its own', async () => {
    const reply = await admin.get('/api/capacity/resources');
    expect(reply.status).toBe(200);
    expect(reply.body.resources).toContainEqual({
      key: 'machine:HAAS1',
      kind: 'machine',
      label: 'HAAS1',
      weekday_minutes: [480, 480, 480, 480, 480, 0, 0],
      hourly_rate: 0,
      saved: false,
    });
    expect(reply.body.resources).toContainEqual(
      expect.objectContaining({ key: `person:${staffId}`, label: 'Robin Tester' }),
    );
  });

  it('saves a resource’s hours and rate, and saves again over them', async () => {
    const saved = await admin.put('/api/capacity/resources', hours());
    expect(saved.status).toBe(200);
    expect(saved.body.resource).toMatchObject({ key: 'machine:HAAS2', hourly_rate: 85.5, saved: true });
    await admin.put('/api/capacity/resources', hours({ key: `person:${staffId}`, hourly_rate: 32.1 }));
    await admin.put('/api/capacity/resources', hours({ hourly_rate: 90 }));
    const rows = await t.db.select().from(floorResources);
    expect(
      rows.map(({ key, hourly_rate, weekday_minutes, updated_by }) => ({
        key,
        hourly_rate,
        weekday_minutes,
        updated_by,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          key: 'machine:HAAS2',
          hourly_rate: '90.00',
          weekday_minutes: [600, 600, 600, 600, 480, 240, 0],
          updated_by: adminId,
        },
        {
          key: `person:${staffId}`,
          hourly_rate: '32.10',
          weekday_minutes: [600, 600, 600, 600, 480, 240, 0],
          updated_by: adminId,
        },
      ]),
    );
    expect(rows).toHaveLength(2);
  });
});

describe('process estimates', () => {
  it('lists the scheduler’s processes, saves an estimate and records each change', async () => {
    const before = await admin.get('/api/capacity/estimates');
    expect(before.body.estimates[0]).toEqual({
      equip: 'Laser',
      process: 'Cut',
      setup_minutes: 0,
      minutes_per_sqft: 0,
      saved: false,
    });
    expect((await admin.put('/api/capacity/estimates', estimate())).body.estimate).toEqual({
      ...estimate(),
      saved: true,
    });
    await admin.put('/api/capacity/estimates', estimate({ setup_minutes: 20 }));
    await admin.put('/api/capacity/estimates', estimate({ equip: 'Other', process: 'Crate' }));
    const after = (await admin.get('/api/capacity/estimates')).body.estimates;
    expect(after[0]).toEqual({ ...estimate({ setup_minutes: 20 }), saved: true });
    expect(after.at(-1)).toEqual({ ...estimate({ equip: 'Other', process: 'Crate' }), saved: true });
    const changes = await t.db.select().from(processEstimateChanges).orderBy(processEstimateChanges.id);
    expect(
      changes.map(({ equip, process, setup_minutes, minutes_per_sqft, source, changed_by }) => ({
        equip,
        process,
        setup_minutes,
        minutes_per_sqft,
        source,
        changed_by,
      })),
    ).toEqual([
      {
        equip: 'Laser',
        process: 'Cut',
        setup_minutes: 15,
        minutes_per_sqft: '1.250',
        source: 'admin',
        changed_by: adminId,
      },
      {
        equip: 'Laser',
        process: 'Cut',
        setup_minutes: 20,
        minutes_per_sqft: '1.250',
        source: 'admin',
        changed_by: adminId,
      },
      {
        equip: 'Other',
        process: 'Crate',
        setup_minutes: 15,
        minutes_per_sqft: '1.250',
        source: 'admin',
        changed_by: adminId,
      },
    ]);
  });
});

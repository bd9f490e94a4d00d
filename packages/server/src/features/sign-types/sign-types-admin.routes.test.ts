import { Role } from '@signshop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addons, signTypes } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import {
  insertAccount,
  insertQuote,
  PERSONAS,
  signIn,
  type Persona,
} from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.client(), (await insertAccount(t.db, { role: Role.Admin, verified: false })).email);
});
afterAll(() => t.close());

const process = {
  label: 'Photoluminescent',
  pdf_label: 'Glow-in-the-dark sign',
  small_size_cost: 40,
  medium_size_cost: 1.2,
  large_size_cost: 1,
  order_index: 95,
  inuse: true,
};
const option = (label: string, square_inch_price: number, unit_price: number) => ({
  label,
  pdf_label: label,
  square_inch_price,
  unit_price,
});
const createProcess = async () => (await admin.post('/api/admin/signtype', { type: process })).body.signtype;
const createAddon = async (type_id: number | null, cost_label = 'Frames') =>
  (
    await admin.post('/api/admin/alladdons', {
      addon: {
        type_id,
        cost_label,
        cost_order_index: 5,
        order_index: 1,
        inuse: true,
        options: [[option('Aluminum frame', 0.1, 15)]],
      },
    })
  ).body.addon;

describe('access', () => {
  const calls: Array<[string, string, unknown?]> = [
    ['POST', '/api/admin/alladdons', { addon: {} }],
    ['PUT', '/api/admin/alladdons', { addon: {} }],
    ['DELETE', '/api/admin/alladdons/1'],
    ['PUT', '/api/admin/alladdonscostorderindex', { type: null, cost_label: 'Colors', new_order: 1 }],
    ['POST', '/api/admin/signtype', { type: process }],
    ['PUT', '/api/admin/signtype', { type: { ...process, id: 1 } }],
    ['DELETE', '/api/admin/signtype/1'],
  ];

  it('requires authentication', async () => {
    for (const [method, path, body] of calls)
      expect((await t.client().request(method, path, body)).status).toBe(401);
  });

  it.each(['unverified', 'customer', 'staff', 'machine'] as Persona[])(
    'refuses a %s with 403 and changes nothing',
    async (persona) => {
      const client = await signIn(t.client(), (await insertAccount(t.db, PERSONAS[persona])).email);
      const before = (await t.db.select().from(signTypes)).length;
      for (const [method, path, body] of calls)
        expect((await client.request(method, path, body)).status).toBe(403);
      expect((await t.db.select().from(signTypes)).length).toBe(before);
    },
  );
});

describe('processes', () => {
  it('creates and updates a process that the editor then lists', async () => {
    const created = await createProcess();
    expect(created).toMatchObject({ ...process, id: expect.any(Number) });
    const updated = await admin.put('/api/admin/signtype', {
      type: { ...created, medium_size_cost: 1.35, inuse: false },
    });
    expect(updated.status).toBe(200);
    const [row] = await t.db.select().from(signTypes).where(eq(signTypes.id, created.id));
    expect(row).toMatchObject({ medium_size_cost: 1.35, inuse: false });
    const listed = (await admin.get('/api/quote/signtypes')).body.types.find(
      (type: { id: number }) => type.id === created.id,
    );
    expect(listed).toMatchObject({ label: 'Photoluminescent', inuse: false });
  });

  it.each([
    ['an empty label', { label: ' ' }, 'Label is required.'],
    [
      'a negative minimum price',
      { small_size_cost: -5 },
      'Minimum Price must be a number from 0 to 100,000,000.',
    ],
  ])('refuses %s with 400', async (_case, change, field) => {
    const response = await admin.post('/api/admin/signtype', { type: { ...process, ...change } });
    expect(response.status).toBe(400);
    expect(response.body.err).toContain(field);
  });

  it('refuses to delete a process that has add-ons, asking to delete its add-ons first', async () => {
    const created = await createProcess();
    await createAddon(created.id);
    const response = await admin.delete(`/api/admin/signtype/${created.id}`);
    expect(response.status).toBe(409);
    expect(response.body.err).toBe(
      'You must delete all addons first. We want to make sure you actually want to do this',
    );
    expect(await t.db.select().from(signTypes).where(eq(signTypes.id, created.id))).toHaveLength(1);
  });

  it('refuses to delete a process a saved quote uses, even in a sub-part', async () => {
    const created = await createProcess();
    await insertQuote(t.db, {
      signs: [
        {
          given_id: 'A',
          type: 1,
          addons: [],
          picks: [],
          height: 1,
          width: 1,
          quantity: 1,
          order_index: 0,
          custom_addons: null,
          subsigns: [
            {
              given_id: 'A-A',
              type: created.id,
              addons: [],
              picks: [],
              height: 1,
              width: 1,
              quantity: 1,
              order_index: 0,
              custom_addons: null,
              subsigns: [],
            },
          ],
        },
      ],
    });
    const response = await admin.delete(`/api/admin/signtype/${created.id}`);
    expect(response.status).toBe(409);
    expect(response.body.err).toMatch(/1 saved quote\(s\) use this process/);
  });

  it('deletes an unused process without add-ons', async () => {
    const created = await createProcess();
    expect((await admin.delete(`/api/admin/signtype/${created.id}`)).body).toEqual({ id: created.id });
    expect(await t.db.select().from(signTypes).where(eq(signTypes.id, created.id))).toHaveLength(0);
    expect((await admin.delete(`/api/admin/signtype/${created.id}`)).status).toBe(404);
  });
});

describe('add-ons', () => {
  it('creates, updates and deletes an add-on with option groups', async () => {
    const created = await createAddon(null, 'Frames');
    expect(created).toMatchObject({
      type_id: null,
      cost_label: 'Frames',
      options: [[option('Aluminum frame', 0.1, 15)]],
    });
    const updated = await admin.put('/api/admin/alladdons', {
      addon: { ...created, options: [[option('Aluminum frame', 0.125, 15), option('Wood frame', 0.2, 25)]] },
    });
    expect(updated.body.addon.options[0]).toHaveLength(2);
    const [row] = await t.db.select().from(addons).where(eq(addons.id, created.id));
    expect(row?.options[0]?.[0]?.square_inch_price).toBe(0.125);
    expect((await admin.delete(`/api/admin/alladdons/${created.id}`)).status).toBe(200);
    expect(await t.db.select().from(addons).where(eq(addons.id, created.id))).toHaveLength(0);
  });

  it('refuses an add-on for a process that does not exist, or with a price as text', async () => {
    const missing = await admin.post('/api/admin/alladdons', { addon: { type_id: 987654, cost_label: 'X' } });
    expect(missing.status).toBe(400);
    expect(missing.body.err).toBe('There is no process with id 987654.');
    const text = await admin.post('/api/admin/alladdons', {
      addon: { cost_label: 'X', options: [[{ label: 'a', square_inch_price: 'cheap' }]] },
    });
    expect(text.status).toBe(400);
    expect(text.body.err).toBe('Option 1.1: Square Inch Price must be a number from 0 to 100,000,000.');
  });

  it('moves a header group to a new order', async () => {
    const created = await createProcess();
    await createAddon(created.id, 'Frames');
    await createAddon(created.id, 'Frames');
    await createAddon(created.id, 'Glow');
    const response = await admin.put('/api/admin/alladdonscostorderindex', {
      type: created.id,
      cost_label: 'Frames',
      new_order: 2.5,
    });
    expect(response.body.addons).toHaveLength(2);
    const rows = await t.db.select().from(addons).where(eq(addons.type_id, created.id));
    expect(rows.map((r) => [r.cost_label, r.cost_order_index]).sort()).toEqual([
      ['Frames', 2.5],
      ['Frames', 2.5],
      ['Glow', 5],
    ]);
    const unknown = await admin.put('/api/admin/alladdonscostorderindex', {
      type: created.id,
      cost_label: 'Nope',
      new_order: 1,
    });
    expect(unknown.status).toBe(404);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrderItems, purchaseOrders } from '../../db/schema/index.ts';
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
let staff: ApiClient;
beforeAll(async () => {
  t = await startTestApp({ SHOP_TIME_ZONE: 'America/New_York' });
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
});
afterAll(() => t.close());

const order = (overrides: Record<string, unknown> = {}) => ({
  vendor_name: 'Rowmark Plastics',
  terms: 'Net 30',
  ship_via: 'UPS',
  order_by: 'Pat',
  items: [
    { item_number: 'RM-1', description: 'Photoluminescent sheet 24x48', quantity: 3, unit_price: 41.5 },
    { item_number: 'RM-2', description: 'Braille beads (1000)', quantity: 2, unit_price: 12.345 },
  ],
  sales_tax: 9.99,
  shipping_charge: 25,
  discount: 5,
  sub_total: 1,
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}) =>
  (await staff.post('/api/purchase_order/purchase_order', { purchase_order: order(overrides) })).body
    .purchase_order;

describe('access', () => {
  const calls: Array<[string, string, unknown?]> = [
    ['POST', '/api/purchase_order/purchase_order', { purchase_order: order() }],
    ['GET', '/api/purchase_order/purchase_order/1'],
    ['PUT', '/api/purchase_order/purchase_order/1', { purchase_order: order() }],
    ['POST', '/api/purchase_order/search/all', { search: {} }],
    ['POST', '/api/purchase_order/search/description', { search: { description: 'braille' } }],
  ];
  it('requires authentication', async () => {
    for (const [method, path, body] of calls)
      expect((await t.client().request(method, path, body)).status).toBe(401);
  });
  it.each(['unverified', 'customer', 'machine'] as Persona[])(
    'refuses a %s with 403 and writes nothing',
    async (persona) => {
      const client = await signIn(t.client(), (await insertAccount(t.db, PERSONAS[persona])).email);
      const before = (await t.db.select().from(purchaseOrders)).length;
      for (const [method, path, body] of calls)
        expect((await client.request(method, path, body)).status).toBe(403);
      expect((await t.db.select().from(purchaseOrders)).length).toBe(before);
    },
  );
});

describe('creating and updating', () => {
  it('computes line totals, sub total and order total on the server and shows the number 1,000,000 + id', async () => {
    const created = await create();
    // 3 × 41.50 = 124.50; 2 × 12.345 = 24.69; sub 149.19; + 9.99 + 25 − 5 = 179.18
    expect(created).toMatchObject({ sub_total: 149.19, total: 179.18, number: 1_000_000 + created.id });
    expect(created.items.map((i: { line_total: number }) => i.line_total)).toEqual([124.5, 24.69]);
    const [row] = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, created.id));
    expect(row).toMatchObject({ sub_total: 149.19, total: 179.18, vendor_name: 'Rowmark Plastics' });
  });

  it('ties items to jobs by quote id and takes the job name from the quote', async () => {
    const job = await insertQuote(t.db, { job_name: 'Hospital wayfinding' });
    const created = await create({
      items: [{ description: 'Sheet', quantity: 1, unit_price: 10, quote_id: job.id, job_name: 'typo' }],
    });
    expect(created.items[0]).toMatchObject({ quote_id: job.id, job_name: 'Hospital wayfinding' });
    const refused = await staff.post('/api/purchase_order/purchase_order', {
      purchase_order: order({ items: [{ description: 'x', quantity: 1, unit_price: 1, quote_id: 987654 }] }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.err).toBe('Item 1 names a job that does not exist (quote 987654).');
  });

  it('replaces the order and its items on update', async () => {
    const created = await create();
    const response = await staff.put(`/api/purchase_order/purchase_order/${created.id}`, {
      purchase_order: order({
        order_date: '2026-05-04',
        items: [{ description: 'Only line', quantity: 4, unit_price: 2.5 }],
      }),
    });
    expect(response.status).toBe(200);
    expect(response.body.purchase_order).toMatchObject({
      order_date: '2026-05-04',
      sub_total: 10,
      total: 39.99,
    });
    expect(
      await t.db
        .select()
        .from(purchaseOrderItems)
        .where(eq(purchaseOrderItems.purchase_order_id, created.id)),
    ).toHaveLength(1);
    expect(
      (await staff.get(`/api/purchase_order/purchase_order/${created.id}`)).body.purchase_order.items,
    ).toHaveLength(1);
  });

  it('refuses bad input with 400 and keeps the order as it was', async () => {
    const created = await create();
    const response = await staff.put(`/api/purchase_order/purchase_order/${created.id}`, {
      purchase_order: order({ order_date: 'May 4', vendor_name: 'Changed' }),
    });
    expect(response.status).toBe(400);
    expect(response.body.err).toBe('Order Date is not a valid date (yyyy-mm-dd).');
    const [row] = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, created.id));
    expect(row?.vendor_name).toBe('Rowmark Plastics');
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await staff.get('/api/purchase_order/purchase_order/987654')).status).toBe(404);
    expect(
      (await staff.put('/api/purchase_order/purchase_order/987654', { purchase_order: order() })).status,
    ).toBe(404);
  });
});

describe('searching', () => {
  let search: TestApp;
  let client: ApiClient;
  beforeAll(async () => {
    search = await startTestApp({ SHOP_TIME_ZONE: 'America/New_York' });
    client = await signIn(search.client(), (await insertAccount(search.db, PERSONAS.staff)).email);
    const add = (vendor_name: string, dates: Record<string, string | null>) =>
      client.post('/api/purchase_order/purchase_order', { purchase_order: order({ vendor_name, ...dates }) });
    await add('Alpha Acrylics', { order_date: null, expected_order_date: '2026-01-10' });
    await add('Beta Metals', { order_date: '2026-01-12', delivery_date: null });
    await add('Gamma Vinyl', { order_date: '2026-01-02', delivery_date: '2026-01-20' });
    await add('Delta Paint', { order_date: '2025-11-02', delivery_date: '2025-11-30' });
  });
  afterAll(() => search.close());
  const vendors = async (filter: object) =>
    (
      (await client.post('/api/purchase_order/search/all', { search: filter })).body
        .purchase_orders as Array<{ vendor_name: string }>
    )
      .map((o) => o.vendor_name)
      .sort();

  it('lists each phase', async () => {
    expect(await vendors({ phase: 'to-be-ordered' })).toEqual(['Alpha Acrylics']);
    expect(await vendors({ phase: 'to-be-delivered' })).toEqual(['Beta Metals']);
    expect(
      await vendors({ phase: 'delivered', date_field: 'delivery_date', min_date: '2025-01-01' }),
    ).toEqual(['Delta Paint', 'Gamma Vinyl']);
  });

  it('filters by vendor name and a date range on a chosen field', async () => {
    expect(await vendors({ like_vendor_name: 'ME' })).toEqual(['Beta Metals']);
    expect(
      await vendors({ date_field: 'order_date', min_date: '2026-01-01', max_date: '2026-01-12' }),
    ).toEqual(['Beta Metals', 'Gamma Vinyl']);
  });

  it('suggests past item descriptions after more than one character', async () => {
    const found = await client.post('/api/purchase_order/search/description', {
      search: { description: 'braille' },
    });
    expect(found.body.items).toEqual([
      { description: 'Braille beads (1000)', item_number: 'RM-2', unit_price: 12.345 },
    ]);
    expect(
      (await client.post('/api/purchase_order/search/description', { search: { description: 'b' } })).body
        .items,
    ).toEqual([]);
  });
});

describe('delivered since the first of the previous month, in the shop time zone', () => {
  it('starts the delivered list on the first of the previous month by default', async () => {
    const { firstOfPreviousMonth, addDays, shopToday } = await import('@signshop/domain');
    const first = firstOfPreviousMonth(shopToday('America/New_York'));
    await create({ vendor_name: 'Boundary In', order_date: first, delivery_date: first });
    await create({
      vendor_name: 'Boundary Out',
      order_date: addDays(first, -1),
      delivery_date: addDays(first, -1),
    });
    const listed = (
      await staff.post('/api/purchase_order/search/all', { search: { phase: 'delivered' } })
    ).body.purchase_orders.map((o: { vendor_name: string }) => o.vendor_name);
    expect(listed).toContain('Boundary In');
    expect(listed).not.toContain('Boundary Out');
  });
});

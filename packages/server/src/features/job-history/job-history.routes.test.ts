import { randomUUID } from 'node:crypto';
import { HISTORY_REASONS } from '@signshop/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, banks, jobHistory, quotes } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';

// Every change to a job is recorded with it, and the record is read-only.
let t: TestApp;
let processId: number;
let admin: ApiClient;
let customer: ApiClient;
let other: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  processId = await insertExampleProcess(t.db);
  const sign = async (persona: 'admin' | 'customer', company: string, firstName: string) =>
    signIn(t.client(), (await insertAccount(t.db, { ...PERSONAS[persona], company, firstName })).email);
  admin = await sign('admin', 'SignShop', 'Dana');
  customer = await sign('customer', 'Acme Signs', 'Casey');
  other = await sign('customer', 'Bolt Dental', 'Robin');
  await t.db
    .insert(banks)
    .values({ company: 'Acme Signs', nick_name: 'Operating', account_number: 'cipher' });
});
afterAll(() => t.close());

const historyCount = async () => (await t.db.select({ n: count() }).from(jobHistory))[0]!.n;
const history = async (client: ApiClient, id: number) => {
  const response = await client.get(`/api/quote/${id}/history`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.history as Array<{
    field: string;
    user_name: string;
    before: any;
    after: any;
    reason: string;
  }>;
};

describe('GET /api/quote/:id/history', () => {
  it('records creation, each changed field with before and after, and why for a revision', async () => {
    const created = (await customer.post('/api/quote', { quote: exampleQuoteBody(processId) })).body.quote;
    const body = exampleQuoteBody(processId, { shipping_cost: 50 });
    const saved = await admin.put(`/api/quote/${created.id}`, {
      ...body,
      given_id: created.given_id,
      version: 1,
      save_as: 'revision',
    });
    expect(saved.status).toBe(200);
    const entries = await history(admin, created.id);
    expect(entries.map((e) => [e.field, e.user_name, e.reason])).toEqual([
      ['created', 'Casey Tester', ''],
      ['shipping_cost', 'Dana Tester', HISTORY_REASONS.revision],
      ['total_price', 'Dana Tester', HISTORY_REASONS.revision],
    ]);
    expect(entries[1]).toMatchObject({ before: 25, after: 50 });
    expect(entries[2]).toMatchObject({ before: 704.64, after: 729.64 });
  });

  it('names the user by first and last name, by the one name given, else by the email', async () => {
    const byName = async (firstName: string, lastName: string) => {
      const account = await insertAccount(t.db, { ...PERSONAS.customer, company: 'Acme Signs' });
      await t.db.update(accounts).set({ firstName, lastName }).where(eq(accounts.id, account.id));
      const client = await signIn(t.client(), account.email);
      const created = (await client.post('/api/quote', { quote: exampleQuoteBody(processId) })).body.quote;
      return { email: account.email, name: (await history(admin, created.id))[0]!.user_name };
    };
    expect((await byName('Lee', 'Park')).name).toBe('Lee Park');
    expect((await byName('Lee', '')).name).toBe('Lee');
    expect((await byName('', 'Park')).name).toBe('Park');
    const nameless = await byName('', '');
    expect(nameless.name).toBe(nameless.email);
  });

  it('records each backlog stage checked, re-dated and unchecked, with the state it replaced', async () => {
    const created = (await customer.post('/api/quote', { quote: exampleQuoteBody(processId) })).body.quote;
    const stages = (await admin.get('/api/backlog')).body.backlogs as Array<{ id: number; label: string }>;
    const production = stages.find((stage) => stage.label === 'In Production')!;
    const put = (is_checked: boolean, date_given: string | null) =>
      admin.put('/api/backlog', {
        backlogs: [{ quote_id: created.id, type_id: production.id, is_checked, date_given }],
      });
    expect((await put(true, '2026-11-20')).status).toBe(200);
    expect((await put(true, '2026-11-23')).status).toBe(200);
    expect((await put(false, null)).status).toBe(200);
    const entries = (await history(admin, created.id)).filter((entry) => entry.field === 'stage');
    expect(entries.map((e) => [e.user_name, e.before, e.after])).toEqual([
      ['Dana Tester', null, { stage: 'In Production', checked: true, date: '2026-11-20' }],
      [
        'Dana Tester',
        { stage: 'In Production', checked: true, date: '2026-11-20' },
        { stage: 'In Production', checked: true, date: '2026-11-23' },
      ],
      [
        'Dana Tester',
        { stage: 'In Production', checked: true, date: '2026-11-23' },
        { stage: 'In Production', checked: false, date: null },
      ],
    ]);
    expect((await history(customer, created.id)).filter((entry) => entry.field === 'stage')).toEqual([]);
  });

  it('records payments and confirmations; a customer reads only the payment entries of its own job', async () => {
    const created = (await customer.post('/api/quote', { quote: exampleQuoteBody(processId) })).body.quote;
    await admin.put(`/api/quote/${created.id}`, { is_shipped: true, shipped_date: '2026-04-01', version: 1 });
    expect(
      (
        await customer.post(
          `/api/job/${created.id}/payment`,
          { payment: 4.64, nick_name: 'Operating' },
          { 'Idempotency-Key': randomUUID() },
        )
      ).status,
    ).toBe(200);
    expect((await admin.put(`/api/job/${created.id}/payment_history/0`, { admin_paid: true })).status).toBe(
      200,
    );
    expect((await admin.put(`/api/job/${created.id}/admin_paid`, { admin_paid: true })).status).toBe(200);
    const all = await history(admin, created.id);
    expect(all.map((e) => e.field)).toEqual([
      'created',
      'is_shipped',
      'shipped_date',
      'payment',
      'payment admin_paid',
      'admin_paid',
    ]);
    expect(all[3]).toMatchObject({
      user_name: 'Casey Tester',
      before: { left_to_pay: 704.64 },
      after: { payment: 4.64, nick_name: 'Operating', left_to_pay: 700 },
    });
    const own = await history(customer, created.id);
    expect(own.map((e) => e.field)).toEqual(['payment', 'payment admin_paid']);
    expect((await other.get(`/api/quote/${created.id}/history`)).status).toBe(404);
  });

  it('writes nothing for a refused change, and keeps the entry of a deleted job', async () => {
    const created = (await customer.post('/api/quote', { quote: exampleQuoteBody(processId) })).body.quote;
    await t.db
      .update(quotes)
      .set({ is_shipped: true, shipped_date: '2026-04-01' })
      .where(eq(quotes.id, created.id));
    const before = await historyCount();
    const refused = await customer.put(`/api/quote/${created.id}`, { shipping_cost: 0, version: 1 });
    expect(refused.status).toBe(403);
    expect(await historyCount()).toBe(before);
    expect((await admin.delete(`/api/quote/${created.id}`)).status).toBe(200);
    const kept = await t.db.select().from(jobHistory).where(eq(jobHistory.quote_id, created.id));
    expect(kept.map((e) => e.field)).toEqual(['created', 'deleted']);
  });

  it('is read-only and answers 401 signed out, 400 for a bad id', async () => {
    const created = (await customer.post('/api/quote', { quote: exampleQuoteBody(processId) })).body.quote;
    const before = await historyCount();
    for (const method of ['POST', 'PUT', 'DELETE'])
      expect((await admin.request(method, `/api/quote/${created.id}/history`, {})).status).toBe(404);
    expect(await historyCount()).toBe(before);
    expect((await t.client().get(`/api/quote/${created.id}/history`)).status).toBe(401);
    expect((await admin.get('/api/quote/abc/history')).status).toBe(400);
  });
});

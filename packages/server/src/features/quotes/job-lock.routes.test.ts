import { backlogStageId } from '@signshop/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';

// A job that has shipped, been paid or reached Ready For Production is the
// shop's record (domain policy access/job-changes.ts).
let t: TestApp;
let processId: number;
let staff: ApiClient;
let customer: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  processId = await insertExampleProcess(t.db);
  staff = await signIn(
    t.client(),
    (await insertAccount(t.db, { ...PERSONAS.staff, company: 'SignShop' })).email,
  );
  const account = await insertAccount(t.db, { ...PERSONAS.customer, company: 'Acme Signs' });
  customer = await signIn(t.client(), account.email);
});
afterAll(() => t.close());

const stored = async (id: number) => (await t.db.select().from(quotes).where(eq(quotes.id, id)))[0];
const quoteCount = async () => (await t.db.select({ n: count() }).from(quotes))[0]!.n;
const PAYMENT = { date: '2026-04-02', payment: 100, nick_name: 'Operating', admin_paid: false };

/** A customer's job (total 704.64) put in a state by writing the row as the shop's flows would. */
async function job(state: 'open' | 'shipped' | 'paid' | 'ready') {
  const created = (await customer.post('/api/quote', { quote: exampleQuoteBody(processId) })).body.quote;
  if (state === 'shipped' || state === 'paid') {
    await t.db
      .update(quotes)
      .set({
        is_shipped: true,
        shipped_date: '2026-04-01',
        left_to_pay: state === 'paid' ? 604.64 : 704.64,
        payment_history: state === 'paid' ? [PAYMENT] : [],
      })
      .where(eq(quotes.id, created.id));
  }
  if (state === 'ready') {
    const response = await staff.put('/api/backlog', {
      backlogs: [
        {
          quote_id: created.id,
          type_id: backlogStageId('ready_for_production'),
          is_checked: true,
          date_given: '2026-03-20',
        },
      ],
    });
    expect(response.status).toBe(200);
  }
  return (await stored(created.id))!;
}

describe('a customer cannot change a locked job’s prices nor delete it', () => {
  it.each([
    ['shipped', 'This job has shipped'],
    ['paid', 'This job has shipped'],
    ['ready', 'This job is Ready For Production'],
  ] as const)('%s: 403 with the reason, nothing written', async (state, reason) => {
    const before = await job(state);
    for (const patch of [
      { shipping_cost: 0 },
      { adjustments: [{ label: 'Free', percent: -99, dollar: 0 }] },
      { signs: [] },
    ]) {
      const response = await customer.put(`/api/quote/${before.id}`, { ...patch, version: before.version });
      expect(response.status).toBe(403);
      expect(response.body.err).toContain(reason);
    }
    const deleted = await customer.delete(`/api/quote/${before.id}`);
    expect(deleted.status).toBe(403);
    expect(await stored(before.id)).toEqual(before);
  });

  it('still lets the customer change other fields of a job in production', async () => {
    const before = await job('ready');
    const response = await customer.put(`/api/quote/${before.id}`, {
      comments: 'Please call first',
      version: before.version,
    });
    expect(response.status).toBe(200);
    expect(await stored(before.id)).toMatchObject({ comments: 'Please call first', total_price: 704.64 });
  });

  it('lets the customer re-price and delete an open job', async () => {
    const open = await job('open');
    const response = await customer.put(`/api/quote/${open.id}`, {
      shipping_cost: 35,
      version: open.version,
    });
    expect(response.status).toBe(200);
    expect((await stored(open.id))?.total_price).toBe(714.64);
    expect((await customer.delete(`/api/quote/${open.id}`)).status).toBe(200);
    expect(await stored(open.id)).toBeUndefined();
  });
});

describe('staff amend a shipped job only as a revision', () => {
  it('refuses a plain update of its prices with 403 and keeps the row', async () => {
    const before = await job('shipped');
    const response = await staff.put(`/api/quote/${before.id}`, {
      shipping_cost: 35,
      version: before.version,
    });
    expect(response.status).toBe(403);
    expect(response.body.err).toBe(
      'This job has shipped: change its prices with Update Current Job As Revision.',
    );
    expect(await stored(before.id)).toEqual(before);
  });

  it('revises it keeping left_to_pay = new total − payments', async () => {
    const before = await job('paid');
    const response = await staff.put(`/api/quote/${before.id}`, {
      shipping_cost: 35,
      save_as: 'revision',
      version: before.version,
    });
    expect(response.status).toBe(200);
    expect(await stored(before.id)).toMatchObject({
      total_price: 714.64,
      left_to_pay: 614.64,
      quote_sequence: before.quote_sequence + 1,
    });
  });

  it('refuses a revision whose new total falls below what was paid, with the reason', async () => {
    const before = await job('paid');
    const response = await staff.put(`/api/quote/${before.id}`, {
      signs: [],
      shipping_cost: 0,
      adjustments: [],
      save_as: 'revision',
      version: before.version,
    });
    expect(response.status).toBe(403);
    expect(response.body.err).toBe('The new total $0.00 would be below the $100.00 already paid.');
    expect(await stored(before.id)).toEqual(before);
  });
});

describe('deleting', () => {
  it('refuses a job with payments for everyone, staff included', async () => {
    const paid = await job('paid');
    const before = await quoteCount();
    for (const client of [staff, customer]) {
      const response = await client.delete(`/api/quote/${paid.id}`);
      expect(response.status).toBe(403);
      expect(response.body.err).toBe('This job has payments, so it cannot be deleted.');
    }
    expect(await quoteCount()).toBe(before);
  });

  it('lets staff delete a shipped job without payments', async () => {
    const shipped = await job('shipped');
    expect((await staff.delete(`/api/quote/${shipped.id}`)).status).toBe(200);
    expect(await stored(shipped.id)).toBeUndefined();
  });
});

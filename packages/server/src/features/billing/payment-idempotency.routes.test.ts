import { addDays, MISSING_KEY_MESSAGE, REUSED_KEY_MESSAGE, shopToday } from '@signshop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banks, paymentKeys, quotes } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let customer: ApiClient;
let colleague: ApiClient;
let unverified: ApiClient;
const today = () => shopToday('America/New_York');
const stored = async (id: number) => (await t.db.select().from(quotes).where(eq(quotes.id, id)))[0]!;
const keysOf = (id: number) => t.db.select().from(paymentKeys).where(eq(paymentKeys.quote_id, id));
const shippedJob = () =>
  insertQuote(t.db, { total_price: 704.64, is_shipped: true, shipped_date: addDays(today(), -10) });
const pay = (client: ApiClient, id: number, payment: number, key: string) =>
  client.post(`/api/job/${id}/payment`, { payment, nick_name: 'Operating' }, { 'Idempotency-Key': key });

beforeAll(async () => {
  t = await startTestApp({ SHOP_TIME_ZONE: 'America/New_York' });
  const company = 'Acme Signs';
  customer = await signIn(t.client(), (await insertAccount(t.db, { ...PERSONAS.customer, company })).email);
  colleague = await signIn(t.client(), (await insertAccount(t.db, { ...PERSONAS.customer, company })).email);
  unverified = await signIn(
    t.client(),
    (await insertAccount(t.db, { ...PERSONAS.unverified, company })).email,
  );
  await t.db.insert(banks).values({ company, nick_name: 'Operating', account_number: 'cipher' });
});
afterAll(() => t.close());

describe('POST /api/job/:id/payment with an Idempotency-Key', () => {
  it('answers a repeated key (a retry after a lost reply) with the first result and pays once', async () => {
    const job = await shippedJob();
    const first = await pay(customer, job.id, 200.32, 'click-0001');
    const retry = await pay(customer, job.id, 200.32, 'click-0001');
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body).toEqual(first.body);
    expect(retry.body.left_to_pay).toBe(504.32);
    const row = await stored(job.id);
    expect(row.payment_history.map((entry) => entry.payment)).toEqual([200.32]);
    expect(row.left_to_pay).toBe(504.32);
    expect(await keysOf(job.id)).toMatchObject([{ key: 'click-0001', payment: 200.32 }]);
  });

  it('pays once when the same key is fired three times at once, and twice for two clicks', async () => {
    const job = await shippedJob();
    const same = await Promise.all([1, 2, 3].map(() => pay(customer, job.id, 100.1, 'click-same-1')));
    expect(same.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await stored(job.id)).payment_history).toHaveLength(1);
    expect((await pay(customer, job.id, 100.1, 'click-next-2')).status).toBe(200);
    const row = await stored(job.id);
    expect(row.payment_history.map((entry) => entry.payment)).toEqual([100.1, 100.1]);
    expect(row.left_to_pay).toBe(504.44);
  });

  it('answers a retry of the payment that paid the job off with 200, not "more than left"', async () => {
    const job = await shippedJob();
    expect((await pay(customer, job.id, 704.64, 'payoff-key-1')).status).toBe(200);
    const retry = await pay(customer, job.id, 704.64, 'payoff-key-1');
    expect(retry.status).toBe(200);
    expect(retry.body.left_to_pay).toBe(0);
    expect((await stored(job.id)).payment_history).toHaveLength(1);
  });

  it('refuses a key reused for another amount or another job with 409, changing nothing', async () => {
    const job = await shippedJob();
    const other = await shippedJob();
    expect((await pay(customer, job.id, 50, 'reused-key-1')).status).toBe(200);
    const before = [await stored(job.id), await stored(other.id)];
    for (const [id, amount] of [
      [job.id, 60],
      [other.id, 50],
    ] as const) {
      const response = await pay(customer, id, amount, 'reused-key-1');
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ err: REUSED_KEY_MESSAGE, code: 'CONFLICT' });
    }
    expect([await stored(job.id), await stored(other.id)]).toEqual(before);
    expect(await keysOf(other.id)).toEqual([]);
  });

  it("keeps each account's keys its own: a colleague's same key is a payment of its own", async () => {
    const job = await shippedJob();
    expect((await pay(customer, job.id, 10, 'shared-key-1')).status).toBe(200);
    expect((await pay(colleague, job.id, 10, 'shared-key-1')).status).toBe(200);
    expect((await stored(job.id)).payment_history).toHaveLength(2);
  });

  it('refuses a payment without a key with 428 naming the header, paying nothing, for every account that may pay', async () => {
    const job = await shippedJob();
    const before = await stored(job.id);
    for (const client of [customer, colleague]) {
      const response = await client.post(`/api/job/${job.id}/payment`, {
        payment: 10,
        nick_name: 'Operating',
      });
      expect(response.status).toBe(428);
      expect(response.body).toEqual({ err: MISSING_KEY_MESSAGE, code: 'PRECONDITION_REQUIRED' });
      expect(response.body.err).toContain('Idempotency-Key');
    }
    expect(await stored(job.id)).toEqual(before);
    expect(await keysOf(job.id)).toEqual([]);
  });

  it('answers 400 naming the header for a malformed key, and 403 to an unverified user; nothing written', async () => {
    const job = await shippedJob();
    const before = await stored(job.id);
    for (const key of ['short', 'has space in it', 'x'.repeat(101), 'semi;colon-key']) {
      const response = await pay(customer, job.id, 10, key);
      expect(response.status, key).toBe(400);
      expect(response.body.err).toBe('Idempotency Key must be 8-100 letters, digits, - or _.');
    }
    expect((await pay(unverified, job.id, 10, 'unverified-key-1')).status).toBe(403);
    expect(await stored(job.id)).toEqual(before);
    expect(await keysOf(job.id)).toEqual([]);
  });
});

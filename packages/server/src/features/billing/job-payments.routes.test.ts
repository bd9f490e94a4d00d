import { randomUUID } from 'node:crypto';
import { access, addDays, dueDate, fromCents, lateInterest, shopToday, toCents } from '@signshop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banks, companyInfos, quotes, type NewQuoteRow } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import {
  insertAccount,
  insertQuote,
  PERSONAS,
  signIn,
  type Persona,
} from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';

let t: TestApp;
const as = {} as Record<Persona | 'customerB', ApiClient>;
const today = () => shopToday('America/New_York');
const stored = async (id: number) => (await t.db.select().from(quotes).where(eq(quotes.id, id)))[0]!;
/** A job shipped `daysAgo` days ago for 704.64 that nobody has paid yet (left_to_pay never set). */
const shippedJob = (overrides: Partial<NewQuoteRow> = {}, daysAgo = 10) =>
  insertQuote(t.db, {
    total_price: 704.64,
    shipping_cost: 25,
    is_shipped: true,
    shipped_date: addDays(today(), -daysAgo),
    ...overrides,
  });
const pay = (client: ApiClient, id: number, payment: unknown, nick_name = 'Operating') =>
  client.post(`/api/job/${id}/payment`, { payment, nick_name }, { 'Idempotency-Key': randomUUID() });
const paymentColumns = async (id: number) => {
  const { left_to_pay, last_date_paid, payment_history, updated_at: _u, ...rest } = await stored(id);
  void rest;
  return { left_to_pay, last_date_paid, payment_history };
};

beforeAll(async () => {
  t = await startTestApp({ SHOP_TIME_ZONE: 'America/New_York' });
  for (const persona of Object.keys(PERSONAS) as Persona[]) {
    const company = persona === 'admin' ? 'SignShop' : 'Acme Signs';
    as[persona] = await signIn(
      t.client(),
      (await insertAccount(t.db, { ...PERSONAS[persona], company })).email,
    );
  }
  as.customerB = await signIn(
    t.client(),
    (await insertAccount(t.db, { ...PERSONAS.customer, company: 'Bolt Dental' })).email,
  );
  await t.db.insert(banks).values([
    { company: 'Acme Signs', nick_name: 'Operating', account_number: 'cipher' },
    { company: 'Bolt Dental', nick_name: 'Bolt main', account_number: 'cipher' },
  ]);
});
afterAll(() => t.close());

describe('access', () => {
  const customerCalls: Array<[string, string, unknown]> = [
    ['POST', '/api/job/query', {}],
    ['POST', '/api/job/1/payment', { payment: 1, nick_name: 'Operating' }],
  ];
  const adminCalls: Array<[string, string, unknown]> = [
    ['PUT', '/api/job/1/admin_paid', { admin_paid: true }],
    ['PUT', '/api/job/1/payment_history/0', { admin_paid: true }],
  ];

  it('answers 401 signed out and 403 to unverified, staff-only and machine users; customers never reach the admin calls', async () => {
    const job = await shippedJob();
    const before = await stored(job.id);
    const calls = [...customerCalls, ...adminCalls].map(
      ([method, url, body]) => [method, url.replace('/1/', `/${job.id}/`), body] as const,
    );
    for (const [method, url, body] of calls)
      expect((await t.client().request(method, url, body)).status).toBe(401);
    for (const persona of ['unverified', 'staff', 'machine'] as Persona[])
      for (const [method, url, body] of calls)
        expect((await as[persona].request(method, url, body)).status).toBe(403);
    for (const [method, url, body] of calls.slice(2))
      expect((await as.customer.request(method, url, body)).status).toBe(403);
    expect(await stored(job.id)).toEqual(before);
  });

  it('refuses an admin without the Customer role a payment, saying why; the customer pays and the admin still reads every invoice', async () => {
    const job = await shippedJob();
    const before = await stored(job.id);
    const refused = await pay(as.admin, job.id, 1);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ err: access.customerVerified.refusal, code: 'FORBIDDEN' });
    expect(await stored(job.id)).toEqual(before);
    expect((await pay(as.customer, job.id, 1)).status).toBe(200);
    const listed = await as.admin.post('/api/job/query', { is_shipped: true });
    expect(listed.status).toBe(200);
    expect(listed.body.map((row: { id: number }) => row.id)).toContain(job.id);
  });
});

describe('POST /api/job/query', () => {
  it("lists a customer's own company's jobs only, whatever company it names", async () => {
    const acme = await shippedJob({ job_name: 'Acme lobby' });
    const bolt = await shippedJob({ job_name: 'Bolt lobby', customer_name: 'Bolt Dental' });
    for (const body of [{}, { company: 'Bolt Dental' }, { company: 'all' }]) {
      const rows = (await as.customer.post('/api/job/query', body)).body as Array<{
        id: number;
        customer_name: string;
      }>;
      expect(rows.map((row) => row.id)).toContain(acme.id);
      expect(rows.map((row) => row.id)).not.toContain(bolt.id);
      expect(new Set(rows.map((row) => row.customer_name))).toEqual(new Set(['Acme Signs']));
    }
    const boltRows = (await as.customerB.post('/api/job/query', {})).body as Array<{ id: number }>;
    expect(boltRows.map((row) => row.id)).toEqual([bolt.id]);
    const admin = (await as.admin.post('/api/job/query', { company: 'bolt dental' })).body as Array<{
      id: number;
    }>;
    expect(admin.map((row) => row.id)).toEqual([bolt.id]);
    const all = (await as.admin.post('/api/job/query', {})).body as Array<{ id: number }>;
    expect(all.map((row) => row.id)).toEqual(expect.arrayContaining([acme.id, bolt.id]));
  });

  it("shows the invoice as billed: the whole total left before any payment, the company's terms, due date and interest", async () => {
    await t.db
      .insert(companyInfos)
      .values({ company: 'Cedar Clinic', payment_terms_text: 'Net 10', payment_days: 10 });
    const shipped = addDays(today(), -40);
    const job = await shippedJob({ customer_name: 'Cedar Clinic', given_id: 'CED-1', shipped_date: shipped });
    const stage = await as.admin.put('/api/backlog', {
      backlogs: [{ quote_id: job.id, type_id: 11, is_checked: true, date_given: '2026-01-05' }],
    });
    expect(stage.status).toBe(200);
    const [row] = (await as.admin.post('/api/job/query', { company: 'Cedar Clinic' })).body;
    const interest = lateInterest(704.64, dueDate(shipped, 10), today());
    expect(interest).toBeGreaterThan(0);
    expect(row).toEqual({
      id: job.id,
      quote_sequence: 1,
      given_id: 'CED-1',
      job_name: 'Lobby signs',
      customer_name: 'Cedar Clinic',
      total_price: 704.64,
      tax_amount: 0,
      left_to_pay: 704.64,
      shipped_date: shipped,
      last_date_paid: null,
      payment_history: [],
      payment_nick_name: '',
      admin_paid: false,
      is_shipped: true,
      shipping_cost: 25,
      tracking_number: [],
      shipping_method: '',
      cost_without_shipping: 679.64,
      expected_ship_date: '2026-01-05',
      lastest_step_label: 'Customer Ship Date',
      payment_terms_text: 'Net 10',
      payment_days: 10,
      due_date: addDays(shipped, 10),
      interest,
      total_due: fromCents(toCents(704.64) + toCents(interest)),
    });
    const acme = (await as.customer.post('/api/job/query', { is_shipped: true })).body[0];
    expect(acme).toMatchObject({ payment_terms_text: 'Net 30', payment_days: 30 });
  });

  it('filters on shipped, admin paid and what is left to pay', async () => {
    const company = 'Filter Co';
    const ids = async (filter: object) =>
      ((await as.admin.post('/api/job/query', { company, ...filter })).body as Array<{ given_id: string }>)
        .map((row) => row.given_id)
        .sort();
    const paidEntry = { payment: 704.64, date: today(), nick_name: 'Operating', admin_paid: false };
    await shippedJob({ customer_name: company, given_id: 'OPEN' });
    await shippedJob({
      customer_name: company,
      given_id: 'PAID',
      left_to_pay: 0,
      payment_history: [paidEntry],
    });
    await shippedJob({
      customer_name: company,
      given_id: 'CONFIRMED',
      admin_paid: true,
      payment_history: [paidEntry],
    });
    await insertQuote(t.db, { customer_name: company, given_id: 'NOT-SHIPPED', total_price: 50 });
    expect(await ids({ is_shipped: true })).toEqual(['CONFIRMED', 'OPEN', 'PAID']);
    expect(await ids({ is_shipped: false })).toEqual(['NOT-SHIPPED']);
    expect(await ids({ is_shipped: true, admin_paid: false })).toEqual(['OPEN', 'PAID']);
    expect(await ids({ is_shipped: true, admin_paid: false, not_left_to_pay: true })).toEqual(['PAID']);
    expect(await ids({ is_shipped: true, not_left_to_pay: false })).toEqual(['CONFIRMED', 'OPEN', 'PAID']);
    expect(await ids({ is_shipped: true, min_left_to_pay: 0.01 })).toEqual(['OPEN']);
    expect(await ids({ is_shipped: true, max_left_to_pay: 0 })).toEqual(['CONFIRMED', 'PAID']);
    const bad = await as.admin.post('/api/job/query', { is_shipped: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.err).toBe('Is Shipped must be yes or no.');
  });
});

describe('POST /api/job/:id/payment', () => {
  it('records a payment: left_to_pay down, last_date_paid today, one history entry; then the rest pays it off', async () => {
    const job = await shippedJob();
    const first = await pay(as.customer, job.id, 200.32);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id: job.id,
      left_to_pay: 504.32,
      last_date_paid: today(),
      payment_nick_name: 'Operating',
      payment_history: [{ payment: 200.32, date: today(), nick_name: 'Operating', admin_paid: false }],
    });
    expect(await paymentColumns(job.id)).toEqual({
      left_to_pay: 504.32,
      last_date_paid: today(),
      payment_history: [{ payment: 200.32, date: today(), nick_name: 'Operating', admin_paid: false }],
    });

    const rest = await pay(as.customer, job.id, 504.32);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ left_to_pay: 0, total_due: 0, interest: 0 });
    const row = await stored(job.id);
    expect(row.left_to_pay).toBe(0);
    expect(row.payment_history.map((entry) => entry.payment)).toEqual([200.32, 504.32]);
    const paidOff = (await as.customer.post('/api/job/query', { is_shipped: true, not_left_to_pay: true }))
      .body;
    expect(paidOff.map((r: { id: number }) => r.id)).toContain(job.id);
  });

  it('refuses 0, negative, too much, an unknown bank and an unshipped job with 400 and a clear message, changing nothing', async () => {
    const job = await shippedJob();
    expect((await pay(as.customer, job.id, 4.64)).status).toBe(200);
    const unshipped = await insertQuote(t.db, { total_price: 100 });
    const cases: Array<[number, unknown, string, string]> = [
      [job.id, 0, 'Operating', 'Enter a payment above 0.00.'],
      [job.id, -5, 'Operating', 'Enter a payment above 0.00.'],
      [job.id, 0.004, 'Operating', 'Enter a payment above 0.00.'],
      [job.id, 700.01, 'Operating', 'That is more than the $700.00 total amount due.'],
      [
        job.id,
        10,
        'Savings',
        "There is no bank named 'Savings' for Acme Signs. Add it on the Banks page first.",
      ],
      [
        job.id,
        10,
        'Bolt main',
        "There is no bank named 'Bolt main' for Acme Signs. Add it on the Banks page first.",
      ],
      [unshipped.id, 10, 'Operating', 'This job has not shipped yet, so there is no invoice to pay.'],
    ];
    const before = [await stored(job.id), await stored(unshipped.id)];
    for (const [id, payment, nick, message] of cases) {
      const response = await pay(as.customer, id, payment, nick);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ err: message, code: 'VALIDATION_ERROR' });
    }
    for (const [body, message] of [
      [
        { payment: 'ten', nick_name: 'Operating' },
        'Payment must be a number from -1,000,000 to 100,000,000.',
      ],
      [{ payment: 5 }, 'Payment Method is required.'],
      [{ payment: 5, nick_name: ' ' }, 'Payment Method is required.'],
    ] as const) {
      const response = await as.customer.post(`/api/job/${job.id}/payment`, body, {
        'Idempotency-Key': randomUUID(),
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ err: message, code: 'VALIDATION_ERROR' });
    }
    expect([await stored(job.id), await stored(unshipped.id)]).toEqual(before);
  });

  it('takes up to the total amount due (balance + interest), records the excess as interest, refuses more', async () => {
    // 74 days past Net 30: 4,780.60 × 0.20 × 74 / 365 = 193.84 interest, 4,974.44 due.
    const job = await shippedJob({ total_price: 4780.6 }, 104);
    const before = await stored(job.id);
    const tooMuch = await pay(as.customer, job.id, 4974.45);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.err).toBe('That is more than the $4,974.44 total amount due.');
    expect(await stored(job.id)).toEqual(before);

    const all = await pay(as.customer, job.id, 4974.44);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ left_to_pay: 0, total_due: 0 });
    expect(await paymentColumns(job.id)).toEqual({
      left_to_pay: 0,
      last_date_paid: today(),
      payment_history: [
        { payment: 4974.44, interest: 193.84, date: today(), nick_name: 'Operating', admin_paid: false },
      ],
    });
  });

  it("answers 404 for another company's job (or none) and leaves it unpaid", async () => {
    const bolt = await shippedJob({ customer_name: 'Bolt Dental' });
    const before = await stored(bolt.id);
    for (const id of [bolt.id, 987654]) {
      const response = await pay(as.customer, id, 10);
      expect(response.status).toBe(404);
      expect(response.body.err).toBe(`There is no job with id ${id}.`);
    }
    expect(await stored(bolt.id)).toEqual(before);
  });

  it('lands both of two payments fired at once (neither is lost), and every one of six', async () => {
    const job = await shippedJob();
    const responses = await Promise.all([pay(as.customer, job.id, 100.1), pay(as.customer, job.id, 200.2)]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const row = await stored(job.id);
    expect(row.left_to_pay).toBe(404.34);
    expect(row.payment_history.map((entry) => entry.payment).sort()).toEqual([100.1, 200.2]);

    const six = await shippedJob();
    const amounts = [0.1, 0.2, 10.01, 33.33, 100, 250.55];
    const all = await Promise.all(amounts.map((amount) => pay(as.customer, six.id, amount)));
    expect(all.map((r) => r.status)).toEqual(amounts.map(() => 200));
    const sixRow = await stored(six.id);
    expect(sixRow.payment_history.map((entry) => entry.payment).sort((a, b) => a - b)).toEqual(amounts);
    expect(sixRow.left_to_pay).toBe(310.45); // 704.64 − 394.19
  });

  it('refuses exactly one of two payments fired at once that together exceed the balance', async () => {
    const job = await shippedJob();
    const responses = await Promise.all([pay(as.customer, job.id, 400), pay(as.customer, job.id, 400)]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(responses.find((r) => r.status === 400)!.body.err).toBe(
      'That is more than the $304.64 total amount due.',
    );
    const row = await stored(job.id);
    expect(row.left_to_pay).toBe(304.64);
    expect(row.payment_history).toHaveLength(1);
  });
});

describe('POST /api/job/payments (Admin payments)', () => {
  const entry = (payment: number, date: string) => ({
    payment,
    date,
    nick_name: 'Operating',
    admin_paid: false,
  });

  it('pages by payment: one page of payments newest first, the count of every payment and of their jobs', async () => {
    const histories = [
      [
        entry(1, '2026-03-01'),
        entry(2, '2026-03-05'),
        entry(3, '2026-03-09'),
        entry(4, '2026-03-13'),
        entry(5, '2026-03-17'),
      ],
      [entry(6, '2026-03-02'), entry(7, '2026-03-06'), entry(8, '2026-03-10'), entry(9, '2026-03-14')],
      [entry(10, '2026-03-03'), entry(11, '2026-03-07'), entry(12, '2026-03-11')],
    ];
    for (const payment_history of histories) {
      const job = await shippedJob({ customer_name: 'Pager Dental' });
      await t.db.update(quotes).set({ payment_history }).where(eq(quotes.id, job.id));
    }
    const ask = { company: 'Pager Dental', is_shipped: true, admin_paid: false, has_payments: true };
    const first = await as.admin.post('/api/job/payments', { ...ask, page: 0, page_count: 10 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 12, jobs: 3, page: 0, page_count: 10 });
    const payments = first.body.payments as Array<{
      job: { payment_history: unknown[] };
      index: number;
      entry: { payment: number };
    }>;
    expect(payments.map((row) => row.entry.payment)).toEqual([5, 9, 4, 12, 8, 3, 11, 7, 2, 10]);
    for (const row of payments) expect(row.job.payment_history[row.index]).toEqual(row.entry);
    const second = await as.admin.post('/api/job/payments', { ...ask, page: 1, page_count: 10 });
    expect(second.body.payments.map((row: { entry: { payment: number } }) => row.entry.payment)).toEqual([
      6, 1,
    ]);
    expect(second.body.count).toBe(12);
  });

  it('refuses a page that is not a whole number from 0 with 400 naming it', async () => {
    for (const body of [
      { page: -1, page_count: 10 },
      { page: 0, page_count: 'ten' },
    ]) {
      const refused = await as.admin.post('/api/job/payments', body);
      expect(refused.status).toBe(400);
      expect(refused.body.err).toMatch(/^(Page|Rows Per Page) must be/);
    }
  });

  it('is for verified admins only', async () => {
    expect((await t.client().post('/api/job/payments', {})).status).toBe(401);
    for (const persona of ['customer', 'staff', 'unverified'] as Persona[])
      expect((await as[persona].post('/api/job/payments', {})).status).toBe(403);
  });
});

describe('admin confirmation', () => {
  it('toggles a payment-history entry and the whole job, saved at once', async () => {
    const job = await shippedJob();
    await pay(as.customer, job.id, 100);
    await pay(as.customer, job.id, 50);
    const entry = await as.admin.put(`/api/job/${job.id}/payment_history/1`, { admin_paid: true });
    expect(entry.status).toBe(200);
    expect(entry.body.payment_history.map((e: { admin_paid: boolean }) => e.admin_paid)).toEqual([
      false,
      true,
    ]);
    expect((await stored(job.id)).payment_history).toEqual([
      { payment: 100, date: today(), nick_name: 'Operating', admin_paid: false },
      { payment: 50, date: today(), nick_name: 'Operating', admin_paid: true },
    ]);
    await Promise.all([
      as.admin.put(`/api/job/${job.id}/payment_history/0`, { admin_paid: true }),
      as.admin.put(`/api/job/${job.id}/payment_history/1`, { admin_paid: false }),
    ]);
    expect((await stored(job.id)).payment_history.map((e) => e.admin_paid)).toEqual([true, false]);

    const whole = await as.admin.put(`/api/job/${job.id}/admin_paid`, { admin_paid: true });
    expect(whole.body).toMatchObject({ id: job.id, admin_paid: true, left_to_pay: 554.64 });
    expect((await stored(job.id)).admin_paid).toBe(true);
  });

  it('answers 404 for a payment or job that does not exist, and 400 for a bad body', async () => {
    const job = await shippedJob();
    const missing = await as.admin.put(`/api/job/${job.id}/payment_history/0`, { admin_paid: true });
    expect(missing.status).toBe(404);
    expect(missing.body.err).toBe(`Job ${job.id} has no payment number 1.`);
    expect((await as.admin.put('/api/job/987654/payment_history/0', { admin_paid: true })).status).toBe(404);
    expect((await as.admin.put('/api/job/987654/admin_paid', { admin_paid: true })).status).toBe(404);
    expect((await as.admin.put(`/api/job/${job.id}/admin_paid`, { admin_paid: 'yes' })).status).toBe(400);
    expect((await stored(job.id)).admin_paid).toBe(false);
  });
});

describe('shipping a job', () => {
  it('sets left_to_pay to the total price when staff mark it shipped, and keeps paid + left = billed on a re-price', async () => {
    const processId = await insertExampleProcess(t.db);
    const created = (await as.staff.post('/api/quote', { quote: exampleQuoteBody(processId) })).body.quote;
    expect((await stored(created.id)).left_to_pay).toBe(0);
    const shipped = await as.staff.put(`/api/quote/${created.id}`, {
      is_shipped: true,
      shipped_date: today(),
      version: created.version,
    });
    expect(shipped.status).toBe(200);
    expect(await stored(created.id)).toMatchObject({
      is_shipped: true,
      total_price: 704.64,
      left_to_pay: 704.64,
    });
    // After a payment a save keeps what is left, and a re-price moves it by as much: paid + left = billed.
    expect((await pay(as.customer, created.id, 4.64)).status).toBe(200);
    const saved = await as.staff.put(`/api/quote/${created.id}`, {
      comments: 'Delivered',
      version: shipped.body.quote.version,
    });
    expect((await stored(created.id)).left_to_pay).toBe(700);
    // A shipped job is re-priced only as a revision.
    const revised = await as.staff.put(`/api/quote/${created.id}`, {
      shipping_cost: 35,
      save_as: 'revision',
      version: saved.body.quote.version,
    });
    expect(revised.status).toBe(200);
    expect(await stored(created.id)).toMatchObject({ total_price: 714.64, left_to_pay: 710 });
  });
});

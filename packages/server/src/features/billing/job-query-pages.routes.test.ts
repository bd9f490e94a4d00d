import { randomUUID } from 'node:crypto';
import {
  addDays,
  fromCents,
  isPaidOff,
  leftToPay,
  shopToday,
  toCents,
  type JobInvoiceRow,
} from '@signshop/domain';
import { sql } from 'drizzle-orm';
import { banks, companyInfos } from '../../db/schema/index.ts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

const ZONE = 'America/New_York';
const today = shopToday(ZONE);
const PAGE_COUNT = 4;

let t: TestApp;
let admin: ApiClient;
let customer: ApiClient;

/**
 * Generated jobs of two companies (Other Co pays in 10 days, Paging Co in the default 30): shipped
 * or not up to 90 days ago (so many are overdue and owe interest), some part or fully paid, some
 * confirmed by the admin.
 */
const generatedJob = fc.record({
  company: fc.constantFrom('Paging Co', 'Other Co'),
  cents: fc.integer({ min: 100, max: 999_999 }),
  shipped: fc.boolean(),
  paidPercent: fc.constantFrom(0, 0, 50, 100),
  adminPaid: fc.boolean(),
  daysAgo: fc.integer({ min: 0, max: 90 }),
});
const JOBS = fc.sample(generatedJob, { seed: 31, numRuns: 60 });

beforeAll(async () => {
  t = await startTestApp({ SHOP_TIME_ZONE: ZONE });
  admin = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.admin)).email);
  customer = await signIn(
    t.client(),
    (await insertAccount(t.db, { ...PERSONAS.customer, company: 'Paging Co' })).email,
  );
  await t.db.insert(companyInfos).values({ company: 'OTHER CO', payment_days: 10 });
  for (const [index, job] of JOBS.entries()) {
    const total = job.cents / 100;
    const paid = Math.round(job.cents * job.paidPercent) / 10_000;
    const quote = await insertQuote(t.db, {
      job_name: `Job ${index}`,
      customer_name: job.company,
      total_price: total,
      is_shipped: job.shipped,
      shipped_date: job.shipped ? addDays(today, -job.daysAgo) : null,
      admin_paid: job.adminPaid,
    });
    if (paid > 0)
      await t.db.execute(sql`UPDATE quotes SET left_to_pay = ${total - paid}::numeric,
        payment_history = jsonb_build_array(jsonb_build_object('payment', ${paid}::numeric, 'date', ${today}::text, 'nick_name', 'Operating', 'admin_paid', false))
        WHERE id = ${quote.id}`);
  }
});
afterAll(() => t.close());

type Row = JobInvoiceRow;
const cents = (rows: Row[], key: 'total_price' | 'left_to_pay' | 'interest' | 'total_due') =>
  fromCents(rows.reduce((sum, row) => sum + toCents(row[key]), 0));

/** What Make Payment summed in the browser before it was paged (its OpenTotal), from every row. */
function browserOpenTotal(rows: Row[]) {
  const open = rows.filter((row) => !isPaidOff({ left_to_pay: leftToPay(row) }));
  return { open_count: open.length, total_due: cents(open, 'total_due'), interest: cents(open, 'interest') };
}

const QUERIES: Array<[string, () => ApiClient, object]> = [
  ['admin, every job', () => admin, {}],
  ['admin, shipped and not confirmed', () => admin, { is_shipped: true, admin_paid: false }],
  ['admin, one company, something left to pay', () => admin, { company: 'other co', min_left_to_pay: 0.01 }],
  ['admin, fully paid', () => admin, { is_shipped: true, not_left_to_pay: true }],
  [
    'admin, with payments and not confirmed',
    () => admin,
    { is_shipped: true, admin_paid: false, has_payments: true },
  ],
  ['customer, its shipped jobs', () => customer, { is_shipped: true }],
  ['customer, every job', () => customer, {}],
];

describe('the billing job query asked page by page', () => {
  it.each(QUERIES)(
    '%s: the pages concatenated and the totals equal the unpaged answer',
    async (_name, who, filter) => {
      const client = who();
      const full = await client.post('/api/job/query', filter);
      expect(full.status).toBe(200);
      const every = full.body as Row[];
      expect(every.length, 'the fixture fills more than a page').toBeGreaterThan(PAGE_COUNT);
      const open = browserOpenTotal(every);
      // Every query that finds open invoices finds overdue ones (the fully paid query finds none).
      expect(open.interest > 0, 'some invoices owe interest').toBe(open.open_count > 0);
      const rows: Row[] = [];
      for (let page = 0; page * PAGE_COUNT < every.length; page++) {
        const reply = await client.post('/api/job/query', { ...filter, page, page_count: PAGE_COUNT });
        expect(reply.status).toBe(200);
        expect(reply.body).toMatchObject({
          page,
          page_count: PAGE_COUNT,
          count: every.length,
          totals: {
            total_price: cents(every, 'total_price'),
            left_to_pay: cents(every, 'left_to_pay'),
            ...open,
          },
        });
        rows.push(...reply.body.jobs);
      }
      expect(rows).toEqual(every);
    },
  );

  it("keeps a customer to its own company's jobs, page and totals alike", async () => {
    const reply = await customer.post('/api/job/query', { page: 0, page_count: 1000 });
    const companies = new Set(
      (reply.body.jobs as Array<{ customer_name: string }>).map((row) => row.customer_name),
    );
    expect([...companies]).toEqual(['Paging Co']);
    expect(reply.body.count).toBe(JOBS.filter((job) => job.company === 'Paging Co').length);
    const own = await admin.post('/api/job/query', { company: 'Paging Co', page: 0 });
    const everyCompany = await admin.post('/api/job/query', { page: 0 });
    expect(reply.body.totals).toEqual(own.body.totals);
    expect(reply.body.totals.open_count).toBeLessThan(everyCompany.body.totals.open_count);
    expect(reply.body.totals.total_due).toBeLessThan(everyCompany.body.totals.total_due);
  });

  it('counts only payments made with has_payments, and the open sums follow the rows after a payment', async () => {
    const withPayments = await admin.post('/api/job/query', { has_payments: true });
    expect(withPayments.body.length).toBeGreaterThan(0);
    expect((withPayments.body as Row[]).every((row) => row.payment_history.length > 0)).toBe(true);
    const before = await customer.post('/api/job/query', { is_shipped: true, page: 1, page_count: 3 });
    const owing = (await customer.post('/api/job/query', { is_shipped: true, min_left_to_pay: 1 }))
      .body[0] as Row;
    await t.db.insert(banks).values({ company: 'Paging Co', nick_name: 'Operating' });
    const paid = await customer.post(
      `/api/job/${owing.id}/payment`,
      { payment: 1, nick_name: 'Operating' },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const after = await customer.post('/api/job/query', { is_shipped: true, page: 1, page_count: 3 });
    const every = (await customer.post('/api/job/query', { is_shipped: true })).body as Row[];
    expect(after.body.totals).toMatchObject(browserOpenTotal(every));
    expect(toCents(after.body.totals.total_due)).toBeLessThan(toCents(before.body.totals.total_due));
  });

  it("follows a change of the company's payment days at once (the open totals are kept between requests)", async () => {
    const ask = { is_shipped: true, page: 0, page_count: 3 };
    const before = (await customer.post('/api/job/query', ask)).body.totals;
    expect((await customer.post('/api/job/query', ask)).body.totals).toEqual(before);
    await t.db.insert(companyInfos).values({ company: 'paging co', payment_days: 5 });
    const after = (await customer.post('/api/job/query', ask)).body.totals;
    const every = (await customer.post('/api/job/query', { is_shipped: true })).body as Row[];
    expect(every.every((row) => row.payment_days === 5)).toBe(true);
    expect(after).toMatchObject(browserOpenTotal(every));
    expect(after.interest).toBeGreaterThan(before.interest);
    await t.db.delete(companyInfos).where(sql`lower(${companyInfos.company}) = 'paging co'`);
  });

  it('answers 400 naming the field for a bad page or page size', async () => {
    for (const [body, field] of [
      [{ page: -1 }, 'Page must be at least 0.'],
      [{ page: 'x' }, 'Page must be a number.'],
      [{ page_count: 0 }, 'Rows Per Page must be at least 1.'],
      [{ page_count: 1001 }, 'Rows Per Page must be at most 1000.'],
      [{ page: 0, has_payments: 'yes' }, 'Has Payments must be yes or no.'],
    ] as const) {
      const response = await admin.post('/api/job/query', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.err).toBe(field);
    }
  });

  it('pages for verified customers and admins only: signed out 401, unverified and staff-only 403', async () => {
    const ask = { page: 0 };
    expect((await t.client().post('/api/job/query', ask)).status).toBe(401);
    for (const persona of ['unverified', 'staff', 'machine'] as const) {
      const client = await signIn(t.client(), (await insertAccount(t.db, PERSONAS[persona])).email);
      const refused = await client.post('/api/job/query', ask);
      expect(refused.status, persona).toBe(403);
      expect(refused.body.err).toBeTruthy();
    }
    expect((await admin.post('/api/job/query', ask)).status).toBe(200);
    expect((await customer.post('/api/job/query', ask)).status).toBe(200);
  });
});

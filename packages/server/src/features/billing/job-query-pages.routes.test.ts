import { addDays, shopToday } from '@signshop/domain';
import { sql } from 'drizzle-orm';
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

/** Generated jobs of two companies: shipped or not, some part paid, some confirmed by the admin. */
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

type Row = { id: number; total_price: number; left_to_pay: number };
const cents = (rows: Row[], key: 'total_price' | 'left_to_pay') =>
  rows.reduce((sum, row) => sum + Math.round(row[key] * 100), 0) / 100;

const QUERIES: Array<[string, () => ApiClient, object]> = [
  ['admin, every job', () => admin, {}],
  ['admin, shipped and not confirmed', () => admin, { is_shipped: true, admin_paid: false }],
  ['admin, one company, something left to pay', () => admin, { company: 'other co', min_left_to_pay: 0.01 }],
  ['admin, fully paid', () => admin, { is_shipped: true, not_left_to_pay: true }],
  ['customer, its shipped jobs', () => customer, { is_shipped: true }],
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
      const rows: Row[] = [];
      for (let page = 0; page * PAGE_COUNT < every.length; page++) {
        const reply = await client.post('/api/job/query', { ...filter, page, page_count: PAGE_COUNT });
        expect(reply.status).toBe(200);
        expect(reply.body).toMatchObject({
          page,
          page_count: PAGE_COUNT,
          count: every.length,
          totals: { total_price: cents(every, 'total_price'), left_to_pay: cents(every, 'left_to_pay') },
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
  });

  it('answers 400 naming the field for a bad page or page size', async () => {
    for (const [body, field] of [
      [{ page: -1 }, 'page'],
      [{ page: 'x' }, 'page'],
      [{ page_count: 0 }, 'page_count'],
      [{ page_count: 1001 }, 'page_count'],
    ] as const) {
      const response = await admin.post('/api/job/query', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.err).toMatch(new RegExp(`\\b${field}\\b`));
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

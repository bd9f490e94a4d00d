import { addDays, dueDate, fromCents, lateInterest, shopToday, toCents } from '@signshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInfos, type NewQuoteRow } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import {
  insertAccount,
  insertQuote,
  PERSONAS,
  signIn,
  type Persona,
} from '../../../test/support/factories.ts';
import { fetchBinary, pdfToText } from '../../../test/support/pdf-test-helpers.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
const as = {} as Record<Persona | 'customerB', ApiClient>;
const ZONE = 'America/Los_Angeles';
const T = shopToday(ZONE);
const day = (offset: number) => addDays(T, offset);
const shipped = (
  customer_name: string,
  given_id: string,
  total_price: number,
  daysAgo: number,
  more: Partial<NewQuoteRow> = {},
) =>
  insertQuote(t.db, {
    customer_name,
    given_id,
    total_price,
    is_shipped: true,
    shipped_date: day(-daysAgo),
    ...more,
  });
const interest = (balance: number, shippedDaysAgo: number, days: number, asOf = T) =>
  lateInterest(balance, dueDate(day(-shippedDaysAgo), days), asOf);
const cents = (...amounts: number[]) => fromCents(amounts.reduce((sum, a) => sum + toCents(a), 0));
const quoteCount = async () => (await t.db.execute(sql`SELECT count(*)::int AS n FROM quotes`)).rows[0]!.n;

beforeAll(async () => {
  t = await startTestApp({ SHOP_TIME_ZONE: ZONE });
  for (const persona of Object.keys(PERSONAS) as Persona[]) {
    const company = persona === 'admin' || persona === 'staff' ? 'SignShop' : 'Acme Signs';
    as[persona] = await signIn(
      t.client(),
      (await insertAccount(t.db, { ...PERSONAS[persona], company })).email,
    );
  }
  as.customerB = await signIn(
    t.client(),
    (await insertAccount(t.db, { ...PERSONAS.customer, company: 'Bolt Dental' })).email,
  );
  await t.db.insert(companyInfos).values([
    { company: 'Bolt Dental', payment_days: 10 },
    { company: 'Cedar Labs', payment_days: 60, tax_exempt: true, exemption_expires: day(-1) },
  ]);
  // Acme Signs (no record: Net 30).
  await shipped('Acme Signs', 'ACM-1', 704.64, 10); // due in 20 days: current
  await shipped('Acme Signs', 'ACM-2', 100, 45); // 15 days past due
  await shipped('Acme Signs', 'ACM-3', 50, 200, {
    left_to_pay: 20,
    last_date_paid: day(-5),
    payment_history: [{ payment: 30, date: day(-5), nick_name: 'Operating', admin_paid: false }],
  }); // 170 days past due, 30 paid five days ago
  await shipped('acme  signs', 'ACM-4', 80, 100, {
    left_to_pay: 0,
    last_date_paid: day(-90),
    payment_history: [{ payment: 80, date: day(-90), nick_name: 'Operating', admin_paid: false }],
  }); // paid off 90 days ago
  await insertQuote(t.db, { customer_name: 'Acme Signs', given_id: 'ACM-5', total_price: 999 }); // not shipped
  await shipped('Bolt Dental', 'BOL-1', 300, 50); // Net 10: 40 days past due
  await shipped('Cedar Labs', 'CED-1', 1000, 100); // Net 60: 40 days past due
});
afterAll(() => t.close());

const acmeToday = () => ({
  company: 'Acme Signs',
  current: 704.64,
  days_1_30: 100,
  days_31_60: 0,
  days_61_90: 0,
  over_90: 20,
  balance: 824.64,
  interest: cents(interest(100, 45, 30), interest(20, 200, 30)),
  total_due: cents(824.64, interest(100, 45, 30), interest(20, 200, 30)),
  invoices: 3,
  exemption_expired: false,
});

describe('GET /api/aging', () => {
  it('ages every company as of today, buckets by days past due, flags an expired exemption, totals all', async () => {
    const reply = await as.staff.get('/api/aging');
    expect(reply.status).toBe(200);
    expect(reply.body.as_of).toBe(T);
    expect(reply.body.companies).toEqual([
      acmeToday(),
      expect.objectContaining({
        company: 'Bolt Dental',
        days_31_60: 300,
        interest: interest(300, 50, 10),
        invoices: 1,
        exemption_expired: false,
      }),
      expect.objectContaining({
        company: 'Cedar Labs',
        days_31_60: 1000,
        interest: interest(1000, 100, 60),
        exemption_expired: true,
      }),
    ]);
    expect(reply.body.total).toMatchObject({
      company: 'Total',
      current: 704.64,
      days_1_30: 100,
      days_31_60: 1300,
      over_90: 20,
      balance: 2124.64,
      invoices: 5,
    });
  });

  it('counts a job marked shipped without a date as current, without interest, as Make Payment does, and is read again after a change', async () => {
    const before = (await as.staff.get('/api/aging')).body.total;
    await insertQuote(t.db, {
      customer_name: 'Zed Signs',
      given_id: 'ZED-1',
      total_price: 40,
      is_shipped: true,
    });
    const after = await as.staff.get('/api/aging');
    expect(after.body.companies.at(-1)).toMatchObject({
      company: 'Zed Signs',
      current: 40,
      interest: 0,
      invoices: 1,
    });
    expect(after.body.total.balance).toBe(cents(before.balance, 40));
    await t.db.execute(sql`DELETE FROM quotes WHERE given_id = 'ZED-1'`);
    expect((await as.staff.get('/api/aging')).body.total).toEqual(before);
  });

  it('ages as of an earlier day: payments made after it are open again, invoices shipped after it left out', async () => {
    const asOf = day(-95);
    const reply = await as.admin.get(`/api/aging?as_of=${asOf}`);
    expect(reply.status).toBe(200);
    // ACM-4 (due 70 days ago, paid 90 days ago) was not yet due; ACM-3 (due 170 days ago, paid 5 days ago) 75 days past due.
    expect(reply.body.companies[0]).toMatchObject({
      company: 'Acme Signs',
      current: 80,
      days_61_90: 50,
      invoices: 2,
    });
    expect(reply.body.companies.map((line: { company: string }) => line.company)).toEqual([
      'Acme Signs',
      'Cedar Labs',
    ]);
    expect(reply.body.companies[1]).toMatchObject({ current: 1000, exemption_expired: false });
  });

  it('searches companies and pages them, totalling what the search finds', async () => {
    const bolt = await as.staff.get('/api/aging?company=bolt');
    expect(bolt.body.companies.map((line: { company: string }) => line.company)).toEqual(['Bolt Dental']);
    expect(bolt.body.total).toMatchObject({ company: 'Total', days_31_60: 300, balance: 300, invoices: 1 });
    const page = await as.staff.get('/api/aging?page=1&page_count=2');
    expect(page.body).toMatchObject({ count: 3, page: 1, page_count: 2 });
    expect(page.body.companies.map((line: { company: string }) => line.company)).toEqual(['Cedar Labs']);
    expect(page.body.total.balance).toBe(2124.64);
  });

  it('agrees to the cent with what Make Payment shows the customer', async () => {
    const mine = await as.customer.get('/api/aging/mine');
    expect(mine.status).toBe(200);
    const { exemption_expired: _flag, ...line } = acmeToday();
    expect(mine.body).toEqual({ as_of: T, line });
    const invoices = (await as.customer.post('/api/job/query', { is_shipped: true })).body as Array<{
      left_to_pay: number;
      interest: number;
    }>;
    const open = invoices.filter((row) => row.left_to_pay > 0);
    expect(cents(...open.map((row) => row.left_to_pay))).toBe(mine.body.line.balance);
    expect(cents(...open.map((row) => row.interest))).toBe(mine.body.line.interest);
    const other = await as.customerB.get('/api/aging/mine');
    expect(other.body.line).toMatchObject({ company: 'Bolt Dental', balance: 300, invoices: 1 });
  });

  it('answers CSV and PDF of the same lines', async () => {
    const csv = await as.staff.get('/api/aging/report.csv?company=a');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Company,Invoices,Current,1-30,31-60,61-90,Over 90,Balance,Interest,Total Due,Tax Exemption Expired',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'Acme Signs',
      'Bolt Dental',
      'Cedar Labs',
      'Total',
    ]);
    expect(lines[3]).toContain(',Yes');
    expect(lines[4]).toContain(',2124.64,');
    const pdf = await fetchBinary(as.admin, '/api/aging/report.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfToText(pdf.bytes);
    expect(text).toContain('RECEIVABLES AGING');
    expect(text).toMatch(/Acme Signs\s+3\s+\$704\.64\s+\$100\.00\s+\$0\.00\s+\$0\.00\s+\$20\.00\s+\$824\.64/);
    expect(text).toContain('Tax exemption expired');
    expect(text).toMatch(/Total\s+5\s+\$704\.64\s+\$100\.00\s+\$1,300\.00/);
  });
});

describe('GET /api/aging/statement.pdf', () => {
  const period = `from=${day(-30)}&to=${T}`;

  it("prints a company's opening balance, invoices, payments, interest, closing balance and aging line", async () => {
    const pdf = await fetchBinary(as.customer, `/api/aging/statement.pdf?${period}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfToText(pdf.bytes);
    expect(text).toContain('STATEMENT');
    expect(text).toContain('Acme Signs');
    // Open 31 days ago: ACM-2 (100) and ACM-3 (50, its payment came later).
    expect(text).toMatch(/Opening balance\s+\$150\.00/);
    expect(text).toMatch(/ACM-1\s+Lobby signs.*\$704\.64/);
    expect(text).not.toContain('ACM-2 ');
    expect(text).toMatch(/ACM-3\s+\$30\.00\s+\$0\.00/);
    expect(text).toMatch(/Invoiced\s+\$704\.64/);
    expect(text).toMatch(/Paid\s+-\$30\.00/);
    expect(text).toMatch(/Closing balance\s+\$824\.64/);
    const acme = acmeToday();
    expect(text).toMatch(new RegExp(`Total due\\s+\\$${acme.total_due.toFixed(2)}`));
    expect(text).toMatch(/Acme Signs\s+3\s+\$704\.64\s+\$100\.00\s+\$0\.00\s+\$0\.00\s+\$20\.00\s+\$824\.64/);
  });

  it("gives staff the company they name, a customer its own, and never another company's", async () => {
    const staff = await fetchBinary(as.staff, `/api/aging/statement.pdf?company=Bolt%20Dental&${period}`);
    expect(staff.status).toBe(200);
    expect(pdfToText(staff.bytes)).toMatch(/Opening balance\s+\$300\.00/);
    const own = await fetchBinary(as.customerB, `/api/aging/statement.pdf?company=bolt%20dental&${period}`);
    expect(own.status).toBe(200);
    const other = await fetchBinary(as.customer, `/api/aging/statement.pdf?company=Bolt%20Dental&${period}`);
    expect(other.status).toBe(404);
    expect(Buffer.from(other.bytes).toString('utf8')).not.toContain('300');
    const unnamed = await as.staff.get(`/api/aging/statement.pdf?${period}`);
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.err).toContain('Company');
  });
});

describe('bad input', () => {
  it.each([
    ['/api/aging?as_of=2026-02-30', 'As Of'],
    ['/api/aging?as_of=soon', 'As Of'],
    [`/api/aging?company=${'x'.repeat(201)}`, 'Company'],
    ['/api/aging?page=-1', 'Page'],
    ['/api/aging/report.csv?as_of=x', 'As Of'],
    ['/api/aging/statement.pdf?company=Acme&from=2026-01-31&to=2026-01-01', 'To'],
    ['/api/aging/statement.pdf?company=Acme&from=&to=2026-01-01', 'From'],
    [`/api/aging/statement.pdf?company=${'x'.repeat(201)}&from=2026-01-01&to=2026-01-31`, 'Company'],
  ])('%s answers 400 naming %s, changing nothing', async (url, field) => {
    const before = await quoteCount();
    const reply = await as.admin.get(url);
    expect(reply.status).toBe(400);
    expect(reply.body.err).toContain(field);
    expect(await quoteCount()).toBe(before);
  });

  it('the customer line refuses a bad day too', async () => {
    const reply = await as.customer.get('/api/aging/mine?as_of=2026-13-01');
    expect(reply.status).toBe(400);
    expect(reply.body.err).toContain('As Of');
  });
});

describe('access', () => {
  const period = `from=${day(-30)}&to=${T}`;
  const staffOnly = ['/api/aging', '/api/aging/report.csv', '/api/aging/report.pdf'];

  it('lets staff and admins read the aging and refuses everyone else', async () => {
    for (const url of staffOnly) {
      expect((await t.client().get(url)).status).toBe(401);
      for (const persona of ['unverified', 'customer', 'machine'] as Persona[])
        expect((await fetchBinary(as[persona], url)).status, `${persona} ${url}`).toBe(403);
      for (const persona of ['staff', 'admin'] as Persona[])
        expect((await fetchBinary(as[persona], url)).status, `${persona} ${url}`).toBe(200);
    }
  });

  it("gives a verified customer its own line only; statements to staff, admins and the company's customers", async () => {
    expect((await t.client().get('/api/aging/mine')).status).toBe(401);
    for (const persona of ['unverified', 'staff', 'machine'] as Persona[])
      expect((await as[persona].get('/api/aging/mine')).status, persona).toBe(403);
    const url = `/api/aging/statement.pdf?company=Acme%20Signs&${period}`;
    expect((await t.client().get(url)).status).toBe(401);
    for (const persona of ['unverified', 'machine'] as Persona[])
      expect((await fetchBinary(as[persona], url)).status, persona).toBe(403);
    for (const persona of ['staff', 'admin', 'customer'] as Persona[])
      expect((await fetchBinary(as[persona], url)).status, persona).toBe(200);
  });
});

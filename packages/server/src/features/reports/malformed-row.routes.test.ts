import { addDays, backlogStageId, shopToday } from '@signshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { capturedLog } from '../../../test/support/log-lines.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

const { log, lines: logLines } = capturedLog();

const ZONE = 'America/Chicago';
let t: TestApp;
let admin: ApiClient;
let customer: ApiClient;
const ids = { good: 0, shipped: 0, inProduction: 0, ready: 0 };

/** A job of SignShop (the admin's company), its backlog stages checked as staff do. */
async function job(given_id: string, extra: Record<string, unknown>, stages: string[] = []) {
  const { id } = await insertQuote(t.db, { given_id, total_price: 100, customer_name: 'SignShop', ...extra });
  const yesterday = addDays(shopToday(ZONE), -1);
  if (stages.length) {
    const response = await admin.put('/api/backlog', {
      backlogs: stages.map((key) => ({
        quote_id: id,
        type_id: backlogStageId(key as 'in_production'),
        is_checked: true,
        date_given: yesterday,
      })),
    });
    expect(response.status).toBe(200);
  }
  return id;
}

beforeAll(async () => {
  t = await startTestApp({ SHOP_TIME_ZONE: ZONE }, { log });
  const account = (persona: 'admin' | 'customer') =>
    insertAccount(t.db, { ...PERSONAS[persona], company: 'SignShop' });
  admin = await signIn(t.client(), (await account('admin')).email);
  customer = await signIn(t.client(), (await account('customer')).email);
  ids.good = await job('GOOD-1', {});
  ids.shipped = await job('BAD-SHIPPED', { is_shipped: true, shipped_date: addDays(shopToday(ZONE), -3) });
  ids.inProduction = await job('BAD-IN-PRODUCTION', {}, ['in_production']);
  // On /production: a ship date, not yet Ready For Production.
  ids.ready = await job('BAD-READY', {}, ['customer_ship_date']);
  // This test's own database only: the constraints go, and rows no code may write are written.
  for (const check of ['quotes_total_price_range', 'quotes_shipping_cost_range', 'quotes_left_to_pay_range'])
    await t.db.execute(sql.raw(`ALTER TABLE quotes DROP CONSTRAINT ${check}`));
  await t.db.execute(
    sql`UPDATE quotes SET total_price = 'NaN', shipping_cost = 'NaN', left_to_pay = 'NaN',
      payment_history = '[{"payment": "lots"}]'::jsonb
      WHERE id IN (${ids.shipped}, ${ids.inProduction}, ${ids.ready})`,
  );
});
afterAll(() => t.close());

type Row = { id: number; total_price: number; unreadable?: string[] };

describe('a list, search, report or billing page with a malformed stored row', () => {
  const pages: Array<[string, string, unknown, (body: never) => Row[], Array<keyof typeof ids>]> = [
    [
      'GET',
      '/api/quote',
      undefined,
      (b: { quotes: Row[] }) => b.quotes,
      ['shipped', 'inProduction', 'ready'],
    ],
    [
      'POST',
      '/api/quote/query',
      { search: { given_id: 'BAD' } },
      (b: { quotes: Row[] }) => b.quotes,
      ['shipped', 'inProduction', 'ready'],
    ],
    [
      'GET',
      '/api/customerreport',
      undefined,
      (b: { jobs: Row[] }) => b.jobs,
      ['shipped', 'inProduction', 'ready'],
    ],
    ['GET', '/api/production/ready', undefined, (b: { jobs: Row[] }) => b.jobs, ['ready']],
    ['GET', '/api/production/released', undefined, (b: { jobs: Row[] }) => b.jobs, ['inProduction']],
    ['POST', '/api/job/query', {}, (b: Row[]) => b, ['shipped', 'inProduction', 'ready']],
  ];

  it.each(pages)(
    '%s %s answers 200, the row shown and flagged, and logs it',
    async (method, url, body, rowsOf, bad) => {
      logLines.length = 0;
      const response = await admin.request(method, url, body);
      expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
      const rows = rowsOf(response.body as never);
      for (const which of bad) {
        const row = rows.find((r) => r.id === ids[which]);
        expect(row, which).toBeDefined();
        expect(row!.unreadable, which).toContain('total_price');
        expect(row!.total_price).toBe(0);
      }
      const good = rows.find((r) => r.id === ids.good);
      if (good) expect(good).not.toHaveProperty('unreadable');
      const warnings = logLines.filter((line) => line.level === 40 && Array.isArray(line.unreadable));
      expect(warnings.map((line) => line.id).sort()).toEqual(bad.map((which) => ids[which]).sort());
    },
  );

  it('answers a customer of the company too, and totals the customer report over the readable rows', async () => {
    const report = await customer.get('/api/customerreport');
    expect(report.status).toBe(200);
    expect(report.body.total_price).toBe(100);
    const billing = await customer.post('/api/job/query', {});
    expect(billing.status).toBe(200);
    const shipped = (billing.body as Row[]).find((row) => row.id === ids.shipped)!;
    expect(shipped.unreadable).toEqual(
      expect.arrayContaining(['total_price', 'left_to_pay', 'payment_history']),
    );
  });

  it('still prints the open invoices and customer report PDFs', async () => {
    for (const url of ['/api/pdf/open_invoices/invoice.pdf', '/api/pdf/customerreport.pdf'])
      expect((await admin.get(url)).status, url).toBe(200);
  });
});

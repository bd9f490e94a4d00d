import { randomUUID } from 'node:crypto';
import { addDays, shopToday } from '@signshop/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banks, companyInfos, quotes } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

// The aging keeps each company's line and reads again only the companies a change touched: every
// read still shows every change made before it, and leaves the other companies' lines as they were.
let t: TestApp;
let staff: ApiClient;
let customer: ApiClient;
const ZONE = 'America/Los_Angeles';
const T = shopToday(ZONE);
type Line = { company: string; balance: number; interest: number; invoices: number };
const lines = async (url = '/api/aging') =>
  new Map(((await staff.get(url)).body.companies as Line[]).map((line) => [line.company, line]));
const shipped = (customer_name: string, given_id: string, total_price: number, daysAgo: number) =>
  insertQuote(t.db, {
    customer_name,
    given_id,
    total_price,
    is_shipped: true,
    shipped_date: addDays(T, -daysAgo),
  });

beforeAll(async () => {
  t = await startTestApp({ SHOP_TIME_ZONE: ZONE });
  staff = await signIn(
    t.client(),
    (await insertAccount(t.db, { ...PERSONAS.staff, company: 'SignShop' })).email,
  );
  customer = await signIn(
    t.client(),
    (await insertAccount(t.db, { ...PERSONAS.customer, company: 'Acme Signs' })).email,
  );
  await t.db
    .insert(banks)
    .values({ company: 'Acme Signs', nick_name: 'Operating', account_number: 'cipher' });
  await t.db.insert(companyInfos).values({ company: 'Bolt Dental', payment_days: 10 });
  await shipped('Acme Signs', 'ACM-1', 500, 45);
  await shipped('Acme Signs', 'ACM-2', 200, 5);
  await shipped('Bolt Dental', 'BOL-1', 300, 50);
  await shipped('Cedar Labs', 'CED-1', 1000, 100);
});
afterAll(() => t.close());

describe('the aging after a change', () => {
  it("shows a payment on one job at the next read, the customer's own line too, and leaves the other companies' lines as they were", async () => {
    const before = await lines();
    expect((await customer.get('/api/aging/mine')).body.line.balance).toBe(700);
    const [job] = await t.db.select().from(quotes).where(eq(quotes.given_id, 'ACM-2'));
    const paid = await customer.post(
      `/api/job/${job!.id}/payment`,
      { payment: 50.25, nick_name: 'Operating' },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(paid.status).toBe(200);
    const after = await lines();
    expect(after.get('Acme Signs')).toMatchObject({ balance: 649.75, invoices: 2 });
    expect(after.get('Bolt Dental')).toEqual(before.get('Bolt Dental'));
    expect(after.get('Cedar Labs')).toEqual(before.get('Cedar Labs'));
    expect((await customer.get('/api/aging/mine')).body.line).toEqual({
      ...after.get('Acme Signs'),
      exemption_expired: undefined,
    });
  });

  it('moves a job renamed to another company out of the one line and into the other, and back', async () => {
    const before = await lines();
    await t.db.update(quotes).set({ customer_name: 'bolt  DENTAL' }).where(eq(quotes.given_id, 'ACM-1'));
    const moved = await lines();
    expect(moved.get('Acme Signs')).toMatchObject({ balance: 149.75, invoices: 1 });
    expect(moved.get('Bolt Dental')).toMatchObject({ balance: 800, invoices: 2 });
    expect(moved.get('Cedar Labs')).toEqual(before.get('Cedar Labs'));
    await t.db.update(quotes).set({ customer_name: 'Acme Signs' }).where(eq(quotes.given_id, 'ACM-1'));
    expect(await lines()).toEqual(before);
  });

  it("reads a company again when its record changes (its payment terms), and when a company's last open job goes", async () => {
    const before = await lines();
    await t.db.update(companyInfos).set({ payment_days: 40 }).where(eq(companyInfos.company, 'Bolt Dental'));
    const longer = await lines();
    expect(longer.get('Bolt Dental')!.interest).toBeLessThan(before.get('Bolt Dental')!.interest);
    expect(longer.get('Acme Signs')).toEqual(before.get('Acme Signs'));
    await t.db.execute(sql`DELETE FROM quotes WHERE given_id = 'CED-1'`);
    expect([...(await lines()).keys()]).toEqual(['Acme Signs', 'Bolt Dental']);
  });

  it('reads every company again after a change to many at once, and on another day', async () => {
    for (let i = 0; i < 60; i++) await shipped(`Many ${String(i).padStart(2, '0')}`, `MANY-${i}`, 1, 1);
    await lines();
    await t.db.execute(sql`UPDATE quotes SET total_price = 2, left_to_pay = 2 WHERE given_id LIKE 'MANY-%'`);
    const many = await lines();
    expect(many.size).toBe(62);
    expect(many.get('Many 59')).toMatchObject({ balance: 2 });
    const earlier = await lines(`/api/aging?as_of=${addDays(T, -3)}`);
    expect([...earlier.keys()]).toEqual(['Acme Signs', 'Bolt Dental']);
  });
});

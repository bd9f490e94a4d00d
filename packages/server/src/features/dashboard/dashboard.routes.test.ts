import { backlogStageId, monthOf, shopToday, type DashboardReply, type JustDate } from '@signshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { millingPlates } from '../../db/schema/index.ts';
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
let today: JustDate;
beforeAll(async () => {
  t = await startTestApp();
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
  today = shopToday(t.config.shopTimeZone);
});
afterAll(() => t.close());

const readDashboard = async (client: ApiClient = staff) => {
  const reply = await client.get('/api/dashboard');
  expect(reply.status).toBe(200);
  return reply.body as DashboardReply;
};

async function checkStages(quoteId: number, stages: Array<[number, JustDate]>) {
  const reply = await staff.put('/api/backlog', {
    backlogs: stages.map(([type_id, date_given]) => ({
      quote_id: quoteId,
      type_id,
      is_checked: true,
      date_given,
    })),
  });
  expect(reply.status).toBe(200);
}

describe('access', () => {
  it('requires authentication', async () => {
    expect((await t.client().get('/api/dashboard')).status).toBe(401);
  });

  it.each(['customer', 'unverified', 'machine'] as Persona[])('refuses a %s with 403', async (persona) => {
    const client = await signIn(
      t.client(),
      (await insertAccount(t.db, { ...PERSONAS[persona], company: 'Acme Signs' })).email,
    );
    const reply = await client.get('/api/dashboard');
    expect(reply.status).toBe(403);
    expect(reply.body.err).toBe("The dashboard is for the shop's staff.");
  });

  it('lets staff and admins read it', async () => {
    const admin = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.admin)).email);
    expect((await readDashboard(admin)).today).toBe(today);
    expect((await readDashboard(staff)).months).toHaveLength(12);
  });
});

describe('figures', () => {
  it('sum booked and shipped value per month to the cent, against the same month a year before', async () => {
    const thisMonth = monthOf(today);
    const yearBefore = monthOf(today, -12);
    const before = await readDashboard();
    await insertQuote(t.db, { customer_name: 'Month Co', quote_date: thisMonth.from, total_price: 0.1 });
    await insertQuote(t.db, { customer_name: 'Month Co', quote_date: today, total_price: 0.2 });
    await insertQuote(t.db, { customer_name: 'Month Co', quote_date: yearBefore.to, total_price: 1000.05 });
    // Outside the 24 months: counted nowhere.
    await insertQuote(t.db, {
      customer_name: 'Month Co',
      quote_date: monthOf(today, -24).to,
      total_price: 7,
    });
    const shipped = await insertQuote(t.db, {
      customer_name: 'Month Co',
      quote_date: yearBefore.from,
      total_price: 250.25,
      is_shipped: true,
      shipped_date: thisMonth.from,
    });
    // Shipped on the promise date: kept; a day after it: missed; no promise date: not counted.
    await checkStages(shipped.id, [[backlogStageId('customer_ship_date'), thisMonth.from]]);
    const late = await insertQuote(t.db, {
      quote_date: yearBefore.from,
      total_price: 10,
      is_shipped: true,
      shipped_date: today,
    });
    await checkStages(late.id, [[backlogStageId('customer_ship_date'), monthOf(today, -1).to]]);
    await insertQuote(t.db, {
      quote_date: yearBefore.from,
      total_price: 1,
      is_shipped: true,
      shipped_date: today,
    });

    const after = await readDashboard();
    const now = after.months.at(-1)!;
    expect(now.month).toBe(thisMonth.month);
    expect(now.booked).toBe(0.3);
    expect(now.shipped).toBe(261.25);
    expect({ promised: now.promised, on_time: now.on_time }).toEqual({ promised: 2, on_time: 1 });
    expect(now.before).toMatchObject({ month: yearBefore.month, booked: 1261.3 });
    expect(after.months[0]!.booked).toBe(before.months[0]!.booked);
  });

  it('give the backlog by board column with each unshipped job at its latest stage', async () => {
    const before = await readDashboard();
    const staged = await insertQuote(t.db, {
      customer_name: 'Stage Co',
      quote_date: today,
      total_price: 12.34,
    });
    await checkStages(staged.id, [[backlogStageId('drawing_started'), today]]);
    await insertQuote(t.db, { customer_name: 'Stage Co', quote_date: today, total_price: 5.55 });
    const after = await readDashboard();
    const column = (reply: DashboardReply, key: string) => reply.backlog.find((stage) => stage.key === key)!;
    expect(column(after, 'drawing_started').jobs - column(before, 'drawing_started').jobs).toBe(1);
    expect(column(after, 'drawing_started').value).toBe(column(before, 'drawing_started').value + 12.34);
    expect(column(after, 'quote').jobs - column(before, 'quote').jobs).toBe(1);
    expect(after.backlog.map((stage) => stage.key)).not.toContain('shipped');
  });

  it("rank this year's ten biggest customers by booked value", async () => {
    const year = today.slice(0, 4);
    for (let i = 1; i <= 11; i += 1)
      await insertQuote(t.db, {
        customer_name: `Top ${i}`,
        quote_date: `${year}-01-01`,
        total_price: 100_000 + i,
      });
    await insertQuote(t.db, {
      customer_name: 'Top 1',
      quote_date: `${Number(year) - 1}-12-31`,
      total_price: 900_000,
    });
    const { top_customers } = await readDashboard();
    expect(top_customers).toHaveLength(10);
    expect(top_customers[0]).toEqual({ customer_name: 'Top 11', jobs: 1, booked: 100_011 });
    expect(top_customers.map((c) => c.customer_name)).not.toContain('Top 1');
  });

  it("value each machine's last seven days of plates, read fresh", async () => {
    const now = Date.now() / 1000;
    const first = await readDashboard();
    expect(first.machines.find((m) => m.machine === 'HAAS3')).toMatchObject({ plates: 0, value: 0 });
    await t.db.insert(millingPlates).values([
      { machine: 'HAAS3', start_time: now - 3600, height: 4, width: 8 },
      { machine: 'HAAS3', start_time: now - 7200, height: 1, width: 2 },
      { machine: 'HAAS3', start_time: now - 8 * 86_400, height: 4, width: 8 },
    ]);
    const { machines } = await readDashboard();
    expect(machines.find((m) => m.machine === 'HAAS3')).toEqual({
      machine: 'HAAS3',
      plates: 1,
      value: 9.6,
      optimal_five_days: 1004.4,
      optimal_seven_days: 1680,
    });
  });
});

import {
  BACKLOG_STAGES,
  addDays,
  backlogStageId,
  dashboardSpan,
  daysBetween,
  shippedOnTime,
  shopToday,
  yearToDate,
  type BoardReply,
  type DashboardReply,
  type JustDate,
} from '@signshop/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

// The dashboard's figures, checked against the reports that list them, on generated jobs: booked
// and shipped value per month and the biggest customers against the customer report's totals,
// kept promises against the customer report's rows, the backlog against the board's columns and
// the backlog report's totals.

let t: TestApp;
let staff: ApiClient;
let today: JustDate;
let dashboard: DashboardReply;

/** Names none of which contains another (the customer report's company filter matches a part). */
const CUSTOMERS = ['Alder Works', 'Birch Signs', 'Cedar Hall', 'Dogwood Clinic', 'Elm School', 'Fir Bank'];

const jobArbitrary = (span: { from: JustDate; to: JustDate }) => {
  const day = fc.integer({ min: 0, max: daysBetween(span.from, span.to) }).map((n) => addDays(span.from, n));
  return fc.record({
    customer_name: fc.constantFrom(...CUSTOMERS),
    quote_date: day,
    total_cents: fc.integer({ min: 0, max: 5_000_000 }),
    shipped_date: fc.option(day, { nil: null }),
    promise_date: fc.option(day, { nil: null }),
    // The promise date (Customer Ship Date) is checked apart, with its own date.
    stages: fc.subarray(
      BACKLOG_STAGES.filter((stage) => stage.key !== 'customer_ship_date').map((stage) => stage.id as number),
    ),
  });
};

beforeAll(async () => {
  t = await startTestApp();
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
  today = shopToday(t.config.shopTimeZone);
  const span = { from: dashboardSpan(today).from, to: today };
  const jobs = fc.sample(fc.array(jobArbitrary(span), { minLength: 120, maxLength: 120 }), {
    numRuns: 1,
    seed: 43,
  })[0]!;
  const backlogs = [];
  for (const job of jobs) {
    const quote = await insertQuote(t.db, {
      customer_name: job.customer_name,
      quote_date: job.quote_date,
      total_price: job.total_cents / 100,
      is_shipped: job.shipped_date !== null,
      shipped_date: job.shipped_date,
    });
    const stages = job.promise_date ? [backlogStageId('customer_ship_date'), ...job.stages] : job.stages;
    for (const type_id of new Set(stages))
      backlogs.push({
        quote_id: quote.id,
        type_id,
        is_checked: true,
        date_given: type_id === backlogStageId('customer_ship_date') ? job.promise_date : job.quote_date,
      });
  }
  for (let from = 0; from < backlogs.length; from += 500) {
    const saved = await staff.put('/api/backlog', { backlogs: backlogs.slice(from, from + 500) });
    expect([saved.status, saved.body.err]).toEqual([200, undefined]);
  }
  const reply = await staff.get('/api/dashboard');
  expect(reply.status).toBe(200);
  dashboard = reply.body as DashboardReply;
});
afterAll(() => t.close());

/** The customer report's whole-result total and rows for the search (paged, so it sums every row). */
async function customerReport(search: Record<string, string>) {
  const query = new URLSearchParams({ ...search, page: '0', page_count: '1000' });
  const reply = await staff.get(`/api/customerreport?${query}`);
  expect(reply.status).toBe(200);
  return reply.body as {
    total_price: number;
    count: number;
    jobs: Array<{ expected_ship_date: JustDate | null; date_shipped: JustDate | null }>;
  };
}

describe('the dashboard equals the reports', () => {
  it('booked value per month: the customer report of the quotes dated in that month', async () => {
    for (const month of dashboard.months.flatMap((m) => [m, m.before])) {
      const report = await customerReport({ from_date: month.from, to_date: month.to });
      expect([month.month, month.booked]).toEqual([month.month, report.total_price]);
    }
    expect(dashboard.months.some((m) => m.booked > 0 && m.before.booked > 0)).toBe(true);
  });

  it('shipped value and kept promises per month: the customer report of the jobs shipped in it', async () => {
    for (const month of dashboard.months.flatMap((m) => [m, m.before])) {
      const report = await customerReport({
        from_ship_date: month.from,
        to_ship_date: month.to,
        only_shipped: 'true',
      });
      const kept = report.jobs.map((job) =>
        shippedOnTime({ shipped_date: job.date_shipped!, promise_date: job.expected_ship_date }),
      );
      expect([month.month, month.shipped, month.promised, month.on_time]).toEqual([
        month.month,
        report.total_price,
        kept.filter((k) => k !== null).length,
        kept.filter((k) => k === true).length,
      ]);
    }
    expect(dashboard.months.some((m) => m.on_time > 0 && m.on_time < m.promised)).toBe(true);
  });

  it("the biggest customers: the customer report of each one's quotes this year", async () => {
    const year = yearToDate(today);
    expect(dashboard.top_customers.length).toBeGreaterThan(0);
    for (const customer of dashboard.top_customers) {
      const report = await customerReport({
        company: customer.customer_name,
        from_date: year.from,
        to_date: year.to,
      });
      expect([customer.booked, customer.jobs]).toEqual([report.total_price, report.count]);
    }
    const booked = dashboard.top_customers.map((c) => c.booked);
    expect(booked).toEqual([...booked].sort((a, b) => b - a));
  });

  it("the backlog by stage: the board's column counts and the backlog report's totals", async () => {
    const board = (await staff.get('/api/board')).body as BoardReply;
    for (const stage of dashboard.backlog) {
      expect([stage.key, stage.jobs]).toEqual([
        stage.key,
        board.columns.find((c) => c.key === stage.key)!.count,
      ]);
      if (stage.stage_id === null) continue;
      const report = await staff.get(
        `/api/backlog/report/${encodeURIComponent(stage.label)}?page=0&page_count=1`,
      );
      expect([stage.key, stage.value, stage.jobs]).toEqual([
        stage.key,
        report.body.totals.total_price,
        report.body.count,
      ]);
    }
    const unshipped = await customerReport({ no_shipped: 'true' });
    const cents = dashboard.backlog.reduce((sum, stage) => sum + Math.round(stage.value * 100), 0);
    expect(cents / 100).toBe(unshipped.total_price);
  });
});

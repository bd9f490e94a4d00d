import { addDays, backlogStageId, type BacklogStageKey, shopToday } from '@signshop/domain';
import { parse } from 'csv-parse/sync';
import { gt } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { keysetBatches } from '../../db/keyset-batches.ts';
import { jobRows } from '../../db/schema/index.ts';

const ZONE = 'America/New_York';
const today = shopToday(ZONE);
const PAGE_COUNT = 4;

let t: TestApp;
let staff: ApiClient;
let customer: ApiClient;
let machine: ApiClient;

/** 90 generated jobs (one in four shipped) of two companies, spread over the reports by their stages and flags. */
const generatedJob = fc.record({
  company: fc.constantFrom('Paging Co', 'Other Co'),
  name: fc.constantFrom('Lobby', 'Atrium', 'Exit', 'Suite', 'Room', 'Door'),
  cents: fc.integer({ min: 1, max: 999_999 }),
  thermoformed: fc.boolean(),
  stages: fc.subarray<BacklogStageKey>([
    'customer_ship_date',
    'ready_for_production',
    'in_production',
    'thermoformed_received',
  ]),
  tasks: fc.integer({ min: 0, max: 2 }),
});
const JOBS = fc.sample(generatedJob, { seed: 31, numRuns: 90 });

beforeAll(async () => {
  t = await startTestApp({ SHOP_TIME_ZONE: ZONE });
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
  customer = await signIn(
    t.client(),
    (await insertAccount(t.db, { ...PERSONAS.customer, company: 'Paging Co' })).email,
  );
  machine = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.machine)).email);
  for (const [index, job] of JOBS.entries()) {
    const quote = await insertQuote(t.db, {
      job_name: `${job.name} ${index % 4}`,
      customer_name: job.company,
      quote_date: addDays(today, -(index % 5)),
      total_price: job.cents / 100,
      is_thermoformed: job.thermoformed,
      is_shipped: index % 4 === 0,
      shipped_date: index % 4 === 0 ? today : null,
    });
    const backlogs = job.stages.map((key, order) => ({
      quote_id: quote.id,
      type_id: backlogStageId(key),
      is_checked: true,
      date_given: addDays(today, -order),
    }));
    if (backlogs.length) expect((await staff.put('/api/backlog', { backlogs })).status).toBe(200);
    const schedules = Array.from({ length: job.tasks }, (_, task) => ({
      short_description: `Task ${task}`,
      equip: 'Laser',
      assign_to: 'Ana',
      process: 'Cut',
      material: 'Clear',
      // Every priority, so the daily schedule's pages cross from one priority to the next.
      priority: (index + task) % 4,
    }));
    if (schedules.length)
      expect((await staff.put(`/api/schedule/${quote.id}`, { schedules })).status).toBe(200);
  }
});
afterAll(() => t.close());

interface Report {
  name: string;
  ask(client: ApiClient, page?: { page: number; page_count: number }): Promise<{ status: number; body: any }>;
  rows(body: any): Array<{ id: number; total_price?: number; is_thermoformed?: boolean }>;
}

const query = (page?: object) => (page ? `?${new URLSearchParams(page as Record<string, string>)}` : '');
const JOB_LISTS: Report[] = [
  ['ready for production', '/api/production/ready'],
  ['in production', '/api/production/released'],
  ['backlog report', `/api/backlog/report/${encodeURIComponent('Thermoformed Signs Received')}`],
].map(([name, path]) => ({
  name: name!,
  ask: (client, page) => client.get(`${path}${query(page)}`),
  rows: (body) => body.jobs,
}));
JOB_LISTS.push({
  name: 'backlog search',
  ask: (client, page) => client.post('/api/backlog/search', { search: {}, ...page }),
  rows: (body) => body.jobs,
});
const customerReport: Report = {
  name: 'customer report',
  ask: (client, page) =>
    client.get(`/api/customerreport${query({ from_date: addDays(today, -9), ...page })}`),
  rows: (body) => body.jobs,
};
const dailySchedule: Report = {
  name: 'daily schedule',
  ask: (client, page) => client.post('/api/dailyschedule', { production_state: 'All', ...page }),
  rows: (body) => body.tasks,
};

/** Every page of a report from the first until a short one, concatenated, and the first page's reply. */
async function allPages(report: Report, client: ApiClient) {
  const rows: unknown[] = [];
  const replies: any[] = [];
  for (let page = 0; page < 100; page++) {
    const response = await report.ask(client, { page, page_count: PAGE_COUNT });
    expect(response.status).toBe(200);
    replies.push(response.body);
    rows.push(...report.rows(response.body));
    if (report.rows(response.body).length < PAGE_COUNT) break;
  }
  return { rows, first: replies[0], replies };
}

const cents = (rows: Array<{ total_price?: number }>) =>
  rows.reduce((sum, row) => sum + Math.round((row.total_price ?? 0) * 100), 0) / 100;

describe('a report asked page by page', () => {
  it.each(
    [...JOB_LISTS, customerReport, dailySchedule].flatMap((report) => [
      [report.name, 'staff', report] as const,
      [report.name, 'customer', report] as const,
    ]),
  )('%s (%s): the pages concatenated equal the full answer', async (_name, who, report) => {
    const client = who === 'staff' ? staff : customer;
    const full = await report.ask(client);
    expect(full.status).toBe(200);
    const everyRow = report.rows(full.body);
    expect(everyRow.length, 'the fixture puts rows in every report').toBeGreaterThan(PAGE_COUNT);
    const { rows, first, replies } = await allPages(report, client);
    expect(rows).toEqual(everyRow);
    expect(first).toMatchObject({ count: everyRow.length, page: 0, page_count: PAGE_COUNT });
    expect(replies.map((reply) => reply.count)).toEqual(replies.map(() => everyRow.length));
  });

  it.each(JOB_LISTS.map((report) => [report.name, report] as const))(
    '%s: every page carries the totals of the whole list',
    async (_name, report) => {
      const everyRow = report.rows((await report.ask(staff)).body);
      const { replies } = await allPages(report, staff);
      const expected = {
        total_price: cents(everyRow),
        engraved: cents(everyRow.filter((row) => !row.is_thermoformed)),
        thermoformed: cents(everyRow.filter((row) => row.is_thermoformed)),
      };
      for (const reply of replies) expect(reply.totals).toEqual(expected);
    },
  );

  it('customer report: the paged total price is the whole result, the unpaged reply keeps its form', async () => {
    const full = await customerReport.ask(staff);
    expect(Object.keys(full.body).sort()).toEqual(['jobs', 'total_price']);
    const page = await customerReport.ask(staff, { page: 1, page_count: PAGE_COUNT });
    expect(page.body.total_price).toBe(full.body.total_price);
    expect(page.body.total_price).toBe(cents(full.body.jobs));
  });

  it('a job list asked without a page answers the bare list { jobs }', async () => {
    const response = await staff.get('/api/production/ready');
    expect(Object.keys(response.body)).toEqual(['jobs']);
  });

  it('a page past the end is empty but still counts the whole list', async () => {
    const full = await staff.get('/api/production/ready');
    const past = await staff.get('/api/production/ready?page=99&page_count=10');
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ jobs: [], count: full.body.jobs.length, page: 99 });
  });

  it('daily schedule: a page far past the end is empty but still counts every task', async () => {
    const every = (await dailySchedule.ask(staff)).body.tasks;
    const past = await dailySchedule.ask(staff, { page: Number.MAX_SAFE_INTEGER, page_count: 1000 });
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ tasks: [], count: every.length, page: Number.MAX_SAFE_INTEGER });
  });

  it('a page size alone asks for the first page; a page alone uses the default size of 10', async () => {
    expect((await staff.get('/api/production/ready?page_count=3')).body).toMatchObject({
      page: 0,
      page_count: 3,
    });
    const second = await staff.get('/api/production/ready?page=1');
    expect(second.body).toMatchObject({ page: 1, page_count: 10 });
  });
});

describe('bad paging terms', () => {
  const bad: Array<[string, () => Promise<{ status: number; body: any }>, string]> = [
    ['page=-1', () => staff.get('/api/production/ready?page=-1'), 'Page must be at least 0.'],
    ['page=two', () => staff.get('/api/production/released?page=two'), 'Page must be a number.'],
    [
      'page_count=0',
      () => staff.get('/api/customerreport?page_count=0'),
      'Rows Per Page must be at least 1.',
    ],
    [
      'page_count=1001',
      () => staff.get('/api/backlog/report/In%20Production?page_count=1001'),
      'Rows Per Page must be at most 1000.',
    ],
    [
      'page 1.5',
      () => staff.post('/api/backlog/search', { search: {}, page: 1.5 }),
      'Page must be a whole number.',
    ],
    [
      'page_count "x"',
      () => staff.post('/api/dailyschedule', { page_count: 'x' }),
      'Rows Per Page must be a number.',
    ],
  ];
  it.each(bad)('%s answers 400 naming the field', async (_label, ask, message) => {
    const response = await ask();
    expect(response.status).toBe(400);
    expect(response.body.err).toBe(message);
  });
});

describe('who may page the reports', () => {
  it('a customer pages through its own company only', async () => {
    const { rows } = await allPages(JOB_LISTS[0]!, customer);
    const names = new Set((rows as Array<{ customer_name: string }>).map((row) => row.customer_name));
    expect([...names]).toEqual(['Paging Co']);
  });

  it('signed out answers 401; any signed-in user pages its own scope (a machine user of another company: none)', async () => {
    expect((await t.client().get('/api/production/ready?page=0')).status).toBe(401);
    expect((await t.client().post('/api/backlog/search', { search: {}, page: 0 })).status).toBe(401);
    const asMachine = await machine.get('/api/production/ready?page=0');
    expect(asMachine.status).toBe(200);
    expect(asMachine.body).toMatchObject({ jobs: [], count: 0, totals: { total_price: 0 } });
  });
});

describe('the CSV export', () => {
  it('holds every row of the list, not a page', async () => {
    const full = (await staff.get('/api/production/ready')).body.jobs;
    const csv = await staff.get('/api/csv/production.csv');
    expect(csv.status).toBe(200);
    const records = parse(String(csv.body).replace(/^\uFEFF/, ''), { columns: true }) as Array<
      Record<string, string>
    >;
    expect(records.map((record) => record['Quote Number'])).toEqual(
      full.map((row: { given_id: string }) => row.given_id),
    );
  });

  it('reads the rows batch by batch after the last one read, every row once and in order, at most `most`', async () => {
    const query = () =>
      t.db
        .select({ id: jobRows.id, total_price: jobRows.total_price })
        .from(jobRows)
        .orderBy(jobRows.id)
        .$dynamic();
    const reads = { rows: PAGE_COUNT, run: <T>(read: () => Promise<T>) => read() };
    const every = async (most?: number) => {
      const batches: Array<Array<{ id: number; total_price: number }>> = [];
      const rows = keysetBatches(
        reads,
        (after: number | undefined, limit) =>
          query()
            .where(after === undefined ? undefined : gt(jobRows.id, after))
            .limit(limit),
        (row) => row.id,
        most,
      );
      for await (const batch of rows) batches.push(batch);
      return batches;
    };
    const all = await every();
    expect(all.length).toBeGreaterThan(1);
    expect(all.every((batch) => batch.length <= PAGE_COUNT)).toBe(true);
    expect(all.flat()).toEqual(await query());
    const most = PAGE_COUNT + 1;
    expect((await every(most)).flat()).toEqual(await query().limit(most));
  });
});

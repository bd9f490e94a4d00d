import { addDays, backlogStageId, type BacklogStageKey, shopToday } from '@signshop/domain';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { quotes } from '../../db/schema/index.ts';
import { pmSectionOf } from './pm-schedule.ts';

const ZONE = 'America/New_York';
const today = shopToday(ZONE);
const yesterday = addDays(today, -1);
const tomorrow = addDays(today, 1);

let t: TestApp;
let staff: ApiClient;
let customer: ApiClient;
const jobs: Record<string, number> = {};

async function job(
  name: string,
  stages: Array<[BacklogStageKey, string]>,
  extra: Record<string, unknown> = {},
) {
  const quote = await insertQuote(t.db, {
    job_name: name,
    customer_name: 'Report Co',
    total_price: 100,
    shipping_cost: 10,
    ...extra,
  });
  jobs[name] = quote.id;
  if (stages.length) {
    const response = await staff.put('/api/backlog', {
      backlogs: stages.map(([key, date]) => ({
        quote_id: quote.id,
        type_id: backlogStageId(key),
        is_checked: true,
        date_given: date,
      })),
    });
    expect(response.status).toBe(200);
  }
  return quote.id;
}

beforeAll(async () => {
  t = await startTestApp({ SHOP_TIME_ZONE: ZONE });
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
  customer = await signIn(
    t.client(),
    (await insertAccount(t.db, { ...PERSONAS.customer, company: 'Report Co' })).email,
  );
  await job('Ready today', [
    ['ready_for_production', today],
    ['customer_ship_date', tomorrow],
  ]);
  await job('Ready tomorrow', [
    ['ready_for_production', tomorrow],
    ['customer_ship_date', tomorrow],
  ]);
  await job('Ready no ship date', [['ready_for_production', yesterday]]);
  await job('In production today', [
    ['ready_for_production', yesterday],
    ['customer_ship_date', tomorrow],
    ['in_production', today],
  ]);
  await job('In production tomorrow', [['in_production', tomorrow]]);
  await job('Shipped in production', [['in_production', yesterday]], {
    is_shipped: true,
    shipped_date: yesterday,
  });
  await job('Thermo waiting', [['customer_ship_date', tomorrow]], { is_thermoformed: true });
  await job(
    'Thermo received',
    [
      ['customer_ship_date', tomorrow],
      ['thermoformed_received', today],
    ],
    { is_thermoformed: true },
  );
  await job('Materials ordered', [['materials_ordered', today]]);
  await job('Promised, not yet ready', [['customer_ship_date', tomorrow]]);
});
afterAll(() => t.close());

const names = (rows: Array<{ job_name: string }>) => rows.map((row) => row.job_name).sort();

describe('production lists', () => {
  it('/production lists jobs with a customer ship date not yet Ready For Production nor in production (shipped included)', async () => {
    const response = await staff.get('/api/production/ready');
    expect(names(response.body.jobs)).toEqual([
      'Promised, not yet ready',
      'Thermo received',
      'Thermo waiting',
    ]);
    expect(
      response.body.jobs.find((row: { job_name: string }) => row.job_name === 'Promised, not yet ready'),
    ).toMatchObject({
      total_price: 100,
      cost_without_shipping: 90,
      customer_promise_date: tomorrow,
    });
  });

  it('a job ticked on /production gets a Ready For Production step and leaves the list', async () => {
    const ticked = await staff.put('/api/backlog', {
      backlogs: [
        {
          quote_id: jobs['Promised, not yet ready'],
          type_id: backlogStageId('ready_for_production'),
          is_checked: true,
          date_given: today,
        },
      ],
    });
    expect(ticked.status).toBe(200);
    expect(names((await staff.get('/api/production/ready')).body.jobs)).not.toContain(
      'Promised, not yet ready',
    );
  });

  it('lists jobs in production since today or earlier that are not shipped', async () => {
    expect(names((await staff.get('/api/production/released')).body.jobs)).toEqual(['In production today']);
  });
});

describe('backlog report and search', () => {
  it("lists unshipped jobs whose latest stage is the chosen one, with that stage's date", async () => {
    const response = await staff.get(
      `/api/backlog/report/${encodeURIComponent('Materials Ordered (Expected Date)')}`,
    );
    expect(names(response.body.jobs)).toEqual(['Materials ordered']);
    expect(response.body.jobs[0].date_picked).toBe(today);
    expect(names((await staff.get('/api/backlog/report/In%20Production')).body.jobs)).toEqual([
      'In production today',
      'In production tomorrow',
    ]);
    expect((await staff.get('/api/backlog/report/Nope')).status).toBe(404);
  });

  it('finds thermoformed jobs with a ship date whose signs have not been received', async () => {
    expect(names((await staff.post('/api/backlog/search', { search: {} })).body.jobs)).toEqual([
      'Thermo waiting',
    ]);
    const received = await staff.post('/api/backlog/search', { search: { thermoformed_received: true } });
    expect(names(received.body.jobs)).toEqual(['Thermo received']);
  });

  it('downloads a report as CSV a spreadsheet opens', async () => {
    const response = await fetch(`${t.baseUrl}/api/csv/production.csv`, {
      headers: { cookie: staff.cookie! },
    });
    expect(response.headers.get('content-type')).toContain('text/csv');
    const rows = parse(await response.text(), { columns: true }) as Array<Record<string, string>>;
    expect(rows.map((row) => row.Job).sort()).toEqual(['Thermo received', 'Thermo waiting']);
    expect(rows[0]).toMatchObject({ 'Total Price': '100.00', 'Stage Date': tomorrow });
    expect((await staff.get('/api/csv/unknown.csv')).status).toBe(404);
  });

  it('neutralises cells a spreadsheet would run as formulas and starts with a UTF-8 byte-order mark', async () => {
    const id = await job('=HYPERLINK("http://evil.example","Open")', [['customer_ship_date', tomorrow]], {
      customer_name: 'Café Zürich',
      materials: '@SUM(1+1)',
    });
    const response = await fetch(`${t.baseUrl}/api/csv/production.csv`, {
      headers: { cookie: staff.cookie! },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(new TextDecoder().decode(bytes), { columns: true }) as Array<Record<string, string>>;
    const number = (await t.db.select({ n: quotes.given_id }).from(quotes).where(eq(quotes.id, id)))[0]!.n;
    expect(rows.find((row) => row['Quote Number'] === number)).toMatchObject({
      Job: `'=HYPERLINK("http://evil.example","Open")`,
      Customer: 'Café Zürich',
      Materials: "'@SUM(1+1)",
    });
    await t.db.delete(quotes).where(eq(quotes.id, id));
  });
});

describe('daily schedule', () => {
  it('lists tasks of unshipped jobs in production today or earlier, narrowed by the filters', async () => {
    const line = (equip: string, assign_to: string) => ({
      short_description: `${equip} work`,
      equip,
      assign_to,
      process: 'Cut',
      material: 'Clear',
    });
    await staff.put(`/api/schedule/${jobs['In production today']}`, {
      schedules: [line('Laser', 'Ana'), line('Router', 'Bo')],
    });
    await staff.put(`/api/schedule/${jobs['In production tomorrow']}`, { schedules: [line('Laser', 'Ana')] });
    await staff.put(`/api/schedule/${jobs['Shipped in production']}`, { schedules: [line('Laser', 'Ana')] });
    await staff.put(`/api/schedule/${jobs['Ready today']}`, { schedules: [line('Printer', 'Cy')] });

    const all = (await staff.post('/api/dailyschedule', {})).body.tasks;
    expect(all.map((task: { short_description: string }) => task.short_description).sort()).toEqual([
      'Laser work',
      'Router work',
    ]);
    expect(all[0]).toMatchObject({
      job_name: 'In production today',
      expected_ship_date: tomorrow,
      task: 'Cut',
    });
    expect((await staff.post('/api/dailyschedule', { equip: 'Router' })).body.tasks).toHaveLength(1);
    expect((await staff.post('/api/dailyschedule', { assign_to: 'Nobody' })).body.tasks).toHaveLength(0);
    const ready = (await staff.post('/api/dailyschedule', { production_state: 'Ready For Production' })).body
      .tasks;
    expect(ready.map((task: { assign_to: string }) => task.assign_to).sort()).toEqual(['Ana', 'Bo', 'Cy']);
    expect((await staff.post('/api/dailyschedule', { production_state: 'Shipped' })).status).toBe(400);
  });
});

describe('project manager schedule', () => {
  it('puts a job in one section by its drawing stages', () => {
    const at = (key: BacklogStageKey) => String(backlogStageId(key));
    expect(pmSectionOf({ [at('drawing_approved')]: today }, backlogStageId('drawing_approved'), today)).toBe(
      'approved',
    );
    expect(pmSectionOf({ [at('drawing_sent')]: today }, backlogStageId('drawing_sent'), today)).toBe(
      'completed',
    );
    expect(pmSectionOf({ [at('drawing_sent')]: yesterday }, backlogStageId('drawing_sent'), today)).toBe(
      'waiting',
    );
    expect(
      pmSectionOf({ [at('drawing_started')]: yesterday }, backlogStageId('drawing_started'), today),
    ).toBe('in_progress');
    expect(pmSectionOf({ [at('on_hold')]: yesterday }, backlogStageId('on_hold'), today)).toBe('on_hold');
    expect(pmSectionOf({ [at('resubmit')]: yesterday }, backlogStageId('resubmit'), today)).toBe('completed');
    expect(
      pmSectionOf({ [at('materials_ordered')]: yesterday }, backlogStageId('materials_ordered'), today),
    ).toBe('not_started');
  });

  it('answers the six sections for the date, all managers by default', async () => {
    await job('Drawing approved today', [
      ['drawing_started', yesterday],
      ['drawing_approved', today],
    ]);
    const response = await staff.get(`/api/projectmanagerschedule?date=${today}`);
    expect(Object.keys(response.body.sections).sort()).toEqual([
      'approved',
      'completed',
      'in_progress',
      'not_started',
      'on_hold',
      'waiting',
    ]);
    expect(names(response.body.sections.approved)).toEqual(['Drawing approved today']);
    expect(names(response.body.sections.not_started)).toContain('Materials ordered');
    const none = await staff.get(`/api/projectmanagerschedule?project_manager=987654&date=${today}`);
    expect(Object.values(none.body.sections).flat()).toEqual([]);
  });
});

describe('customer report', () => {
  it("shows a customer its company's jobs only, with latest step and total", async () => {
    await insertQuote(t.db, {
      job_name: 'Other company job',
      customer_name: 'Elsewhere Inc',
      quote_date: today,
    });
    const response = await customer.get(
      `/api/customerreport?from_date=2026-01-01&to_date=${tomorrow}&company=Elsewhere`,
    );
    expect(response.status).toBe(200);
    expect(names(response.body.jobs)).not.toContain('Other company job');
    expect(response.body.jobs.length).toBeGreaterThan(0);
    const staffView = await staff.get(`/api/customerreport?company=elsewhere`);
    expect(names(staffView.body.jobs)).toEqual(['Other company job']);
  });

  it('filters by latest step and shipped state', async () => {
    const inProduction = await customer.get('/api/customerreport?filter=In%20Production&no_shipped=true');
    expect(names(inProduction.body.jobs)).toEqual(['In production today', 'In production tomorrow']);
    expect(inProduction.body.jobs[0].latest_step).toBe('In Production');
    expect(inProduction.body.total_price).toBe(200);
    const shipped = await customer.get('/api/customerreport?only_shipped=true');
    expect(names(shipped.body.jobs)).toEqual(['Shipped in production']);
    expect((await customer.get('/api/customerreport?from_date=yesterday')).status).toBe(400);
  });
});

// After the daily schedule's tests: they give the jobs the task lines this reads.
describe('access', () => {
  const jobLists = [
    ['POST', '/api/dailyschedule', {}],
    ['GET', '/api/backlog/report/In%20Production'],
    ['POST', '/api/backlog/search', {}],
    ['GET', '/api/production/ready'],
    ['GET', '/api/production/released'],
    ['GET', '/api/csv/releasedforproduction.csv'],
  ] as const;

  it('asks everyone signed out to sign in', async () => {
    for (const [method, path, body] of [...jobLists, ['GET', '/api/projectmanagerschedule']] as const)
      expect((await t.client().request(method, path, body)).status).toBe(401);
  });

  it("shows a customer its own company's jobs in the job lists and daily schedule, another customer none", async () => {
    const other = await signIn(
      t.client(),
      (await insertAccount(t.db, { ...PERSONAS.customer, company: 'Other Co' })).email,
    );
    for (const [method, path, body] of jobLists) {
      const own = await customer.request(method, path, body);
      const foreign = await other.request(method, path, body);
      expect([own.status, foreign.status], path).toEqual([200, 200]);
      expect(JSON.stringify(own.body), path).toContain('Report Co');
      expect(JSON.stringify(foreign.body), path).not.toContain('Report Co');
    }
    expect(names((await customer.get('/api/production/ready')).body.jobs)).toEqual([
      'Thermo received',
      'Thermo waiting',
    ]);
    expect((await other.get('/api/production/ready')).body.jobs).toEqual([]);
  });

  it('keeps the project manager schedule to staff', async () => {
    const response = await customer.get('/api/projectmanagerschedule');
    expect(response.status).toBe(403);
    expect(response.body.err).toBeTruthy();
  });
});

import { BACKLOG_STAGES, backlogStageId } from '@signshop/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backlogEntries } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let staff: ApiClient;
let customer: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
  customer = await signIn(
    t.client(),
    (await insertAccount(t.db, { ...PERSONAS.customer, company: 'Acme Signs' })).email,
  );
});
afterAll(() => t.close());

const IN_PRODUCTION = backlogStageId('in_production');
const DRAWING_STARTED = backlogStageId('drawing_started');
const entriesOf = (quoteId: number) =>
  t.db
    .select()
    .from(backlogEntries)
    .where(eq(backlogEntries.quote_id, quoteId))
    .orderBy(asc(backlogEntries.id));

describe('access', () => {
  it('requires authentication', async () => {
    for (const [method, path] of [
      ['GET', '/api/backlog'],
      ['GET', '/api/backlog/1'],
      ['PUT', '/api/backlog'],
    ] as const) {
      expect(
        (await t.client().request(method, path, method === 'PUT' ? { backlogs: [] } : undefined)).status,
      ).toBe(401);
    }
  });

  it("lets a customer read its own company's job backlog, not change it; another company's is not found", async () => {
    const quote = await insertQuote(t.db, { customer_name: 'Acme Signs' });
    const own = await customer.get(`/api/backlog/${quote.id}`);
    expect(own.status).toBe(200);
    expect(own.body.backlogs).toHaveLength(BACKLOG_STAGES.length);
    const other = await insertQuote(t.db, { customer_name: 'Other Co' });
    const refused = await customer.get(`/api/backlog/${other.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body.err).toContain(`${other.id}`);
    const put = await customer.put('/api/backlog', {
      backlogs: [{ quote_id: quote.id, type_id: IN_PRODUCTION, is_checked: true, date_given: '2026-05-01' }],
    });
    expect(put.status).toBe(403);
    expect(await entriesOf(quote.id)).toHaveLength(0);
  });
});

describe('GET /api/backlog', () => {
  it('lists the stages in order, the first being Materials Ordered (Expected Date)', async () => {
    const response = await customer.get('/api/backlog');
    expect(response.status).toBe(200);
    expect(response.body.backlogs.map((s: { label: string }) => s.label)).toEqual(
      BACKLOG_STAGES.map((s) => s.label),
    );
    expect(response.body.backlogs[0].label).toBe('Materials Ordered (Expected Date)');
  });
});

describe("a job's backlog", () => {
  it('starts with every stage unchecked', async () => {
    const quote = await insertQuote(t.db);
    const response = await staff.get(`/api/backlog/${quote.id}`);
    expect(response.body.backlogs).toHaveLength(BACKLOG_STAGES.length);
    expect(response.body.backlogs.every((b: { is_checked: boolean }) => !b.is_checked)).toBe(true);
  });

  it('records changes as history and shows the newest entry of each stage', async () => {
    const quote = await insertQuote(t.db);
    const first = await staff.put('/api/backlog', {
      backlogs: [
        { quote_id: quote.id, type_id: DRAWING_STARTED, is_checked: true, date_given: '2026-05-01' },
        { quote_id: quote.id, type_id: IN_PRODUCTION, is_checked: true, date_given: '2026-05-03' },
      ],
    });
    expect(first.status).toBe(200);
    expect(first.body.backlogs).toMatchObject([
      { type_id: DRAWING_STARTED, label: 'Drawing Started', is_checked: true, date_given: '2026-05-01' },
      { type_id: IN_PRODUCTION, label: 'In Production', date_given: '2026-05-03' },
    ]);
    expect(first.body.backlogs[0].id).toEqual(expect.any(Number));

    // A checked-to-checked date change arrives as an unchecked copy, then the new date.
    await staff.put('/api/backlog', {
      backlogs: [
        { quote_id: quote.id, type_id: IN_PRODUCTION, is_checked: false, date_given: null },
        { quote_id: quote.id, type_id: IN_PRODUCTION, is_checked: true, date_given: '2026-05-10' },
      ],
    });
    const history = (await entriesOf(quote.id)).filter((e) => e.type_id === IN_PRODUCTION);
    expect(history.map((e) => [e.is_checked, e.date_given])).toEqual([
      [true, '2026-05-03'],
      [false, null],
      [true, '2026-05-10'],
    ]);
    const current = (await staff.get(`/api/backlog/${quote.id}`)).body.backlogs;
    expect(current.find((b: { type_id: number }) => b.type_id === IN_PRODUCTION)).toMatchObject({
      is_checked: true,
      date_given: '2026-05-10',
    });
  });

  it.each([
    [
      'a checked stage without a date',
      { is_checked: true, date_given: null },
      'is checked, so it needs a date',
    ],
    ['a stage that does not exist', { type_id: 999 }, 'names a stage that does not exist'],
    ['a bad date', { date_given: '05/10/2026' }, 'Backlog 1: Date Given is not a valid date (yyyy-mm-dd).'],
  ])('refuses %s with 400 and records nothing', async (_case, change, message) => {
    const quote = await insertQuote(t.db);
    const response = await staff.put('/api/backlog', {
      backlogs: [
        { quote_id: quote.id, type_id: IN_PRODUCTION, is_checked: true, date_given: '2026-05-01', ...change },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.body.err).toContain(message);
    expect(await entriesOf(quote.id)).toHaveLength(0);
  });

  it('answers 404 for a job that does not exist, recording nothing', async () => {
    const response = await staff.put('/api/backlog', {
      backlogs: [{ quote_id: 987654, type_id: IN_PRODUCTION, is_checked: true, date_given: '2026-05-01' }],
    });
    expect(response.status).toBe(404);
    expect((await staff.get('/api/backlog/987654')).status).toBe(404);
  });
});

describe('POST /api/quote/queryByBacklog', () => {
  it('finds jobs by required stages, stages due today and latest stage', async () => {
    const stage = (quote_id: number, key: Parameters<typeof backlogStageId>[0], date_given: string) => ({
      quote_id,
      type_id: backlogStageId(key),
      is_checked: true,
      date_given,
    });
    const ready = await insertQuote(t.db, { job_name: 'Ready job', customer_name: 'Query Co' });
    const producing = await insertQuote(t.db, { job_name: 'Producing job', customer_name: 'Query Co' });
    const later = await insertQuote(t.db, { job_name: 'Later job', customer_name: 'Query Co' });
    await staff.put('/api/backlog', {
      backlogs: [
        stage(ready.id, 'ready_for_production', '2026-06-01'),
        stage(producing.id, 'ready_for_production', '2026-06-01'),
        stage(producing.id, 'in_production', '2026-06-02'),
        stage(later.id, 'in_production', '2026-06-20'),
      ],
    });
    const query = async (body: object) =>
      ((await staff.post('/api/quote/queryByBacklog', body)).body.quotes as Array<{ job_name: string }>)
        .map((q) => q.job_name)
        .filter((name) => name.endsWith(' job'))
        .sort();

    expect(await query({ backlogs_required: [IN_PRODUCTION], date: '2026-06-10' })).toEqual([
      'Producing job',
    ]);
    expect(await query({ backlogs_required: [IN_PRODUCTION], date: '2026-06-20' })).toEqual([
      'Later job',
      'Producing job',
    ]);
    expect(await query({ backlogs_required_today: [IN_PRODUCTION], date: '2026-06-20' })).toEqual([
      'Later job',
    ]);
    expect(
      await query({ latest_backlogs: [backlogStageId('ready_for_production')], date: '2026-06-10' }),
    ).toEqual(['Ready job']);
    const bad = await staff.post('/api/quote/queryByBacklog', { backlogs_required: ['x'] });
    expect(bad.status).toBe(400);
  });

  it("limits a customer to its company's jobs", async () => {
    const theirs = await insertQuote(t.db, { job_name: 'Other co job', customer_name: 'Bolt Dental' });
    await staff.put('/api/backlog', {
      backlogs: [{ quote_id: theirs.id, type_id: IN_PRODUCTION, is_checked: true, date_given: '2026-01-01' }],
    });
    const response = await customer.post('/api/quote/queryByBacklog', { backlogs_required: [IN_PRODUCTION] });
    expect(response.status).toBe(200);
    expect(response.body.quotes.map((q: { job_name: string }) => q.job_name)).not.toContain('Other co job');
  });
});

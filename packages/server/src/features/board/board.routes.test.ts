import crypto from 'node:crypto';
import {
  addDays,
  backlogChangesToSend,
  backlogStageId,
  shopToday,
  shopWeekOf,
  type JobBacklogEntry,
  type JustDate,
} from '@signshop/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvalRequests,
  backlogEntries,
  jobHistory,
  quotes,
  scheduleLines,
} from '../../db/schema/index.ts';
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

const STAGE = {
  ordered: backlogStageId('materials_ordered'),
  ship: backlogStageId('customer_ship_date'),
  started: backlogStageId('drawing_started'),
  sent: backlogStageId('drawing_sent'),
  production: backlogStageId('in_production'),
};

/** A customer name of its own, so a test reads only its own jobs through the customer filter. */
const customerOf = () => `Board Co ${crypto.randomBytes(4).toString('hex')}`;

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

const entriesOf = async (quoteId: number) =>
  (
    await t.db
      .select()
      .from(backlogEntries)
      .where(eq(backlogEntries.quote_id, quoteId))
      .orderBy(asc(backlogEntries.id))
  ).map(({ type_id, is_checked, date_given, created_by }) => ({
    type_id,
    is_checked,
    date_given,
    created_by,
  }));
const historyOf = async (quoteId: number) =>
  (
    await t.db.select().from(jobHistory).where(eq(jobHistory.quote_id, quoteId)).orderBy(asc(jobHistory.id))
  ).map(({ field, before, after, account_id, reason }) => ({ field, before, after, account_id, reason }));

interface Card {
  quote_id: number;
  late: boolean;
  [key: string]: unknown;
}
type Board = { columns: Array<{ key: string; count: number; page: number; cards: Card[] }> };
const columnOf = (board: Board, key: string) => board.columns.find((column) => column.key === key)!;
const boardOf = async (query: string) => {
  const reply = await staff.get(`/api/board?${query}`);
  expect(reply.status).toBe(200);
  return reply.body as Board;
};

describe('access', () => {
  it('requires authentication', async () => {
    expect((await t.client().get('/api/board')).status).toBe(401);
    expect((await t.client().post('/api/board/move', { quote_id: 1, to: 'quote' })).status).toBe(401);
    expect((await t.client().get('/api/live')).status).toBe(401);
  });

  it.each(['customer', 'unverified', 'machine'] as Persona[])(
    'refuses a %s with 403 on the board, the move and the live stream, changing nothing',
    async (persona) => {
      const client = await signIn(
        t.client(),
        (await insertAccount(t.db, { ...PERSONAS[persona], company: 'Acme Signs' })).email,
      );
      const quote = await insertQuote(t.db, { customer_name: 'Acme Signs' });
      expect((await client.get('/api/board')).status).toBe(403);
      const move = await client.post('/api/board/move', { quote_id: quote.id, to: 'drawing_started' });
      expect(move.status).toBe(403);
      expect(move.body.err).toContain('shop staff');
      expect((await client.get('/api/live')).status).toBe(403);
      expect(await entriesOf(quote.id)).toEqual([]);
    },
  );

  it('lets staff and admins read the board and move cards', async () => {
    const admin = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.admin)).email);
    const customer = customerOf();
    const quote = await insertQuote(t.db, { customer_name: customer });
    for (const [client, to] of [
      [staff, 'materials_ordered'],
      [admin, 'customer_ship_date'],
    ] as const) {
      expect((await client.get('/api/board')).status).toBe(200);
      expect((await client.post('/api/board/move', { quote_id: quote.id, to })).status).toBe(200);
    }
  });
});

describe('GET /api/board', () => {
  it('has Quote, every stage in order and Shipped, a card per job in its latest stage only', async () => {
    const customer = customerOf();
    const manager = await insertAccount(t.db, { role: PERSONAS.staff.role, firstName: 'Morgan' });
    const fresh = await insertQuote(t.db, { customer_name: customer, job_name: 'A fresh quote' });
    const working = await insertQuote(t.db, {
      customer_name: customer,
      job_name: 'Lobby',
      total_price: 1234.56,
      project_manager: manager.id,
    });
    await checkStages(working.id, [
      [STAGE.ordered, '2026-03-01'],
      [STAGE.ship, '2099-01-15'],
      [STAGE.started, '2026-03-03'],
    ]);
    const shipped = await insertQuote(t.db, {
      customer_name: customer,
      is_shipped: true,
      shipped_date: today,
    });
    await checkStages(shipped.id, [[STAGE.production, '2026-03-05']]);

    const board = await boardOf(`customer=${encodeURIComponent(customer)}`);
    expect(board.columns.map((column) => column.key)).toEqual([
      'quote',
      'materials_ordered',
      'customer_ship_date',
      'materials_received',
      'drawing_started',
      'drawing_sent',
      'resubmit',
      'drawing_approved',
      'on_hold',
      'ready_for_production',
      'in_production',
      'thermoformed_received',
      'shipped',
    ]);
    const placed = Object.fromEntries(
      board.columns.flatMap((column) => column.cards.map((card) => [card.quote_id, column.key])),
    );
    expect(placed).toEqual({ [fresh.id]: 'quote', [working.id]: 'drawing_started', [shipped.id]: 'shipped' });
    expect(columnOf(board, 'drawing_started').count).toBe(1);
    expect(columnOf(board, 'customer_ship_date').count).toBe(0);
    expect(columnOf(board, 'drawing_started').cards[0]).toEqual({
      quote_id: working.id,
      quote_number: working.given_id,
      job_name: 'Lobby',
      customer_name: customer,
      promise_date: '2099-01-15',
      stage_date: '2026-03-03',
      planned_finish: null,
      total_price: 1234.56,
      project_manager: { id: manager.id, name: 'Morgan Tester' },
      approval: { state: 'not_sent', name: null, at: null },
      late: false,
    });
  });

  it('holds in Shipped only the jobs shipped in the last 30 days', async () => {
    const customer = customerOf();
    const recent = await insertQuote(t.db, {
      customer_name: customer,
      is_shipped: true,
      shipped_date: addDays(today, -30),
    });
    await insertQuote(t.db, { customer_name: customer, is_shipped: true, shipped_date: addDays(today, -31) });
    const shipped = columnOf(await boardOf(`customer=${encodeURIComponent(customer)}`), 'shipped');
    expect(shipped.count).toBe(1);
    expect(shipped.cards.map((card) => card.quote_id)).toEqual([recent.id]);
    const paged = await boardOf(`customer=${encodeURIComponent(customer)}&column=shipped&page=0`);
    expect(paged.columns[0]!.count).toBe(1);
  });

  it("shows the latest quote approval's state", async () => {
    const customer = customerOf();
    const quote = await insertQuote(t.db, { customer_name: customer });
    await t.db.insert(approvalRequests).values({
      kind: 'quote',
      quote_id: quote.id,
      quote_sequence: 1,
      content_hash: 'a'.repeat(64),
      token_hash: crypto.randomBytes(32).toString('hex'),
      sent_to: 'buyer@example.com',
      sent_by_name: 'Pat Tester',
      expires_at: new Date(Date.now() + 864e5),
    });
    const card = columnOf(await boardOf(`customer=${encodeURIComponent(customer)}`), 'quote').cards[0]!;
    expect(card.approval).toEqual({ state: 'waiting', name: null, at: null });
  });

  it('flags a job late when its promise date passed unshipped or its planned finish is after it', async () => {
    const customer = customerOf();
    const passed = await insertQuote(t.db, { customer_name: customer, job_name: 'Passed' });
    await checkStages(passed.id, [[STAGE.ship, addDays(today, -1)]]);
    const planned = await insertQuote(t.db, { customer_name: customer, job_name: 'Planned late' });
    await checkStages(planned.id, [[STAGE.ship, addDays(today, 5)]]);
    await t.db.insert(scheduleLines).values({ quote_id: planned.id, planned_day: addDays(today, 6) });
    const onTime = await insertQuote(t.db, { customer_name: customer, job_name: 'On time' });
    await checkStages(onTime.id, [[STAGE.ship, today]]);
    await t.db.insert(scheduleLines).values({ quote_id: onTime.id, planned_day: today });
    const shippedLate = await insertQuote(t.db, { customer_name: customer, is_shipped: true });
    await checkStages(shippedLate.id, [[STAGE.ship, addDays(today, -9)]]);

    const cards = columnOf(
      await boardOf(`customer=${encodeURIComponent(customer)}`),
      'customer_ship_date',
    ).cards;
    expect(Object.fromEntries(cards.map((card) => [card.job_name, card.late]))).toEqual({
      Passed: true,
      'Planned late': true,
      'On time': false,
    });
    expect(cards.find((card) => card.job_name === 'Planned late')!.planned_finish).toBe(addDays(today, 6));
    const late = await boardOf(`customer=${encodeURIComponent(customer)}&late=true`);
    expect(late.columns.flatMap((column) => column.cards.map((card) => card.quote_id)).sort()).toEqual(
      [passed.id, planned.id].sort(),
    );
  });

  it('shows a change on the next read: a renamed job, a newly planned line, a moved card', async () => {
    const customer = customerOf();
    const job = await insertQuote(t.db, { customer_name: customer, job_name: 'Before' });
    await checkStages(job.id, [[STAGE.ship, addDays(today, 3)]]);
    const query = `customer=${encodeURIComponent(customer)}`;
    const cardOf = async () => columnOf(await boardOf(query), 'customer_ship_date').cards[0]!;
    expect(await cardOf()).toMatchObject({ job_name: 'Before', late: false });
    await t.db.update(quotes).set({ job_name: 'After' }).where(eq(quotes.id, job.id));
    await t.db.insert(scheduleLines).values({ quote_id: job.id, planned_day: addDays(today, 4) });
    expect(await cardOf()).toMatchObject({
      job_name: 'After',
      late: true,
      planned_finish: addDays(today, 4),
    });
    expect((await staff.post('/api/board/move', { quote_id: job.id, to: 'drawing_started' })).status).toBe(
      200,
    );
    expect(columnOf(await boardOf(query), 'drawing_started').cards.map((card) => card.quote_id)).toEqual([
      job.id,
    ]);
  });

  it('filters by project manager (or none), customer and due this week', async () => {
    const customer = customerOf();
    const manager = await insertAccount(t.db, { role: PERSONAS.staff.role });
    const managed = await insertQuote(t.db, { customer_name: customer, project_manager: manager.id });
    const unmanaged = await insertQuote(t.db, { customer_name: customer });
    const week = shopWeekOf(today);
    await checkStages(managed.id, [[STAGE.ship, week.to]]);
    await checkStages(unmanaged.id, [[STAGE.ship, addDays(week.to, 1)]]);
    const ids = (board: Board) =>
      board.columns.flatMap((column) => column.cards.map((card) => card.quote_id));
    const own = `customer=${encodeURIComponent(customer.toUpperCase())}`;
    expect(ids(await boardOf(own)).sort()).toEqual([managed.id, unmanaged.id].sort());
    expect(ids(await boardOf(`${own}&project_manager=${manager.id}`))).toEqual([managed.id]);
    expect(ids(await boardOf(`${own}&project_manager=none`))).toEqual([unmanaged.id]);
    expect(ids(await boardOf(`${own}&due_this_week=true`))).toEqual([managed.id]);
  });

  it('pages a column on its own: its count, and page N of it with column and page', async () => {
    const customer = customerOf();
    const quotes = [];
    for (const name of ['Job a', 'Job b', 'Job c'])
      quotes.push(await insertQuote(t.db, { customer_name: customer, job_name: name }));
    const own = `customer=${encodeURIComponent(customer)}&page_count=2`;
    const first = await boardOf(own);
    expect(columnOf(first, 'quote')).toMatchObject({ count: 3, page: 0 });
    expect(columnOf(first, 'quote').cards.map((card) => card.job_name)).toEqual(['Job a', 'Job b']);
    const second = await boardOf(`${own}&column=quote&page=1`);
    expect(second.columns).toHaveLength(1);
    expect(second.columns[0]).toMatchObject({ key: 'quote', count: 3, page: 1 });
    expect(second.columns[0]!.cards.map((card) => card.job_name)).toEqual(['Job c']);
  });

  it.each([
    ['late=maybe', 'Late is not valid.'],
    ['column=nowhere', 'Column is not one of the choices.'],
    ['page=-1', 'Page must be at least 0.'],
    ['page_count=500', 'Rows Per Page must be at most 100.'],
    ['project_manager=someone', 'Project Manager is not valid.'],
    [`customer=${'x'.repeat(201)}`, 'Customer can be at most 200'],
  ])('refuses %s with 400 naming the field as people read it', async (query, message) => {
    const reply = await staff.get(`/api/board?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.body.err).toContain(message);
  });
});

describe('POST /api/board/move', () => {
  it('writes the same backlog entries and job history as the backlog screen saving that stage today', async () => {
    const customer = customerOf();
    const [moved, saved] = [
      await insertQuote(t.db, { customer_name: customer }),
      await insertQuote(t.db, { customer_name: customer }),
    ];
    for (const quote of [moved, saved])
      await checkStages(quote.id, [
        [STAGE.ordered, '2026-03-01'],
        [STAGE.sent, '2026-03-02'],
      ]);
    const moveEntriesBefore = (await entriesOf(moved.id)).length;

    // The board: Drawing Sent To Customer → In Production.
    const reply = await staff.post('/api/board/move', { quote_id: moved.id, to: 'in_production' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ column: 'in_production', checked: [STAGE.production], unchecked: [] });

    // The backlog screen: the job's backlog, In Production checked today, saved as the page saves it.
    const original = ((await staff.get(`/api/backlog/${saved.id}`)).body.backlogs as JobBacklogEntry[]).map(
      (entry) => ({ ...entry, id: entry.id ?? undefined }),
    );
    const edited = original.map((entry) =>
      entry.type_id === STAGE.production ? { ...entry, is_checked: true, date_given: today } : entry,
    );
    const backlogs = backlogChangesToSend(original, edited).map(
      ({ quote_id, type_id, is_checked, date_given }) => ({
        quote_id,
        type_id,
        is_checked,
        date_given,
      }),
    );
    expect((await staff.put('/api/backlog', { backlogs })).status).toBe(200);

    expect((await entriesOf(moved.id)).slice(moveEntriesBefore)).toEqual([
      { type_id: STAGE.production, is_checked: true, date_given: today, created_by: expect.any(Number) },
    ]);
    expect(await entriesOf(moved.id)).toEqual(await entriesOf(saved.id));
    expect(await historyOf(moved.id)).toEqual(await historyOf(saved.id));
    const board = await boardOf(`customer=${encodeURIComponent(customer)}`);
    expect(
      columnOf(board, 'in_production')
        .cards.map((card) => card.quote_id)
        .sort(),
    ).toEqual([moved.id, saved.id].sort());
  });

  it('refuses a backwards move without confirm (409 naming what it unchecks), changing nothing', async () => {
    const quote = await insertQuote(t.db, { customer_name: customerOf() });
    await checkStages(quote.id, [
      [STAGE.ship, '2026-03-01'],
      [STAGE.started, '2026-03-02'],
      [STAGE.sent, '2026-03-03'],
    ]);
    const before = [await entriesOf(quote.id), await historyOf(quote.id)];
    const refused = await staff.post('/api/board/move', { quote_id: quote.id, to: 'customer_ship_date' });
    expect(refused.status).toBe(409);
    expect(refused.body.err).toBe(
      'Moving the job back to Customer Ship Date unchecks Drawing Started, Drawing Sent To Customer. Send confirm to do it.',
    );
    expect([await entriesOf(quote.id), await historyOf(quote.id)]).toEqual(before);
  });

  it('backwards with confirm unchecks the later stages and records the target today with its fixed second entry', async () => {
    const quote = await insertQuote(t.db, { customer_name: customerOf() });
    await checkStages(quote.id, [
      [STAGE.ship, '2026-03-01'],
      [STAGE.started, '2026-03-02'],
      [STAGE.sent, '2026-03-03'],
    ]);
    const from = (await entriesOf(quote.id)).length;
    const reply = await staff.post('/api/board/move', {
      quote_id: quote.id,
      to: 'customer_ship_date',
      confirm: true,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      column: 'customer_ship_date',
      checked: [STAGE.ship],
      unchecked: [STAGE.started, STAGE.sent],
    });
    const by = expect.any(Number);
    expect((await entriesOf(quote.id)).slice(from)).toEqual([
      // A new date on a checked stage: an unchecked copy first, as the backlog screen sends it.
      { type_id: STAGE.ship, is_checked: false, date_given: null, created_by: by },
      { type_id: STAGE.ship, is_checked: true, date_given: today, created_by: by },
      { type_id: STAGE.started, is_checked: false, date_given: null, created_by: by },
      { type_id: STAGE.sent, is_checked: false, date_given: null, created_by: by },
    ]);
  });

  it('moves a job back to Quote (every stage unchecked) when confirmed', async () => {
    const customer = customerOf();
    const quote = await insertQuote(t.db, { customer_name: customer });
    await checkStages(quote.id, [[STAGE.ordered, '2026-03-01']]);
    expect((await staff.post('/api/board/move', { quote_id: quote.id, to: 'quote' })).status).toBe(409);
    const reply = await staff.post('/api/board/move', { quote_id: quote.id, to: 'quote', confirm: true });
    expect(reply.body).toEqual({ column: 'quote', checked: [], unchecked: [STAGE.ordered] });
    expect(columnOf(await boardOf(`customer=${encodeURIComponent(customer)}`), 'quote').count).toBe(1);
  });

  it('answers a move to the column the job is in without writing anything', async () => {
    const quote = await insertQuote(t.db, { customer_name: customerOf() });
    await checkStages(quote.id, [[STAGE.started, '2026-03-02']]);
    const before = await entriesOf(quote.id);
    const reply = await staff.post('/api/board/move', { quote_id: quote.id, to: 'drawing_started' });
    expect(reply.body).toEqual({ column: 'drawing_started', checked: [], unchecked: [] });
    expect(await entriesOf(quote.id)).toEqual(before);
  });

  it('refuses Shipped as a target and any move of a shipped job with 400, changing nothing', async () => {
    const open = await insertQuote(t.db, { customer_name: customerOf() });
    const shipped = await insertQuote(t.db, { customer_name: customerOf(), is_shipped: true });
    const toShipped = await staff.post('/api/board/move', { quote_id: open.id, to: 'shipped' });
    expect(toShipped.status).toBe(400);
    expect(toShipped.body.err).toContain('Shipping page');
    const ofShipped = await staff.post('/api/board/move', { quote_id: shipped.id, to: 'in_production' });
    expect(ofShipped.status).toBe(400);
    expect(ofShipped.body.err).toContain('has shipped');
    expect([...(await entriesOf(open.id)), ...(await entriesOf(shipped.id))]).toEqual([]);
  });

  it.each([
    [{ to: 'in_production' }, 'Quote ID is required.'],
    [{ quote_id: 'seven', to: 'in_production' }, 'Quote ID must be a number.'],
    [{ quote_id: 1, to: 'the moon' }, 'To is not one of the choices.'],
    [{ quote_id: 1, to: 'in_production', confirm: 'yes' }, 'Confirm must be yes or no.'],
  ])('refuses %j with 400 naming the field as people read it', async (body, message) => {
    const reply = await staff.post('/api/board/move', body);
    expect(reply.status).toBe(400);
    expect(reply.body.err).toContain(message);
  });

  it('answers 404 for a job that does not exist', async () => {
    const reply = await staff.post('/api/board/move', { quote_id: 999_999, to: 'in_production' });
    expect(reply.status).toBe(404);
  });
});

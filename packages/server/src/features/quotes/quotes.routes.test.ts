import { backlogStageId, Role, shopToday } from '@signshop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, quotes } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import {
  insertAccount,
  insertQuote,
  PERSONAS,
  signIn,
  type Persona,
} from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { uploadFile } from '../files/multipart-upload.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';

let t: TestApp;
let processId: number;
const as: Record<'staff' | 'customerA' | 'customerB' | 'unverifiedA', ApiClient> = {} as never;
let unverifiedId: number;

const sign = async (persona: Persona, company: string) => {
  const account = await insertAccount(t.db, { ...PERSONAS[persona], company });
  return { account, client: await signIn(t.client(), account.email) };
};

beforeAll(async () => {
  t = await startTestApp();
  processId = await insertExampleProcess(t.db);
  as.staff = (await sign('staff', 'SignShop')).client;
  as.customerA = (await sign('customer', 'Acme Signs')).client;
  as.customerB = (await sign('customer', 'Bolt Dental')).client;
  const unverified = await sign('unverified', 'Acme Signs');
  as.unverifiedA = unverified.client;
  unverifiedId = unverified.account.id;
});
afterAll(() => t.close());

const stored = async (id: number) => (await t.db.select().from(quotes).where(eq(quotes.id, id)))[0];

describe('requires authentication', () => {
  it.each([
    ['GET', '/api/quote'],
    ['POST', '/api/quote/query'],
    ['POST', '/api/quote/queryByBacklog'],
    ['GET', '/api/quote/1'],
    ['POST', '/api/quote'],
    ['PUT', '/api/quote/1'],
    ['DELETE', '/api/quote/1'],
    ['GET', '/api/quote/customerName/ac'],
    ['POST', '/api/quote/contactInformation'],
    ['GET', '/api/quote/asanteContactInformation/pa'],
    ['GET', '/api/quote/signtypes'],
    ['GET', '/api/quote/addons'],
    ['GET', '/api/quote/addons/1'],
    ['GET', '/api/quote/alladdons'],
  ])('%s %s answers 401 when signed out', async (method, path) => {
    const response = await t
      .client()
      .request(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(response.status).toBe(401);
  });
});

describe('POST /api/quote', () => {
  it('prices the worked example on the server: total_price 704.64, whatever the client says', async () => {
    const response = await as.staff.post('/api/quote', {
      quote: exampleQuoteBody(processId, { total_price: 1 }),
    });
    expect(response.status).toBe(201);
    expect(response.body.quote.total_price).toBe(704.64);
    const row = await stored(response.body.quote.id);
    expect(row?.total_price).toBe(704.64);
    expect(row?.signs).toHaveLength(3);
    expect(row?.signs[2]?.subsigns[0]?.given_id).toBe('C-A');
    const read = await as.staff.get(`/api/quote/${response.body.quote.id}`);
    expect(read.body.quote).toMatchObject({
      total_price: 704.64,
      job_name: 'Clinic wayfinding',
      version: 1,
      quote_sequence: 1,
    });
  });

  it('numbers a quote sent without a number by the auto rule (prefix, date, company), keeps a number given', async () => {
    const staff = await signIn(
      t.client(),
      (await insertAccount(t.db, { ...PERSONAS.staff, firstName: 'Johanna' })).email,
    );
    const { given_id: _dropped, ...unnumbered } = exampleQuoteBody(processId);
    const none = await staff.post('/api/quote', { quote: unnumbered });
    expect(none.status).toBe(201);
    expect((await stored(none.body.quote.id))?.given_id).toBe('JOH03152026ACM');

    const blank = await as.customerA.post('/api/quote', {
      quote: exampleQuoteBody(processId, { given_id: '  ', quote_date: '2026-03-16' }),
    });
    expect(blank.status).toBe(201);
    expect((await stored(blank.body.quote.id))?.given_id).toBe('PAT-03162026ACM');

    const given = await staff.post('/api/quote', {
      quote: exampleQuoteBody(processId, { given_id: 'MY-OWN-7' }),
    });
    expect((await stored(given.body.quote.id))?.given_id).toBe('MY-OWN-7');
  });

  it("forces a customer's company as customer name", async () => {
    const response = await as.customerA.post('/api/quote', {
      quote: exampleQuoteBody(processId, { customer_name: 'Bolt Dental' }),
    });
    expect(response.status).toBe(201);
    expect((await stored(response.body.quote.id))?.customer_name).toBe('Acme Signs');
  });

  it("never writes server-owned fields (id, payments) nor a customer's staff-only fields", async () => {
    const response = await as.customerA.post('/api/quote', {
      quote: exampleQuoteBody(processId, {
        id: 99999,
        left_to_pay: 0,
        admin_paid: true,
        is_shipped: true,
        materials: 'Gold',
      }),
    });
    const row = await stored(response.body.quote.id);
    expect(row?.id).not.toBe(99999);
    expect(row).toMatchObject({ left_to_pay: 0, admin_paid: false, is_shipped: false, materials: '' });
  });

  it.each([
    ['no job name', { job_name: '  ' }, 'The quote needs a value in job name.'],
    [
      'a sign without a process',
      { signs: [{ type: null, width: 1, height: 1, quantity: 1 }] },
      'Every sign needs a process.',
    ],
    [
      'an unknown process',
      { signs: [{ type: 987654, width: 1, height: 1, quantity: 1 }] },
      'There is no process with id 987654.',
    ],
    [
      'a width that is not a number',
      { signs: [{ type: 1, width: 'wide', height: 1, quantity: 1 }] },
      'Sign 1: Width must be a number from 0 to 10,000 in.',
    ],
    [
      'a fractional quantity',
      { signs: [{ type: 1, width: 1, height: 1, quantity: 1.5 }] },
      'Sign 1: Quantity must be a whole number from 0 to 1,000,000.',
    ],
    [
      'shipping cost as text',
      { shipping_cost: 'ten' },
      'Shipping Cost must be a number from 0 to 100,000,000.',
    ],
    ['a bad quote date', { quote_date: '03/15/2026' }, 'Date is not a valid date (yyyy-mm-dd).'],
  ])('refuses %s with 400 and stores nothing', async (_case, change, message) => {
    const before = (await t.db.select().from(quotes)).length;
    const response = await as.staff.post('/api/quote', { quote: exampleQuoteBody(processId, change) });
    expect(response.status).toBe(400);
    expect(response.body.err).toContain(message);
    expect((await t.db.select().from(quotes)).length).toBe(before);
  });
});

describe('GET /api/quote/:id and company scope', () => {
  it("shows staff any quote and a verified customer only its own company's", async () => {
    const mine = await insertQuote(t.db, { customer_name: 'Acme Signs', job_name: 'Ours' });
    const theirs = await insertQuote(t.db, { customer_name: 'Bolt Dental', job_name: 'Theirs' });
    expect((await as.staff.get(`/api/quote/${theirs.id}`)).status).toBe(200);
    expect((await as.customerA.get(`/api/quote/${mine.id}`)).body.quote.job_name).toBe('Ours');
    const refused = await as.customerA.get(`/api/quote/${theirs.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ err: `There is no quote with id ${theirs.id}.`, code: 'NOT_FOUND' });
  });

  it("shows an unverified account only the quotes it created, not its claimed company's", async () => {
    const companyQuote = await insertQuote(t.db, { customer_name: 'Acme Signs' });
    const own = await insertQuote(t.db, { customer_name: 'Acme Signs', created_by: unverifiedId });
    expect((await as.unverifiedA.get(`/api/quote/${companyQuote.id}`)).status).toBe(404);
    expect((await as.unverifiedA.get(`/api/quote/${own.id}`)).status).toBe(200);
    const saved = await as.unverifiedA.put(`/api/quote/${own.id}`, { comments: 'Mine' });
    expect(saved.status).toBe(200);
    expect((await stored(own.id))?.comments).toBe('Mine');
    const refused = await as.unverifiedA.put(`/api/quote/${companyQuote.id}`, { comments: 'Not mine' });
    expect(refused.status).toBe(404);
    expect((await stored(companyQuote.id))?.comments).toBe(companyQuote.comments);
  });

  it("keeps an unverified account's quotes out of its claimed company's list until it is verified", async () => {
    const planted = await as.unverifiedA.post('/api/quote', {
      quote: exampleQuoteBody(processId, { job_name: 'Planted lobby' }),
    });
    expect(planted.status).toBe(201);
    const id = planted.body.quote.id as number;
    const listed = async (client: ApiClient) =>
      (
        (await client.post('/api/quote/query', { search: { job_name: 'Planted' } })).body.quotes as Array<{
          id: number;
        }>
      ).map((quote) => quote.id);
    expect(await listed(as.customerA)).not.toContain(id);
    expect((await as.customerA.get(`/api/quote/${id}`)).status).toBe(404);
    expect(await listed(as.staff)).toContain(id);
    expect(await listed(as.unverifiedA)).toContain(id);
    await t.db.update(accounts).set({ verified: true }).where(eq(accounts.id, unverifiedId));
    expect(await listed(as.customerA)).toContain(id);
    await t.db.update(accounts).set({ verified: false }).where(eq(accounts.id, unverifiedId));
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await as.staff.get('/api/quote/abc');
    expect(response.status).toBe(400);
    expect(response.body.err).toBe('ID must be a number.');
  });
});

describe('PUT /api/quote/:id', () => {
  const create = async (client = as.staff, overrides = {}) =>
    (await client.post('/api/quote', { quote: exampleQuoteBody(processId, overrides) })).body.quote;

  it('changes only the fields sent and re-prices the quote', async () => {
    const quote = await create();
    const response = await as.staff.put(`/api/quote/${quote.id}`, {
      comments: 'Rush job',
      shipping_cost: 35,
      version: quote.version,
    });
    expect(response.status).toBe(200);
    const row = await stored(quote.id);
    expect(row).toMatchObject({
      comments: 'Rush job',
      shipping_cost: 35,
      total_price: 714.64,
      job_name: 'Clinic wayfinding',
      version: 2,
    });
    expect(row?.signs).toHaveLength(3);
  });

  it('refuses a stale save with 409 and keeps the first save', async () => {
    const quote = await create();
    const first = await as.staff.put(`/api/quote/${quote.id}`, {
      job_name: 'First edit',
      version: quote.version,
    });
    const second = await as.staff.put(`/api/quote/${quote.id}`, {
      job_name: 'Second edit',
      version: quote.version,
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body.err).toBe(
      'Someone else saved this quote after you opened it. Reload it to see their changes, then make yours again.',
    );
    expect((await stored(quote.id))?.job_name).toBe('First edit');
  });

  it('lets only one of two simultaneous saves of the same version through', async () => {
    const quote = await create();
    const results = await Promise.all(
      ['Left', 'Right'].map((job_name) =>
        as.staff.put(`/api/quote/${quote.id}`, { job_name, version: quote.version }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body.quote.job_name;
    expect((await stored(quote.id))?.job_name).toBe(winner);
  });

  it('saves as a revision: same job, quote_sequence up', async () => {
    const quote = await create();
    const response = await as.staff.put(`/api/quote/${quote.id}`, {
      job_name: 'Renamed',
      save_as: 'revision',
    });
    expect(response.body.quote).toMatchObject({ id: quote.id, job_name: 'Renamed', quote_sequence: 2 });
  });

  it('saves as a new job: a copy of the quote only, not shipped, the original untouched', async () => {
    const quote = await create();
    await t.db
      .update(quotes)
      .set({ is_shipped: true, shipped_date: '2026-04-01' })
      .where(eq(quotes.id, quote.id));
    const response = await as.staff.put(`/api/quote/${quote.id}`, {
      job_name: 'Phase 2',
      save_as: 'new_job',
    });
    expect(response.status).toBe(200);
    const copy = response.body.quote;
    expect(copy.id).not.toBe(quote.id);
    expect(copy).toMatchObject({
      job_name: 'Phase 2',
      is_shipped: false,
      shipped_date: null,
      total_price: 704.64,
    });
    expect(await stored(quote.id)).toMatchObject({ job_name: 'Clinic wayfinding', is_shipped: true });
  });

  it('gives a list Copy and a New Job their own quote number (next in sequence) and today as quote date', async () => {
    const today = shopToday(t.config.shopTimeZone);
    const givenId = `SAM${Date.now()}CED`;
    const quote = await create(as.staff, { given_id: givenId, quote_date: '2026-01-05' });
    const copy = async () =>
      (await as.staff.post('/api/quote', { quote: { ...quote, id: undefined }, copy: true })).body.quote;
    expect(await copy()).toMatchObject({ given_id: `${givenId}-2`, quote_date: today });
    expect(await copy()).toMatchObject({ given_id: `${givenId}-3`, quote_date: today });
    const newJob = await as.staff.put(`/api/quote/${quote.id}`, { job_name: 'Phase 2', save_as: 'new_job' });
    expect(newJob.body.quote).toMatchObject({ given_id: `${givenId}-4`, quote_date: today });
    expect(await stored(quote.id)).toMatchObject({ given_id: givenId, quote_date: '2026-01-05' });
    const plain = await as.staff.post('/api/quote', {
      quote: exampleQuoteBody(processId, { given_id: givenId }),
    });
    expect(plain.status).toBe(409);
  });

  it('lets a customer copy its own quote with its own number, and refuses a copy flag that is not a boolean', async () => {
    const givenId = `MAR-${Date.now()}ACM`;
    const quote = await create(as.customerA, { given_id: givenId });
    const body = { quote: { ...quote, id: undefined }, copy: true };
    const copied = await as.customerA.post('/api/quote', body);
    expect(copied.status).toBe(201);
    expect(copied.body.quote).toMatchObject({ given_id: `${givenId}-2`, customer_name: 'Acme Signs' });
    const count = async () => (await t.db.select().from(quotes)).length;
    const before = await count();
    const bad = await as.customerA.post('/api/quote', { ...body, copy: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.err).toBe('Copy must be yes or no.');
    expect(await count()).toBe(before);
  });

  it("leaves the original job's backlog, scheduler lines and files behind on a new job", async () => {
    const quote = await create();
    await as.staff.put('/api/backlog', {
      backlogs: [
        {
          quote_id: quote.id,
          type_id: backlogStageId('drawing_started'),
          is_checked: true,
          date_given: '2026-04-01',
        },
      ],
    });
    await as.staff.put(`/api/schedule/${quote.id}`, {
      schedules: [{ short_description: 'Cut', equip: 'Laser' }],
    });
    await uploadFile({
      baseUrl: t.baseUrl,
      path: `/api/file/${quote.id}`,
      cookie: as.staff.cookie,
      filename: 'proof.pdf',
      content: 'x',
    });
    const copy = (await as.staff.put(`/api/quote/${quote.id}`, { job_name: 'Phase 3', save_as: 'new_job' }))
      .body.quote;
    const checked = (await as.staff.get(`/api/backlog/${copy.id}`)).body.backlogs.filter(
      (b: { is_checked: boolean }) => b.is_checked,
    );
    expect(checked).toEqual([]);
    expect((await as.staff.get(`/api/schedule/${copy.id}`)).body.schedules).toEqual([]);
    expect((await as.staff.get(`/api/file/${copy.id}`)).body.files).toEqual([]);
    expect((await as.staff.get(`/api/file/${quote.id}`)).body.files).toHaveLength(1);
    expect((await as.staff.get(`/api/schedule/${quote.id}`)).body.schedules).toHaveLength(1);
  });

  it('clears the shipped date when shipped is unticked', async () => {
    const quote = await create();
    await as.staff.put(`/api/quote/${quote.id}`, { is_shipped: true, shipped_date: '2026-05-02' });
    expect((await stored(quote.id))?.shipped_date).toBe('2026-05-02');
    await as.staff.put(`/api/quote/${quote.id}`, { is_shipped: false });
    expect((await stored(quote.id))?.shipped_date).toBeNull();
  });

  it("keeps a customer's quote in its company and ignores its staff-only fields", async () => {
    const quote = await create(as.customerA);
    const response = await as.customerA.put(`/api/quote/${quote.id}`, {
      customer_name: 'Bolt Dental',
      is_shipped: true,
      comments: 'Please hurry',
    });
    expect(response.status).toBe(200);
    expect(await stored(quote.id)).toMatchObject({
      customer_name: 'Acme Signs',
      is_shipped: false,
      comments: 'Please hurry',
    });
  });

  it("refuses another company's quote with 404 and changes nothing", async () => {
    const theirs = await insertQuote(t.db, { customer_name: 'Bolt Dental', job_name: 'Bolt lobby' });
    const response = await as.customerA.put(`/api/quote/${theirs.id}`, { job_name: 'Hijacked' });
    expect(response.status).toBe(404);
    expect((await stored(theirs.id))?.job_name).toBe('Bolt lobby');
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const quote = await create();
    const response = await as.staff.put(`/api/quote/${quote.id}`, {
      adjustments: [{ label: 'x', percent: 'ten' }],
    });
    expect(response.status).toBe(400);
    expect(response.body.err).toBe('Adjustment 1: Percent must be a number from -99.99 to 1,000 %.');
    expect((await stored(quote.id))?.adjustments).toHaveLength(2);
  });
});

describe('DELETE /api/quote/:id', () => {
  it('deletes a quote the user may see', async () => {
    const quote = await insertQuote(t.db, { customer_name: 'Acme Signs' });
    expect((await as.customerA.delete(`/api/quote/${quote.id}`)).status).toBe(200);
    expect(await stored(quote.id)).toBeUndefined();
    expect((await as.staff.get(`/api/quote/${quote.id}`)).status).toBe(404);
  });

  it("refuses another company's quote with 404 and keeps it", async () => {
    const theirs = await insertQuote(t.db, { customer_name: 'Bolt Dental' });
    expect((await as.customerA.delete(`/api/quote/${theirs.id}`)).status).toBe(404);
    expect(await stored(theirs.id)).toBeDefined();
  });
});

describe('searching quotes', () => {
  let search: TestApp;
  let staff: ApiClient;
  let customer: ApiClient;
  beforeAll(async () => {
    search = await startTestApp();
    staff = await signIn(search.client(), (await insertAccount(search.db, PERSONAS.staff)).email);
    customer = await signIn(
      search.client(),
      (await insertAccount(search.db, { ...PERSONAS.customer, company: 'Acme Signs' })).email,
    );
    const rows = [
      {
        given_id: 'PAT01052026ACM',
        job_name: 'Lobby',
        customer_name: 'Acme Signs',
        quote_date: '2026-01-05',
        total_price: 120,
      },
      {
        given_id: 'PAT02102026ACM',
        job_name: 'Restrooms 100%',
        customer_name: 'Acme Signs',
        quote_date: '2026-02-10',
        total_price: 980.5,
      },
      {
        given_id: 'SAM03012026BOL',
        job_name: 'Lobby',
        customer_name: 'Bolt Dental',
        quote_date: '2026-03-01',
        total_price: 450,
      },
      {
        given_id: 'SAM04202026BOL',
        job_name: 'Parking',
        customer_name: 'Bolt Dental',
        quote_date: '2026-04-20',
        total_price: 75.25,
      },
      {
        given_id: 'JO05012026CIT',
        job_name: 'Evac maps',
        customer_name: 'City Hall',
        quote_date: '2026-05-01',
        total_price: 2300,
      },
    ];
    for (const row of rows) await insertQuote(search.db, row);
  });
  afterAll(() => search.close());

  const jobs = (body: { quotes: Array<{ job_name: string }> }) => body.quotes.map((q) => q.job_name);
  const query = async (client: ApiClient, filter: object) =>
    (await client.post('/api/quote/query', { search: filter })).body;

  it('lists newest first by default with the total count', async () => {
    const body = await query(staff, {});
    expect(jobs(body)).toEqual(['Evac maps', 'Parking', 'Lobby', 'Restrooms 100%', 'Lobby']);
    expect(body).toMatchObject({ count: 5, page: 0, page_count: 10 });
    expect(body.quotes[0]).not.toHaveProperty('signs');
  });

  it.each([
    [{ given_id: 'sam0' }, ['Parking', 'Lobby']],
    [{ customer_name: 'acme' }, ['Restrooms 100%', 'Lobby']],
    [{ job_name: 'LOBBY' }, ['Lobby', 'Lobby']],
    [{ job_name: '100%' }, ['Restrooms 100%']],
    [{ job_name: '%' }, ['Restrooms 100%']],
    [{ quote_date: { min: '2026-02-10', max: '2026-04-20' } }, ['Parking', 'Lobby', 'Restrooms 100%']],
    [{ quote_date: { min: '2026-04-21' } }, ['Evac maps']],
  ])('filters by %j', async (filter, expected) => {
    expect(jobs(await query(staff, filter))).toEqual(expected);
  });

  it.each([
    ['total_price', false, ['Parking', 'Lobby', 'Lobby', 'Restrooms 100%', 'Evac maps']],
    ['total_price', true, ['Evac maps', 'Restrooms 100%', 'Lobby', 'Lobby', 'Parking']],
    ['customer_name', false, ['Lobby', 'Restrooms 100%', 'Lobby', 'Parking', 'Evac maps']],
    ['given_id', false, ['Evac maps', 'Lobby', 'Restrooms 100%', 'Lobby', 'Parking']],
    ['job_name', false, ['Evac maps', 'Lobby', 'Lobby', 'Parking', 'Restrooms 100%']],
    ['quote_date', false, ['Lobby', 'Restrooms 100%', 'Lobby', 'Parking', 'Evac maps']],
  ])('sorts by %s (reverse %s)', async (order_by, reverse_order, expected) => {
    expect(jobs(await query(staff, { order_by, reverse_order }))).toEqual(expected);
  });

  it('pages in the database', async () => {
    const second = await query(staff, { page: 1, page_count: 2 });
    expect(jobs(second)).toEqual(['Lobby', 'Restrooms 100%']);
    expect(second.count).toBe(5);
    const beyond = await query(staff, { page: 9, page_count: 2 });
    expect(beyond).toMatchObject({ quotes: [], count: 5 });
  });

  it('reads the same filter from the query string of GET /api/quote', async () => {
    const qs = new URLSearchParams({
      customer_name: 'bolt',
      quote_date: JSON.stringify({ min: '2026-04-01' }),
      reverse_order: 'false',
    });
    const response = await staff.get(`/api/quote?${qs}`);
    expect(response.status).toBe(200);
    expect(jobs(response.body)).toEqual(['Parking']);
  });

  it('reads quote_date in the deepObject form the OpenAPI document names (quote_date[min]=…)', async () => {
    const qs = new URLSearchParams({ 'quote_date[min]': '2026-02-10', 'quote_date[max]': '2026-04-20' });
    const response = await staff.get(`/api/quote?${qs}`);
    expect(response.status).toBe(200);
    expect(jobs(response.body)).toEqual(['Parking', 'Lobby', 'Restrooms 100%']);
    const bad = await staff.get(`/api/quote?${new URLSearchParams({ 'quote_date[min]': 'yesterday' })}`);
    expect(bad.status).toBe(400);
    expect(bad.body.err).toBe('Min Date is not a valid date (yyyy-mm-dd).');
  });

  it('limits a customer to its own company, whatever it searches', async () => {
    expect(jobs(await query(customer, {}))).toEqual(['Restrooms 100%', 'Lobby']);
    expect(jobs(await query(customer, { customer_name: 'bolt' }))).toEqual([]);
  });

  it('refuses bad filters with 400', async () => {
    for (const filter of [{ order_by: 'password' }, { page: -1 }, { quote_date: { min: 'yesterday' } }]) {
      const response = await staff.post('/api/quote/query', { search: filter });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('suggestions', () => {
  it('suggests customer names after more than one character; a customer only ever gets its own', async () => {
    await insertQuote(t.db, { customer_name: 'Acme Signs' });
    await insertQuote(t.db, { customer_name: 'Acorn Dental' });
    expect((await as.staff.get('/api/quote/customerName/ac')).body.customer_names).toEqual([
      'Acme Signs',
      'Acorn Dental',
    ]);
    expect((await as.staff.get('/api/quote/customerName/a')).body.customer_names).toEqual([]);
    expect((await as.customerA.get('/api/quote/customerName/ac')).body.customer_names).toEqual([
      'Acme Signs',
    ]);
    expect((await as.customerB.get('/api/quote/customerName/ac')).body.customer_names).toEqual([]);
  });

  it('offers earlier contact blocks of a customer the user may see', async () => {
    const contact = {
      first_name: 'Dana',
      last_name: 'Reyes',
      email: 'dana@acme.test',
      phonenumber: '555-0100',
    };
    await insertQuote(t.db, { customer_name: 'Acme Signs', contact_info: contact });
    const body = { where_variable: 'contact_info', customer_name: 'acme signs', first_name: 'da' };
    expect((await as.staff.post('/api/quote/contactInformation', body)).body.info).toEqual([contact]);
    expect((await as.customerA.post('/api/quote/contactInformation', body)).body.info).toEqual([contact]);
    expect((await as.customerB.post('/api/quote/contactInformation', body)).body.info).toEqual([]);
    const bad = await as.staff.post('/api/quote/contactInformation', {
      ...body,
      where_variable: 'password_hash',
    });
    expect(bad.status).toBe(400);
  });

  it('offers staff contact blocks with their use count, to staff only', async () => {
    const pat = { first_name: 'Patricia', last_name: 'Gomez', email: 'pat@signshop.test' };
    await insertQuote(t.db, { asante_contact_info: pat });
    await insertQuote(t.db, { asante_contact_info: pat });
    const response = await as.staff.get('/api/quote/asanteContactInformation/pat');
    expect(response.body.info).toEqual([{ ...pat, count: 2 }]);
    expect((await as.customerA.get('/api/quote/asanteContactInformation/pat')).status).toBe(403);
  });
});

describe('processes and add-ons', () => {
  it('lists the seeded processes in their fixed order, Other last', async () => {
    const response = await as.customerA.get('/api/quote/signtypes');
    const labels = (response.body.types as Array<{ label: string }>).map((type) => type.label);
    expect(labels).toEqual([
      'Example Process',
      'Raster Braille',
      'Acrylic Applied',
      'Thermoformed',
      'Laminate',
      'Digital Print',
      'Evac Maps & Window Only',
      'Glass Backers',
      'Non Tactile Window Sign',
      'Unfinished',
      'Other',
    ]);
    expect(response.body.types.at(-1)).toMatchObject({ label: 'Other', order_index: 1000, inuse: true });
  });

  it('lists add-ons in use, and for a process those of that process and of All', async () => {
    const types = (await as.staff.get('/api/quote/signtypes')).body.types as Array<{
      id: number;
      label: string;
    }>;
    const braille = types.find((type) => type.label === 'Raster Braille')!;
    const all = (await as.staff.get('/api/quote/addons')).body.addons as Array<{ cost_label: string }>;
    expect(all.map((a) => a.cost_label)).toEqual([
      'Colors',
      'Mounting',
      'Braille Grade',
      'Finishes',
      'Edge',
      'Lamination',
    ]);
    const forBraille = (await as.staff.get(`/api/quote/addons/${braille.id}`)).body.addons as Array<{
      cost_label: string;
    }>;
    expect(forBraille.map((a) => a.cost_label)).toEqual(['Colors', 'Mounting', 'Braille Grade']);
  });

  it('gives every add-on (in use or not) to admins only', async () => {
    const admin = await signIn(
      t.client(),
      (await insertAccount(t.db, { role: Role.Admin, verified: true })).email,
    );
    expect((await admin.get('/api/quote/alladdons')).body.addons).toHaveLength(6);
    expect((await as.staff.get('/api/quote/alladdons')).status).toBe(403);
    expect((await as.customerA.get('/api/quote/alladdons')).status).toBe(403);
  });
});

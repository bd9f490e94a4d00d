import { QUOTE_NUMBER_TAKEN } from '@signshop/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHistory, quotes } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn, type Persona } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';

// Quote (invoice) numbers are unique across the shop, compared case-insensitively: a number the
// app made by itself that is taken becomes the next of its family; one typed by hand is refused.
let t: TestApp;
let processId: number;
const as = {} as Record<Persona | 'customerB', ApiClient>;

const signInAs = async (persona: Persona, company: string, firstName = 'Pat') => {
  const account = await insertAccount(t.db, { ...PERSONAS[persona], company, firstName });
  return signIn(t.client(), account.email);
};

beforeAll(async () => {
  t = await startTestApp();
  processId = await insertExampleProcess(t.db);
  as.staff = await signInAs('staff', 'SignShop', 'Johanna');
  as.admin = await signInAs('admin', 'SignShop', 'Alice');
  as.customer = await signInAs('customer', 'Acme Signs', 'Marta');
  as.customerB = await signInAs('customer', 'Bolt Dental', 'Ben');
  as.unverified = await signInAs('unverified', 'Acme Signs', 'Una');
  as.machine = await signInAs('machine', 'SignShop', 'Max');
});
afterAll(() => t.close());

const quoteCount = async () => (await t.db.select({ n: count() }).from(quotes))[0]!.n;
const numberOf = async (id: number) =>
  (await t.db.select({ given_id: quotes.given_id }).from(quotes).where(eq(quotes.id, id)))[0]!.given_id;
const create = (client: ApiClient, overrides: Record<string, unknown> = {}) =>
  client.post('/api/quote', { quote: exampleQuoteBody(processId, overrides) });

describe('POST /api/quote: a unique quote number', () => {
  it('gives an automatic number that is taken the next of its family (-2, -3), sent empty or as the editor fills it', async () => {
    const first = await create(as.staff, { given_id: '' });
    expect(first.status).toBe(201);
    expect(first.body.quote.given_id).toBe('JOH03152026ACM');
    const second = await create(as.staff, { given_id: '' });
    expect(second.body.quote.given_id).toBe('JOH03152026ACM-2');
    // The editor sends the auto number it computed itself (customer and date chosen).
    const third = await create(as.staff, { given_id: 'JOH03152026ACM' });
    expect(third.status).toBe(201);
    expect(third.body.quote.given_id).toBe('JOH03152026ACM-3');
    // The new-quote default (prefix and date, no customer code yet) is the app's own number too.
    const fourth = await create(as.staff, { given_id: 'JOH03152026' });
    const fifth = await create(as.staff, { given_id: 'joh03152026' });
    expect([fourth.body.quote.given_id, fifth.body.quote.given_id]).toEqual(['JOH03152026', 'joh03152026-2']);
  });

  it('refuses a number typed by hand that another quote has (409 naming given_id), in any case, and writes nothing', async () => {
    expect((await create(as.staff, { given_id: 'LOBBY-2026' })).status).toBe(201);
    const before = await quoteCount();
    for (const typed of ['LOBBY-2026', 'lobby-2026', '  Lobby-2026 ']) {
      const refused = await create(as.admin, { given_id: typed });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ err: QUOTE_NUMBER_TAKEN, code: 'CONFLICT' });
      expect(refused.body.err).toMatch(/^Quote Number: /);
    }
    expect(await quoteCount()).toBe(before);
  });

  it("refuses a customer another company's quote number, and an unverified account too", async () => {
    const acme = await create(as.customer, { given_id: 'ACME-LOBBY-7' });
    expect(acme.status).toBe(201);
    const before = await quoteCount();
    for (const client of [as.customerB, as.unverified]) {
      const refused = await create(client, { given_id: 'acme-lobby-7' });
      expect(refused.status).toBe(409);
      expect(refused.body.err).toBe(QUOTE_NUMBER_TAKEN);
    }
    expect(await quoteCount()).toBe(before);
    expect((await create(as.customerB, { given_id: 'BOLT-LOBBY-7' })).status).toBe(201);
  });

  it('holds for the machine room as for every role, and refuses the signed-out (401)', async () => {
    expect((await create(as.machine, { given_id: 'MACHINE-1' })).status).toBe(201);
    const before = await quoteCount();
    expect((await create(as.machine, { given_id: 'Machine-1' })).status).toBe(409);
    expect((await create(t.client(), { given_id: 'NOBODY-1' })).status).toBe(401);
    expect(await quoteCount()).toBe(before);
  });

  it('lets the database decide two saves racing for one new number: one 201, one 409', async () => {
    const [a, b] = await Promise.all([
      create(as.staff, { given_id: 'RACE-1' }),
      create(as.admin, { given_id: 'race-1' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const n = await t.db
      .select({ n: count() })
      .from(quotes)
      .where(sql`lower(${quotes.given_id}) = 'race-1'`);
    expect(n[0]!.n).toBe(1);
  });
});

describe('PUT /api/quote/:id: changing the quote number', () => {
  it("refuses another quote's number typed by hand (409) and keeps the quote as it was", async () => {
    const mine = (await create(as.customer, { given_id: 'MARTA-OWN-1' })).body.quote;
    expect((await create(as.customerB, { given_id: 'BEN-OWN-1' })).status).toBe(201);
    const refused = await as.customer.put(`/api/quote/${mine.id}`, {
      given_id: 'ben-own-1',
      job_name: 'Changed',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.err).toBe(QUOTE_NUMBER_TAKEN);
    const row = (await t.db.select().from(quotes).where(eq(quotes.id, mine.id)))[0]!;
    expect(row).toMatchObject({
      given_id: 'MARTA-OWN-1',
      job_name: 'Clinic wayfinding',
      version: mine.version,
    });
  });

  it("keeps a quote's own number in another case, and records a number change in the job's history", async () => {
    const mine = (await create(as.staff, { given_id: 'KEEP-ME' })).body.quote;
    const recased = await as.staff.put(`/api/quote/${mine.id}`, { given_id: 'keep-me' });
    expect(recased.status).toBe(200);
    expect(await numberOf(mine.id)).toBe('keep-me');
    const history = await t.db.select().from(jobHistory).where(eq(jobHistory.quote_id, mine.id));
    expect(history.find((entry) => entry.field === 'given_id')).toMatchObject({
      before: 'KEEP-ME',
      after: 'keep-me',
    });
  });

  it('gives a saved quote whose automatic number is taken the next of its family', async () => {
    const other = (await create(as.staff, { given_id: 'JOH01022026ACM' })).body.quote;
    const mine = (await create(as.staff, { given_id: 'TEMP-9' })).body.quote;
    const saved = await as.staff.put(`/api/quote/${mine.id}`, {
      given_id: 'JOH01022026ACM',
      quote_date: '2026-01-02',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.quote.given_id).toBe('JOH01022026ACM-2');
    expect(await numberOf(other.id)).toBe('JOH01022026ACM');
  });

  it("refuses another company's customer and the machine room (404: not their job), changing nothing", async () => {
    const mine = (await create(as.customer, { given_id: 'ACME-ONLY-3' })).body.quote;
    expect((await as.customerB.put(`/api/quote/${mine.id}`, { given_id: 'X-1' })).status).toBe(404);
    expect((await as.machine.put(`/api/quote/${mine.id}`, { given_id: 'X-1' })).status).toBe(404);
    expect((await t.client().put(`/api/quote/${mine.id}`, { given_id: 'X-1' })).status).toBe(401);
    expect(await numberOf(mine.id)).toBe('ACME-ONLY-3');
  });
});

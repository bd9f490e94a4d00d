import { asc, count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobWords, quoteCustomers, quoteJobWords, quoteList, quotes } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';

let t: TestApp;
let staff: ApiClient;
let processId: number;
beforeAll(async () => {
  t = await startTestApp();
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
  processId = await insertExampleProcess(t.db);
});
afterAll(() => t.close());

const LIST_COLUMNS = {
  id: quotes.id,
  given_id: quotes.given_id,
  job_name: quotes.job_name,
  customer_name: quotes.customer_name,
  quote_date: quotes.quote_date,
  total_price: quotes.total_price,
  is_shipped: quotes.is_shipped,
  shipped_date: quotes.shipped_date,
  quote_sequence: quotes.quote_sequence,
  created_by: quotes.created_by,
};
const expectCopyMatchesQuotes = async () => {
  expect(await t.db.select().from(quoteList).orderBy(asc(quoteList.id))).toEqual(
    await t.db.select(LIST_COLUMNS).from(quotes).orderBy(asc(quotes.id)),
  );
  expect(await t.db.select().from(quoteCustomers).orderBy(asc(quoteCustomers.name))).toEqual(
    await t.db
      .select({ name: quotes.customer_name, n: count() })
      .from(quotes)
      .groupBy(quotes.customer_name)
      .orderBy(asc(quotes.customer_name)),
  );
  // Each job name's words: lower case, split at spaces, each once.
  const expectedWords = (await t.db.select().from(quotes)).flatMap((quote) =>
    [...new Set(quote.job_name.toLowerCase().split(' ').filter(Boolean))].map((word) => ({
      word,
      quote_date: quote.quote_date,
      quote_id: quote.id,
      given_id: quote.given_id,
      job_name: quote.job_name,
      customer_name: quote.customer_name,
      total_price: quote.total_price,
    })),
  );
  const byWordAndId = (a: { word: string; quote_id: number }, b: { word: string; quote_id: number }) =>
    a.word < b.word ? -1 : a.word > b.word ? 1 : a.quote_id - b.quote_id;
  expect((await t.db.select().from(quoteJobWords)).sort(byWordAndId)).toEqual(
    expectedWords.sort(byWordAndId),
  );
  const dictionary = (await t.db.select().from(jobWords)).map((row) => row.word);
  expect(dictionary).toEqual(expect.arrayContaining(expectedWords.map((row) => row.word)));
};

describe('quote_list, quote_customers and quote_job_words, what the quote search reads, kept by triggers', () => {
  it('follows quotes through create, revision, new job, bulk update, delete and truncate', async () => {
    const created = await staff.post('/api/quote', { quote: exampleQuoteBody(processId) });
    expect(created.status).toBe(201);
    const id = created.body.quote.id as number;
    const revised = await staff.put(`/api/quote/${id}`, {
      job_name: 'Lobby renamed',
      customer_name: 'Cedar Bank',
      is_shipped: true,
      save_as: 'revision',
    });
    expect(revised.status).toBe(200);
    expect((await staff.put(`/api/quote/${id}`, { save_as: 'new_job' })).status).toBe(200);
    await Promise.all([insertQuote(t.db), insertQuote(t.db, { customer_name: 'Iris Hotels' })]);
    await t.db.execute(
      sql`UPDATE quotes SET customer_name = 'Iris Hotels' WHERE customer_name = 'Cedar Bank'`,
    );
    await expectCopyMatchesQuotes();
    expect((await staff.get('/api/quote?customer_name=iris')).body.count).toBe(3);
    await t.db.execute(sql`UPDATE quotes SET customer_name = 'Cedar Bank' WHERE job_name = 'Lobby renamed'`);
    await t.db.execute(sql`UPDATE quotes SET total_price = total_price + 1, comments = 'bulk'`);
    await expectCopyMatchesQuotes();

    const found = await staff.get('/api/quote?job_name=renamed&customer_name=cedar');
    expect(found.body.count).toBe(2);
    expect(found.body.quotes.map((q: { quote_sequence: number }) => q.quote_sequence).sort()).toEqual([1, 2]);

    expect((await staff.delete(`/api/quote/${id}`)).status).toBe(200);
    await expectCopyMatchesQuotes();
    expect((await staff.get('/api/quote?job_name=renamed')).body.count).toBe(1);
    await t.db.execute(
      sql`UPDATE quotes SET quote_date = '2025-12-31', job_name = 'Main  ZEBRA zebra' WHERE job_name = 'Lobby renamed'`,
    );
    await expectCopyMatchesQuotes();
    expect((await staff.get('/api/quote?job_name=ZEBRA')).body.count).toBe(1);

    await t.db.execute(sql`TRUNCATE quotes CASCADE`);
    await expectCopyMatchesQuotes();
    expect((await staff.get('/api/quote')).body.count).toBe(0);
  });
});

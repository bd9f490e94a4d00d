import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema/index.ts';
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

const countedInTable = async () => (await t.db.select({ n: count() }).from(quotes))[0]!.n;
const shownOnPager = async () => {
  const response = await staff.get('/api/quote');
  expect(response.status).toBe(200);
  return response.body.count as number;
};

describe("the staff list's total, kept by triggers", () => {
  it('equals the rows in the table after creating, copying as a new job, bulk inserting and deleting', async () => {
    expect(await shownOnPager()).toBe(await countedInTable());
    const created = await staff.post('/api/quote', { quote: exampleQuoteBody(processId) });
    expect(created.status).toBe(201);
    const copy = await staff.put(`/api/quote/${created.body.quote.id}`, {
      job_name: 'Copy',
      save_as: 'new_job',
    });
    expect(copy.status).toBe(200);
    await Promise.all([insertQuote(t.db), insertQuote(t.db), insertQuote(t.db)]);
    await t.db.execute(
      sql`INSERT INTO quotes (job_name, quote_date) SELECT 'Bulk ' || i, current_date FROM generate_series(1, 5) AS i`,
    );
    const before = await countedInTable();
    expect(before).toBeGreaterThanOrEqual(10);
    expect(await shownOnPager()).toBe(before);

    expect((await staff.delete(`/api/quote/${created.body.quote.id}`)).status).toBe(200);
    await t.db.execute(sql`DELETE FROM quotes WHERE job_name LIKE 'Bulk %'`);
    expect(await countedInTable()).toBe(before - 6);
    expect(await shownOnPager()).toBe(before - 6);
  });

  it('counts a filtered search exactly, matching the customer name anywhere and in any case', async () => {
    await insertQuote(t.db, { customer_name: 'Harbor Dental' });
    await insertQuote(t.db, { customer_name: 'North harbor Labs' });
    await insertQuote(t.db, { customer_name: 'Harbour Inn' });
    const response = await staff.get('/api/quote?customer_name=HARBOR');
    expect(response.body.count).toBe(2);
    expect(response.body.quotes.map((q: { customer_name: string }) => q.customer_name).sort()).toEqual([
      'Harbor Dental',
      'North harbor Labs',
    ]);
  });

  it('counts a job name search exactly on its pages and on a page past the last', async () => {
    for (const job of ['Quokka sign', 'Main QUOKKA', 'Quokka map', 'Stair sign'])
      await insertQuote(t.db, { job_name: job });
    const first = await staff.get('/api/quote?job_name=quokka&page_count=2');
    expect(first.body.count).toBe(3);
    expect(first.body.quotes).toHaveLength(2);
    const second = await staff.get('/api/quote?job_name=quokka&page_count=2&page=1');
    expect(second.body).toMatchObject({ count: 3, page: 1 });
    expect(second.body.quotes).toHaveLength(1);
    const past = await staff.get('/api/quote?job_name=quokka&page_count=2&page=5');
    expect(past.body).toMatchObject({ count: 3, quotes: [] });
    expect((await staff.get('/api/quote?job_name=nowhere')).body).toMatchObject({ count: 0, quotes: [] });
  });
});

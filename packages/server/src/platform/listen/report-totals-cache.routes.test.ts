import { backlogStageId, shopToday } from '@signshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../db/client.ts';
import { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { reportTotalsCacheOf } from './report-totals-cache.ts';

// Two instances of the app on one database, each with its own pool and report totals cache.
let one: TestApp;
let two: TestApp;
let secondPool: Database;
let onOne: ApiClient;
let onTwo: ApiClient;
const today = shopToday('UTC');
beforeAll(async () => {
  one = await startTestApp({ SHOP_TIME_ZONE: 'UTC' });
  secondPool = connectDatabase(one.database.url);
  two = await startTestApp({ SHOP_TIME_ZONE: 'UTC' }, { database: secondPool });
  onOne = await signIn(one.client(), (await insertAccount(one.db, PERSONAS.staff)).email);
  onTwo = new ApiClient(two.baseUrl);
  onTwo.cookie = onOne.cookie;
  for (const [index, cents] of [12_345, 67_890, 1_005].entries())
    await thermoformedJob(`Job ${index}`, cents);
});
afterAll(async () => {
  await two.close();
  await one.close();
  await secondPool.close();
});

/** A thermoformed job with a customer ship date (so the backlog search lists it), its stage checked through the API. */
async function thermoformedJob(jobName: string, cents: number) {
  const quote = await insertQuote(one.db, {
    job_name: jobName,
    is_thermoformed: true,
    total_price: cents / 100,
  });
  await checkStage(quote.id, 'customer_ship_date');
  return quote;
}

async function checkStage(quoteId: number, stage: Parameters<typeof backlogStageId>[0]) {
  const response = await onOne.put('/api/backlog', {
    backlogs: [{ quote_id: quoteId, type_id: backlogStageId(stage), is_checked: true, date_given: today }],
  });
  expect(response.status).toBe(200);
}

const searchPage = (client: ApiClient) =>
  client.post('/api/backlog/search', { search: {}, page: 0, page_count: 2 });
const cents = (rows: Array<{ total_price: number }>) =>
  rows.reduce((sum, row) => sum + Math.round(row.total_price * 100), 0) / 100;

/** The totals the unpaged list (read without the cache) adds up to. */
async function uncachedTotals(client: ApiClient) {
  const jobs = (await client.post('/api/backlog/search', { search: {} })).body.jobs;
  return { count: jobs.length, total_price: cents(jobs) };
}

describe('report totals kept in memory (LISTEN/NOTIFY)', () => {
  it('answers the totals from memory, equal to the unpaged answer', async () => {
    const first = await searchPage(onOne);
    expect(first.status).toBe(200);
    expect(reportTotalsCacheOf(one.db)!.size).toBeGreaterThan(0);
    const second = await searchPage(onOne);
    expect(second.body).toEqual(first.body);
    const expected = await uncachedTotals(onOne);
    expect(second.body).toMatchObject({
      count: expected.count,
      totals: { total_price: expected.total_price },
    });
    expect(expected).toEqual({ count: 3, total_price: 812.4 });
  });

  it('shows a write through the API in the totals of the next request, on the same instance and on another', async () => {
    const beforeOnOne = (await searchPage(onOne)).body;
    const beforeOnTwo = (await searchPage(onTwo)).body;
    expect(beforeOnTwo).toEqual(beforeOnOne);

    await thermoformedJob('Added', 50_000);
    const afterOnOne = (await searchPage(onOne)).body;
    expect(afterOnOne.count).toBe(beforeOnOne.count + 1);
    expect(afterOnOne.totals.total_price).toBeCloseTo(beforeOnOne.totals.total_price + 500, 2);
    expect((await searchPage(onTwo)).body).toMatchObject({
      count: afterOnOne.count,
      totals: afterOnOne.totals,
    });

    // Receiving the thermoformed signs takes the job off the search: both instances count it out at once.
    const added = (await uncachedTotals(onOne)).count;
    const job = (await onOne.post('/api/backlog/search', { search: {} })).body.jobs.find(
      (row: { job_name: string }) => row.job_name === 'Added',
    );
    await checkStage(job.id, 'thermoformed_received');
    expect((await searchPage(onTwo)).body.count).toBe(added - 1);
    expect((await searchPage(onOne)).body.count).toBe(added - 1);
  });

  it('counts a task added through the API in the daily schedule on the next request', async () => {
    const job = await thermoformedJob('Scheduled', 100);
    await checkStage(job.id, 'in_production');
    const schedulePage = (client: ApiClient) =>
      client.post('/api/dailyschedule', { production_state: 'All', page: 0, page_count: 1 });
    const before = (await schedulePage(onTwo)).body.count;
    const added = await onOne.put(`/api/schedule/${job.id}`, {
      schedules: [
        { short_description: 'Cut', equip: 'Laser', assign_to: 'Ana', process: 'Cut', material: 'Clear' },
      ],
    });
    expect(added.status).toBe(200);
    expect((await schedulePage(onTwo)).body.count).toBe(before + 1);
    expect((await schedulePage(onOne)).body.count).toBe(before + 1);
  });
});

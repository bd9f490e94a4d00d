import {
  addDays,
  backlogStageId,
  customerReportReplySchema,
  jobListReplySchema,
  shopToday,
} from '@signshop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiResponse } from '../../../test/support/api-client.ts';
import { insertQuote } from '../../../test/support/factories.ts';
import {
  AWKWARD_TEXT,
  expectStreamed,
  pagesConcatenated,
  startStreamingApp,
  STREAM_COMPANY,
} from '../../../test/support/streamed-reply.ts';
import type { TestApp } from '../../../test/support/test-app.ts';
import { backlogStages } from '../../db/schema/index.ts';

const ZONE = 'America/New_York';
const today = shopToday(ZONE);
/** Small batches, so a few hundred rows cross many of them. */
const BATCH = 7;
const JOBS = 320;

let t: TestApp;
let staff: ApiClient;
let customer: ApiClient;
let stranger: ApiClient;
let inProductionLabel: string;

beforeAll(async () => {
  ({ t, staff, customer, stranger } = await startStreamingApp(
    { SHOP_TIME_ZONE: ZONE, batch: BATCH },
    'staff',
  ));
  const backlogs = [];
  for (let index = 0; index < JOBS; index++) {
    const quote = await insertQuote(t.db, {
      job_name: index % 9 === 0 ? `${AWKWARD_TEXT} ${index}` : `Job ${index % 13}`,
      customer_name: index % 3 === 0 ? STREAM_COMPANY : `Other ${index % 5}`,
      total_price: (index * 1237) / 100,
      is_thermoformed: index % 4 < 2,
    });
    // Half ready for production (a ship date), half in production since yesterday.
    const key = index % 2 ? 'customer_ship_date' : 'in_production';
    backlogs.push({
      quote_id: quote.id,
      type_id: backlogStageId(key),
      is_checked: true,
      date_given: addDays(today, -1),
    });
  }
  for (let start = 0; start < backlogs.length; start += 200)
    expect((await staff.put('/api/backlog', { backlogs: backlogs.slice(start, start + 200) })).status).toBe(
      200,
    );
  const [stage] = await t.db
    .select({ label: backlogStages.label })
    .from(backlogStages)
    .where(eq(backlogStages.id, backlogStageId('in_production')));
  inProductionLabel = stage!.label;
});
afterAll(() => t.close());

type Ask = (client: ApiClient, page?: { page: number; page_count: number }) => Promise<ApiResponse>;
const query = (page?: object) => (page ? `?${new URLSearchParams(page as Record<string, string>)}` : '');
const getter =
  (path: () => string): Ask =>
  (client, page) =>
    client.get(`${path()}${query(page)}`);
const JOB_LISTS: Array<[string, Ask]> = [
  ['production ready', getter(() => '/api/production/ready')],
  ['production released', getter(() => '/api/production/released')],
  ['backlog report', getter(() => `/api/backlog/report/${encodeURIComponent(inProductionLabel)}`)],
  ['backlog search', (client, page) => client.post('/api/backlog/search', { search: {}, ...page })],
];

describe('the unpaged job lists are streamed', () => {
  it.each(
    JOB_LISTS.flatMap(([name, ask]) => [[name, 'staff', ask] as const, [name, 'customer', ask] as const]),
  )(
    '%s (%s): the streamed rows equal the pages concatenated, in the schema shape',
    async (_name, who, ask) => {
      const client = who === 'staff' ? staff : customer;
      const streamed = await ask(client);
      expectStreamed(streamed);
      expect(Object.keys(streamed.body)).toEqual(['jobs']);
      const rows = streamed.body.jobs as Array<{ customer_name: string; job_name: string }>;
      expect(rows.length, 'many batches').toBeGreaterThan(BATCH * 3);
      expect(rows).toEqual(await pagesConcatenated((page) => ask(client, page), 50));
      // No field more or less, and every value as the response schema writes it.
      expect(jobListReplySchema.parse(streamed.body)).toEqual(streamed.body);
      if (who === 'customer')
        expect(new Set(rows.map((row) => row.customer_name))).toEqual(new Set([STREAM_COMPANY]));
      expect(rows.some((row) => row.job_name.startsWith(AWKWARD_TEXT))).toBe(true);
    },
  );

  it.each(JOB_LISTS)('%s: a customer with no jobs gets an empty list', async (_name, ask) => {
    const streamed = await ask(stranger);
    expectStreamed(streamed);
    expect(streamed.body).toEqual({ jobs: [] });
  });

  it.each([
    ['staff', () => staff],
    ['customer', () => customer],
    ['customer with no jobs', () => stranger],
  ])(
    'customer report (%s): the streamed jobs equal the pages, the total after them',
    async (_who, client) => {
      const ask = (page?: { page: number; page_count: number }) =>
        client().get(`/api/customerreport${query(page)}`);
      const streamed = await ask();
      expectStreamed(streamed);
      expect(customerReportReplySchema.parse(streamed.body)).toEqual(streamed.body);
      expect(Object.keys(streamed.body)).toEqual(['jobs', 'total_price']);
      const jobs = streamed.body.jobs as Array<{ total_price: number }>;
      expect(jobs).toEqual(await pagesConcatenated(ask, 50));
      const cents = jobs.reduce((sum, job) => sum + Math.round(job.total_price * 100), 0);
      expect(streamed.body.total_price).toBe(cents / 100);
    },
  );

  it('a signed-out reader is refused before anything is streamed', async () => {
    const response = await t.client().get('/api/production/ready');
    expect(response.status).toBe(401);
  });
});

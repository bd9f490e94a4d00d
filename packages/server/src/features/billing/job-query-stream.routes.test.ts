import { addDays, jobInvoiceRowSchema, shopToday } from '@signshop/domain';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import {
  AWKWARD_TEXT,
  expectStreamed,
  pagesConcatenated,
  startStreamingApp,
  STREAM_COMPANY,
} from '../../../test/support/streamed-reply.ts';
import type { TestApp } from '../../../test/support/test-app.ts';

const ZONE = 'America/New_York';
const today = shopToday(ZONE);
/** Small batches, so a few hundred jobs cross many of them. */
const BATCH = 9;
const JOBS = 300;

let t: TestApp;
let admin: ApiClient;
let customer: ApiClient;
let stranger: ApiClient;

beforeAll(async () => {
  ({
    t,
    staff: admin,
    customer,
    stranger,
  } = await startStreamingApp({ SHOP_TIME_ZONE: ZONE, batch: BATCH }, 'admin'));
  for (let index = 0; index < JOBS; index++) {
    const shipped = index % 4 !== 0;
    await insertQuote(t.db, {
      job_name: index % 7 === 0 ? `${AWKWARD_TEXT} ${index}` : `Job ${index}`,
      customer_name: index % 2 === 0 ? STREAM_COMPANY : 'Other Co',
      total_price: (index * 1913) / 100,
      tax_amount: (index * 17) / 100,
      is_shipped: shipped,
      // Many jobs share a ship date: the order's tie-break (id) keeps the batches apart.
      shipped_date: shipped ? addDays(today, -(index % 40)) : null,
    });
  }
});
afterAll(() => t.close());

const query = (client: ApiClient, body: object = {}) => client.post('/api/job/query', body);

describe('POST /api/job/query without a page: the array form, streamed', () => {
  it.each([
    ['admin', () => admin],
    ['customer', () => customer],
  ])('%s: the streamed rows equal the pages concatenated, in the schema shape', async (who, client) => {
    const streamed = await query(client());
    expectStreamed(streamed);
    expect(Array.isArray(streamed.body)).toBe(true);
    const rows = streamed.body as Array<{ customer_name: string; job_name: string }>;
    expect(rows.length, 'many batches').toBeGreaterThan(BATCH * 10);
    expect(rows).toEqual(await pagesConcatenated((page) => query(client(), page), 40));
    // No field more or less, and every value as the response schema writes it.
    expect(z.array(jobInvoiceRowSchema).parse(streamed.body)).toEqual(streamed.body);
    if (who === 'customer')
      expect(new Set(rows.map((row) => row.customer_name))).toEqual(new Set([STREAM_COMPANY]));
    expect(rows.some((row) => row.job_name.startsWith(AWKWARD_TEXT))).toBe(true);
  });

  it('a filter streams only what it finds', async () => {
    const streamed = await query(admin, { not_left_to_pay: true });
    expectStreamed(streamed);
    expect(streamed.body).toEqual(
      await pagesConcatenated((page) => query(admin, { not_left_to_pay: true, ...page }), 40),
    );
  });

  it('a customer with no jobs gets an empty array', async () => {
    const streamed = await query(stranger);
    expectStreamed(streamed);
    expect(streamed.body).toEqual([]);
  });

  it('staff who are not admins are refused, with nothing streamed', async () => {
    const staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
    const response = await query(staff);
    expect(response.status).toBe(403);
    expect(response.headers.get('transfer-encoding')).toBeNull();
  });
});

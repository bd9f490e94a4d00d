import { Role } from '@signshop/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';

let t: TestApp;
let processId: number;
let staff: ApiClient;
let unverified: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  processId = await insertExampleProcess(t.db);
  const account = await insertAccount(t.db, { ...PERSONAS.staff, company: 'SignShop' });
  staff = await signIn(t.client(), account.email);
  const selfSignUp = await insertAccount(t.db, { ...PERSONAS.unverified, company: 'Acme Signs' });
  expect(selfSignUp.role).toBe(Role.Customer);
  unverified = await signIn(t.client(), selfSignUp.email);
});
afterAll(() => t.close());

const quoteCount = async () => (await t.db.select({ n: count() }).from(quotes))[0]!.n;
const stored = async (id: number) => (await t.db.select().from(quotes).where(eq(quotes.id, id)))[0]!;
/** Read when a test runs, after beforeAll has created the process. */
const withSign = (extra: object) => ({
  get signs() {
    return [{ given_id: 'A', type: processId, width: 10, height: 10, quantity: 1, ...extra }];
  },
});

describe('POST /api/quote refuses numbers outside what a shop could need', () => {
  it.each([
    ['Sign 1: Width', withSign({ width: 1e308 }), 'a number from 0 to 10,000 in'],
    ['Sign 1: Height', withSign({ height: -1 }), 'a number from 0 to 10,000 in'],
    ['Sign 1: Quantity', withSign({ quantity: 2.5 }), 'a whole number from 0 to 1,000,000'],
    ['Sign 1: Quantity', withSign({ quantity: 2 ** 53 + 1 }), 'a whole number from 0 to 1,000,000'],
    [
      'Sign 1, Add-on 1: Unit Price',
      withSign({ addons: [{ label: 'Tape', unit_price: -5 }] }),
      'a number from 0 to 100,000,000',
    ],
    [
      'Sign 1: Percent Marked Up',
      withSign({ custom_addons: { percent_marked_up: 1e6 } }),
      'a number from 0 to 1,000 %',
    ],
    [
      'Sign 1, Custom Add-on 1: Square Inch Price',
      withSign({ custom_addons: { items: [{ square_inch_price: 1e12 }] } }),
      'a number from 0 to 100,000,000',
    ],
    ['Shipping Cost', { shipping_cost: -1_000_000_000 }, 'a number from 0 to 100,000,000'],
    ['Adjustment 1: Percent', { adjustments: [{ percent: -100 }] }, 'a number from -99.99 to 1,000 %'],
    [
      'Adjustment 1: Dollar',
      { adjustments: [{ dollar: -2_000_000 }] },
      'a number from -1,000,000 to 100,000,000',
    ],
  ])('%s: 400 naming the field and its range, nothing stored', async (field, overrides, range) => {
    const before = await quoteCount();
    const response = await unverified.post('/api/quote', {
      quote: exampleQuoteBody(processId, { ...overrides }),
    });
    expect(response.status).toBe(400);
    expect(response.body.err).toContain(`${field} must be ${range}`);
    expect(await quoteCount()).toBe(before);
  });

  it('refuses a quote whose priced total would be out of range with 400, before any write', async () => {
    const before = await quoteCount();
    const huge = withSign({
      width: 10_000,
      height: 10_000,
      quantity: 1_000_000,
      addons: [{ label: 'Gold leaf', square_inch_price: 100_000_000 }],
    });
    const response = await unverified.post('/api/quote', { quote: exampleQuoteBody(processId, huge) });
    expect(response.status).toBe(400);
    expect(response.body.err).toContain('Total Price');
    expect(response.body.err).toContain('from -1,000,000 to 100,000,000');
    expect(await quoteCount()).toBe(before);
  });
});

describe('PUT /api/quote/:id refuses out-of-range numbers and keeps the stored quote', () => {
  it.each([
    ['Shipping Cost', { shipping_cost: -1_000_000_000 }],
    ['Adjustment 1: Percent', { adjustments: [{ label: 'Free', percent: -100, dollar: 0 }] }],
    ['Sign 1: Width', withSign({ width: 1e308 })],
    ['Total Price', withSign({ width: 10_000, height: 10_000, quantity: 1_000_000 })],
  ])('%s: 400 and the row is unchanged', async (field, patch) => {
    const quote = (await staff.post('/api/quote', { quote: exampleQuoteBody(processId) })).body.quote;
    const before = await stored(quote.id);
    const response = await staff.put(`/api/quote/${quote.id}`, {
      ...patch,
      version: quote.version,
    });
    expect(response.status).toBe(400);
    expect(response.body.err).toContain(field);
    const after = await stored(quote.id);
    expect(after).toMatchObject({ total_price: 704.64, shipping_cost: 25, version: before.version });
    expect(after.signs).toEqual(before.signs);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';
import { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exampleQuoteBody } from '../../../test/fixtures/quote-fixtures.ts';

// Saves price from an in-memory copy of the processes; two instances on one database,
// a process change made through one is what the next save on the other prices with.
let one: TestApp;
let two: TestApp;
let secondPool: Database;
let adminOnOne: ApiClient;
let customerOnTwo: ApiClient;
const COSTS = { small_size_cost: 30, medium_size_cost: 0.9, large_size_cost: 0.7 };

beforeAll(async () => {
  one = await startTestApp();
  secondPool = connectDatabase(one.database.url);
  two = await startTestApp({}, { database: secondPool });
  adminOnOne = await signIn(one.client(), (await insertAccount(one.db, PERSONAS.admin)).email);
  const customer = await insertAccount(one.db, { ...PERSONAS.customer, company: 'Acme Signs' });
  customerOnTwo = await signIn(new ApiClient(two.baseUrl), customer.email);
});
afterAll(async () => {
  await two.close();
  await one.close();
  await secondPool.close();
});

async function createOnTwo(processId: number) {
  const created = await customerOnTwo.post('/api/quote', { quote: exampleQuoteBody(processId) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.quote as { id: number; version: number; total_price: number };
}

describe('the processes a save prices with, across instances', () => {
  it('prices the next save on one instance with a cost change just made on the other', async () => {
    // The save on two reads the processes before the change (its copy then holds them).
    const created = await adminOnOne.post('/api/admin/signtype', {
      type: { label: 'Shared Process', pdf_label: 'Shared', order_index: 5, inuse: true, ...COSTS },
    });
    expect(created.status).toBe(200);
    const process = created.body.signtype as { id: number } & Record<string, unknown>;
    const quote = await createOnTwo(process.id);
    expect(quote.total_price).toBe(704.64);

    const doubled = await adminOnOne.put('/api/admin/signtype', {
      type: { ...process, small_size_cost: 60, medium_size_cost: 1.8, large_size_cost: 1.4 },
    });
    expect(doubled.status).toBe(200);
    const saved = await customerOnTwo.put(`/api/quote/${quote.id}`, {
      update_prices: true,
      version: quote.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.quote.priced_processes[0]).toMatchObject({
      small_size_cost: 60,
      medium_size_cost: 1.8,
    });
    const [row] = await one.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row!.total_price).toBe(saved.body.quote.total_price);
    expect(row!.total_price).toBeGreaterThan(704.64);
  });

  it('lets the other instance quote a process created on one at once, and refuses one just deleted', async () => {
    const held = await newProcessOnOne('Held Process');
    await createOnTwo(held); // two's copy of the processes now holds it, not the next one
    const brandNew = await newProcessOnOne('Brand New Process');
    expect((await createOnTwo(brandNew)).total_price).toBe(704.64);

    const doomed = await newProcessOnOne('Doomed Process');
    await createOnTwo(held); // two's copy now holds the doomed process
    expect((await adminOnOne.delete(`/api/admin/signtype/${doomed}`)).status).toBe(200);
    const count = async () => (await one.db.select({ id: quotes.id }).from(quotes)).length;
    const before = await count();
    const refused = await customerOnTwo.post('/api/quote', { quote: exampleQuoteBody(doomed) });
    expect(refused.status).toBe(400);
    expect(refused.body.err).toContain(`There is no process with id ${doomed}.`);
    expect(await count()).toBe(before);
  });
});

async function newProcessOnOne(label: string): Promise<number> {
  const created = await adminOnOne.post('/api/admin/signtype', {
    type: { label, pdf_label: label, order_index: 5, inuse: true, ...COSTS },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return (created.body.signtype as { id: number }).id;
}

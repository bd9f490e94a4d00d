import { shopToday } from '@signshop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { fetchPdfPages } from '../../../test/support/pdf-test-helpers.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exampleQuoteBody } from '../../../test/fixtures/quote-fixtures.ts';

// A saved quote keeps the process costs it was priced with.
let t: TestApp;
let admin: ApiClient;
let customer: ApiClient;
let other: ApiClient;
const today = () => shopToday(t.config.shopTimeZone);
const stored = async (id: number) => (await t.db.select().from(quotes).where(eq(quotes.id, id)))[0]!;
const COSTS = { small_size_cost: 30, medium_size_cost: 0.9, large_size_cost: 0.7 };

async function newProcess() {
  const created = await admin.post('/api/admin/signtype', {
    type: { label: 'Frozen Process', pdf_label: 'Frozen', order_index: 5, inuse: true, ...COSTS },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.signtype as { id: number } & Record<string, unknown>;
}
const doubleCosts = (process: Record<string, unknown>) =>
  admin.put('/api/admin/signtype', {
    type: { ...process, small_size_cost: 60, medium_size_cost: 1.8, large_size_cost: 1.4 },
  });
const pdfText = async (client: ApiClient, url: string) => (await fetchPdfPages(client, url)).join(' ');

beforeAll(async () => {
  t = await startTestApp();
  const sign = async (persona: 'admin' | 'customer', company: string) =>
    signIn(t.client(), (await insertAccount(t.db, { ...PERSONAS[persona], company })).email);
  admin = await sign('admin', 'SignShop');
  customer = await sign('customer', 'Acme Signs');
  other = await sign('customer', 'Bolt Dental');
});
afterAll(() => t.close());

describe('prices frozen at save', () => {
  it("stores the process's costs and label with the quote, and an admin's cost change moves no total, PDF or invoice", async () => {
    const process = await newProcess();
    const created = (await customer.post('/api/quote', { quote: exampleQuoteBody(process.id) })).body.quote;
    expect(created.total_price).toBe(704.64);
    expect(created.prices_from).toBe(today());
    expect(created.priced_processes).toEqual([
      { id: process.id, label: 'Frozen Process', pdf_label: 'Frozen', ...COSTS },
    ]);
    const quotePdf = await pdfText(customer, `/api/pdf/id/x.pdf?id=${created.id}`);
    expect(quotePdf).toContain('$704.64');

    expect((await doubleCosts(process)).status).toBe(200);
    const reopened = (await customer.get(`/api/quote/${created.id}`)).body.quote;
    expect(reopened.total_price).toBe(704.64);
    expect(await pdfText(customer, `/api/pdf/id/x.pdf?id=${created.id}`)).toBe(quotePdf);
    expect(await pdfText(customer, `/api/pdf/invoice/${created.id}/x-invoice.pdf`)).toContain(
      'Invoice total $704.64',
    );

    // A comments-only save keeps the frozen prices (and the total).
    const saved = await customer.put(`/api/quote/${created.id}`, {
      comments: 'note',
      version: reopened.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.quote.total_price).toBe(704.64);
    expect(saved.body.quote.priced_processes).toEqual(created.priced_processes);
  });

  it('"Update prices" re-prices with today\'s costs, as a saved change', async () => {
    const process = await newProcess();
    const created = (await customer.post('/api/quote', { quote: exampleQuoteBody(process.id) })).body.quote;
    await doubleCosts(process);
    const updated = await customer.put(`/api/quote/${created.id}`, {
      update_prices: true,
      version: created.version,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.quote.total_price).toBeGreaterThan(704.64);
    expect(updated.body.quote.priced_processes[0]).toMatchObject({
      small_size_cost: 60,
      medium_size_cost: 1.8,
    });
    const row = await stored(created.id);
    expect(row.total_price).toBe(updated.body.quote.total_price);
    expect(row.version).toBe(created.version + 1);
  });

  it('lets a customer save comments on its shipped job after a cost change, but not update its prices (403, nothing written)', async () => {
    const process = await newProcess();
    const created = (await customer.post('/api/quote', { quote: exampleQuoteBody(process.id) })).body.quote;
    await t.db
      .update(quotes)
      .set({ is_shipped: true, shipped_date: '2026-04-01', left_to_pay: 704.64 })
      .where(eq(quotes.id, created.id));
    await doubleCosts(process);
    const comments = await customer.put(`/api/quote/${created.id}`, { comments: 'thanks', version: 1 });
    expect(comments.status).toBe(200);
    expect(comments.body.quote.total_price).toBe(704.64);
    const before = await stored(created.id);
    const refused = await customer.put(`/api/quote/${created.id}`, { update_prices: true, version: 2 });
    expect(refused.status).toBe(403);
    expect(refused.body.err).toContain('This job has shipped');
    expect(await stored(created.id)).toEqual(before);
  });

  it('answers 400 for a bad update_prices, 404 to another company, and never takes frozen costs from the client', async () => {
    const process = await newProcess();
    const created = (await customer.post('/api/quote', { quote: exampleQuoteBody(process.id) })).body.quote;
    const before = await stored(created.id);
    const bad = await customer.put(`/api/quote/${created.id}`, { update_prices: 'yes', version: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.err).toBe('Update Prices must be yes or no.');
    expect((await other.put(`/api/quote/${created.id}`, { update_prices: true })).status).toBe(404);
    expect(await stored(created.id)).toEqual(before);
    const cheap = [
      {
        id: process.id,
        label: 'x',
        pdf_label: '',
        small_size_cost: 0,
        medium_size_cost: 0,
        large_size_cost: 0,
      },
    ];
    const sneaky = await customer.put(`/api/quote/${created.id}`, {
      priced_processes: cheap,
      prices_from: '2020-01-01',
      version: 1,
    });
    expect(sneaky.status).toBe(200);
    expect(sneaky.body.quote.total_price).toBe(704.64);
    expect(sneaky.body.quote.priced_processes).toEqual(before.priced_processes);
    expect(sneaky.body.quote.prices_from).toBe(before.prices_from);
  });
});

import {
  formatMoney,
  fromCents,
  priceQuote,
  pricingProcesses,
  processLookup,
  type QuoteInput,
} from '@signshop/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { fetchPdfPages } from '../../../test/support/pdf-test-helpers.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

// One number on screen, in the database and in the PDF, and an admin's
// cost change never moves an existing quote's total.
let t: TestApp;
let admin: ApiClient;
const processes: Array<Record<string, unknown> & { id: number }> = [];

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(
    t.client(),
    (await insertAccount(t.db, { ...PERSONAS.admin, company: 'SignShop' })).email,
  );
  for (const [label, small, medium, large] of [
    ['Raster', 30, 0.9, 0.7],
    ['Photo', 12.5, 0.4375, 0.3125],
  ] as const) {
    const type = { label, pdf_label: label, order_index: 5, inuse: true };
    const created = await admin.post('/api/admin/signtype', {
      type: { ...type, small_size_cost: small, medium_size_cost: medium, large_size_cost: large },
    });
    expect(created.status).toBe(200);
    processes.push(created.body.signtype);
  }
});
afterAll(() => t.close());

const cents = (min: number, max: number) => fc.integer({ min, max }).map((c) => c / 100);
const quoteArbitrary = fc.record({
  signs: fc.array(
    fc.record({
      process: fc.integer({ min: 0, max: 1 }),
      width: fc.integer({ min: 0, max: 2000 }).map((tenths) => tenths / 10),
      height: fc.integer({ min: 0, max: 2000 }).map((tenths) => tenths / 10),
      quantity: fc.integer({ min: 1, max: 50 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  adjustments: fc.array(
    fc.record({ percent: fc.integer({ min: -50, max: 50 }), dollar: cents(-10_000, 10_000) }),
    { maxLength: 2 },
  ),
  shipping_cost: cents(0, 50_000),
});

type DrawnQuote = typeof quoteArbitrary extends fc.Arbitrary<infer Q> ? Q : never;

const quoteBody = (drawn: DrawnQuote): QuoteInput => ({
  job_name: 'Property',
  customer_name: 'SignShop',
  quote_date: '2026-11-03',
  signs: drawn.signs.map((sign, i) => ({
    given_id: String.fromCharCode(65 + i),
    type: processes[sign.process]!.id,
    width: sign.width,
    height: sign.height,
    quantity: sign.quantity,
  })),
  adjustments: drawn.adjustments.map((adjustment) => ({ label: 'Adjustments', ...adjustment })),
  shipping_cost: drawn.shipping_cost,
});

/** The total as the database, the editor (domain pricing over the frozen costs), the quote PDF and the invoice show it. */
async function fourTotals(id: number) {
  const [row] = await t.db.select().from(quotes).where(eq(quotes.id, id));
  const quote = (await admin.get(`/api/quote/${id}`)).body.quote;
  const types = (await admin.get('/api/quote/signtypes')).body.types;
  const editor = priceQuote(quote, processLookup(pricingProcesses(quote.priced_processes, types)));
  const pdf = (await fetchPdfPages(admin, `/api/pdf/id/x.pdf?id=${id}`)).join(' ');
  const invoice = (await fetchPdfPages(admin, `/api/pdf/invoice/${id}/x-invoice.pdf`)).join(' ');
  return {
    stored: formatMoney(row!.total_price),
    editor: formatMoney(fromCents(editor.totalCents)),
    pdf: / Shipping \S+ Total (\S+)/.exec(pdf)?.[1],
    invoice: /Invoice total (\S+)/.exec(invoice)?.[1],
  };
}

describe('prices frozen at save (fast-check)', () => {
  it('shows one total in the database, the editor, the PDF and the invoice, before and after every process cost changes', async () => {
    const saved: Array<{ id: number; total: string }> = [];
    await fc.assert(
      fc.asyncProperty(quoteArbitrary, async (drawn) => {
        const created = await admin.post('/api/quote', { quote: quoteBody(drawn) });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const totals = await fourTotals(created.body.quote.id);
        expect(totals).toEqual({
          stored: totals.stored,
          editor: totals.stored,
          pdf: totals.stored,
          invoice: totals.stored,
        });
        saved.push({ id: created.body.quote.id, total: totals.stored });
      }),
      { numRuns: 12 },
    );
    for (const process of processes) {
      const changed = await admin.put('/api/admin/signtype', {
        type: { ...process, small_size_cost: 99, medium_size_cost: 2.5, large_size_cost: 1.75 },
      });
      expect(changed.status).toBe(200);
    }
    for (const { id, total } of saved)
      expect(await fourTotals(id)).toEqual({ stored: total, editor: total, pdf: total, invoice: total });
  }, 240_000);
});

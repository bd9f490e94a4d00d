import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banks, companyInfos, jobRows, quotes, taxRates } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { fetchPdfPages } from '../../../test/support/pdf-test-helpers.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';

// A quote's sales tax: taken from its company when created, changed only by staff, frozen at save
// like its prices and computed by the server; what is billed (total_price + tax) is what is owed.
// The example quote comes to $704.64 with $25 shipping, so $679.64 before shipping.
let t: TestApp;
let staff: ApiClient;
let customer: ApiClient;
let process: number;
const stored = async (id: number) => (await t.db.select().from(quotes).where(eq(quotes.id, id)))[0]!;

async function rate(name: string, percent: number, taxes_shipping = false) {
  const [row] = await t.db.insert(taxRates).values({ name, percent, taxes_shipping }).returning();
  return row!.id;
}

/** A quote staff create with the rate `taxRateId`. */
const staffQuote = async (taxRateId: number) =>
  (await staff.post('/api/quote', { quote: exampleQuoteBody(process, { tax_rate_id: taxRateId }) })).body
    .quote;

beforeAll(async () => {
  t = await startTestApp();
  staff = await signIn(
    t.client(),
    (await insertAccount(t.db, { ...PERSONAS.staff, company: 'SignShop' })).email,
  );
  customer = await signIn(
    t.client(),
    (await insertAccount(t.db, { ...PERSONAS.customer, company: 'Acme Signs' })).email,
  );
  process = await insertExampleProcess(t.db);
  await t.db
    .insert(banks)
    .values({ company: 'Acme Signs', nick_name: 'Operating', account_number: 'cipher' });
});
afterAll(() => t.close());

describe('a quote without tax', () => {
  it('is stored, owed and listed as before when no rate is configured', async () => {
    const quote = (await customer.post('/api/quote', { quote: exampleQuoteBody(process) })).body.quote;
    expect(quote).toMatchObject({
      total_price: 704.64,
      tax_rate_id: null,
      tax_rate_name: '',
      tax_percent: 0,
      tax_exempt: false,
      tax_amount: 0,
    });
    const shipped = await staff.put(`/api/quote/${quote.id}`, {
      is_shipped: true,
      shipped_date: '2026-03-20',
    });
    expect(shipped.body.quote.left_to_pay).toBe(704.64);
  });
});

describe("a new quote takes its company's tax", () => {
  it("takes the company's default rate, frozen with its name, percent and shipping rule", async () => {
    const county = await rate('County', 8.25);
    await t.db.insert(companyInfos).values({ company: 'Acme Signs', tax_rate_id: county });
    const quote = (await customer.post('/api/quote', { quote: exampleQuoteBody(process) })).body.quote;
    // 679.64 × 8.25 % = 56.0703 → 56.07 (shipping not taxed).
    expect(quote).toMatchObject({
      total_price: 704.64,
      tax_rate_id: county,
      tax_rate_name: 'County',
      tax_percent: 8.25,
      tax_shipping: false,
      tax_exempt: false,
      tax_amount: 56.07,
    });
    expect((await stored(quote.id)).tax_amount).toBe(56.07);
  });

  it("takes the company's exemption, and a customer can choose neither rate nor exemption", async () => {
    const state = await rate('State with shipping', 6, true);
    await t.db.update(companyInfos).set({ tax_exempt: true }).where(eq(companyInfos.company, 'Acme Signs'));
    const exempt = (
      await customer.post('/api/quote', {
        quote: exampleQuoteBody(process, { tax_rate_id: state, tax_exempt: false }),
      })
    ).body.quote;
    expect(exempt).toMatchObject({ tax_rate_name: 'County', tax_exempt: true, tax_amount: 0 });
    const saved = await customer.put(`/api/quote/${exempt.id}`, { tax_exempt: false, tax_rate_id: state });
    expect(saved.status).toBe(200);
    expect(saved.body.quote).toMatchObject({ tax_rate_name: 'County', tax_exempt: true, tax_amount: 0 });
    await t.db.update(companyInfos).set({ tax_exempt: false }).where(eq(companyInfos.company, 'Acme Signs'));
  });
});

describe('staff on the quote', () => {
  it('change the rate and the exemption; the server computes the tax', async () => {
    const state = await rate('State', 6, true);
    const quote = await staffQuote(state);
    // 704.64 × 6 % = 42.2784 → 42.28 (shipping taxed).
    expect(quote).toMatchObject({ tax_rate_name: 'State', tax_shipping: true, tax_amount: 42.28 });
    const exempt = await staff.put(`/api/quote/${quote.id}`, { tax_exempt: true });
    expect(exempt.body.quote).toMatchObject({ tax_exempt: true, tax_amount: 0 });
    const none = await staff.put(`/api/quote/${quote.id}`, { tax_exempt: false, tax_rate_id: null });
    expect(none.body.quote).toMatchObject({
      tax_rate_id: null,
      tax_rate_name: '',
      tax_percent: 0,
      tax_amount: 0,
    });
  });

  it("keep a saved quote's tax when the rate changes after the save, until they update prices", async () => {
    const city = await rate('City', 5);
    const quote = await staffQuote(city);
    // 679.64 × 5 % = 33.982 → 33.98.
    expect(quote.tax_amount).toBe(33.98);
    await t.db.update(taxRates).set({ name: 'City 2027', percent: 10 }).where(eq(taxRates.id, city));
    const kept = await staff.put(`/api/quote/${quote.id}`, { comments: 'note' });
    expect(kept.body.quote).toMatchObject({ tax_rate_name: 'City', tax_percent: 5, tax_amount: 33.98 });
    const updated = await staff.put(`/api/quote/${quote.id}`, { update_prices: true });
    expect(updated.body.quote).toMatchObject({
      tax_rate_name: 'City 2027',
      tax_percent: 10,
      tax_amount: 67.96,
    });
    // A removed rate leaves the frozen tax as it is, even on "Update prices".
    await t.db.delete(taxRates).where(eq(taxRates.id, city));
    const removed = await staff.put(`/api/quote/${quote.id}`, { update_prices: true });
    expect(removed.body.quote).toMatchObject({ tax_rate_name: 'City 2027', tax_amount: 67.96 });
  });

  it('are told the Tax Rate is unknown, and nothing changes', async () => {
    const quote = (await staff.post('/api/quote', { quote: exampleQuoteBody(process) })).body.quote;
    const before = await stored(quote.id);
    const refused = await staff.put(`/api/quote/${quote.id}`, { tax_rate_id: 999_999 });
    expect(refused.status).toBe(400);
    expect(refused.body.err).toBe('Tax Rate: there is no tax rate with id 999999.');
    const wrongType = await staff.put(`/api/quote/${quote.id}`, { tax_rate_id: 'County' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.err).toMatch(/^Tax Rate /);
    expect(
      (await staff.post('/api/quote', { quote: exampleQuoteBody(process, { tax_exempt: 'yes' }) })).body.err,
    ).toMatch(/^Tax Exempt /);
    expect(await stored(quote.id)).toEqual(before);
  });

  it('are refused a tax that would bill more than the largest total, and nothing changes', async () => {
    const whole = await rate('Whole', 100, true);
    // Shipping taxed at 100 %: billed = 2 × (704.64 + extra shipping).
    const fits = (
      await staff.post('/api/quote', {
        quote: exampleQuoteBody(process, { tax_rate_id: whole, shipping_cost: 49_999_025 }),
      })
    ).body.quote;
    expect(fits).toMatchObject({ total_price: 49_999_704.64, tax_amount: 49_999_704.64 });
    const shipped = await staff.put(`/api/quote/${fits.id}`, {
      is_shipped: true,
      shipped_date: '2026-03-20',
    });
    expect(shipped.body.quote.left_to_pay).toBe(99_999_409.28);
    const before = await stored(fits.id);
    const refused = await staff.put(`/api/quote/${fits.id}`, { shipping_cost: 60_000_000 });
    expect(refused.status).toBe(400);
    expect(refused.body.err).toBe(
      'Sales Tax: the total with tax must be a number from -1,000,000 to 100,000,000 dollars; choose another tax rate or lower the total.',
    );
    expect(await stored(fits.id)).toEqual(before);
    const created = await staff.post('/api/quote', {
      quote: exampleQuoteBody(process, { tax_rate_id: whole, shipping_cost: 60_000_000 }),
    });
    expect(created.status).toBe(400);
    expect(created.body.err).toMatch(/^Sales Tax: the total with tax must be/);
  });
});

describe('what is billed', () => {
  it('is total_price + tax: left to pay, the job list, Make Payment and the payments that pay it off', async () => {
    const county = await rate('County billed', 8.25);
    const quote = await staffQuote(county);
    expect(quote.tax_amount).toBe(56.07);
    const shipped = await staff.put(`/api/quote/${quote.id}`, {
      is_shipped: true,
      shipped_date: '2026-03-20',
    });
    expect(shipped.body.quote.left_to_pay).toBe(760.71);
    const [row] = await t.db.select().from(jobRows).where(eq(jobRows.id, quote.id));
    expect(row).toMatchObject({ total_price: 704.64, tax_amount: 56.07, left_to_pay: 760.71 });

    const listed = (await customer.post('/api/job/query', { is_shipped: true })).body as Array<{
      id: number;
      left_to_pay: number;
      tax_amount: number;
      interest: number;
      total_due: number;
    }>;
    const job = listed.find((r) => r.id === quote.id)!;
    expect(job).toMatchObject({ left_to_pay: 760.71, tax_amount: 56.07 });
    expect(job.total_due).toBe(Math.round((760.71 + job.interest) * 100) / 100);
    // The billing pages' totals say what was billed, tax included, beside the spec's total_price.
    const paged = await customer.post('/api/job/query', { is_shipped: true, page: 0 });
    const shippedRows = await t.db.select().from(jobRows).where(eq(jobRows.is_shipped, true));
    const cents = (key: 'total_price' | 'tax_amount') =>
      shippedRows.reduce((sum, r) => sum + Math.round(r[key] * 100), 0);
    expect(paged.body.totals).toMatchObject({
      total_price: cents('total_price') / 100,
      billed: (cents('total_price') + cents('tax_amount')) / 100,
    });
    expect(cents('tax_amount')).toBeGreaterThanOrEqual(5607);

    // The quote PDF and the invoice print the tax line with the rate's name and the billed total.
    const pdfText = async (url: string) =>
      (await fetchPdfPages(customer, url)).join(' ').replace(/\s+/g, ' ');
    const quotePdf = await pdfText(`/api/pdf/id/x.pdf?id=${quote.id}`);
    expect(quotePdf).toMatch(
      /Total \$704\.64 Sales tax: County billed \(8\.25%\) \$56\.07 Total with tax \$760\.71/,
    );
    const invoice = await pdfText(`/api/pdf/invoice/${quote.id}/x-invoice.pdf`);
    expect(invoice).toMatch(
      /Invoice total \$704\.64 Sales tax: County billed \(8\.25%\) \$56\.07 Invoice total with tax \$760\.71/,
    );
    expect(invoice).toMatch(/Balance \$760\.71/);

    const pay = (payment: number) =>
      customer.post(
        `/api/job/${quote.id}/payment`,
        { payment, nick_name: 'Operating' },
        { 'Idempotency-Key': randomUUID() },
      );
    expect((await pay(700)).status).toBe(200);
    expect((await stored(quote.id)).left_to_pay).toBe(60.71);
    expect((await pay(60.71)).status).toBe(200);
    expect((await stored(quote.id)).left_to_pay).toBe(0);
  });
});

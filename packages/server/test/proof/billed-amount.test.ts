import { randomUUID } from 'node:crypto';
import {
  formatMoney,
  freezeTax,
  fromCents,
  priceQuote,
  pricingProcesses,
  processLookup,
  shopToday,
  taxLines,
  toCents,
  type TaxRate,
} from '@signshop/domain';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banks, companyInfos, jobRows, quotes, signTypes, taxRates } from '../../src/db/schema/index.ts';
import { insertExampleProcess } from '../fixtures/quote-fixtures.ts';
import type { ApiClient } from '../support/api-client.ts';
import { insertAccount, PERSONAS, signIn } from '../support/factories.ts';
import { fetchPdfPages } from '../support/pdf-test-helpers.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Generated quotes per run: BILLED_RUNS=200 for the bench's long version. */
const RUNS = Number(process.env.BILLED_RUNS ?? 12);
const BANK = 'Operating';

// Two companies taking their default rate, one exempt (it takes its exemption when the quote is created).
const COMPANIES = [
  { company: 'Billed Taxed Signs', tax_exempt: false },
  { company: 'Billed County Dental', tax_exempt: false },
  { company: 'Billed School District', tax_exempt: true },
];

let t: TestApp;
let staff: ApiClient;
const customers: ApiClient[] = [];
let processId: number;
let quoteNumber = 0;

beforeAll(async () => {
  t = await startTestApp();
  staff = await signIn(
    t.client(),
    (await insertAccount(t.db, { ...PERSONAS.staff, company: 'SignShop' })).email,
  );
  processId = await insertExampleProcess(t.db);
  for (const { company, tax_exempt } of COMPANIES) {
    await t.db.insert(companyInfos).values({ company, tax_exempt });
    await t.db.insert(banks).values({ company, nick_name: BANK, account_number: 'cipher' });
    customers.push(
      await signIn(t.client(), (await insertAccount(t.db, { ...PERSONAS.customer, company })).email),
    );
  }
});
afterAll(() => t.close());

const cents = (min: number, max: number) => fc.integer({ min, max }).map(fromCents);

/** A sign of the example process with awkward sizes, quantities and (sometimes) an add-on priced in odd cents. */
const sign = fc.record({
  given_id: fc.constantFrom('A', 'B', 'C'),
  type: fc.constant(0),
  width: fc.integer({ min: 1, max: 96 }),
  height: fc.integer({ min: 1, max: 48 }),
  quantity: fc.integer({ min: 1, max: 40 }),
  addons: fc.array(
    fc.record({
      label: fc.constant('Tape'),
      cost_label: fc.constant('Mounting'),
      square_inch_price: cents(0, 9),
      unit_price: cents(0, 999),
    }),
    { maxLength: 1 },
  ),
});

const generatedQuote = fc.record({
  signs: fc.array(sign, { minLength: 1, maxLength: 3 }),
  adjustments: fc.array(
    fc.record({
      label: fc.constantFrom('Discount', 'Rush', 'Credit'),
      percent: fc.integer({ min: -1500, max: 2500 }).map((n) => n / 100),
      dollar: cents(-2_000, 2_000),
    }),
    { maxLength: 2 },
  ),
  shipping_cost: cents(0, 40_000),
  /** The rate: percent with up to 4 decimals, shipping taxed or not. */
  tenThousandths: fc.integer({ min: 1, max: 150_000 }),
  taxes_shipping: fc.boolean(),
  company: fc.integer({ min: 0, max: COMPANIES.length - 1 }),
  /** The company's default rate (taken when staff leave it), the rate chosen by staff, or none. */
  rate: fc.constantFrom('company', 'chosen', 'none'),
  /** Payments as parts of what is left, in ten-thousandths (10,000: the whole rest). */
  payments: fc.array(fc.integer({ min: 1, max: 10_000 }), { maxLength: 4 }),
});
type GeneratedQuote = typeof generatedQuote extends fc.Arbitrary<infer Q> ? Q : never;

/** The rate of a run, kept as an admin would, and the company's default rate set to it. */
async function rateOf(generated: GeneratedQuote, n: number): Promise<number> {
  const percent = generated.tenThousandths / 10_000;
  const [rate] = await t.db
    .insert(taxRates)
    .values({ name: `Rate ${n}`, percent, taxes_shipping: generated.taxes_shipping })
    .returning();
  await t.db
    .update(companyInfos)
    .set({ tax_rate_id: rate!.id })
    .where(eq(companyInfos.company, COMPANIES[generated.company]!.company));
  return rate!.id;
}

/**
 * What the editor's totals panel shows for a saved quote (QuoteEditor → QuoteTaxSection): the quote
 * priced with its frozen processes (priceQuote), the tax the save stores (freezeTax) and its total
 * with tax (taxLines), or the total alone when the quote has no tax line.
 */
function editorFigure(quote: any, types: unknown[], rates: readonly TaxRate[]): string {
  const price = priceQuote(quote, processLookup(pricingProcesses(quote.priced_processes, types as never[])));
  const total = { total_price: fromCents(price.totalCents), shipping_cost: fromCents(price.shippingCents) };
  const tax = freezeTax(
    { tax_rate_id: quote.tax_rate_id ?? null, tax_exempt: quote.tax_exempt ?? false },
    quote,
    rates.find((rate) => rate.id === quote.tax_rate_id),
    total,
  );
  return formatMoney(taxLines({ ...tax, ...total })?.billed ?? total.total_price);
}

/** The last money figure following `label` in a PDF's text (the billed total is printed last). */
function pdfFigure(text: string, label: RegExp): string | undefined {
  const found = [...text.matchAll(new RegExp(`${label.source} (-?\\$[\\d,]+\\.\\d\\d)`, 'g'))];
  return found.at(-1)?.[1];
}

/** What the accounting export bills for an invoice: the sum of its lines' ItemAmount. */
async function exportedCents(givenId: string, day: string): Promise<number> {
  const reply = await staff.get(`/api/accounting/invoices.csv?from=${day}&to=${day}`);
  expect(reply.status).toBe(200);
  const rows = parse(reply.body as string, { columns: true, skip_empty_lines: true }) as Array<
    Record<string, string>
  >;
  const lines = rows.filter((row) => row.InvoiceNo === givenId);
  expect(lines.length, `the export lists ${givenId}`).toBeGreaterThan(0);
  return lines.reduce((sum, row) => sum + toCents(Number(row.ItemAmount)), 0);
}

async function checkQuote(generated: GeneratedQuote): Promise<void> {
  quoteNumber += 1;
  const rateId = await rateOf(generated, quoteNumber);
  const { company } = COMPANIES[generated.company]!;
  const givenId = `BILLED-${quoteNumber}`;
  const body = {
    job_name: 'Billed property',
    customer_name: company,
    given_id: givenId,
    quote_date: '2026-03-15',
    signs: generated.signs.map((s) => ({ ...s, type: processId })),
    adjustments: generated.adjustments,
    shipping_cost: generated.shipping_cost,
    ...(generated.rate === 'chosen' ? { tax_rate_id: rateId } : {}),
    ...(generated.rate === 'none' ? { tax_rate_id: null } : {}),
  };
  const created = await staff.post('/api/quote', { quote: body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.quote.id as number;
  const today = shopToday(t.config.shopTimeZone);
  const shipped = await staff.put(`/api/quote/${id}`, { is_shipped: true, shipped_date: today });
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);

  // Stored: the quote, and its job row (what lists, aging and Make Payment read).
  const [quote] = await t.db.select().from(quotes).where(eq(quotes.id, id));
  const [row] = await t.db.select().from(jobRows).where(eq(jobRows.id, id));
  const billedCents = toCents(quote!.total_price) + toCents(quote!.tax_amount);
  const billed = formatMoney(fromCents(billedCents));
  expect(toCents(row!.total_price) + toCents(row!.tax_amount), 'job row').toBe(billedCents);
  expect(toCents(row!.left_to_pay), 'left to pay before any payment').toBe(billedCents);
  if (COMPANIES[generated.company]!.tax_exempt && generated.rate !== 'none')
    expect(quote!.tax_amount, 'exempt').toBe(0);

  // The editor, as it shows the quote it opens.
  const opened = (await staff.get(`/api/quote/${id}`)).body.quote;
  const rates = (await staff.get('/api/tax_rates')).body.tax_rates as TaxRate[];
  const types = await t.db.select().from(signTypes);
  expect(editorFigure(opened, types, rates), 'editor').toBe(billed);

  // The quote PDF and the invoice, as a reader sees their text.
  const text = async (url: string) => (await fetchPdfPages(staff, url)).join(' ');
  const quotePdf = await text(`/api/pdf/id/x.pdf?id=${id}`);
  expect(pdfFigure(quotePdf, /Total with tax/) ?? pdfFigure(quotePdf, /Total/), 'quote PDF').toBe(billed);
  const invoice = await text(`/api/pdf/invoice/${id}/x-invoice.pdf`);
  expect(pdfFigure(invoice, /Invoice total with tax/) ?? pdfFigure(invoice, /Invoice total/), 'invoice').toBe(
    billed,
  );
  expect(pdfFigure(invoice, /Balance/), 'invoice balance').toBe(billed);

  // The accounting export.
  expect(await exportedCents(givenId, today), 'accounting export').toBe(billedCents);

  // Payments as the company's customer on Make Payment: paid + left to pay = billed after each.
  const customer = customers[generated.company]!;
  for (const part of generated.payments) {
    const [before] = await t.db.select().from(quotes).where(eq(quotes.id, id));
    const leftCents = toCents(before!.left_to_pay);
    if (leftCents <= 0) break;
    const payment = fromCents(Math.max(1, Math.floor((leftCents * part) / 10_000)));
    const paid = await customer.post(
      `/api/job/${id}/payment`,
      { payment, nick_name: BANK },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [after] = await t.db.select().from(quotes).where(eq(quotes.id, id));
    const paidCents = after!.payment_history.reduce((sum, entry) => sum + toCents(entry.payment), 0);
    expect(paidCents + toCents(after!.left_to_pay), 'payments + left_to_pay').toBe(billedCents);
    expect(toCents(paid.body.left_to_pay), 'left to pay as Make Payment answers').toBe(
      toCents(after!.left_to_pay),
    );
  }
  // The invoice then prints what was paid and the balance left, adding up to the billed amount.
  const [last] = await t.db.select().from(quotes).where(eq(quotes.id, id));
  if (last!.payment_history.length > 0) {
    const paidInvoice = await text(`/api/pdf/invoice/${id}/x-invoice.pdf`);
    const paidCents = last!.payment_history.reduce((sum, entry) => sum + toCents(entry.payment), 0);
    expect(pdfFigure(paidInvoice, /Payments received/), 'invoice payments').toBe(
      formatMoney(fromCents(-paidCents)),
    );
    expect(pdfFigure(paidInvoice, /Balance/), 'invoice balance after payments').toBe(
      formatMoney(last!.left_to_pay),
    );
  }
}

describe('the billed amount of any quote', () => {
  it(
    'is one figure stored, on the editor, the quote PDF, the invoice and the accounting export, and payments + left_to_pay = billed after any payments',
    async () => {
      await fc.assert(fc.asyncProperty(generatedQuote, checkQuote), { numRuns: RUNS });
    },
    RUNS * 10_000,
  );
});

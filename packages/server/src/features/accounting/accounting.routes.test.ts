import { billedAmount, toCents } from '@signshop/domain';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes, taxRates } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn, type Persona } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';
import { INVOICE_COLUMNS, PAYMENT_COLUMNS } from './accounting.service.ts';
import { spreadsheetText } from './spreadsheet-text.ts';

let t: TestApp;
let processId: number;
const as = {} as Record<'staff' | 'customer' | 'machine', ApiClient>;
const signInAs = async (persona: Persona) =>
  signIn(t.client(), (await insertAccount(t.db, { ...PERSONAS[persona], company: 'Acme Signs' })).email);

/** A priced quote (through the API), then shipped and paid as the billing screens would record it. */
async function job(givenId: string, shipped: string | null, overrides: Record<string, unknown> = {}) {
  const created = await as.staff.post('/api/quote', {
    quote: exampleQuoteBody(processId, { given_id: givenId, ...overrides }),
  });
  expect(created.status).toBe(201);
  const id = created.body.quote.id as number;
  if (shipped)
    await t.db.update(quotes).set({ is_shipped: true, shipped_date: shipped }).where(eq(quotes.id, id));
  return id;
}

const RANGE = 'from=2026-04-01&to=2026-04-30';
const csvRows = (text: string) =>
  parse(text, { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
const header = (text: string) => text.split(/\r?\n/, 1)[0]!.split(',');

beforeAll(async () => {
  t = await startTestApp();
  processId = await insertExampleProcess(t.db);
  as.staff = await signInAs('staff');
  as.customer = await signInAs('customer');
  as.machine = await signInAs('machine');
  await job('INV-APR-1', '2026-04-02');
  const second = await job('INV-APR-2', '2026-04-30', {
    customer_name: 'Bolt, "Dental" Group',
    signs: [{ given_id: 'X', type: processId, width: 12, height: 12, quantity: 3 }],
    adjustments: [],
    shipping_cost: 12.5,
  });
  const [county] = await t.db.insert(taxRates).values({ name: 'County', percent: 8.25 }).returning();
  await job('INV-APR-TAX', '2026-04-15', { tax_rate_id: county!.id });
  await job('INV-JUN-1', '2026-06-15', { customer_name: '=HYPERLINK("http://evil.example","Pay")' });
  await job('INV-MAR', '2026-03-31');
  await job('NOT-SHIPPED', null);
  await t.db
    .update(quotes)
    .set({
      payment_history: [
        { payment: 100.1, date: '2026-04-10', nick_name: 'Operating', admin_paid: true },
        { payment: 50, date: '2026-05-01', nick_name: 'Operating', admin_paid: false },
      ],
    })
    .where(eq(quotes.id, second));
});
afterAll(() => t.close());

describe('GET /api/accounting/invoices.csv', () => {
  it("lists the range's invoices line by line in QuickBooks Online's layout; each invoice's lines add up to what it bills", async () => {
    const response = await as.staff.get(`/api/accounting/invoices.csv?${RANGE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="invoices-2026-04-01-to-2026-04-30.csv"',
    );
    const text = response.body as string;
    expect(header(text)).toEqual([...INVOICE_COLUMNS]);
    const rows = csvRows(text);

    const stored = await t.db.select().from(quotes);
    const inRange = stored.filter((q) => ['INV-APR-1', 'INV-APR-TAX', 'INV-APR-2'].includes(q.given_id));
    expect([...new Set(rows.map((row) => row.InvoiceNo))]).toEqual(['INV-APR-1', 'INV-APR-TAX', 'INV-APR-2']);
    for (const invoice of inRange) {
      const lines = rows.filter((row) => row.InvoiceNo === invoice.given_id);
      const sum = lines.reduce((cents, row) => cents + toCents(Number(row.ItemAmount)), 0);
      expect(sum, invoice.given_id).toBe(toCents(billedAmount(invoice)));
    }
    // A taxed invoice carries its tax as a line of its own: 679.64 × 8.25 % = 56.07.
    expect(rows.filter((row) => row['Item(Product/Service)'] === 'Sales Tax')).toMatchObject([
      { InvoiceNo: 'INV-APR-TAX', ItemDescription: 'County (8.25%)', ItemQuantity: '1', ItemAmount: '56.07' },
    ]);
    expect(
      rows
        .filter((row) => row.InvoiceNo === 'INV-APR-1')
        .reduce((c, r) => c + toCents(Number(r.ItemAmount)), 0),
    ).toBe(70464);

    const first = rows.find((row) => row.InvoiceNo === 'INV-APR-1')!;
    expect(first).toMatchObject({
      Customer: 'Acme Signs',
      InvoiceDate: '04/02/2026',
      DueDate: '05/02/2026',
      Terms: 'Net 30',
      Memo: 'Clinic wayfinding',
    });
    expect(rows.find((row) => row.ItemDescription?.startsWith('C-A:'))).toMatchObject({ ItemQuantity: '2' });
    expect(rows.filter((row) => row.InvoiceNo === 'INV-APR-2').map((row) => row.Customer)).toContain(
      'Bolt, "Dental" Group',
    );
    expect(
      rows.find((row) => row.InvoiceNo === 'INV-APR-2' && row['Item(Product/Service)'] === 'Shipping'),
    ).toMatchObject({
      ItemAmount: '12.50',
    });
  });

  it('refuses a missing, malformed or backwards range with 400 naming the field', async () => {
    for (const [query, field] of [
      ['to=2026-04-30', 'From is required.'],
      ['from=2026-04-01&to=04/30/2026', 'To is not a valid date (yyyy-mm-dd).'],
      ['from=2026-05-01&to=2026-04-01', 'From: The period must start on or before its end (To).'],
    ] as const) {
      const response = await as.staff.get(`/api/accounting/invoices.csv?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.err, query).toBe(field);
    }
  });
});

describe('GET /api/accounting/payments.csv', () => {
  it('lists the payments dated in the range with date, customer, invoice, amount and method', async () => {
    const response = await as.staff.get(`/api/accounting/payments.csv?${RANGE}`);
    expect(response.status).toBe(200);
    expect(header(response.body)).toEqual([...PAYMENT_COLUMNS]);
    expect(csvRows(response.body)).toEqual([
      {
        PaymentDate: '04/10/2026',
        Customer: 'Bolt, "Dental" Group',
        InvoiceNo: 'INV-APR-2',
        Amount: '100.10',
        PaymentMethod: 'Operating',
        Memo: 'confirmed by admin',
      },
    ]);
  });
});

describe('who may export', () => {
  it.each(['invoices', 'payments'])(
    '%s: staff only (401 signed out, 403 customer and machine)',
    async (kind) => {
      const path = `/api/accounting/${kind}.csv?${RANGE}`;
      expect((await t.client().get(path)).status).toBe(401);
      expect((await as.customer.get(path)).status).toBe(403);
      expect((await as.machine.get(path)).status).toBe(403);
      expect((await as.staff.get(path)).status).toBe(200);
    },
  );
});

describe('invoice numbers in the export', () => {
  it('puts every invoice number on one invoice only, also for jobs that would get the same auto number', async () => {
    // Same author, customer and quote date: the same automatic number, as the demo had
    // (two shipped jobs both exporting as ALI09092026MET would be merged by QuickBooks Online).
    const same = { given_id: '', quote_date: '2026-09-09', customer_name: 'Metro Transit' };
    const first = await job('', '2026-09-20', { ...same, job_name: 'Platform signs' });
    const second = await job('', '2026-09-21', { ...same, job_name: 'Concourse signs' });
    const typedTwice = await as.staff.post('/api/quote', {
      quote: exampleQuoteBody(processId, { given_id: 'INV-SEP-1' }),
    });
    expect(typedTwice.status).toBe(201);
    await t.db
      .update(quotes)
      .set({ is_shipped: true, shipped_date: '2026-09-22' })
      .where(eq(quotes.id, typedTwice.body.quote.id));
    expect(
      (await as.staff.post('/api/quote', { quote: exampleQuoteBody(processId, { given_id: 'inv-sep-1' }) }))
        .status,
    ).toBe(409);

    const response = await as.staff.get('/api/accounting/invoices.csv?from=2026-09-01&to=2026-09-30');
    expect(response.status).toBe(200);
    const rows = csvRows(response.body as string);
    const invoices = new Map<string, Set<string>>();
    for (const row of rows) {
      const invoice = `${row.Customer}|${row.InvoiceDate}|${row.Memo}`;
      invoices.set(row.InvoiceNo!, (invoices.get(row.InvoiceNo!) ?? new Set()).add(invoice));
    }
    expect(invoices.size).toBe(3);
    for (const [number, invoiceSet] of invoices) expect([number, invoiceSet.size]).toEqual([number, 1]);
    const numbers = [...invoices.keys()].map((number) => number.toLowerCase());
    expect(new Set(numbers).size).toBe(numbers.length);
    const stored = await t.db.select().from(quotes).where(eq(quotes.id, second));
    expect(stored[0]!.given_id).toBe(
      `${(await t.db.select().from(quotes).where(eq(quotes.id, first)))[0]!.given_id}-2`,
    );
  });
});

describe('formula-like text from a customer', () => {
  it('reaches the staff spreadsheet as text, while amounts keep their sign', async () => {
    const response = await as.staff.get('/api/accounting/invoices.csv?from=2026-06-01&to=2026-06-30');
    expect(response.status).toBe(200);
    const rows = csvRows(response.body as string).filter((row) => Object.values(row).includes('INV-JUN-1'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Object.values(row)).toContain(`'=HYPERLINK("http://evil.example","Pay")`);
    expect(spreadsheetText('-12.50')).toBe('-12.50');
    expect(spreadsheetText('+1')).toBe('+1');
    expect(spreadsheetText('-1+2')).toBe("'-1+2");
    expect(spreadsheetText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(spreadsheetText('\tx')).toBe("'\tx");
  });
});

import {
  addDays,
  dueDate,
  formatLongDate,
  formatMoney,
  fromCents,
  lateInterest,
  purchaseOrderTotals,
  shopToday,
  toCents,
} from '@signshop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInfos, oneTimeDownloads, quotes, signTypes } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn, type Persona } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';
import { PDF_CONTENT_SECURITY_POLICY } from '../../platform/pdf/pdf-reply.ts';
import { fetchBinary, fetchPdfPages, pdfPages } from '../../../test/support/pdf-test-helpers.ts';

let t: TestApp;
let processId: number;
let exampleId: number;
let boltId: number;
const as = {} as Record<'staff' | 'customerA' | 'customerB' | 'machine', ApiClient>;

const signInAs = async (persona: Persona, company: string) =>
  signIn(t.client(), (await insertAccount(t.db, { ...PERSONAS[persona], company })).email);

const createQuote = async (overrides: Record<string, unknown> = {}) => {
  const response = await as.staff.post('/api/quote', { quote: exampleQuoteBody(processId, overrides) });
  expect(response.status).toBe(201);
  return response.body.quote.id as number;
};
const quotePdfPath = (id: number) =>
  `/api/pdf/id/${encodeURIComponent('Clinic wayfinding-PAT-03152026ACM.pdf')}?id=${id}`;
const oneLine = (pages: string[]) => pages.join(' ');
const expectAll = (text: string, parts: string[]) => parts.forEach((part) => expect(text).toContain(part));

beforeAll(async () => {
  t = await startTestApp({
    SHOP_NAME: 'Northside Sign Co.',
    SHOP_ADDRESS: '1200 Industrial Parkway\\nSpringfield, IL 62701',
    SHOP_PHONE: '(217) 555-0142',
    SHOP_TIME_ZONE: 'America/Chicago',
  });
  processId = await insertExampleProcess(t.db);
  await t.db
    .update(signTypes)
    .set({ pdf_label: 'Raster Braille ADA sign' })
    .where(eq(signTypes.id, processId));
  as.staff = await signInAs('staff', 'Northside Sign Co.');
  as.customerA = await signInAs('customer', 'Acme Signs');
  as.customerB = await signInAs('customer', 'Bolt Dental');
  as.machine = await signInAs('machine', 'Northside Sign Co.');
  exampleId = await createQuote();
  boltId = await createQuote({ customer_name: 'Bolt Dental', job_name: 'Bolt lobby', given_id: 'PAT-BOLT' });
});
afterAll(() => t.close());

describe('requires authentication', () => {
  it.each([
    ['GET', '/api/pdf/id/x.pdf?id=1'],
    ['GET', '/api/pdf/packagingslip/id/x.pdf?id=1'],
    ['GET', '/api/pdf/invoice/1/x-invoice.pdf'],
    ['GET', '/api/pdf/open_invoices/invoice.pdf'],
    ['GET', '/api/pdf/customerreport.pdf'],
    ['POST', '/api/pdf/projectmanager/'],
    ['POST', '/api/pdf/purchase_order/1'],
    ['POST', '/api/pdf/purchase_order/'],
    ['GET', '/api/file/onetimeuse/abc/PurchaseOrder.pdf'],
  ])('%s %s answers 401 when signed out', async (method, path) => {
    const response = await t.client().request(method, path, method === 'POST' ? {} : undefined);
    expect(response.status).toBe(401);
  });
});

describe('GET /api/pdf/id/{job_name}-{given_id}.pdf (the quote)', () => {
  it("shows the worked example as the customer checks it: each sign's process, sizes, quantities, prices; adjustments, shipping, $704.64", async () => {
    const response = await fetchBinary(as.customerA, quotePdfPath(exampleId));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toContain('no-store');
    // Chrome shows a PDF in a tab only when object-src allows its viewer's <embed>.
    expect(response.headers.get('content-security-policy')).toBe(PDF_CONTENT_SECURITY_POLICY);
    expect(PDF_CONTENT_SECURITY_POLICY).toContain("object-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const pages = await pdfPages(response.bytes);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    expectAll(text, [
      'Northside Sign Co. 1200 Industrial Parkway Springfield, IL 62701 (217) 555-0142',
      'QUOTE Quote Number PAT-03152026ACM Date March 15, 2026 Clinic wayfinding',
      'CUSTOMER Acme Signs',
      'Sign Description Width (in) Height (in) Quantity Unit Price Total Price',
      'A Raster Braille ADA sign 6 4 10 $30.00 $300.00',
      'B Raster Braille ADA sign Tape 8 6 3 $47.60 $142.80',
      'C Raster Braille ADA sign 10 10 2 $77.00 $154.00',
      'C-A Raster Braille ADA sign 1 per C 3 2 2 $30.00 $60.00',
    ]);
    expect(text).toContain(
      'Signs (15 signs) $656.80 Discount (5%) $32.84 Credit -$10.00 Shipping $25.00 Total $704.64',
    );
    expect(text).toContain('Page 1 of 1');
  });

  it('names the file after the job and quote number, with % stripped', async () => {
    const id = await createQuote({ job_name: '50% off', given_id: 'JOH%01' });
    const response = await fetchBinary(as.staff, `/api/pdf/id/50%25%20off-JOH%2501.pdf?id=${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="50 off-JOH01.pdf"; filename*=UTF-8''50%20off-JOH01.pdf`,
    );
  });

  it('uses the stored quote priced by the domain, whatever total_price says', async () => {
    await t.db.update(quotes).set({ total_price: 1 }).where(eq(quotes.id, exampleId));
    const text = oneLine(await fetchPdfPages(as.staff, quotePdfPath(exampleId)));
    expect(text).toContain('Total $704.64');
    await t.db.update(quotes).set({ total_price: 704.64 }).where(eq(quotes.id, exampleId));
  });

  it('breaks a 120-sign quote across pages, each with the table header and "Page n of m"', async () => {
    const signs = Array.from({ length: 120 }, (_, i) => ({
      given_id: `S${i + 1}`,
      type: processId,
      width: 6,
      height: 4,
      quantity: 1,
    }));
    const id = await createQuote({ signs, adjustments: [], shipping_cost: 0, given_id: 'PAT-LONG-A' });
    const pages = await fetchPdfPages(as.staff, quotePdfPath(id));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      expect(page).toContain('Sign Description Width (in) Height (in) Quantity Unit Price Total Price');
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    expect(pages.slice(1).every((page) => page.includes('Quote PAT-LONG-A (continued)'))).toBe(true);
    const text = oneLine(pages);
    for (const n of [1, 60, 120]) expect(text).toContain(`S${n} Raster Braille ADA sign 6 4 1 $30.00 $30.00`);
    expect(pages.at(-1)).toContain('Signs (120 signs) $3,600.00 Shipping $0.00 Total $3,600.00');
  });

  it("answers 404 for another company's quote, and for one that does not exist", async () => {
    const response = await fetchBinary(as.customerB, quotePdfPath(exampleId));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.json()).toEqual({ err: `There is no quote with id ${exampleId}.`, code: 'NOT_FOUND' });
    expect((await fetchBinary(as.staff, quotePdfPath(999999))).status).toBe(404);
  });

  it('refuses an id that is not a number with 400', async () => {
    expect((await fetchBinary(as.staff, '/api/pdf/id/x.pdf?id=abc')).status).toBe(400);
    expect((await fetchBinary(as.staff, '/api/pdf/id/x.pdf')).status).toBe(400);
  });
});

describe('GET /api/pdf/packagingslip/id/{file} (packaging slip)', () => {
  const slip = (id: number, query: string) =>
    `/api/pdf/packagingslip/id/${encodeURIComponent('Clinic wayfinding-PAT-03152026ACM.pdf')}?id=${id}&${query}`;

  it('shows each sign, ordered and packed quantities, the packaging number and notes; no prices', async () => {
    const response = await fetchBinary(
      as.customerA,
      slip(
        exampleId,
        `quantities=${encodeURIComponent('[4,1,2]')}&packagingNumber=00007&notes=Box%201%20of%202`,
      ),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      'Clinic wayfinding-PAT-03152026ACM-packaging-slip-00007.pdf',
    );
    const text = oneLine(await pdfPages(response.bytes));
    expectAll(text, [
      'PACKAGING SLIP Packaging Number 00007 Quote Number PAT-03152026ACM',
      'Sign Description Size (in) Ordered In This Package',
      'A Raster Braille ADA sign 6 × 4 10 4',
      'B Raster Braille ADA sign Tape 8 × 6 3 1',
      'C Raster Braille ADA sign 10 × 10 2 2',
      'C-A Raster Braille ADA sign 1 per C 3 × 2 2 2',
      'Signs in this package 7',
      'NOTES Box 1 of 2',
    ]);
    expect(text).not.toContain('$');
  });

  it('packs every sign in full and numbers the package 00001 by default', async () => {
    const text = oneLine(await fetchPdfPages(as.staff, slip(exampleId, '')));
    expect(text).toContain('Packaging Number 00001');
    expect(text).toContain('A Raster Braille ADA sign 6 × 4 10 10');
    expect(text).toContain('Signs in this package 15');
  });

  it.each([
    ['not a list', 'quantities=abc'],
    ['not whole numbers', `quantities=${encodeURIComponent('[1,2.5,3]')}`],
    ['negative', `quantities=${encodeURIComponent('[1,-2,3]')}`],
    ['one per sign', `quantities=${encodeURIComponent('[1,2]')}`],
    ['a strange packaging number', 'packagingNumber=%3Cscript%3E'],
  ])('answers 400 when quantities are %s', async (_, query) => {
    const response = await fetchBinary(as.staff, slip(exampleId, query));
    expect(response.status).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it("answers 404 for another company's job", async () => {
    expect((await fetchBinary(as.customerA, slip(boltId, ''))).status).toBe(404);
  });
});

describe('GET /api/pdf/invoice/{id}/{name}-invoice.pdf', () => {
  const today = () => shopToday('America/Chicago');

  it('shows terms, the due date and the interest the domain computes on an overdue balance', async () => {
    const shipped = addDays(today(), -45);
    const due = dueDate(shipped);
    const id = await createQuote({ given_id: 'PAT-INV1' });
    await t.db
      .update(quotes)
      .set({
        is_shipped: true,
        shipped_date: shipped,
        left_to_pay: 504.64,
        payment_history: [
          { payment: 200, date: addDays(shipped, 5), nick_name: 'Operating', admin_paid: true },
        ],
      })
      .where(eq(quotes.id, id));
    const interest = lateInterest(504.64, due, today());
    expect(interest).toBeGreaterThan(0);

    const response = await fetchBinary(
      as.customerA,
      `/api/pdf/invoice/${id}/Clinic%20wayfinding-invoice.pdf`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('filename="Clinic wayfinding-invoice.pdf"');
    const text = oneLine(await pdfPages(response.bytes));
    expect(text).toContain(
      `INVOICE Invoice Number PAT-INV1 Invoice Date ${formatLongDate(shipped)} Terms Net 30 Due Date ${formatLongDate(due)}`,
    );
    expect(text).toContain('C-A Raster Braille ADA sign 1 per C 3 2 2 $30.00 $60.00');
    expect(text).toContain('Invoice total $704.64');
    expect(text).toContain(`Payments received -$200.00 Balance $504.64`);
    expect(text).toContain(`Interest (15 days overdue, 20% a year) ${formatMoney(interest)}`);
    expect(text).toContain(`Total amount due ${formatMoney(fromCents(toCents(504.64) + toCents(interest)))}`);
  });

  it('charges no interest before the due date, and names no due date before shipping', async () => {
    const notShipped = oneLine(
      await fetchPdfPages(as.staff, `/api/pdf/invoice/${exampleId}/Clinic%20wayfinding-invoice.pdf`),
    );
    expect(notShipped).toContain('Due Date 30 days after shipping');
    expect(notShipped).not.toContain('Interest');
    expect(notShipped).toContain('PRO FORMA INVOICE');
    expect(notShipped).toContain('Pro forma: not yet shipped.');
    expect(notShipped).toContain('Amount that will be due $704.64');
    expect(notShipped).not.toContain('Total amount due');

    const id = await createQuote({ given_id: 'PAT-INV2' });
    await t.db
      .update(quotes)
      .set({ is_shipped: true, shipped_date: addDays(today(), -3), left_to_pay: 704.64 })
      .where(eq(quotes.id, id));
    const text = oneLine(await fetchPdfPages(as.staff, `/api/pdf/invoice/${id}/x-invoice.pdf`));
    expect(text).toContain(`Due Date ${formatLongDate(addDays(today(), 27))}`);
    expect(text).not.toContain('Interest');
    expect(text).toContain('Total amount due $704.64');
    expect(text).not.toContain('Pro forma');
  });

  it("uses the customer company's own payment terms and days for the due date and interest", async () => {
    await t.db
      .insert(companyInfos)
      .values({ company: 'Cedar Clinic', payment_terms_text: 'Net 10', payment_days: 10 });
    const shipped = addDays(today(), -45);
    const id = await createQuote({ given_id: 'PAT-INV3', customer_name: 'cedar clinic ' });
    await t.db.update(quotes).set({ is_shipped: true, shipped_date: shipped }).where(eq(quotes.id, id));
    const interest = lateInterest(704.64, dueDate(shipped, 10), today());

    const text = oneLine(await fetchPdfPages(as.staff, `/api/pdf/invoice/${id}/x-invoice.pdf`));
    expect(text).toContain(`Terms Net 10 Due Date ${formatLongDate(addDays(shipped, 10))}`);
    expect(text).not.toContain('Net 30');
    expect(text).toContain(`Interest (35 days overdue, 20% a year) ${formatMoney(interest)}`);
    expect(text).toContain(`Total amount due ${formatMoney(fromCents(toCents(704.64) + toCents(interest)))}`);
  });

  it("answers 404 for another company's job and 400 for a bad id", async () => {
    expect((await fetchBinary(as.customerB, `/api/pdf/invoice/${exampleId}/x-invoice.pdf`)).status).toBe(404);
    expect((await fetchBinary(as.staff, '/api/pdf/invoice/abc/x-invoice.pdf')).status).toBe(400);
  });
});

describe('GET /api/pdf/open_invoices/invoice.pdf', () => {
  it("lists shipped jobs with money left to pay: a customer its company's, staff every customer's", async () => {
    const shipped = addDays(shopToday('America/Chicago'), -60);
    // Payments + left_to_pay = the $704.64 billed.
    const open = async (overrides: Record<string, unknown>, left: number) => {
      const id = await createQuote(overrides);
      const paid = fromCents(toCents(704.64) - toCents(left));
      await t.db
        .update(quotes)
        .set({
          is_shipped: true,
          shipped_date: shipped,
          left_to_pay: left,
          payment_history: [{ payment: paid, date: shipped, nick_name: 'Main', admin_paid: false }],
        })
        .where(eq(quotes.id, id));
    };
    await open({ given_id: 'OPEN-ACME' }, 100);
    await open({ given_id: 'PAID-ACME' }, 0);
    await open({ given_id: 'OPEN-BOLT', customer_name: 'Bolt Dental' }, 250);
    const interest = lateInterest(100, dueDate(shipped), shopToday('America/Chicago'));

    const acme = oneLine(await fetchPdfPages(as.customerA, '/api/pdf/open_invoices/invoice.pdf'));
    expect(acme).toContain('OPEN INVOICES Customer Acme Signs');
    expect(acme).toContain('OPEN-ACME');
    expect(acme).not.toContain('PAID-ACME');
    expect(acme).not.toContain('OPEN-BOLT');
    expect(acme).toContain(`$704.64 $100.00 ${formatMoney(interest)}`);

    const bolt = oneLine(await fetchPdfPages(as.customerB, '/api/pdf/open_invoices/invoice.pdf'));
    expect(bolt).toContain('OPEN-BOLT');
    expect(bolt).not.toContain('OPEN-ACME');

    // No role check, but a machine user is not staff: only its own company's (here none).
    const machine = oneLine(await fetchPdfPages(as.machine, '/api/pdf/open_invoices/invoice.pdf'));
    expect(machine).toContain('There are no open invoices.');

    const staff = oneLine(await fetchPdfPages(as.staff, '/api/pdf/open_invoices/invoice.pdf'));
    expect(staff).toContain('Customer All customers');
    expect(staff).toContain('OPEN-ACME Acme Signs');
    expect(staff).toContain('OPEN-BOLT Bolt Dental');
    expect(staff).not.toContain('PAID-ACME');
  });
});

describe('GET /api/pdf/customerreport.pdf', () => {
  const path = '/api/pdf/customerreport.pdf?filter=All&from_date=2026-03-01&to_date=2026-03-31';

  it("lists the jobs the report's search finds: a customer its company's, staff every customer's", async () => {
    const acme = oneLine(await fetchPdfPages(as.customerA, path));
    expectAll(acme, [
      'CUSTOMER REPORT Customer Acme Signs Search All · quoted March 1, 2026 to March 31, 2026',
      'PAT-03152026ACM Clinic wayfinding March 15, 2026',
    ]);
    expect(acme).not.toContain('Bolt lobby');

    const staff = oneLine(await fetchPdfPages(as.staff, path));
    expectAll(staff, [
      'Customer All customers',
      'Quote Number Job Name Customer Quote Date Latest Step Expected Ship Date Shipped Total Price',
      'PAT-03152026ACM Clinic wayfinding Acme Signs March 15, 2026',
      'PAT-BOLT Bolt lobby Bolt Dental March 15, 2026',
    ]);
    const outside = oneLine(
      await fetchPdfPages(as.staff, '/api/pdf/customerreport.pdf?from_date=2020-01-01&to_date=2020-01-31'),
    );
    expect(outside).toContain('No jobs match this search.');
  });

  it('refuses a bad date with 400', async () => {
    expect((await fetchBinary(as.staff, '/api/pdf/customerreport.pdf?from_date=03/01/2026')).status).toBe(
      400,
    );
  });
});

describe('purchase order PDFs and one-time downloads', () => {
  const item = (item_number: string, description: string, quantity: number, unit_price: number) => ({
    item_number,
    description,
    quantity,
    unit_price,
  });
  const charges = { sales_tax: 9.99, shipping_charge: 25, discount: 5 };
  const items = [
    item('AL-040', 'Aluminum sheet .040 48x96', 3, 41.5),
    item('VHB-1', 'VHB tape roll', 2, 12.345),
  ];
  const order = {
    ...charges,
    items,
    vendor_name: 'Rowmark Plastics',
    vendor_shipping_address: '88 Polymer Way\nDecatur, IL 62521',
    order_date: '2026-03-10',
  };

  it('renders a saved order numbered 1,000,000 + id with its totals, downloadable once', async () => {
    const created = await as.staff.post('/api/purchase_order/purchase_order', { purchase_order: order });
    const poId = created.body.purchase_order.id as number;
    const response = await as.staff.post(`/api/pdf/purchase_order/${poId}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: expect.stringMatching(/^[\w-]{20,}$/) });

    const path = `/api/file/onetimeuse/${response.body.id}/PurchaseOrder.pdf`;
    const download = await fetchBinary(as.staff, path);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('filename="PurchaseOrder.pdf"');
    const text = oneLine(await pdfPages(download.bytes));
    const totals = purchaseOrderTotals(order);
    expect(text).toContain(`PURCHASE ORDER PO Number ${1_000_000 + poId} Order Date March 10, 2026`);
    expect(text).toContain('VENDOR Rowmark Plastics 88 Polymer Way Decatur, IL 62521');
    expect(text).toContain('AL-040 Aluminum sheet .040 48x96 3 $41.50 $124.50');
    expect(text).toContain('VHB-1 VHB tape roll 2 $12.35 $24.69');
    expect(text).toContain(
      `Sub Total ${formatMoney(totals.subTotal)} Sales Tax $9.99 Shipping $25.00 Discount -$5.00 Total ${formatMoney(totals.total)}`,
    );
    expect(totals.total).toBe(179.18);

    const again = await fetchBinary(as.staff, path);
    expect(again.status).toBe(404);
    expect(again.json().code).toBe('NOT_FOUND');
  });

  it('renders the order as typed in the form (POST /api/pdf/purchase_order/ with a body)', async () => {
    const response = await as.staff.post('/api/pdf/purchase_order/', {
      company_name: 'Rowmark Plastics',
      company_address: '88 Polymer Way',
      order_date: '2026-03-10',
      ship_via: 'Fed EX',
      order_by: 'Pat',
      delivery_date: '',
      items,
      ...charges,
      notes: 'Back dock',
    });
    expect(response.status).toBe(200);
    const text = oneLine(
      await fetchPdfPages(as.staff, `/api/file/onetimeuse/${response.body.id}/PurchaseOrder.pdf`),
    );
    expect(text).toContain('PO Number not saved yet');
    expect(text).toContain('Ship Via Fed EX');
    expect(text).toContain('Sub Total $149.19 Sales Tax $9.99 Shipping $25.00 Discount -$5.00 Total $179.18');
    expect(text).toContain('NOTES Back dock');
  });

  it('refuses bad bodies with 400 and unknown orders with 404', async () => {
    expect((await as.staff.post('/api/pdf/purchase_order/', { items: 'many' })).status).toBe(400);
    expect((await as.staff.post('/api/pdf/purchase_order/', { order_date: '03/10/2026' })).status).toBe(400);
    expect((await as.staff.post('/api/pdf/purchase_order/999999')).status).toBe(404);
    expect((await as.staff.post('/api/pdf/purchase_order/abc')).status).toBe(400);
  });

  it.each(['customerA', 'machine'] as const)('refuses a %s with 403', async (who) => {
    expect((await as[who].post('/api/pdf/purchase_order/1')).status).toBe(403);
    expect((await as[who].post('/api/pdf/purchase_order/', {})).status).toBe(403);
    expect((await as[who].post('/api/pdf/projectmanager/', { sections: {} })).status).toBe(403);
  });

  it('serves a download only to the account that made it, and not after it expires', async () => {
    const make = async () =>
      (await as.staff.post('/api/pdf/purchase_order/', { company_name: 'Vendor' })).body.id as string;
    const other = await signInAs('staff', 'Northside Sign Co.');
    const id = await make();
    expect((await fetchBinary(other, `/api/file/onetimeuse/${id}/PurchaseOrder.pdf`)).status).toBe(404);
    expect((await fetchBinary(as.staff, `/api/file/onetimeuse/${id}/PurchaseOrder.pdf`)).status).toBe(200);

    const expiring = await make();
    const [row] = await t.db.select().from(oneTimeDownloads).where(eq(oneTimeDownloads.id, expiring));
    expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBe(10 * 60 * 1000);
    await t.db
      .update(oneTimeDownloads)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(oneTimeDownloads.id, expiring));
    expect((await fetchBinary(as.staff, `/api/file/onetimeuse/${expiring}/PurchaseOrder.pdf`)).status).toBe(
      404,
    );
    await make(); // storing sweeps expired downloads
    expect(await t.db.select().from(oneTimeDownloads).where(eq(oneTimeDownloads.id, expiring))).toEqual([]);
  });
});

describe('POST /api/pdf/projectmanager/', () => {
  it('renders the six sections in their fixed order, "No Quotes" for an empty one, as a one-time download', async () => {
    const job = (id: number, job_name: string, comment = '') => ({
      id,
      customer_name: 'Acme Signs',
      job_name,
      project_manager: null,
      project_manager_comment: comment,
    });
    const response = await as.staff.post('/api/pdf/projectmanager/', {
      project_manager: 'All',
      sections: {
        waiting: [job(boltId, 'Bolt lobby', 'Proof sent Monday')],
        approved: [job(exampleId, 'Clinic wayfinding'), job(987654, 'Clinic annex')],
        completed: [],
        in_progress: [],
        not_started: [],
        on_hold: [],
      },
    });
    expect(response.status).toBe(200);
    const text = oneLine(
      await fetchPdfPages(as.staff, `/api/file/onetimeuse/${response.body.id}/ProjectManager.pdf`),
    );
    expect(text).toContain('PROJECT MANAGER REPORT Project Manager All Project Managers');
    expect(text).toContain(
      'Work Approved and Placed Into Production (2) Quote Number Job Name Customer Project Manager Comment PAT-03152026ACM Clinic wayfinding Acme Signs Clinic annex Acme Signs',
    );
    expect(text).toContain(
      'Work On Hold (0) Quote Number Job Name Customer Project Manager Comment No Quotes',
    );
    expect(text).toContain(
      'Waiting On Approval (1) Quote Number Job Name Customer Project Manager Comment PAT-BOLT Bolt lobby Acme Signs Proof sent Monday',
    );
    expect(text.indexOf('Work Completed')).toBeLessThan(text.indexOf('Work In Progress'));
  });

  it('names a project manager given by id', async () => {
    const pm = await insertAccount(t.db, { ...PERSONAS.staff, firstName: 'Morgan' });
    const response = await as.staff.post('/api/pdf/projectmanager/', {
      project_manager: pm.id,
      sections: {},
    });
    const text = oneLine(
      await fetchPdfPages(as.staff, `/api/file/onetimeuse/${response.body.id}/ProjectManager.pdf`),
    );
    expect(text).toContain('Project Manager Morgan Tester');
  });

  it('refuses a body without sections with 400', async () => {
    expect((await as.staff.post('/api/pdf/projectmanager/', { project_manager: 'All' })).status).toBe(400);
    expect((await as.staff.post('/api/pdf/projectmanager/', { sections: { a: 'x' } })).status).toBe(400);
  });
});

import { EMPTY_ADDRESS_PRESET } from '@signshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { fetchBinary, pdfToText } from '../../../test/support/pdf-test-helpers.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';

let t: TestApp;
let staff: ApiClient;
let quoteId: number;
const WEBSITE = 'https://www.riversidesignco.example';

beforeAll(async () => {
  t = await startTestApp({ SHOP_NAME: 'Env Sign Co.' });
  const admin = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.admin)).email);
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
  const renamed = await admin.put('/api/admin/shop', {
    shop: {
      name: 'Riverside Sign Co.',
      address: '5 River Road\nDayton, OH 45402',
      phone: '(937) 555-0110',
      email: 'orders@riversidesignco.example',
      website: WEBSITE,
      address_presets: [EMPTY_ADDRESS_PRESET, EMPTY_ADDRESS_PRESET],
      default_payment_terms: { text: 'Net 30', days: 30 },
    },
  });
  expect(renamed.status).toBe(200);
  const processId = await insertExampleProcess(t.db);
  quoteId = (await staff.post('/api/quote', { quote: exampleQuoteBody(processId) })).body.quote.id;
});
afterAll(() => t.close());

const lines = (text: string) => text.split('\n').map((line) => line.trim());

/** A purchase order saved with these dates, printed, as pdftotext reads it. */
async function purchaseOrderText(dates: Record<string, string>) {
  const created = await staff.post('/api/purchase_order/purchase_order', {
    purchase_order: { vendor_name: 'Rowmark Plastics', items: [], ...dates },
  });
  expect(created.status).toBe(200);
  const printed = await staff.post(`/api/pdf/purchase_order/${created.body.purchase_order.id}`);
  const pdf = await fetchBinary(staff, `/api/file/onetimeuse/${printed.body.id}/PurchaseOrder.pdf`);
  return pdfToText(pdf.bytes);
}

describe("the documents' letterhead and footer", () => {
  it("keep the packaging slip's date and the shop's website each on one line, and name the shop in the footer", async () => {
    const pdf = await fetchBinary(
      staff,
      `/api/pdf/packagingslip/id/slip.pdf?id=${quoteId}&quantities=${encodeURIComponent('[1,1,1]')}&packagingNumber=00002`,
    );
    expect(pdf.status, new TextDecoder().decode(pdf.bytes)).toBe(200);
    const text = pdfToText(pdf.bytes);
    expect(text).toMatch(/Packaging Number +00002/);
    expect(text).toMatch(/Date +[A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(lines(text)).toContain(WEBSITE);
    expect(text).toMatch(
      /Riverside Sign Co\. +· +\(937\) 555-0110 +· +orders@riversidesignco\.example +Page 1 of 1/,
    );
    expect(text).not.toContain('SignShop');
    expect(text).not.toContain('Env Sign Co.');
  });

  it("prints a purchase order's expected delivery under its own label until it is delivered", async () => {
    const ordered = await purchaseOrderText({
      order_date: '2026-03-10',
      expected_delivery_date: '2026-03-24',
    });
    expect(ordered).toMatch(/Order Date +March 10, 2026/);
    expect(ordered).toMatch(/Expected Delivery +March 24, 2026/);
    expect(ordered).not.toContain('Delivery Date');

    const delivered = await purchaseOrderText({
      order_date: '2026-03-10',
      expected_delivery_date: '2026-03-24',
      delivery_date: '2026-03-21',
    });
    expect(delivered).toMatch(/Delivery Date +March 21, 2026/);
    expect(delivered).not.toContain('Expected Delivery');

    const planned = await purchaseOrderText({ expected_order_date: '2026-03-02' });
    expect(planned).toMatch(/Expected Order +March 2, 2026/);
    expect(planned).toMatch(/Delivery Date +—/);
  });
});

import { imageFacts } from '@signshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { quotes, shopLogo } from '../../db/schema/index.ts';
import { drawLogoPng } from '../../demo/demo-logo.ts';
import { uploadFile } from '../files/multipart-upload.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn, type Persona } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';
import { fetchBinary, pdfPageImages } from '../../../test/support/pdf-test-helpers.ts';

let t: TestApp;
let quoteId: number;
const as = {} as Record<'admin' | 'staff' | 'customer', ApiClient>;
const signInAs = async (persona: Persona) =>
  signIn(t.client(), (await insertAccount(t.db, { ...PERSONAS[persona], company: 'Acme Signs' })).email);

const navyLogo = drawLogoPng({ width: 300, height: 100, badge: [31, 58, 95], mark: [242, 169, 0] });
const greenLogo = drawLogoPng({ width: 120, height: 120, badge: [20, 110, 60], mark: [255, 255, 255] });
/** The start of a baseline JPEG: SOI, a JFIF APP0 segment, then SOF0 for 640 × 200 pixels. */
const jpegHead = Buffer.from([
  ...[0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0],
  ...[0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 200, 0x02, 0x80, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  ...[0xff, 0xd9],
]);

const upload = (client: ApiClient | null, filename: string, content: Buffer) =>
  uploadFile({
    baseUrl: t.baseUrl,
    path: '/api/admin/shop/logo',
    cookie: client?.cookie,
    filename,
    content,
  });
const storedLogo = async () => t.db.select().from(shopLogo);
const quotePdfImages = async (client: ApiClient) => {
  const pdf = await fetchBinary(client, `/api/pdf/id/x.pdf?id=${quoteId}`);
  expect(pdf.status).toBe(200);
  return pdfPageImages(pdf.bytes);
};

beforeAll(async () => {
  t = await startTestApp({ SHOP_NAME: 'Harbor Sign Works' });
  as.admin = await signInAs('admin');
  as.staff = await signInAs('staff');
  as.customer = await signInAs('customer');
  const processId = await insertExampleProcess(t.db);
  quoteId = (await as.staff.post('/api/quote', { quote: exampleQuoteBody(processId) })).body.quote.id;
});
afterAll(() => t.close());

describe("the shop's logo", () => {
  it('is uploaded by an admin as a PNG, read from its bytes, and offered by GET /api/shop', async () => {
    const response = await upload(as.admin, 'harbor.png', navyLogo);
    expect(response.status).toBe(200);
    expect(response.body.logo).toMatchObject({ content_type: 'image/png', width: 300, height: 100 });
    expect(response.body.logo.url).toMatch(/^\/api\/shop\/logo\/[0-9a-f]{20}$/);
    expect((await as.customer.get('/api/shop')).body.logo).toEqual(response.body.logo);
    const [row] = await storedLogo();
    expect(Buffer.compare(row!.data, navyLogo)).toBe(0);
  });

  it('is served at a versioned URL with an ETag, cached for good, and 304 when unchanged', async () => {
    const { url } = (await as.staff.get('/api/shop')).body.logo;
    const image = await fetchBinary(as.staff, url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(Buffer.compare(Buffer.from(image.bytes), navyLogo)).toBe(0);
    const etag = image.headers.get('etag')!;
    const again = await fetch(t.baseUrl + url, {
      headers: { cookie: as.staff.cookie!, 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect((await fetchBinary(t.client(), url)).status).toBe(401);
  });

  it('is printed in the quote PDF and the invoice PDF as an image of its own size', async () => {
    expect((await quotePdfImages(as.staff))[0]).toEqual([{ width: 300, height: 100 }]);
    await t.db
      .update(quotes)
      .set({ is_shipped: true, shipped_date: '2026-04-01' })
      .where(eq(quotes.id, quoteId));
    const invoice = await fetchBinary(as.staff, `/api/pdf/invoice/${quoteId}/x-invoice.pdf`);
    expect((await pdfPageImages(invoice.bytes))[0]).toEqual([{ width: 300, height: 100 }]);
  });

  it('is shown inline in the quote email (HTML img by cid, the image attached with that cid)', async () => {
    const sent = await as.staff.post('/api/email', {
      quote: { id: quoteId },
      email: { fromEmail: '', toEmail: 'logo@pier.test', ccEmail: '', subject: '', body: '' },
    });
    expect(sent.status).toBe(200);
    const mail = await t.mailbox.waitFor('logo@pier.test');
    const logo = mail.attachments.find((attachment) => attachment.contentType === 'image/png');
    expect(logo?.cid).toBe('shop-logo@signshop');
    expect(logo?.contentDisposition).toBe('inline');
    expect(Buffer.compare(logo!.content, navyLogo)).toBe(0);
    expect(logo?.related).toBe(true);
    // mailparser resolves the HTML's cid: reference to the attachment it names, as mail apps do.
    expect(mail.html).toContain(
      `<img src="data:image/png;base64,${navyLogo.toString('base64')}" alt="Harbor Sign Works" width="180" height="60"`,
    );
    expect(mail.attachments.map((attachment) => attachment.contentType)).toContain('application/pdf');
  });

  it('is replaced by a new upload: a new URL, the old one answering the new logo uncached', async () => {
    const oldUrl = (await as.admin.get('/api/shop')).body.logo.url;
    const response = await upload(as.admin, 'square.png', greenLogo);
    expect(response.status).toBe(200);
    expect(response.body.logo).toMatchObject({ width: 120, height: 120 });
    expect(response.body.logo.url).not.toBe(oldUrl);
    const old = await fetchBinary(as.staff, oldUrl);
    expect(old.headers.get('cache-control')).toBe('private, no-cache');
    expect(Buffer.compare(Buffer.from(old.bytes), greenLogo)).toBe(0);
    expect((await quotePdfImages(as.staff))[0]).toEqual([{ width: 120, height: 120 }]);
  });

  it('scales a large PNG down to what print needs (600 × 200 at most), keeping its proportions', async () => {
    const large = drawLogoPng({ width: 1800, height: 720, badge: [31, 58, 95], mark: [242, 169, 0] });
    const response = await upload(as.admin, 'large.png', large);
    expect(response.status).toBe(200);
    expect(response.body.logo).toMatchObject({ content_type: 'image/png', width: 500, height: 200 });
    const served = await fetchBinary(as.staff, response.body.logo.url);
    expect(imageFacts(served.bytes)).toEqual({ content_type: 'image/png', width: 500, height: 200 });
    expect((await quotePdfImages(as.staff))[0]).toEqual([{ width: 500, height: 200 }]);
  });

  it('takes a JPEG, its size read from the frame header', async () => {
    const response = await upload(as.admin, 'logo.jpeg', jpegHead);
    expect(response.status).toBe(200);
    expect(response.body.logo).toMatchObject({ content_type: 'image/jpeg', width: 640, height: 200 });
    expect((await upload(as.admin, 'square.png', greenLogo)).status).toBe(200);
  });

  it.each([
    [
      'a text file named .png',
      'logo.png',
      Buffer.from('not an image at all'),
      'Logo: The file is not a PNG or JPEG image.',
    ],
    [
      'a GIF named .jpg',
      'logo.jpg',
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
      'Logo: The file is not a PNG or JPEG image.',
    ],
    ['an empty file', 'logo.png', Buffer.alloc(0), 'Logo: The file is empty.'],
    [
      'a damaged PNG',
      'logo.png',
      Buffer.concat([navyLogo.subarray(0, 40), Buffer.alloc(200, 9)]),
      'Logo: The PNG image is damaged and cannot be read.',
    ],
    [
      'a PNG over 512 kB',
      'big.png',
      Buffer.concat([navyLogo, Buffer.alloc(512 * 1024)]),
      'Logo: The file is larger than 512 kB.',
    ],
  ])(
    'refuses %s with 400 naming the field, keeping the logo it had',
    async (_what, name, content, message) => {
      const before = await storedLogo();
      const response = await upload(as.admin, name, content);
      expect(response.status).toBe(400);
      expect(response.body.err).toBe(message);
      expect(await storedLogo()).toEqual(before);
    },
  );

  it('may be set and removed by an admin only: 401 signed out, 403 staff and customer, nothing changed', async () => {
    const before = await storedLogo();
    expect((await upload(null, 'x.png', navyLogo)).status).toBe(401);
    expect((await upload(as.staff, 'x.png', navyLogo)).status).toBe(403);
    expect((await upload(as.customer, 'x.png', navyLogo)).status).toBe(403);
    expect((await t.client().delete('/api/admin/shop/logo')).status).toBe(401);
    expect((await as.staff.delete('/api/admin/shop/logo')).status).toBe(403);
    expect((await as.customer.delete('/api/admin/shop/logo')).status).toBe(403);
    expect(await storedLogo()).toEqual(before);
  });

  it('is removed by an admin: GET /api/shop has none, its URL answers 404, PDFs print no image', async () => {
    const { url } = (await as.admin.get('/api/shop')).body.logo;
    const response = await as.admin.delete('/api/admin/shop/logo');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ logo: null });
    expect(await storedLogo()).toEqual([]);
    expect((await as.staff.get('/api/shop')).body.logo).toBeNull();
    expect((await fetchBinary(as.staff, url)).status).toBe(404);
    expect((await quotePdfImages(as.staff))[0]).toEqual([]);
  });
});

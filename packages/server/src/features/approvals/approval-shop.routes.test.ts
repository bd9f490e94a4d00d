import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EMPTY_ADDRESS_PRESET } from '@signshop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalRequests } from '../../db/schema/index.ts';
import { drawLogoPng } from '../../demo/demo-logo.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { approvalLink } from '../../../test/support/approval-links.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';
import { uploadFile } from '../files/multipart-upload.ts';

let t: TestApp;
let dataDir: string;
let processId: number;
let staffEmail: string;
const as = {} as Record<'admin' | 'staff', ApiClient>;
const logo = drawLogoPng({ width: 300, height: 100, badge: [31, 58, 95], mark: [242, 169, 0] });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signshop-approval-shop-'));
  t = await startTestApp({ SHOP_NAME: 'Env Sign Co.', DATA_DIR: dataDir });
  as.admin = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.admin)).email);
  const staff = await insertAccount(t.db, PERSONAS.staff);
  staffEmail = staff.email;
  as.staff = await signIn(t.client(), staff.email);
  processId = await insertExampleProcess(t.db);
  const renamed = await as.admin.put('/api/admin/shop', {
    shop: {
      name: 'Riverside Sign Co.',
      address: '5 River Road\nDayton, OH 45402',
      phone: '(937) 555-0110',
      email: 'hello@riverside.test',
      website: 'https://riverside.test',
      address_presets: [EMPTY_ADDRESS_PRESET, EMPTY_ADDRESS_PRESET],
      default_payment_terms: { text: 'Net 30', days: 30 },
    },
  });
  expect(renamed.status).toBe(200);
  const uploaded = await uploadFile({
    baseUrl: t.baseUrl,
    path: '/api/admin/shop/logo',
    cookie: as.admin.cookie,
    filename: 'logo.png',
    content: logo,
  });
  expect(uploaded.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let mails = 0;
async function newQuote() {
  const email = `river${++mails}@acme.test`;
  const body = exampleQuoteBody(processId, {
    contact_info: { first_name: 'Pat', last_name: 'Lee', email, phonenumber: '' },
  });
  const response = await as.staff.post('/api/quote', { quote: body });
  expect(response.status).toBe(201);
  return { id: response.body.quote.id as number, givenId: response.body.quote.given_id as string, email };
}

const records = async (quoteId: number) =>
  (await as.staff.get(`/api/approval/quote/${quoteId}`)).body.approvals as Array<{
    id: number;
    state: string;
    revision: number;
  }>;

describe('approvals under the shop identity the admin set', () => {
  it("mails the request with the shop's logo, name and website, and the page names the shop", async () => {
    const quote = await newQuote();
    expect((await as.staff.post(`/api/approval/quote/${quote.id}`, {})).status).toBe(201);
    const mail = await t.mailbox.waitFor(quote.email);
    for (const part of [mail.text!, mail.html as string]) {
      expect(part).toContain('Riverside Sign Co.');
      expect(part).toContain('https://riverside.test');
      expect(part).not.toContain('Env Sign Co.');
    }
    // mailparser writes the inline image into the HTML as a data: address.
    expect(mail.html).toMatch(/<img src="data:image\/png;base64,[^"]+" alt="Riverside Sign Co\."/);
    const inline = mail.attachments.find((attachment) => attachment.cid === 'shop-logo@signshop');
    expect(inline?.contentDisposition).toBe('inline');
    expect(Buffer.compare(inline!.content, logo)).toBe(0);

    const page = await t.client().get(`/api/approve/${approvalLink(mail).token}`);
    expect(page.body.shop_name).toBe('Riverside Sign Co.');
  });

  it('tells staff of the answer with the quote number as written', async () => {
    const quote = await newQuote();
    await as.staff.post(`/api/approval/quote/${quote.id}`, {});
    const { token } = approvalLink(await t.mailbox.waitFor(quote.email));
    const answer = await t.client().post(`/api/approve/${token}`, {
      decision: 'request_changes',
      comment: 'Bigger arrows',
    });
    expect(answer.status).toBe(200);
    const mail = await t.mailbox.waitFor(staffEmail);
    expect(mail.subject).toBe(`Quote ${quote.givenId} (Clinic wayfinding): changes requested`);
    expect(mail.text).toContain(`asked for changes to quote ${quote.givenId} for Clinic wayfinding:`);
    expect(mail.text).not.toContain(quote.givenId.toLowerCase());
  });

  it('names a proof by its file name, not its folder path', async () => {
    const quote = await newQuote();
    const upload = await uploadFile({
      baseUrl: t.baseUrl,
      path: `/api/file/${quote.id}`,
      cookie: as.staff.cookie,
      folder: 'Project Management/Proofs',
      filename: 'proof1.png',
      content: logo,
    });
    expect(upload.status).toBe(200);
    expect((await as.staff.post(`/api/approval/proof/${upload.body.file.id}`, {})).status).toBe(201);
    const mail = await t.mailbox.waitFor(quote.email);
    expect(mail.subject).toBe('Please approve the art proof proof1.png: Clinic wayfinding');
    expect(`${mail.text} ${mail.html}`).not.toContain('Project Management');
  });

  it('shows a waiting request whose link expired as Expired, in the records and the quote list', async () => {
    const quote = await newQuote();
    const sent = await as.staff.post(`/api/approval/quote/${quote.id}`, {});
    await t.db
      .update(approvalRequests)
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where(eq(approvalRequests.id, sent.body.id));
    expect((await records(quote.id))[0]!.state).toBe('expired');
    const listed = async (state: string) =>
      ((await as.staff.get(`/api/quote?approval_state=${state}`)).body.quotes as Array<{ id: number }>).find(
        (row) => row.id === quote.id,
      );
    expect(await listed('expired')).toMatchObject({ approval: { state: 'expired' } });
    expect(await listed('waiting')).toBeUndefined();
  });

  it('counts revisions up per quote when the content sent differs, and keeps the number on a resend', async () => {
    const quote = await newQuote();
    await as.staff.post(`/api/approval/quote/${quote.id}`, {});
    await as.staff.post(`/api/approval/quote/${quote.id}`, {});
    const saved = (await as.staff.get(`/api/quote/${quote.id}`)).body.quote;
    expect((await as.staff.put(`/api/quote/${quote.id}`, { ...saved, shipping_cost: 40 })).status).toBe(200);
    await as.staff.post(`/api/approval/quote/${quote.id}`, {});
    expect((await records(quote.id)).map((record) => record.revision)).toEqual([2, 1, 1]);
  });
});

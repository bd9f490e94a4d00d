import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, shopToday } from '@signshop/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalAnswers, approvalRequests, backlogCurrent } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { approvalLink } from '../../../test/support/approval-links.ts';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { fetchBinary } from '../../../test/support/pdf-test-helpers.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { uploadFile } from '../files/multipart-upload.ts';
import { contentHash } from '../../job-core/approval-token.ts';

let t: TestApp;
let dataDir: string;
let staff: ApiClient;
let customer: ApiClient;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signshop-proofs-'));
  t = await startTestApp({ DATA_DIR: dataDir });
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
  customer = await signIn(
    t.client(),
    (await insertAccount(t.db, { ...PERSONAS.customer, company: 'Acme Signs' })).email,
  );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let jobs = 0;
async function jobWithProof(
  folder = 'Project Management/Proofs',
  filename = 'lobby proof.png',
  content: Buffer | string = PNG,
) {
  const email = `proof${++jobs}@acme.test`;
  const quote = await insertQuote(t.db, {
    job_name: `Proof job ${jobs}`,
    contact_info: { first_name: 'Pat', last_name: 'Lee', email, phonenumber: '' },
  });
  const upload = await uploadFile({
    baseUrl: t.baseUrl,
    path: `/api/file/${quote.id}`,
    cookie: staff.cookie,
    folder,
    filename,
    content,
  });
  expect(upload.status).toBe(200);
  return { quote, email, fileId: upload.body.file.id as number };
}

const stage = async (quoteId: number, typeId: number) =>
  (
    await t.db
      .select()
      .from(backlogCurrent)
      .where(and(eq(backlogCurrent.quote_id, quoteId), eq(backlogCurrent.type_id, typeId)))
  )[0];
const pmSection = async (quoteId: number, date = shopToday(t.config.shopTimeZone)) => {
  const { body } = await staff.get(`/api/projectmanagerschedule?project_manager=all&date=${date}`);
  return Object.entries(body.sections as Record<string, Array<{ id: number }>>)
    .filter(([, entries]) => entries.some((entry) => entry.id === quoteId))
    .map(([section]) => section);
};

describe('art proofs sent for approval', () => {
  it('records Drawing Sent To Customer today, mails the link, shows the file inline, and moves the job to Approved on approval', async () => {
    const { quote, email, fileId } = await jobWithProof();
    const today = shopToday(t.config.shopTimeZone);
    const sent = await staff.post(`/api/approval/proof/${fileId}`, {});
    expect(sent.status).toBe(201);
    expect(await stage(quote.id, 4)).toMatchObject({ is_checked: true, date_given: today });
    // The schedule shows a drawing sent today under Work Completed, and from the next day under Waiting On Approval.
    expect(await pmSection(quote.id)).toEqual(['completed']);
    expect(await pmSection(quote.id, addDays(today, 1))).toEqual(['waiting']);
    const [request] = await t.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.quote_id, quote.id));
    expect(request!.content_hash).toBe(contentHash(PNG));

    const { token } = approvalLink(await t.mailbox.waitFor(email));
    const page = await t.client().get(`/api/approve/${token}`);
    expect(page.body).toMatchObject({
      kind: 'proof',
      file: { name: 'Project Management/Proofs/lobby proof.png', type: 'image/png' },
    });
    const file = await fetchBinary(t.client(), `/api/approve/${token}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toMatch(/^inline/);
    expect(Buffer.from(file.bytes).equals(PNG)).toBe(true);

    const answer = await t
      .client()
      .post(`/api/approve/${token}`, { decision: 'approve', name: 'Pat Lee', confirm: true });
    expect(answer.status).toBe(200);
    expect(await stage(quote.id, 6)).toMatchObject({ is_checked: true, date_given: today });
    expect(await pmSection(quote.id)).toEqual(['approved']);
    const [recorded] = await t.db
      .select()
      .from(approvalAnswers)
      .where(eq(approvalAnswers.request_id, request!.id));
    expect(recorded!.content_hash).toBe(contentHash(PNG));
  });

  it('records Resubmit Drawing on a change request', async () => {
    const { quote, email, fileId } = await jobWithProof();
    expect((await staff.post(`/api/approval/proof/${fileId}`, {})).status).toBe(201);
    const { token } = approvalLink(await t.mailbox.waitFor(email));
    const answer = await t
      .client()
      .post(`/api/approve/${token}`, { decision: 'request_changes', comment: 'Bigger logo.' });
    expect(answer.status).toBe(200);
    expect(await stage(quote.id, 5)).toMatchObject({ is_checked: true });
    expect(await pmSection(quote.id)).toContain('completed');
  });

  it('refuses files outside the Proofs folder or not PDF/image (400), customers (403) and signed-out users (401), writing nothing', async () => {
    const outside = await jobWithProof('Production', 'plan.png');
    const refused = await staff.post(`/api/approval/proof/${outside.fileId}`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.err).toBe(
      'file: Only files in the Project Management/Proofs folder are sent as proofs.',
    );
    const notImage = await jobWithProof('Project Management/Proofs', 'art.ai', '%!PS-Adobe-3.0 EPSF-3.0');
    expect((await staff.post(`/api/approval/proof/${notImage.fileId}`, {})).status).toBe(400);
    const proof = await jobWithProof();
    expect((await customer.post(`/api/approval/proof/${proof.fileId}`, {})).status).toBe(403);
    expect((await t.client().post(`/api/approval/proof/${proof.fileId}`, {})).status).toBe(401);
    expect((await staff.post('/api/approval/proof/999999', {})).status).toBe(404);
    for (const job of [outside, notImage, proof]) {
      expect(
        await t.db.select().from(approvalRequests).where(eq(approvalRequests.quote_id, job.quote.id)),
      ).toEqual([]);
      expect(await stage(job.quote.id, 4)).toBeUndefined();
    }
  });

  it('cannot be answered once the proof file is deleted (the page says so, 409)', async () => {
    const { email, fileId } = await jobWithProof();
    expect((await staff.post(`/api/approval/proof/${fileId}`, {})).status).toBe(201);
    const { token } = approvalLink(await t.mailbox.waitFor(email));
    expect((await staff.delete(`/api/file/${fileId}`)).status).toBe(200);
    const page = await t.client().get(`/api/approve/${token}`);
    expect(page.body.notice).toMatch(/^The proof was replaced or changed/);
    expect(
      (
        await t
          .client()
          .post(`/api/approve/${token}`, { decision: 'approve', name: 'Pat Lee', confirm: true })
      ).status,
    ).toBe(409);
  });
});

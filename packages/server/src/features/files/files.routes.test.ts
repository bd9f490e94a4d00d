import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobFiles } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { uploadFile, zeroStream } from './multipart-upload.ts';

let t: TestApp;
let dataDir: string;
let staff: ApiClient;
let customerA: ApiClient;
let customerB: ApiClient;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signshop-files-'));
  t = await startTestApp({ DATA_DIR: dataDir, FILE_MAX_MB: '300' });
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
  customerA = await signIn(
    t.client(),
    (await insertAccount(t.db, { ...PERSONAS.customer, company: 'Acme Signs' })).email,
  );
  customerB = await signIn(
    t.client(),
    (await insertAccount(t.db, { ...PERSONAS.customer, company: 'Bolt Dental' })).email,
  );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = (
  client: ApiClient,
  quoteId: number,
  filename: string,
  content: string | Buffer,
  folder?: string,
) =>
  uploadFile({
    baseUrl: t.baseUrl,
    path: `/api/file/${quoteId}`,
    cookie: client.cookie,
    folder,
    filename,
    content,
  });
const storedFiles = () =>
  fs
    .readdirSync(dataDir, { recursive: true })
    .filter((entry) => fs.statSync(path.join(dataDir, String(entry))).isFile());

describe('access', () => {
  it('requires authentication', async () => {
    const quote = await insertQuote(t.db);
    expect((await t.client().get(`/api/file/${quote.id}`)).status).toBe(401);
    expect(
      (
        await uploadFile({
          baseUrl: t.baseUrl,
          path: `/api/file/${quote.id}`,
          filename: 'a.txt',
          content: 'x',
        })
      ).status,
    ).toBe(401);
    expect((await t.client().post('/api/file/getQuotesFiles', { ids: [quote.id] })).status).toBe(401);
  });

  it("gives a customer its own company's job files and nothing of another company's", async () => {
    const ours = await insertQuote(t.db, { customer_name: 'Acme Signs' });
    const saved = await upload(staff, ours.id, 'proof.pdf', 'PDF-BYTES', 'Project Management/Proofs');
    expect(saved.status).toBe(200);
    expect(
      (await customerA.get(`/api/file/${ours.id}`)).body.files.map((f: { name: string }) => f.name),
    ).toEqual(['Project Management/Proofs/proof.pdf']);
    const id = saved.body.file.id;
    expect((await customerB.get(`/api/file/${ours.id}`)).status).toBe(404);
    expect((await customerB.get(`/api/file/${id}/proof.pdf`)).status).toBe(404);
    expect((await customerB.put(`/api/file/${id}`, { name: 'x.pdf' })).status).toBe(404);
    expect((await customerB.delete(`/api/file/${id}`)).status).toBe(404);
    expect((await upload(customerB, ours.id, 'evil.txt', 'x')).status).toBe(404);
    expect((await customerB.post('/api/file/getQuotesFiles', { ids: [ours.id] })).body.files).toEqual([]);
    expect(
      (await t.db.select().from(jobFiles).where(eq(jobFiles.quote_id, ours.id))).map((f) => f.name),
    ).toEqual(['Project Management/Proofs/proof.pdf']);
  });
});

describe('a refused upload on a keep-alive connection', () => {
  const stuckAfter = (ms: number) => new Promise<'stuck'>((resolve) => setTimeout(resolve, ms, 'stuck'));
  let acmeQuoteId: number;
  beforeAll(async () => {
    acmeQuoteId = (await insertQuote(t.db, { customer_name: 'Acme Signs' })).id;
  });

  it.each([
    ['to an unknown job', 'staff', 'unknown', 404, 'There is no quote with id 999999.'],
    ["to another company's job", 'customerB', 'acme', 404, 'There is no quote with id ACME.'],
    ['signed out', 'nobody', 'acme', 401, 'Please sign in to continue.'],
  ])(
    'answers an upload %s at once and frees the connection instead of leaving it hanging',
    async (_, who, job, status, message) => {
      const cookie = { staff: staff.cookie, customerB: customerB.cookie }[who];
      const quoteId = job === 'acme' ? acmeQuoteId : 999_999;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const before = storedFiles();
      try {
        const answer = await Promise.race([
          uploadFile({
            baseUrl: t.baseUrl,
            path: `/api/file/${quoteId}`,
            cookie,
            filename: 'big.bin',
            content: zeroStream(16 * 1024 * 1024),
            agent,
          }),
          stuckAfter(5000),
        ]);
        if (answer === 'stuck') throw new Error('no answer within 5 s');
        expect(answer.status).toBe(status);
        expect(answer.body.err).toBe(message.replace('ACME', String(acmeQuoteId)));
        expect(await Promise.race([answer.connectionFreed, stuckAfter(5000)])).not.toBe('stuck');
        expect(storedFiles()).toEqual(before);
      } finally {
        agent.destroy();
      }
    },
  );
});

describe('upload, list, rename, download, delete', () => {
  it('removes bidi controls from uploaded and renamed file names, so a name shows as what it is', async () => {
    const quote = await insertQuote(t.db);
    const saved = (await upload(staff, quote.id, 'report\u202Egnp.exe', 'MZ')).body.file;
    expect(saved.name).toBe('reportgnp.exe');
    const renamed = await staff.put(`/api/file/${saved.id}`, { name: 'Production/\u2067inv\u2069oice.pdf' });
    expect(renamed.body.file.name).toBe('Production/invoice.pdf');
    expect(
      (await staff.get(`/api/file/${quote.id}`)).body.files.map((f: { name: string }) => f.name),
    ).toEqual(['Production/invoice.pdf']);
  });

  it('keeps the folder path in the name and streams the bytes back', async () => {
    const quote = await insertQuote(t.db);
    const saved = (await upload(staff, quote.id, 'layout.ai', 'ART-WORK', 'Project Management/Art Files'))
      .body.file;
    expect(saved).toMatchObject({
      name: 'Project Management/Art Files/layout.ai',
      size: 8,
      quote_id: quote.id,
    });
    const renamed = await staff.put(`/api/file/${saved.id}`, { name: 'Production/layout-final.ai' });
    expect(renamed.body.file.name).toBe('Production/layout-final.ai');
    const download = await fetch(`${t.baseUrl}/api/file/${saved.id}/layout-final.ai`, {
      headers: { cookie: staff.cookie! },
    });
    expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''layout-final.ai");
    expect(await download.text()).toBe('ART-WORK');
    expect((await staff.post('/api/file/getQuotesFiles', { ids: [quote.id] })).body.files).toHaveLength(1);
    expect((await staff.delete(`/api/file/${saved.id}`)).status).toBe(200);
    expect((await staff.get(`/api/file/${quote.id}`)).body.files).toEqual([]);
    expect(
      (
        await fetch(`${t.baseUrl}/api/file/${saved.id}/layout-final.ai`, {
          headers: { cookie: staff.cookie! },
        })
      ).status,
    ).toBe(404);
  });

  it.each([
    ['a parent folder', '../../etc', 'passwd'],
    ['an absolute path', '/etc', 'passwd'],
    ['a NUL byte', 'Production', 'a\0b.txt'],
    ['a backslash', '..\\up', 'secret.txt'],
    ['an over-long name', 'Production', `${'x'.repeat(300)}.txt`],
  ])('refuses a name with %s and writes nothing', async (_case, folder, filename) => {
    const quote = await insertQuote(t.db);
    const before = storedFiles().length;
    const response = await uploadFile({
      baseUrl: t.baseUrl,
      path: `/api/file/${quote.id}`,
      cookie: staff.cookie,
      folder,
      filename,
      content: 'x',
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
    expect(storedFiles().length).toBe(before);
    expect(await t.db.select().from(jobFiles).where(eq(jobFiles.quote_id, quote.id))).toHaveLength(0);
    const good = (await upload(staff, quote.id, 'ok.txt', 'x')).body.file;
    const rename = await staff.put(`/api/file/${good.id}`, { name: `${folder}/${filename}` });
    expect(rename.status).toBe(400);
    expect((await t.db.select().from(jobFiles).where(eq(jobFiles.id, good.id)))[0]?.name).toBe('ok.txt');
  });

  it('refuses a file over the size limit and keeps none of it', async () => {
    const small = await startTestApp({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'signshop-small-')),
      FILE_MAX_MB: '1',
    });
    try {
      const client = await signIn(small.client(), (await insertAccount(small.db, PERSONAS.staff)).email);
      const quote = await insertQuote(small.db);
      const response = await uploadFile({
        baseUrl: small.baseUrl,
        path: `/api/file/${quote.id}`,
        cookie: client.cookie,
        filename: 'big.bin',
        content: zeroStream(3 * 1024 * 1024),
      });
      expect(response.status).toBe(400);
      expect(response.body.err).toBe('The file is larger than the limit of 1 MB.');
      expect(await small.db.select().from(jobFiles)).toHaveLength(0);
    } finally {
      await small.close();
    }
  });

  it('streams a 200 MB upload to storage with memory staying flat', async () => {
    const quote = await insertQuote(t.db);
    const size = 200 * 1024 * 1024;
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const response = await uploadFile({
      baseUrl: t.baseUrl,
      path: `/api/file/${quote.id}`,
      cookie: staff.cookie,
      folder: 'Production',
      filename: 'plate-file.nc',
      content: zeroStream(size),
    });
    clearInterval(sampler);
    expect(response.status).toBe(200);
    expect(response.body.file.size).toBe(size);
    const growthMb = (peak - before) / 1048576;
    console.log(`200 MB upload: resident memory grew by ${growthMb.toFixed(1)} MB`);
    expect(growthMb).toBeLessThan(100);
    const [row] = await t.db.select().from(jobFiles).where(eq(jobFiles.quote_id, quote.id));
    expect(fs.statSync(path.join(dataDir, 'files', row!.storage_key)).size).toBe(size);
  });
});

describe('long file names', () => {
  it('downloads a file whose name is 255 characters, non-Western, by its link; a longer name in the link is a 400 naming it', async () => {
    const quote = await insertQuote(t.db);
    const name = `${'看板の最終校正'.repeat(36)}.pdf`.slice(-255);
    expect(name).toHaveLength(255);
    const saved = (await upload(staff, quote.id, name, 'PROOF')).body.file;
    expect(saved.name).toBe(name);
    const download = await fetch(`${t.baseUrl}/api/file/${saved.id}/${encodeURIComponent(name)}`, {
      headers: { cookie: staff.cookie! },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(encodeURIComponent(name));
    expect(await download.text()).toBe('PROOF');
    const tooLong = await staff.get(`/api/file/${saved.id}/${encodeURIComponent(`${name}x`)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.err).toContain('name');
  });
});

import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { access } from '@signshop/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobFiles, type AccountRow } from '../../db/schema/index.ts';
import { createLocalStorage } from '../../platform/storage/local-storage.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { storeOneTimeDownload } from '../documents/one-time-downloads.service.ts';
import { saveUpload } from './files.service.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import {
  insertAccount,
  insertQuote,
  PERSONAS,
  signIn,
  type Persona,
} from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { uploadFile, zeroStream } from './multipart-upload.ts';

let t: TestApp;
let dataDir: string;
let staff: ApiClient;
let staffAccount: AccountRow;
let customerA: ApiClient;
let customerB: ApiClient;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signshop-files-'));
  t = await startTestApp({ DATA_DIR: dataDir, FILE_MAX_MB: '300' });
  staffAccount = await insertAccount(t.db, PERSONAS.staff);
  staff = await signIn(t.client(), staffAccount.email);
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
/** The files below `dir`, as paths relative to it. */
const filesIn = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((entry) => fs.statSync(path.join(dir, entry)).isFile());
const storedFiles = () => filesIn(dataDir);

/** Runs `work` on an app of its own (on a fresh data dir, with `env`) and a staff member signed in to it. */
async function withOwnApp(
  env: Record<string, string>,
  work: (app: TestApp, staff: ApiClient, dir: string) => Promise<void>,
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signshop-own-'));
  const own = await startTestApp({ DATA_DIR: dir, ...env });
  try {
    await work(own, await signIn(own.client(), (await insertAccount(own.db, PERSONAS.staff)).email), dir);
  } finally {
    await own.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The first bytes of a PNG file: enough for its type to be read. */
const PNG = Buffer.concat([
  Buffer.from([0x89]),
  Buffer.from('PNG\r\n'),
  Buffer.from([0x1a, 0x0a]),
  Buffer.alloc(40, 3),
]);

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

describe('who may upload', () => {
  it.each([
    ['an unverified customer', PERSONAS.unverified],
    ['an unverified staff member', { ...PERSONAS.staff, verified: false }],
  ])('refuses %s even on its own quote (403 saying why) and stores nothing', async (_, persona) => {
    const account = await insertAccount(t.db, persona);
    const client = await signIn(t.client(), account.email);
    const own = await insertQuote(t.db, { customer_name: 'Acme Signs', created_by: account.id });
    expect((await client.get(`/api/file/${own.id}`)).status).toBe(200);
    const before = storedFiles();
    const answer = await upload(client, own.id, 'huge.bin', Buffer.alloc(64 * 1024, 1));
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ err: access.fileUpload.refusal, code: 'FORBIDDEN' });
    expect(await t.db.select().from(jobFiles).where(eq(jobFiles.quote_id, own.id))).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  it.each(['customer', 'staff', 'admin', 'machine'] as Persona[])(
    'lets a verified %s upload to a job it reaches and download it back',
    async (persona) => {
      const client = await signIn(t.client(), (await insertAccount(t.db, PERSONAS[persona])).email);
      const quote = await insertQuote(t.db, { customer_name: 'Acme Signs' });
      const answer = await upload(client, quote.id, 'logo.png', PNG, 'Project Management/Art Files');
      expect(answer.status).toBe(200);
      expect(answer.body.file).toMatchObject({
        name: 'Project Management/Art Files/logo.png',
        size: PNG.length,
        content_type: 'image/png',
      });
      const download = await fetch(`${t.baseUrl}/api/file/${answer.body.file.id}/logo.png`, {
        headers: { cookie: client.cookie! },
      });
      expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG);
    },
  );
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
    await withOwnApp({ FILE_MAX_MB: '1' }, async (small, client, dir) => {
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
      expect(filesIn(dir)).toEqual([]);
    });
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
    expect(tooLong.body.err).toBe('Name can be at most 255 characters long.');
  });
});

/** Sends `body` to the upload route as is, under `contentType`. */
async function rawUpload(quoteId: number, contentType: string, body: string) {
  const response = await fetch(`${t.baseUrl}/api/file/${quoteId}`, {
    method: 'POST',
    headers: { cookie: staff.cookie!, 'content-type': contentType },
    body,
  });
  return { status: response.status, body: await response.json() };
}

describe('a malformed multipart body', () => {
  const part = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n` +
    'Content-Type: text/plain\r\n\r\nhello';
  it.each([
    ['without a boundary', 'multipart/form-data', part('xyz')],
    ['cut off before its closing boundary', 'multipart/form-data; boundary=xyz', part('xyz')],
    [
      'with a broken part header',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nno colon here\r\n\r\nhi\r\n--xyz--\r\n',
    ],
    ['holding no part at all', 'multipart/form-data; boundary=xyz', 'just some text'],
  ])('answers a body %s with a 400 saying so, and stores nothing', async (_, type, body) => {
    const quote = await insertQuote(t.db);
    const before = storedFiles();
    const answer = await rawUpload(quote.id, type, body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_ERROR');
    expect(answer.body.err).toMatch(/multipart\/form-data body/);
    expect(await t.db.select().from(jobFiles).where(eq(jobFiles.quote_id, quote.id))).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });
});

describe('the type a download is served as', () => {
  const download = (id: number, name: string, cookie = staff.cookie!) =>
    fetch(`${t.baseUrl}/api/file/${id}/${encodeURIComponent(name)}`, { headers: { cookie } });

  it.each([
    [
      'HTML claimed as text/html',
      'page.html',
      'text/html',
      '<html><script>alert(1)</script></html>',
      'application/octet-stream',
    ],
    [
      'SVG claimed as image/svg+xml',
      'logo.svg',
      'image/svg+xml',
      '<svg onload="alert(1)"/>',
      'application/octet-stream',
    ],
    [
      'a script claimed as text/javascript',
      'app.js',
      'text/javascript',
      'alert(document.cookie)',
      'application/octet-stream',
    ],
    [
      'HTML claimed as image/png',
      'fake.png',
      'image/png',
      '<html><script>alert(1)</script></html>',
      'application/octet-stream',
    ],
    ['a PNG claimed as text/html', 'real.png', 'text/html', PNG, 'image/png'],
    ['a PDF claimed as text/html', 'proof.pdf', 'text/html', '%PDF-1.7\n%%EOF\n', 'application/pdf'],
  ])(
    'serves %s as %s, an attachment the browser may not sniff',
    async (_, name, claimed, content, served) => {
      const quote = await insertQuote(t.db);
      const saved = await uploadFile({
        baseUrl: t.baseUrl,
        path: `/api/file/${quote.id}`,
        cookie: staff.cookie,
        filename: name,
        contentType: claimed,
        content,
      });
      expect(saved.body.file.content_type).toBe(served);
      const response = await download(saved.body.file.id, name);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(served);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; /);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(content));
    },
  );

  it('serves a file recorded with the type its uploader claimed by the type of its bytes', async () => {
    const quote = await insertQuote(t.db);
    const saved = (await upload(staff, quote.id, 'old.html', '<script>alert(1)</script>')).body.file;
    await t.db.update(jobFiles).set({ content_type: 'text/html' }).where(eq(jobFiles.id, saved.id));
    const response = await download(saved.id, 'old.html');
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(await response.text()).toBe('<script>alert(1)</script>');
  });

  it('serves a one-time download by the type of its bytes too, once, to its owner only', async () => {
    const other = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
    const html = '<html><script>alert(1)</script></html>';
    const id = await storeOneTimeDownload(t.db, {
      name: 'Report.html',
      contentType: 'text/html',
      data: Buffer.from(html),
      createdBy: staffAccount.id,
    });
    const path = `/api/file/onetimeuse/${id}/Report.html`;
    expect((await other.get(path)).status).toBe(404);
    const response = await fetch(`${t.baseUrl}${path}`, { headers: { cookie: staff.cookie! } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(await response.text()).toBe(html);
    expect((await staff.get(path)).status).toBe(404);
  });
});

describe('file names with control characters', () => {
  it('cleans a rename the way it cleans an upload: each run of control characters becomes one space', async () => {
    const quote = await insertQuote(t.db);
    const saved = (await upload(staff, quote.id, 'plan\tA.pdf', 'x', 'Production')).body.file;
    expect(saved.name).toBe('Production/plan A.pdf');
    const renamed = await staff.put(`/api/file/${saved.id}`, {
      name: 'Production/cut\r\nlist\u0007.pdf\u001b',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.file.name).toBe('Production/cut list .pdf');
    expect((await t.db.select().from(jobFiles).where(eq(jobFiles.id, saved.id)))[0]?.name).toBe(
      'Production/cut list .pdf',
    );
  });

  it('refuses a name of control characters only (400 naming it) and keeps the old name', async () => {
    const quote = await insertQuote(t.db);
    const saved = (await upload(staff, quote.id, 'keep.pdf', 'x')).body.file;
    const renamed = await staff.put(`/api/file/${saved.id}`, { name: '\r\n\u0007\t' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.err).toBe('A file name cannot be empty.');
    expect((await t.db.select().from(jobFiles).where(eq(jobFiles.id, saved.id)))[0]?.name).toBe('keep.pdf');
  });
});

describe('the storage quota of a company', () => {
  let q: TestApp;
  let qDir: string;
  const QUOTA = Math.round(0.01 * 1024 * 1024);
  const clients = {} as Record<'acme' | 'bolt' | 'race' | 'staff', ApiClient>;
  beforeAll(async () => {
    qDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signshop-quota-'));
    q = await startTestApp({ DATA_DIR: qDir, COMPANY_STORAGE_QUOTA_MB: '0.01' });
    const as = async (persona: Persona, company: string) =>
      signIn(q.client(), (await insertAccount(q.db, { ...PERSONAS[persona], company })).email);
    clients.acme = await as('customer', 'Acme Signs');
    clients.bolt = await as('customer', 'Bolt Dental');
    clients.race = await as('customer', 'Race Co');
    clients.staff = await as('staff', 'SignShop');
  });
  afterAll(async () => {
    await q.close();
    fs.rmSync(qDir, { recursive: true, force: true });
  });
  const put = (client: ApiClient, quoteId: number, bytes: number) =>
    uploadFile({
      baseUrl: q.baseUrl,
      path: `/api/file/${quoteId}`,
      cookie: client.cookie,
      filename: `${bytes}.bin`,
      content: Buffer.alloc(bytes, 5),
    });
  const filesOnDisk = () => filesIn(qDir);
  const rowsOf = (...quoteIds: number[]) =>
    q.db.select().from(jobFiles).where(inArray(jobFiles.quote_id, quoteIds));

  it("refuses a customer's file past its company's quota (413 naming the quota and the use) and stores nothing of it", async () => {
    const first = await insertQuote(q.db, { customer_name: 'Acme Signs' });
    const second = await insertQuote(q.db, { customer_name: 'acme signs ' });
    expect((await put(clients.acme, first.id, 6000)).status).toBe(200);
    const disk = filesOnDisk();

    const past = await put(clients.acme, second.id, 6000);
    expect(past.status).toBe(413);
    expect(past.body).toEqual({
      err: 'The file was not stored: the jobs of Acme Signs have a storage quota of 10 KB, 5.9 KB is used and 4.4 KB is left. Delete files that are no longer needed, or ask the shop.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await rowsOf(second.id)).toEqual([]);
    expect(filesOnDisk()).toEqual(disk);

    expect((await put(clients.acme, second.id, 4000)).status).toBe(200);
    const full = await put(clients.acme, first.id, 1000);
    expect(full.status).toBe(413);
    expect(full.body.err).toContain('a storage quota of 10 KB, 9.8 KB is used and 486 B is left');
    expect((await rowsOf(first.id, second.id)).map((f) => f.size).sort()).toEqual([4000, 6000]);
  });

  it("leaves other companies' customers their own quota", async () => {
    const bolt = await insertQuote(q.db, { customer_name: 'Bolt Dental' });
    expect((await put(clients.bolt, bolt.id, 6000)).status).toBe(200);
  });

  it('lets staff upload past the quota (their files count towards it)', async () => {
    const quote = await insertQuote(q.db, { customer_name: 'Staff Co' });
    const answer = await put(clients.staff, quote.id, QUOTA + 5000);
    expect(answer.status).toBe(200);
    expect(answer.body.file.size).toBe(QUOTA + 5000);
  });

  it('records no more than the quota when uploads race: each is checked where it is recorded, one company at a time', async () => {
    const quotes = await Promise.all([1, 2, 3].map(() => insertQuote(q.db, { customer_name: 'Race Co' })));
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => put(clients.race, quotes[i % 3]!.id, 3000)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 413, 413, 413]);
    const rows = await rowsOf(...quotes.map((quote) => quote.id));
    expect(rows).toHaveLength(3);
    const keys = new Set(filesOnDisk().map((f) => String(f).split(path.sep).slice(-3).join('/')));
    expect(rows.every((row) => keys.has(row.storage_key))).toBe(true);
    expect(
      filesOnDisk().filter((f) =>
        quotes.some((quote) => String(f).includes(`jobs${path.sep}${quote.id}${path.sep}`)),
      ),
    ).toHaveLength(3);
  });
});

describe('the free-disk reserve', () => {
  it('refuses every upload with 507 once the disk is down to its reserve, and stores nothing', async () => {
    await withOwnApp({ DISK_RESERVE_MB: String(1024 ** 3) }, async (full, client, dir) => {
      const quote = await insertQuote(full.db);
      const answer = await uploadFile({
        baseUrl: full.baseUrl,
        path: `/api/file/${quote.id}`,
        cookie: client.cookie,
        filename: 'plate.nc',
        content: 'G0 X0 Y0',
      });
      expect(answer.status).toBe(507);
      expect(answer.body).toEqual({
        err: "The file was not stored: the server's disk is nearly full (it keeps 1024 TB free). Tell the shop.",
        code: 'INSUFFICIENT_STORAGE',
      });
      expect(await full.db.select().from(jobFiles)).toEqual([]);
      expect(filesIn(dir)).toEqual([]);
    });
  });
});

describe('a disk that fills up while a file is written', () => {
  it('answers 507 like the reserve does, and records nothing', async () => {
    const quote = await insertQuote(t.db);
    const local = createLocalStorage(path.join(dataDir, 'files'));
    const noSpace: FileStorage = {
      ...local,
      put: async () => {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      },
    };
    const saving = saveUpload(
      t.db,
      noSpace,
      {
        id: staffAccount.id,
        email: staffAccount.email,
        company: staffAccount.company,
        verified: true,
        role: staffAccount.role,
        permissions: 0,
      },
      { quoteId: quote.id, name: 'plate.nc', content: Readable.from(['G0']), tooLarge: () => false },
      t.config,
    );
    await expect(saving).rejects.toMatchObject({ code: 'INSUFFICIENT_STORAGE', status: 507 });
    expect(await t.db.select().from(jobFiles).where(eq(jobFiles.quote_id, quote.id))).toEqual([]);
  });
});

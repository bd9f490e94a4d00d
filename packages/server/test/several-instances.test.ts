import crypto from 'node:crypto';
import type { Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchBinary } from './support/pdf-test-helpers.ts';
import { listenClientOf } from '../src/platform/listen/listen-client.ts';
import { uploadFile, zeroStream } from '../src/features/files/multipart-upload.ts';
import type { ApiClient } from './support/api-client.ts';
import { insertAccount, insertQuote, PERSONAS, signIn, TEST_PASSWORD } from './support/factories.ts';
import { startLoopbackS3, type LoopbackS3 } from './support/s3-server.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// Two app instances on different ports, one PostgreSQL, one loopback S3 server: any instance
// answers any request.
let s3: LoopbackS3;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  s3 = await startLoopbackS3();
  const env = s3.env();
  a = await startTestApp(env);
  b = await startTestApp(env, { database: a.database });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await s3?.close();
});

/** The same session (cookie) sent to the other instance. */
const on = (instance: TestApp, client: ApiClient) => {
  const other = instance.client();
  other.cookie = client.cookie;
  return other;
};

describe('two instances behind one load balancer', () => {
  it('listen on different ports', () => {
    expect(a.baseUrl).not.toBe(b.baseUrl);
  });

  it('a session made on A works on B, and logout on A ends it on B', async () => {
    const account = await insertAccount(a.db, PERSONAS.staff);
    const onA = await signIn(a.client(), account.email);
    const onB = on(b, onA);
    expect((await onB.get('/api/account/me')).body.account.email).toBe(account.email);
    expect((await onA.post('/api/account/logout')).status).toBe(200);
    expect((await onB.get('/api/account/me')).status).toBe(401);
  });

  it('settings saved on A answer only once B has forgotten its cached account, so the next read on B sees them', async () => {
    const account = await insertAccount(a.db, PERSONAS.staff);
    const onA = await signIn(a.client(), account.email);
    const onB = on(b, onA);
    for (const client of [onA, onB])
      expect((await client.get('/api/account/session')).body.account.settings.numbers_calculator_show).toBe(
        false,
      );
    // B's LISTEN connection holds its notifications for a moment, as a busy instance would.
    const listener = listenClientOf(b.db) as unknown as { client: { connection: { stream: Socket } } };
    const stream = listener.client.connection.stream;
    stream.pause();
    const saving = onA.put('/api/account/settings', { settings: { numbers_calculator_show: true } });
    const early = await Promise.race([saving.then(() => 'answered'), delay(300).then(() => 'waiting')]);
    stream.resume();
    expect(early).toBe('waiting');
    expect((await saving).status).toBe(200);
    for (const client of [onA, onB])
      expect((await client.get('/api/account/session')).body.account.settings.numbers_calculator_show).toBe(
        true,
      );
  });

  it('a file uploaded through A (streamed to S3, 9 MB) downloads byte for byte through B', async () => {
    const account = await insertAccount(a.db, PERSONAS.staff);
    const onA = await signIn(a.client(), account.email);
    const quote = await insertQuote(a.db);
    const size = 9 * 1024 * 1024 + 17;
    const uploaded = await uploadFile({
      baseUrl: a.baseUrl,
      path: `/api/file/${quote.id}`,
      cookie: onA.cookie,
      folder: 'proofs',
      filename: 'lobby.pdf',
      content: zeroStream(size),
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.file).toMatchObject({ name: 'proofs/lobby.pdf', size });

    const download = await fetchBinary(on(b, onA), `/api/file/${uploaded.body.file.id}/lobby.pdf`);
    expect(download.status).toBe(200);
    expect(download.bytes.length).toBe(size);
    const expected = crypto.createHash('sha256');
    for await (const chunk of zeroStream(size)) expected.update(chunk as Buffer);
    expect(crypto.createHash('sha256').update(download.bytes).digest('hex')).toBe(expected.digest('hex'));

    expect((await on(b, onA).delete(`/api/file/${uploaded.body.file.id}`)).status).toBe(200);
    expect((await fetchBinary(onA, `/api/file/${uploaded.body.file.id}/lobby.pdf`)).status).toBe(404);
  });

  it('a one-time PDF download made on A works once on B, then never again on either', async () => {
    const account = await insertAccount(a.db, PERSONAS.staff);
    const onA = await signIn(a.client(), account.email);
    const made = await onA.post('/api/pdf/purchase_order/', {
      vendor_name: 'Rowmark Plastics',
      order_date: '2026-03-10',
      items: [{ item_number: 'AL-040', description: 'Aluminum sheet', quantity: 3, unit_price: 41.5 }],
    });
    expect(made.status).toBe(200);
    const path = `/api/file/onetimeuse/${made.body.id}/PurchaseOrder.pdf`;
    const first = await fetchBinary(on(b, onA), path);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect((await fetchBinary(on(b, onA), path)).status).toBe(404);
    expect((await fetchBinary(onA, path)).status).toBe(404);
  });

  it('counts failed sign-ins across both instances', async () => {
    const account = await insertAccount(a.db, { email: `guessed-${crypto.randomUUID()}@x.com` });
    for (let attempt = 0; attempt < 5; attempt++) {
      const instance = attempt % 2 === 0 ? a : b;
      const response = await instance
        .client()
        .post('/api/account/login/', { account: { email: account.email, password: `guess-${attempt}` } });
      expect(response.status).toBe(401);
    }
    for (const instance of [a, b]) {
      const blocked = await instance
        .client()
        .post('/api/account/login/', { account: { email: account.email, password: TEST_PASSWORD } });
      expect(blocked.status).toBe(429);
      expect(blocked.body.err).toMatch(/Too many failed sign-in attempts/);
    }
  });

  it('both report ready on the shared database', async () => {
    for (const instance of [a, b]) expect((await instance.client().get('/api/ready')).status).toBe(200);
  });
});

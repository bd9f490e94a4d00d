import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { approvalLink } from '../../../test/support/approval-links.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { fetchBinary } from '../../../test/support/pdf-test-helpers.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';
import { createLogger, redactSecrets, secretLogMark } from './logging.ts';

// The server's own JSON logger (the one main.ts makes), writing to a file the test reads back.
const logFile = path.join(os.tmpdir(), `signshop-log-secrets-${process.pid}.log`);
let log: Logger;
let t: TestApp;
let staff: ApiClient;
/** Every secret the flows below put in a URL, with the route it was used on. */
const secrets: Array<{ secret: string; route: string }> = [];

const logText = async () => {
  await new Promise<void>((resolve, reject) => log.flush((error) => (error ? reject(error) : resolve())));
  return readFile(logFile, 'utf8');
};

beforeAll(async () => {
  log = createLogger({ level: 'info', format: 'json', destination: logFile });
  t = await startTestApp({}, { log });
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
});
afterAll(async () => {
  await t.close();
  await rm(logFile, { force: true });
});

describe('the request log keeps no working link', () => {
  it('finishing a sign-up (page and call): the token is not logged', async () => {
    const email = 'new-signer@acme.test';
    const password = 'Lantern-orchard-91';
    await t.client().post('/api/account', {
      account: {
        first_name: 'Sam',
        last_name: 'Lee',
        company: 'Acme',
        email,
        password,
        confirmpassword: password,
      },
    });
    const token = (await t.mailbox.waitFor(email)).text!.match(/\/account\/finishsignup\/(\S+)/)![1]!;
    await t.client().get(`/account/finishsignup/${token}`);
    expect((await t.client().post(`/api/account/finishsignup/${token}`)).status).toBe(200);
    secrets.push({ secret: token, route: '/api/account/finishsignup/' });
  });

  it('resetting a password (page and call, a mismatch and the reset): the token is not logged', async () => {
    const account = await insertAccount(t.db, { email: 'forgetful@acme.test' });
    await t.client().post(`/api/account/sendresetpasswordemail/${account.email}`);
    const token = (await t.mailbox.waitFor(account.email)).text!.match(
      /\/account\/resetpassword\/([\w-]+)/,
    )![1]!;
    await t.client().get(`/account/resetpassword/${token}`);
    const path = `/api/account/resetpassword/${token}`;
    expect((await t.client().put(path, { password: 'Marble-kettle-47', confirmpassword: 'x' })).status).toBe(
      400,
    );
    expect((await t.client().put(path, { password: 'Marble-kettle-47' })).status).toBe(200);
    secrets.push({ secret: token, route: '/api/account/resetpassword/' });
  });

  it('opening and answering an approval (page, PDF, answer, and a second answer refused): the token is not logged', async () => {
    const processId = await insertExampleProcess(t.db);
    const contact = { first_name: 'Pat', last_name: 'Lee', email: 'pat@acme.test', phonenumber: '' };
    const quote = await staff.post('/api/quote', {
      quote: exampleQuoteBody(processId, { contact_info: contact }),
    });
    expect((await staff.post(`/api/approval/quote/${quote.body.quote.id}`, {})).status).toBe(201);
    const { token } = approvalLink(await t.mailbox.waitFor('pat@acme.test'));
    const answer = { decision: 'approve', name: 'Pat Lee', confirm: true };
    await t.client().get(`/approve/${token}`);
    expect((await t.client().get(`/api/approve/${token}`)).status).toBe(200);
    expect((await fetchBinary(t.client(), `/api/approve/${token}/pdf`)).status).toBe(200);
    expect((await t.client().post(`/api/approve/${token}`, answer)).status).toBe(200);
    expect((await t.client().post(`/api/approve/${token}`, answer)).status).toBeGreaterThanOrEqual(400);
    secrets.push({ secret: token, route: '/api/approve/' });
  });

  it('a one-time download (used, then refused): its id is not logged', async () => {
    const order = { vendor_name: 'Rowmark Plastics', items: [], order_date: '2026-03-10' };
    const created = await staff.post('/api/purchase_order/purchase_order', { purchase_order: order });
    const download = await staff.post(`/api/pdf/purchase_order/${created.body.purchase_order.id}`);
    const id = download.body.id as string;
    expect((await fetchBinary(staff, `/api/file/onetimeuse/${id}/PurchaseOrder.pdf`)).status).toBe(200);
    expect((await fetchBinary(staff, `/api/file/onetimeuse/${id}/PurchaseOrder.pdf`)).status).toBe(404);
    secrets.push({ secret: id, route: '/api/file/onetimeuse/' });
  });

  it("has none of the secrets in any line, and each route with the secret's short hash instead", async () => {
    expect(secrets).toHaveLength(4);
    const text = await logText();
    const lines = text.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(10);
    for (const { secret, route } of secrets) {
      expect(text).not.toContain(secret);
      expect(text).toContain(`${route}${secretLogMark(secret)}`);
    }
  });

  it('redacts an error logged with a link in its message and stack', async () => {
    const token = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
    t.app.log.error(
      { err: new Error(`mail failed for http://shop.test/account/resetpassword/${token}`) },
      'x',
    );
    const text = await logText();
    expect(text).not.toContain(token);
    expect(text).toContain(`/account/resetpassword/${secretLogMark(token)}`);
  });
});

describe('redactSecrets', () => {
  it.each([
    ['/api/approve/abc123XYZ/pdf', `/api/approve/${secretLogMark('abc123XYZ')}/pdf`],
    ['/approve/abc123XYZ', `/approve/${secretLogMark('abc123XYZ')}`],
    ['/api/file/onetimeuse/k3y-1/Order.pdf', `/api/file/onetimeuse/${secretLogMark('k3y-1')}/Order.pdf`],
    [
      '"url":"/account/finishsignup/tok_en?x=1"',
      `"url":"/account/finishsignup/${secretLogMark('tok_en')}?x=1"`,
    ],
    ['/api/quote/12', '/api/quote/12'],
  ])('%s -> %s', (line, expected) => {
    expect(redactSecrets(line)).toBe(expected);
    expect(redactSecrets(redactSecrets(line))).toBe(expected);
  });
});

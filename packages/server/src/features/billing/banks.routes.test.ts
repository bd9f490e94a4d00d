import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { access, decryptBankField } from '@signshop/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banks } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn, type Persona } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { generateBankKeys, NO_BANK_KEY_MESSAGE } from './bank-keys.ts';
import { NOT_ENCRYPTED_MESSAGE } from './banks.service.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'banks-test-'));
const keyFile = path.join(dir, 'bank-public-key.pem');
const { publicKey, privateKey } = generateBankKeys(keyFile, { bits: 2048 });
const CLEAR = {
  ada_routing_number: '021000021',
  account_number: '000123456789',
  account_title: 'Acme Operating LLC',
};

/** What the browser sends: RSA-OAEP (SHA-256) of each private field, base64. */
const encrypt = (clear: string) =>
  crypto
    .publicEncrypt(
      { key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(clear),
    )
    .toString('base64');
const encryptedBank = (nick_name: string) => ({
  nick_name,
  ada_routing_number: encrypt(CLEAR.ada_routing_number),
  account_number: encrypt(CLEAR.account_number),
  account_title: encrypt(CLEAR.account_title),
});

let t: TestApp;
const as = {} as Record<Persona | 'customerB', ApiClient>;
const rawBanks = async () =>
  (await t.db.execute<{ row: string }>(sql`SELECT b::text AS row FROM banks b`)).rows
    .map((r) => r.row)
    .join('\n');
const expectNoClearText = (text: string) => {
  for (const clear of Object.values(CLEAR)) expect(text).not.toContain(clear);
};

beforeAll(async () => {
  t = await startTestApp({ BANK_PUBLIC_KEY_FILE: keyFile });
  for (const persona of Object.keys(PERSONAS) as Persona[]) {
    as[persona] = await signIn(
      t.client(),
      (await insertAccount(t.db, { ...PERSONAS[persona], company: 'Acme Signs' })).email,
    );
  }
  as.customerB = await signIn(
    t.client(),
    (await insertAccount(t.db, { ...PERSONAS.customer, company: 'Bolt Dental' })).email,
  );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('access', () => {
  const customerCalls: Array<[string, string, unknown?]> = [
    ['GET', '/api/bank/'],
    ['POST', '/api/bank/', encryptedBank('Access')],
    ['DELETE', '/api/bank/987654'],
  ];
  const adminCalls: Array<[string, string, unknown?]> = [
    ['GET', '/api/bank/company/all'],
    ['DELETE', '/api/bank/remove_private_info/987654'],
  ];

  it('requires a session for every route, the public key included', async () => {
    for (const [method, url, body] of [
      ...customerCalls,
      ...adminCalls,
      ['GET', '/api/bank/public_key'] as const,
    ])
      expect((await t.client().request(method, url, body)).status).toBe(401);
  });

  it.each(['unverified', 'staff', 'machine'] as Persona[])(
    'refuses a %s every bank route and saves nothing',
    async (persona) => {
      for (const [method, url, body] of [...customerCalls, ...adminCalls])
        expect((await as[persona].request(method, url, body)).status).toBe(403);
      expect(await t.db.select().from(banks)).toEqual([]);
    },
  );

  it('refuses a customer the admin routes, and lets customers and admins reach their own', async () => {
    for (const [method, url] of adminCalls) expect((await as.customer.request(method, url)).status).toBe(403);
    expect((await as.customer.get('/api/bank/')).status).toBe(200);
    expect((await as.admin.get('/api/bank/company/all')).status).toBe(200);
  });

  it('refuses an admin without the Customer role the Banks routes, saying why, and saves nothing', async () => {
    for (const [method, url, body] of customerCalls) {
      const response = await as.admin.request(method, url, body);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ err: access.customerVerified.refusal, code: 'FORBIDDEN' });
    }
    expect(await t.db.select().from(banks)).toEqual([]);
  });

  it('serves the public key to anyone signed in, even unverified', async () => {
    for (const persona of ['unverified', 'customer', 'staff'] as Persona[]) {
      const response = await as[persona].get('/api/bank/public_key');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ public_key: publicKey });
    }
  });
});

describe('saving a bank', () => {
  it('refuses empty fields with 400 naming each by its label on the Banks page, saving nothing', async () => {
    const before = await t.db.select().from(banks);
    const empty = await as.customer.post('/api/bank/', { ...encryptedBank(' '), account_number: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      err: 'Nick Name is required. Account Number is required.',
      code: 'VALIDATION_ERROR',
    });
    const { account_title: _title, ...untitled } = encryptedBank('Savings');
    expect((await as.customer.post('/api/bank/', untitled)).body.err).toBe('Account Title is required.');
    expect(await t.db.select().from(banks)).toEqual(before);
  });

  it('stores and answers only ciphertext: the clear values appear nowhere in the table nor in any response', async () => {
    const saved = await as.customer.post('/api/bank/', encryptedBank('Operating'));
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ id: expect.any(Number), nick_name: 'Operating' });

    const [row] = await t.db.select().from(banks).where(eq(banks.id, saved.body.id));
    expect(row).toMatchObject({ company: 'Acme Signs', nick_name: 'Operating' });
    expect(await decryptBankField(privateKey, row!.account_number!)).toBe(CLEAR.account_number);
    const raw = await rawBanks();
    expect(raw).toContain('Operating');
    expectNoClearText(raw);

    const list = await as.customer.get('/api/bank/');
    expect(list.body).toEqual([{ id: saved.body.id, nick_name: 'Operating' }]);
    const admin = await as.admin.get('/api/bank/company/Acme%20Signs');
    for (const response of [saved, list, admin]) expectNoClearText(JSON.stringify(response.body));
    const [bank] = admin.body;
    expect(bank).toMatchObject({ id: saved.body.id, company: 'Acme Signs', nick_name: 'Operating' });
    // The admin decrypts in the browser with the private key; a wrong key gives false, not a crash.
    expect(await decryptBankField(privateKey, bank.ada_routing_number)).toBe(CLEAR.ada_routing_number);
    expect(await decryptBankField(privateKey, bank.account_title)).toBe(CLEAR.account_title);
    const wrongKey = crypto.generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    }).privateKey;
    expect(await decryptBankField(wrongKey, bank.ada_routing_number)).toBe(false);
  });

  it('refuses clear text (or anything not one RSA block of the key) with 400 and saves nothing', async () => {
    const before = await t.db.select().from(banks);
    for (const bad of [
      { ...encryptedBank('Plain'), ada_routing_number: CLEAR.ada_routing_number },
      { ...encryptedBank('Plain'), account_number: Buffer.from(CLEAR.account_number).toString('base64') },
      { ...encryptedBank('Plain'), account_title: encrypt('x').slice(0, -8) },
      { ...encryptedBank('Plain'), account_title: `${encrypt('x')}AAAA` },
    ]) {
      const response = await as.customer.post('/api/bank/', bad);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ err: NOT_ENCRYPTED_MESSAGE, code: 'VALIDATION_ERROR' });
    }
    const missing = await as.customer.post('/api/bank/', { nick_name: ' ', account_number: encrypt('1') });
    expect(missing.status).toBe(400);
    expect(missing.body.err).toBe(
      'Nick Name is required. ADA Routing Number is required. Account Title is required.',
    );
    expect(await t.db.select().from(banks)).toEqual(before);
  });

  it("saves under the caller's own company whatever company the body names", async () => {
    const saved = await as.customer.post('/api/bank/', {
      ...encryptedBank('Sneaky'),
      company: 'Bolt Dental',
    });
    expect(saved.status).toBe(200);
    const [row] = await t.db.select().from(banks).where(eq(banks.id, saved.body.id));
    expect(row?.company).toBe('Acme Signs');
    await as.customer.delete(`/api/bank/${saved.body.id}`);
  });

  it('keeps nick names unique within a company (409), not across companies', async () => {
    expect((await as.customer.post('/api/bank/', encryptedBank('Payroll'))).status).toBe(200);
    const again = await as.customer.post('/api/bank/', encryptedBank('Payroll'));
    expect(again.status).toBe(409);
    expect(again.body.err).toBe("There is already a bank named 'Payroll'. Choose another nick name.");
    expect((await as.customerB.post('/api/bank/', encryptedBank('Payroll'))).status).toBe(200);
  });
});

describe("another company's banks", () => {
  it('are not listed and cannot be deleted (404, still stored); own banks delete', async () => {
    const bolt = await as.customerB.post('/api/bank/', encryptedBank('Bolt main'));
    const acme = await as.customer.post('/api/bank/', encryptedBank('To delete'));
    const acmeList = (await as.customer.get('/api/bank/')).body as Array<{ nick_name: string }>;
    expect(acmeList.map((b) => b.nick_name)).not.toContain('Bolt main');
    expect(acmeList.map((b) => b.nick_name)).toContain('To delete');

    const refused = await as.customer.delete(`/api/bank/${bolt.body.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body.err).toBe(`There is no bank with id ${bolt.body.id}.`);
    expect(await t.db.select().from(banks).where(eq(banks.id, bolt.body.id))).toHaveLength(1);

    expect((await as.customer.delete(`/api/bank/${acme.body.id}`)).body).toEqual({ id: acme.body.id });
    expect(await t.db.select().from(banks).where(eq(banks.id, acme.body.id))).toEqual([]);
    expect((await as.customer.delete(`/api/bank/${acme.body.id}`)).status).toBe(404);
  });
});

describe('admin', () => {
  it("lists one company's banks (any letter case) or all of them", async () => {
    const companies = async (name: string) =>
      new Set(
        ((await as.admin.get(`/api/bank/company/${name}`)).body as Array<{ company: string }>).map(
          (b) => b.company,
        ),
      );
    expect(await companies('bolt%20dental')).toEqual(new Set(['Bolt Dental']));
    expect(await companies('all')).toEqual(new Set(['Acme Signs', 'Bolt Dental']));
    expect((await as.admin.get('/api/bank/company/Nobody')).body).toEqual([]);
  });

  it('removes the private info of a bank: the three fields become null, the nick name stays', async () => {
    const bank = await as.customerB.post('/api/bank/', encryptedBank('Old account'));
    const response = await as.admin.delete(`/api/bank/remove_private_info/${bank.body.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: bank.body.id,
      company: 'Bolt Dental',
      nick_name: 'Old account',
      ada_routing_number: null,
      account_number: null,
      account_title: null,
    });
    const [row] = await t.db.select().from(banks).where(eq(banks.id, bank.body.id));
    expect(row).toMatchObject({ ada_routing_number: null, account_number: null, account_title: null });
    expect((await as.admin.delete('/api/bank/remove_private_info/987654')).status).toBe(404);
  });
});

describe('before npm run keys:bank', () => {
  it('answers 503 with what to do, for the key and for saving a bank', async () => {
    const noKey = await startTestApp({ BANK_PUBLIC_KEY_FILE: path.join(dir, 'none.pem') });
    try {
      const client = await signIn(noKey.client(), (await insertAccount(noKey.db, PERSONAS.customer)).email);
      for (const response of [
        await client.get('/api/bank/public_key'),
        await client.post('/api/bank/', encryptedBank('X')),
      ]) {
        expect(response.status).toBe(503);
        expect(response.body).toEqual({ err: NO_BANK_KEY_MESSAGE, code: 'UNAVAILABLE' });
      }
      expect(await noKey.db.select().from(banks)).toEqual([]);
    } finally {
      await noKey.close();
    }
  });
});

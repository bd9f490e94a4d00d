import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  emailSends,
  loginFailures,
  passwordResets,
  sessions,
  signUpLinks,
} from '../../db/schema/index.ts';
import { PASSWORD_TOO_EASY, Role } from '@signshop/domain';
import { insertAccount, signIn, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { startTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const newAccount = (email: string, extra: Record<string, unknown> = {}) => ({
  account: {
    first_name: 'Maria',
    last_name: 'Lopez',
    company: 'Lopez Dental',
    email,
    password: 'a-good-password',
    confirmpassword: 'a-good-password',
    ...extra,
  },
});
const accountByEmail = async (email: string) =>
  (await t.db.select().from(accounts).where(eq(accounts.email, email)))[0];

describe('requires authentication', () => {
  it.each([
    ['GET', '/api/account/me'],
    ['PUT', '/api/account/settings'],
  ])('%s %s answers 401 when signed out', async (method, path) => {
    const response = await t.client().request(method, path, method === 'PUT' ? { settings: {} } : undefined);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ err: 'Please sign in to continue.', code: 'UNAUTHENTICATED' });
  });
});

const SIGN_UP_ANSWER = { message: 'Check your email to finish signing up.' };
const mailedLink = async (email: string) => {
  const mail = await t.mailbox.waitFor(email);
  return mail.text!.match(/\/account\/finishsignup\/(\S+)/)![1]!;
};
const sessionCookie = (response: { headers: Headers }) =>
  response.headers.getSetCookie().find((c) => c.startsWith('token='));

describe('POST /api/account (sign up)', () => {
  it.each(['12345678', 'password', 'aaaaaaaaaaaa', 'Password123!', 'weak.signer@lopez.com'])(
    'refuses the common, patterned or personal password %s with 400 naming the password, creating and mailing nothing',
    async (password) => {
      const before = t.mailbox.messages.length;
      const response = await t
        .client()
        .post('/api/account', newAccount('weak.signer@lopez.com', { password, confirmpassword: password }));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ err: PASSWORD_TOO_EASY, code: 'VALIDATION_ERROR' });
      expect(await accountByEmail('weak.signer@lopez.com')).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(t.mailbox.messages.length).toBe(before);
    },
  );

  it('answers a new email with 202 and no session, creates an unverified customer and mails its link', async () => {
    const client = t.client();
    const response = await client.post('/api/account', newAccount('Maria@Lopez.com'));
    expect(response.status).toBe(202);
    expect(response.body).toEqual(SIGN_UP_ANSWER);
    expect(sessionCookie(response)).toBeUndefined();
    expect((await client.get('/api/account/me')).status).toBe(401);

    const row = await accountByEmail('maria@lopez.com');
    expect(row).toMatchObject({ role: 1, verified: false });
    expect(row?.settings).toMatchObject({
      quote_number_prefix: 'MAR',
      contact_info: {
        first_name: 'Maria',
        last_name: 'Lopez',
        company: 'Lopez Dental',
        email: 'maria@lopez.com',
      },
      shipping_info: { company: 'Lopez Dental' },
      asante_contact_info: { first_name: 'Maria', email: 'maria@lopez.com' },
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = await t.mailbox.waitFor('maria@lopez.com');
    expect(mail.subject).toBe('Finish creating your SignShop account');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/account/finishsignup/`);
    expect(mail.text).toContain('for 24 hours');
    // Only the token's hash is stored, and it expires a day later.
    const token = await mailedLink('maria@lopez.com');
    const [link] = await t.db.select().from(signUpLinks).where(eq(signUpLinks.accountId, row!.id));
    expect(link?.tokenHash).not.toContain(token);
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBeCloseTo(24 * 3_600_000, -4);
  });

  it('answers an existing email exactly as a new one, creates nothing and mails the owner a note', async () => {
    const owner = await insertAccount(t.db, { email: 'owner@x.com', company: 'Owner Co' });
    const fresh = await t.client().post('/api/account', newAccount('fresh-one@x.com'));
    const existing = await t.client().post('/api/account', newAccount('OWNER@x.com'));
    expect(existing.status).toBe(fresh.status);
    expect(existing.body).toEqual(fresh.body);
    expect(sessionCookie(existing)).toBeUndefined();
    expect(await t.db.select().from(accounts).where(eq(accounts.email, 'owner@x.com'))).toEqual([
      expect.objectContaining({ id: owner.id, company: 'Owner Co', passwordHash: owner.passwordHash }),
    ]);
    expect(await t.db.select().from(signUpLinks).where(eq(signUpLinks.accountId, owner.id))).toEqual([]);
    const note = await t.mailbox.waitFor('owner@x.com');
    expect(note.subject).toBe('Someone tried to create a SignShop account with your email');
    expect(note.text).toContain(`${TEST_PUBLIC_URL}/account/forgotpassword`);
    expect(note.text).not.toMatch(/finishsignup/);
  });

  it.each([
    ['a bad email', { email: 'not-an-email' }, 'Not a valid email.'],
    ['different passwords', { confirmpassword: 'something-else' }, 'Your passwords do not match.'],
    [
      'a short password',
      { password: 'short', confirmpassword: 'short' },
      'Your password must have at least 8 characters.',
    ],
  ])('refuses %s with 400 and creates nothing', async (_case, extra, message) => {
    const email = `refused-${Math.random().toString(36).slice(2)}@x.com`;
    const response = await t.client().post('/api/account', newAccount(email, extra));
    expect(response.status).toBe(400);
    expect(response.body.err).toBe(message);
    expect(await accountByEmail(String((extra as { email?: string }).email ?? email))).toBeUndefined();
  });

  it('keeps bidi controls out of the names it stores (they would disguise a shown name)', async () => {
    const response = await t
      .client()
      .post(
        '/api/account',
        newAccount('bidi@x.com', { first_name: 'Ann\u202E', company: '\u2067Harbor Hotel\u2069' }),
      );
    expect(response.status).toBe(202);
    expect(await accountByEmail('bidi@x.com')).toMatchObject({ firstName: 'Ann', company: 'Harbor Hotel' });
  });

  it('names the missing field when the body is incomplete', async () => {
    const response = await t.client().post('/api/account', { account: { first_name: 'X' } });
    expect(response.status).toBe(400);
    expect(response.body.err).toContain('Email is required.');
  });

  it('never writes role, verified or id sent by the browser', async () => {
    const response = await t
      .client()
      .post('/api/account', newAccount('sneaky@x.com', { role: 4, verified: true, id: 999 }));
    expect(response.status).toBe(202);
    const row = await accountByEmail('sneaky@x.com');
    expect(row).toMatchObject({ role: 1, verified: false });
    expect(row?.id).not.toBe(999);
  });
});

describe('POST /api/account/finishsignup/:token', () => {
  const finish = (client: ReturnType<TestApp['client']>, token: string) =>
    client.post(`/api/account/finishsignup/${token}`);

  it('signs the new account in once; the same link then says it was used and signs nobody in', async () => {
    await t.client().post('/api/account', newAccount('finish@x.com'));
    const token = await mailedLink('finish@x.com');
    const client = t.client();
    const response = await finish(client, token);
    expect(response.status).toBe(200);
    expect(response.body.account).toMatchObject({ email: 'finish@x.com', verified: false, role: 1 });
    expect(sessionCookie(response)).toMatch(/HttpOnly/i);
    expect((await client.get('/api/account/me')).body.account.email).toBe('finish@x.com');

    const again = t.client();
    const reused = await finish(again, token);
    expect(reused.status).toBe(400);
    expect(reused.body.err).toBe('This sign-up link was already used. Sign in with your email and password.');
    expect(sessionCookie(reused)).toBeUndefined();
    expect(
      await t.db.select().from(sessions).where(eq(sessions.accountId, response.body.account.id)),
    ).toHaveLength(1);
  });

  it('refuses an expired link with a plain 400, signs nobody in and leaves the link unused', async () => {
    await t.client().post('/api/account', newAccount('late-finish@x.com'));
    const token = await mailedLink('late-finish@x.com');
    const account = await accountByEmail('late-finish@x.com');
    await t.db
      .update(signUpLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signUpLinks.accountId, account!.id));
    const response = await finish(t.client(), token);
    expect(response.status).toBe(400);
    expect(response.body.err).toMatch(/^This sign-up link has expired \(links work for 24 hours\)\./);
    expect(sessionCookie(response)).toBeUndefined();
    expect(await t.db.select().from(sessions).where(eq(sessions.accountId, account!.id))).toEqual([]);
    const [link] = await t.db.select().from(signUpLinks).where(eq(signUpLinks.accountId, account!.id));
    expect(link?.usedAt).toBeNull();
  });

  it('refuses a tampered link with 400, signs nobody in and uses up nothing', async () => {
    await t.client().post('/api/account', newAccount('tamper@x.com'));
    const token = await mailedLink('tamper@x.com');
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const response = await finish(t.client(), tampered);
    expect(response.status).toBe(400);
    expect(response.body.err).toBe(
      'This sign-up link is not valid. Open the whole link from the email, or sign in.',
    );
    expect(sessionCookie(response)).toBeUndefined();
    expect((await finish(t.client(), token)).status).toBe(200);
  });

  it('refuses an over-long token with 400 naming it', async () => {
    const response = await finish(t.client(), 'x'.repeat(65));
    expect(response.status).toBe(400);
    expect(response.body.err).toBe('Token can be at most 64 characters long.');
  });
});

describe('POST /api/account/login/', () => {
  it('signs in with the right password and answers the account', async () => {
    const account = await insertAccount(t.db, { email: 'login@x.com' });
    const client = t.client();
    const response = await client.post('/api/account/login/', {
      account: { email: 'LOGIN@x.com', password: TEST_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(response.body.account).toMatchObject({
      id: account.id,
      email: 'login@x.com',
      company: 'Acme Signs',
    });
    expect((await client.get('/api/account/me')).status).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    await insertAccount(t.db, { email: 'wrong@x.com' });
    const wrong = await t
      .client()
      .post('/api/account/login/', { account: { email: 'wrong@x.com', password: 'nope-nope' } });
    const unknown = await t
      .client()
      .post('/api/account/login/', { account: { email: 'ghost@x.com', password: 'nope-nope' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.err).toBe('Wrong email or password.');
  });

  it('refuses a body without an account with 400', async () => {
    const response = await t.client().post('/api/account/login/', { email: 'x@x.com' });
    expect(response.status).toBe(400);
    expect(response.body.err).toContain('Account is required.');
  });

  it('throttles an account after 5 failed attempts, even with the right password', async () => {
    await insertAccount(t.db, { email: 'guessed@x.com' });
    for (let i = 0; i < 5; i++) {
      const r = await t
        .client()
        .post('/api/account/login/', { account: { email: 'guessed@x.com', password: `guess-${i}` } });
      expect(r.status).toBe(401);
    }
    const blocked = await t.client().post('/api/account/login/', {
      account: { email: 'guessed@x.com', password: TEST_PASSWORD },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.err).toMatch(/Too many failed sign-in attempts/);
    await t.db.delete(loginFailures).where(eq(loginFailures.email, 'guessed@x.com'));
    expect(
      (
        await t
          .client()
          .post('/api/account/login/', { account: { email: 'guessed@x.com', password: TEST_PASSWORD } })
      ).status,
    ).toBe(200);
  });
});

describe('session token', () => {
  it('counts a tampered token as signed out', async () => {
    const account = await insertAccount(t.db);
    const client = await signIn(t.client(), account.email);
    const [name, value] = client.cookie!.split('=') as [string, string];
    const [header, payload, signature] = value.split('.') as [string, string, string];
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString());
    forged.data.role = 4;
    client.cookie = `${name}=${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    expect((await client.get('/api/account/me')).status).toBe(401);
  });

  it('counts an expired token as signed out', async () => {
    const account = await insertAccount(t.db);
    const client = await signIn(t.client(), account.email);
    const sid = (await t.app.tokens.verify(client.cookie!.slice('token='.length)))!.sid;
    const expired = await t.app.tokens.sign(
      {
        sid,
        data: { id: account.id, email: account.email, company: '', verified: true, role: 1, permissions: 0 },
      },
      new Date(Date.now() - 1000),
    );
    client.cookie = `token=${expired}`;
    expect((await client.get('/api/account/me')).status).toBe(401);
  });

  it('counts a session past its idle timeout as signed out', async () => {
    const account = await insertAccount(t.db);
    const client = await signIn(t.client(), account.email);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - (t.config.sessionIdleMinutes + 1) * 60_000) })
      .where(eq(sessions.accountId, account.id));
    expect((await client.get('/api/account/me')).status).toBe(401);
  });
});

describe('logout', () => {
  it('POST ends the session and clears the cookie', async () => {
    const account = await insertAccount(t.db);
    const client = await signIn(t.client(), account.email);
    const oldCookie = client.cookie;
    const response = await client.post('/api/account/logout');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Signed out' });
    expect(client.cookie).toBeUndefined();
    client.cookie = oldCookie;
    expect((await client.get('/api/account/me')).status).toBe(401);
    expect((await t.client().post('/api/account/logout')).status).toBe(200);
  });

  it('GET (the sign-out link) changes nothing and leads to the page that signs out with POST', async () => {
    const account = await insertAccount(t.db);
    const client = await signIn(t.client(), account.email);
    const response = await client.get('/api/account/logout');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account/logout');
    expect((await client.get('/api/account/me')).status).toBe(200);
  });
});

describe('password reset', () => {
  const linkIn = (text: string) =>
    text.match(new RegExp(`${TEST_PUBLIC_URL}/account/resetpassword/([\\w-]+)`))![1]!;

  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    await insertAccount(t.db, { email: 'known@x.com' });
    const known = await t.client().post('/api/account/sendresetpasswordemail/known@x.com');
    const unknown = await t.client().post('/api/account/sendresetpasswordemail/nobody@x.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ message: 'Email Sent' });
    await t.mailbox.waitFor('known@x.com');
    expect(t.mailbox.messages.some((m) => m.text?.includes('nobody'))).toBe(false);
  });

  it('resets through the mailed link once, signs out old sessions and changes the password', async () => {
    const account = await insertAccount(t.db, { email: 'forgetful@x.com' });
    const oldSession = await signIn(t.client(), account.email);
    await t.client().post('/api/account/sendresetpasswordemail/forgetful@x.com');
    const mail = await t.mailbox.waitFor('forgetful@x.com');
    expect(mail.subject).toBe('Reset your SignShop password');
    const token = linkIn(mail.text!);

    const mismatch = await t.client().put(`/api/account/resetpassword/${token}`, {
      password: 'brand-new-pass',
      confirmpassword: 'brand-new-typo',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.err).toBe('Your passwords do not match.');

    const done = await t.client().put(`/api/account/resetpassword/${token}`, { password: 'brand-new-pass' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: 'Success' });
    expect((await oldSession.get('/api/account/me')).status).toBe(401);
    expect(
      (
        await t
          .client()
          .post('/api/account/login/', { account: { email: account.email, password: TEST_PASSWORD } })
      ).status,
    ).toBe(401);
    await signIn(t.client(), account.email, 'brand-new-pass');

    const again = await t.client().put(`/api/account/resetpassword/${token}`, { password: 'another-pass-1' });
    expect(again.status).toBe(400);
    expect(again.body.err).toMatch(/invalid, used or expired/);
  });

  it('refuses a common, patterned or personal new password with 400 naming the password; the link and old password still work', async () => {
    const account = await insertAccount(t.db, { email: 'weak.reset@x.com' });
    await t.client().post('/api/account/sendresetpasswordemail/weak.reset@x.com');
    const token = linkIn((await t.mailbox.waitFor('weak.reset@x.com')).text!);
    for (const password of ['12345678', 'password', 'aaaaaaaaaaaa', 'weak.reset@x.com']) {
      const response = await t.client().put(`/api/account/resetpassword/${token}`, { password });
      expect(response.status, password).toBe(400);
      expect(response.body).toEqual({ err: PASSWORD_TOO_EASY, code: 'VALIDATION_ERROR' });
      expect(response.body.err).toContain('Your password');
    }
    await signIn(t.client(), account.email);
    const strong = await t
      .client()
      .put(`/api/account/resetpassword/${token}`, { password: 'Quarry-lantern-58' });
    expect(strong.status).toBe(200);
    await signIn(t.client(), account.email, 'Quarry-lantern-58');
  });

  it('refuses an expired link and keeps the password', async () => {
    const account = await insertAccount(t.db, { email: 'late@x.com' });
    await t.client().post('/api/account/sendresetpasswordemail/late@x.com');
    const token = linkIn((await t.mailbox.waitFor('late@x.com')).text!);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.accountId, account.id));
    const response = await t
      .client()
      .put(`/api/account/resetpassword/${token}`, { password: 'brand-new-pass' });
    expect(response.status).toBe(400);
    await signIn(t.client(), account.email);
  });
});

describe('password reset email limit (5 per address and 20 per requesting address per hour)', () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const askReset = (email: string) => t.client().post(`/api/account/sendresetpasswordemail/${email}`);
  const resetSends = (values: { sender: string; ip: string; at: Date }[]) =>
    t.db.insert(emailSends).values(values.map((v) => ({ kind: 'password_reset', ...v })));
  const mailsTo = (address: string) =>
    t.mailbox.messages.filter((m) => [m.to].flat().some((to) => to?.text.includes(address))).length;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
  // Other tests ask for resets from this address too: leave its hour unused.
  const ageAllResetSends = () =>
    t.db
      .update(emailSends)
      .set({ at: minutesAgo(61) })
      .where(eq(emailSends.kind, 'password_reset'));

  it('refuses a 6th request for one address with 429 alike for known and unknown accounts, sends nothing, and allows it after the hour', async () => {
    await insertAccount(t.db, { email: 'busy@x.com' });
    expect((await askReset('busy@x.com')).status).toBe(200);
    await t.mailbox.waitFor('busy@x.com');
    const [recorded] = await t.db.select().from(emailSends).where(eq(emailSends.sender, 'busy@x.com'));
    expect(recorded).toMatchObject({ kind: 'password_reset', ip: '127.0.0.1' });
    const earlier = { ip: '10.0.0.7', at: minutesAgo(20) };
    await resetSends([
      ...Array.from({ length: 4 }, () => ({ sender: 'busy@x.com', ...earlier })),
      ...Array.from({ length: 5 }, () => ({ sender: 'ghost@x.com', ...earlier })),
    ]);

    const known = await askReset('busy@x.com');
    const unknown = await askReset('ghost@x.com');
    expect(known.status).toBe(429);
    expect(known.body).toEqual({
      err: 'Too many password reset emails were asked for. Please try again in 40 minutes.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(unknown.status).toBe(429);
    expect(unknown.body).toEqual(known.body);
    await settle();
    expect(mailsTo('busy@x.com')).toBe(1);
    expect(await t.db.select().from(emailSends).where(eq(emailSends.sender, 'busy@x.com'))).toHaveLength(5);

    expect((await askReset('someone-else@x.com')).status).toBe(200);
    await ageAllResetSends();
    expect((await askReset('busy@x.com')).status).toBe(200);
    await settle();
    expect(mailsTo('busy@x.com')).toBe(2);
    await ageAllResetSends();
  });

  it('refuses requests from an address that asked for 20 resets this hour, whatever the account', async () => {
    await insertAccount(t.db, { email: 'victim@x.com' });
    await resetSends(
      Array.from({ length: 20 }, (_, i) => ({
        sender: `target${i}@x.com`,
        ip: '127.0.0.1',
        at: minutesAgo(30),
      })),
    );
    const refused = await askReset('victim@x.com');
    expect(refused.status).toBe(429);
    expect(refused.body.err).toBe(
      'Too many password reset emails were asked for. Please try again in 30 minutes.',
    );
    await settle();
    expect(mailsTo('victim@x.com')).toBe(0);
    expect(await t.db.select().from(emailSends).where(eq(emailSends.sender, 'victim@x.com'))).toEqual([]);

    await ageAllResetSends();
    expect((await askReset('victim@x.com')).status).toBe(200);
    await t.mailbox.waitFor('victim@x.com');
    await ageAllResetSends();
  });
});

describe('PUT /api/account/settings', () => {
  it('stores the settings object of the signed-in user only, without unknown fields', async () => {
    const account = await insertAccount(t.db);
    const other = await insertAccount(t.db);
    const client = await signIn(t.client(), account.email);
    const settings = { excel_arrow_keys: true, quote_number_prefix: 'ZZZ', role: 4, password: 'x' };
    const response = await client.put('/api/account/settings', { settings });
    expect(response.status).toBe(200);
    expect(response.body.account.settings).toMatchObject({
      excel_arrow_keys: true,
      quote_number_prefix: 'ZZZ',
    });
    const stored = (await accountByEmail(account.email))?.settings;
    expect(stored).toMatchObject({
      excel_arrow_keys: true,
      quote_number_prefix: 'ZZZ',
      auto_type_sign_type: true,
    });
    expect(stored).not.toHaveProperty('role');
    expect(stored).not.toHaveProperty('password');
    expect((await accountByEmail(other.email))?.settings).toMatchObject({ excel_arrow_keys: false });
  });

  it('refuses a setting of the wrong type and changes nothing', async () => {
    const account = await insertAccount(t.db);
    const client = await signIn(t.client(), account.email);
    const response = await client.put('/api/account/settings', { settings: { excel_arrow_keys: 'yes' } });
    expect(response.status).toBe(400);
    expect(response.body.err).toBe('Excel Arrow Keys must be yes or no.');
    expect((await accountByEmail(account.email))?.settings).toEqual(account.settings);
  });

  it('refuses an external theme URL that is not http or https and changes nothing', async () => {
    const account = await insertAccount(t.db);
    const client = await signIn(t.client(), account.email);
    const theme_settings = { external_themes: [{ name: 'Evil', url: 'javascript:alert(1)' }] };
    const response = await client.put('/api/account/settings', { settings: { theme_settings } });
    expect(response.status).toBe(400);
    expect(response.body.err).toContain('The stylesheet URL must start with http:// or https://.');
    expect((await accountByEmail(account.email))?.settings).toEqual(account.settings);
  });

  it('refuses a theme time that is not HH:MM and changes nothing', async () => {
    const account = await insertAccount(t.db);
    const client = await signIn(t.client(), account.email);
    const theme_settings = { time_items: [{ name: 'darkly', start_time: '25:00' }] };
    const response = await client.put('/api/account/settings', { settings: { theme_settings } });
    expect(response.status).toBe(400);
    expect(response.body.err).toContain('Use a time like 08:30.');
    expect((await accountByEmail(account.email))?.settings).toEqual(account.settings);
  });

  it('stores staff contact info, themes and time items as sent, with time defaults', async () => {
    const staff = await insertAccount(t.db, { role: Role.Asante, verified: true });
    const client = await signIn(t.client(), staff.email);
    const settings = {
      asante_contact_info: { first_name: 'Sam', last_name: 'Reed', email: 'sam@asante.test' },
      theme_settings: {
        is_selected: 'darkly',
        custom_themes: [{ name: 'Pink', body: '.navbar { background: pink; }' }],
        external_themes: [{ name: 'Remote', url: 'https://cdn.example.com/t.css' }],
        time_items: [{ name: 'Pink' }],
      },
    };
    const response = await client.put('/api/account/settings', { settings });
    expect(response.status).toBe(200);
    const stored = (await accountByEmail(staff.email))?.settings;
    expect(stored).toMatchObject({
      asante_contact_info: settings.asante_contact_info,
      quote_number_prefix: 'SAM',
      theme_settings: {
        ...settings.theme_settings,
        time_items: [{ name: 'Pink', start_time: '00:00', end_time: '23:59' }],
      },
    });
  });

  it('refuses settings that are not an object and changes nothing', async () => {
    const account = await insertAccount(t.db);
    const client = await signIn(t.client(), account.email);
    const response = await client.put('/api/account/settings', { settings: 'dark' });
    expect(response.status).toBe(400);
    expect(response.body.err).toBe('Settings is not valid.');
    expect((await accountByEmail(account.email))?.settings).toEqual(account.settings);
  });
});

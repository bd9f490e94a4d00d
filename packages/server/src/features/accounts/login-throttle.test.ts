import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../db/schema/index.ts';
import { insertAccount, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { LOGIN_LIMITS, loginPauseMinutes } from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy, the source address is X-Forwarded-For: the tests play several addresses.
  t = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

async function login(email: string, password: string, from: string) {
  const response = await fetch(`${t.baseUrl}/api/account/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ account: { email, password } }),
  });
  return { status: response.status, body: (await response.json()) as { err?: string } };
}

const failuresOf = async (email: string, ip: string) =>
  t.db
    .select()
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));

describe('sign-in throttling', () => {
  it('pauses after 5 failures, then doubles the pause each time, up to an hour', () => {
    expect([0, 4].map(loginPauseMinutes)).toEqual([0, 0]);
    expect([5, 6, 7, 8, 10, 11, 40].map(loginPauseMinutes)).toEqual([1, 2, 4, 8, 32, 60, 60]);
  });

  it('checks at most 5 of 20 parallel wrong guesses; the owner still signs in from another address', async () => {
    const owner = await insertAccount(t.db, { email: 'owner@parallel.example' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(owner.email, `wrong-guess-${i}`, '203.0.113.5')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LIMITS.perAccountAddress);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - LOGIN_LIMITS.perAccountAddress);
    expect(answers.find((answer) => answer.status === 429)?.body.err).toBe(
      'Too many failed sign-in attempts. Please wait 1 minute or reset your password.',
    );
    expect(await failuresOf(owner.email, '203.0.113.5')).toHaveLength(LOGIN_LIMITS.perAccountAddress);

    // Even the right password waits at the guessing address; the owner's own address is not blocked.
    expect((await login(owner.email, TEST_PASSWORD, '203.0.113.5')).status).toBe(429);
    expect((await login(owner.email, TEST_PASSWORD, '198.51.100.7')).status).toBe(200);
    expect(await failuresOf(owner.email, '198.51.100.7')).toEqual([]);
  });

  it('lets one more guess through once the pause is over, then pauses twice as long', async () => {
    const owner = await insertAccount(t.db, { email: 'owner@growing.example' });
    for (let i = 0; i < 5; i++)
      expect((await login(owner.email, `guess-${i}`, '203.0.113.6')).status).toBe(401);
    await t.db
      .update(loginFailures)
      .set({ at: sql`${loginFailures.at} - interval '2 minutes'` })
      .where(eq(loginFailures.email, owner.email));
    expect((await login(owner.email, 'guess-5', '203.0.113.6')).status).toBe(401);
    const paused = await login(owner.email, TEST_PASSWORD, '203.0.113.6');
    expect(paused).toEqual({
      status: 429,
      body: expect.objectContaining({
        err: 'Too many failed sign-in attempts. Please wait 2 minutes or reset your password.',
      }),
    });
  });

  it('stops one address spraying many accounts after 30 failures, whatever the accounts', async () => {
    const sprayed = await Promise.all(
      Array.from({ length: 10 }, (_, i) => insertAccount(t.db, { email: `sprayed-${i}@spray.example` })),
    );
    for (const account of sprayed)
      for (let i = 0; i < 3; i++)
        expect((await login(account.email, `guess-${i}`, '203.0.113.7')).status).toBe(401);
    const fresh = await insertAccount(t.db, { email: 'fresh@spray.example' });
    const refused = await login(fresh.email, TEST_PASSWORD, '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.body.err).toContain(`wait ${LOGIN_LIMITS.windowMinutes} minutes`);
    expect((await login(fresh.email, TEST_PASSWORD, '198.51.100.8')).status).toBe(200);
  });
});

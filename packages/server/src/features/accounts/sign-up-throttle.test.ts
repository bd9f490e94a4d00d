import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy the source address is X-Forwarded-For: the test plays several addresses.
  t = await startTestApp({ TRUST_PROXY: 'true', SIGN_UPS_PER_HOUR: '3' });
});
afterAll(() => t.close());

const signUp = async (email: string, from: string) => {
  const response = await fetch(`${t.baseUrl}/api/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({
      account: {
        first_name: 'Sam',
        last_name: 'Lee',
        company: 'Acme Signs',
        email,
        password: 'long-enough-password',
        confirmpassword: 'long-enough-password',
      },
    }),
  });
  return { status: response.status, body: (await response.json()) as { err?: string } };
};
const stored = async (email: string) => t.db.select().from(accounts).where(eq(accounts.email, email));

describe('sign-up throttling', () => {
  it('refuses a 4th sign-up from one address within the hour with 429, creating nothing; others go on', async () => {
    for (const n of [1, 2, 3]) expect((await signUp(`spam-${n}@x.com`, '203.0.113.20')).status).toBe(202);
    const refused = await signUp('spam-4@x.com', '203.0.113.20');
    expect(refused.status).toBe(429);
    expect(refused.body.err).toMatch(
      /^Too many accounts were asked for\. Please try again in \d+ minutes?\.$/,
    );
    expect(await stored('spam-4@x.com')).toEqual([]);
    expect((await signUp('someone-else@x.com', '198.51.100.20')).status).toBe(202);
  });

  it('refuses a 4th try of one email within the hour, whatever the addresses', async () => {
    expect((await signUp('tried@x.com', '203.0.113.30')).status).toBe(202);
    expect((await signUp('tried@x.com', '203.0.113.31')).status).toBe(202);
    expect((await signUp('tried@x.com', '203.0.113.32')).status).toBe(202);
    expect((await signUp('tried@x.com', '203.0.113.33')).status).toBe(429);
  });
});

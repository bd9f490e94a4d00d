import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@signshop/domain';
import { insertAccount, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/account/session (the app shell asks who is signed in)', () => {
  it('answers 200 with no account when signed out, so the browser logs no failed request', async () => {
    const response = await t.client().get('/api/account/session');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ account: null });
  });

  it.each([Role.Customer, Role.Asante, Role.Admin])(
    'answers the signed-in %s account as /me does',
    async (role) => {
      const { email } = await insertAccount(t.db, { role });
      const client = await signIn(t.client(), email);
      const session = await client.get('/api/account/session');
      expect(session.status).toBe(200);
      expect(session.body).toEqual((await client.get('/api/account/me')).body);
      expect(session.body.account).toMatchObject({ email, role });
      expect(session.body.account).not.toHaveProperty('password');
      expect(session.body.account).not.toHaveProperty('passwordHash');
    },
  );
});

import { PASSWORD_TOO_EASY, Role } from '@signshop/domain';
import { count } from 'drizzle-orm';
import { accounts } from '../../db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { seedFirstAdmin } from './seed-admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('seedFirstAdmin', () => {
  it.each(['password1', '12345678', 'owner@shop.test'])(
    'refuses a common or guessable ADMIN_PASSWORD (%s), creating nobody',
    async (password) => {
      await expect(seedFirstAdmin(t.db, 'Owner@Shop.test', password)).rejects.toThrow(
        `ADMIN_PASSWORD: ${PASSWORD_TOO_EASY}`,
      );
      expect((await t.db.select({ n: count() }).from(accounts))[0]!.n).toBe(0);
    },
  );

  it('creates a verified admin with a generated password on an empty database, once', async () => {
    const created = await seedFirstAdmin(t.db, 'Owner@Shop.test');
    expect(created).toMatchObject({ email: 'owner@shop.test', generated: true });
    expect(created!.password.length).toBeGreaterThanOrEqual(12);
    const client = await signIn(t.client(), 'owner@shop.test', created!.password);
    const me = (await client.get('/api/account/me')).body.account;
    expect(me).toMatchObject({ verified: true, role: Role.Admin | Role.Asante });
    expect((await client.get('/api/admin/accounts')).status).toBe(200);

    expect(await seedFirstAdmin(t.db, 'second@shop.test', 'given-password')).toBeNull();
  });
});

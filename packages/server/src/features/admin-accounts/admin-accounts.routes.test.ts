import { Role } from '@signshop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index.ts';
import { insertAccount, PERSONAS, signIn, type Persona } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signedInAs = async (persona: Persona, extra: { company?: string } = {}) => {
  const account = await insertAccount(t.db, { ...PERSONAS[persona], ...extra });
  return { account, client: await signIn(t.client(), account.email) };
};
const rowOf = async (id: number) => (await t.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;

describe('access', () => {
  it('requires authentication', async () => {
    expect((await t.client().get('/api/admin/accounts')).status).toBe(401);
    expect((await t.client().put('/api/admin/accounts/1', { account: { verified: true } })).status).toBe(401);
  });

  it.each(['unverified', 'customer', 'staff', 'machine'] as const)(
    'refuses a %s with 403 and changes nothing',
    async (persona) => {
      const { client } = await signedInAs(persona);
      const target = await insertAccount(t.db, { verified: false });
      const list = await client.get('/api/admin/accounts');
      expect(list.status).toBe(403);
      expect(list.body.err).toBe('You do not have access to this.');
      const update = await client.put(`/api/admin/accounts/${target.id}`, {
        account: { verified: true, role: Role.Admin },
      });
      expect(update.status).toBe(403);
      expect(await rowOf(target.id)).toMatchObject({ verified: false, role: Role.Customer });
    },
  );

  it('lets an admin in without a verification check', async () => {
    const account = await insertAccount(t.db, { role: Role.Admin, verified: false });
    const client = await signIn(t.client(), account.email);
    expect((await client.get('/api/admin/accounts')).status).toBe(200);
  });
});

describe('GET /api/admin/accounts', () => {
  it('lists every account sorted by verified, role, permissions, company, then email, without password hashes', async () => {
    const { client } = await signedInAs('admin', { company: 'Shop' });
    await insertAccount(t.db, { email: 'b@zeta.com', company: 'Zeta', verified: false });
    await insertAccount(t.db, { email: 'a@zeta.com', company: 'Zeta', verified: false });
    await insertAccount(t.db, { email: 'c@alpha.com', company: 'Alpha', verified: false });
    const response = await client.get('/api/admin/accounts');
    expect(response.status).toBe(200);
    const list = response.body.accounts as Array<Record<string, unknown>>;
    const verifiedFlags = list.map((a) => a.verified);
    expect(verifiedFlags).toEqual([...verifiedFlags].sort((x, y) => Number(x) - Number(y)));
    const mine = list
      .map((a) => a.email)
      .filter((e) => ['b@zeta.com', 'a@zeta.com', 'c@alpha.com'].includes(String(e)));
    expect(mine).toEqual(['c@alpha.com', 'a@zeta.com', 'b@zeta.com']);
    await insertAccount(t.db, { email: 'd@alpha.com', company: 'Alpha', verified: false, role: Role.Asante });
    const withStaff = (
      (await client.get('/api/admin/accounts')).body.accounts as Array<{ email: string }>
    ).map((a) => a.email);
    expect(withStaff.indexOf('d@alpha.com')).toBeGreaterThan(withStaff.indexOf('b@zeta.com'));
    for (const account of list) {
      expect(Object.keys(account).sort()).toEqual(
        [
          'company',
          'email',
          'first_name',
          'id',
          'last_name',
          'permissions',
          'role',
          'settings',
          'verified',
        ].sort(),
      );
    }
  });
});

describe('PUT /api/admin/accounts/:id', () => {
  it('verifies a customer, who is verified on its very next request', async () => {
    const { client: admin } = await signedInAs('admin');
    const { account, client: customer } = await signedInAs('unverified');
    expect((await customer.get('/api/account/me')).body.account.verified).toBe(false);
    const response = await admin.put(`/api/admin/accounts/${account.id}`, {
      account: { verified: true, company: ' Lopez Dental ', role: Role.Customer | Role.PM },
    });
    expect(response.status).toBe(200);
    expect(response.body.account).toMatchObject({ verified: true, company: 'Lopez Dental', role: 9 });
    expect(await rowOf(account.id)).toMatchObject({ verified: true, company: 'Lopez Dental', role: 9 });
    expect((await customer.get('/api/account/me')).body.account).toMatchObject({ verified: true, role: 9 });
  });

  it('takes admin routes away from a demoted admin on the next request', async () => {
    const { client: boss } = await signedInAs('admin');
    const { account: demoted, client: demotedClient } = await signedInAs('admin');
    expect((await demotedClient.get('/api/admin/accounts')).status).toBe(200);
    await boss.put(`/api/admin/accounts/${demoted.id}`, { account: { role: Role.Asante } });
    expect((await demotedClient.get('/api/admin/accounts')).status).toBe(403);
  });

  it.each([
    [
      'a role beyond the defined flags',
      { role: 999 },
      'Role must be a combination of the defined flags (0 to 63).',
    ],
    [
      'a permission flag that does not exist',
      { permissions: 2 },
      'Permissions must be a combination of the defined flags (0 to 0).',
    ],
    ['verified as text', { verified: 'yes' }, 'Verified must be yes or no.'],
  ])('refuses %s with 400 and changes nothing', async (_case, change, message) => {
    const { client } = await signedInAs('admin');
    const target = await insertAccount(t.db, { verified: false });
    const response = await client.put(`/api/admin/accounts/${target.id}`, { account: change });
    expect(response.status).toBe(400);
    expect(response.body.err).toBe(message);
    expect(await rowOf(target.id)).toMatchObject({ role: target.role, permissions: 0, verified: false });
  });

  it('ignores fields an admin may not set here (email, password)', async () => {
    const { client } = await signedInAs('admin');
    const target = await insertAccount(t.db);
    const response = await client.put(`/api/admin/accounts/${target.id}`, {
      account: { email: 'hijack@x.com', password: 'x', passwordHash: 'x', company: 'New Co' },
    });
    expect(response.status).toBe(200);
    expect(await rowOf(target.id)).toMatchObject({
      email: target.email,
      passwordHash: target.passwordHash,
      company: 'New Co',
    });
  });

  it('answers 404 for an account that does not exist', async () => {
    const { client } = await signedInAs('admin');
    const response = await client.put('/api/admin/accounts/987654', { account: { verified: true } });
    expect(response.status).toBe(404);
    expect(response.body.err).toBe('There is no account with id 987654.');
  });

  it('refuses to remove the Admin role from the last admin', async () => {
    await t.db
      .update(accounts)
      .set({ role: Role.Asante })
      .where(eq(accounts.role, Role.Admin | Role.Asante));
    await t.db.update(accounts).set({ role: Role.Customer }).where(eq(accounts.role, Role.Admin));
    const { account, client } = await signedInAs('admin');
    const response = await client.put(`/api/admin/accounts/${account.id}`, {
      account: { role: Role.Asante },
    });
    expect(response.status).toBe(409);
    expect(response.body.err).toMatch(/last admin/);
    expect((await rowOf(account.id)).role).toBe(Role.Admin | Role.Asante);
  });
});

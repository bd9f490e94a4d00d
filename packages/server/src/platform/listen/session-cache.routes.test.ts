import { Role } from '@signshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../db/client.ts';
import { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { listenClientOf } from './listen-client.ts';
import { sessionCacheOf, sessionChangesHeard } from './session-cache.ts';
import { tableCopiesOf } from './table-copies.ts';
import { revokeAccountSessions } from '../../features/accounts/sessions.service.ts';

// Two instances of the app on one database, each with its own pool and session cache.
let one: TestApp;
let two: TestApp;
let secondPool: Database;
let admin: ApiClient;
beforeAll(async () => {
  one = await startTestApp();
  secondPool = connectDatabase(one.database.url);
  two = await startTestApp({}, { database: secondPool });
  admin = await signIn(one.client(), (await insertAccount(one.db, PERSONAS.admin)).email);
});
afterAll(async () => {
  await two.close();
  await one.close();
  await secondPool.close();
});

/** Signs in on instance one; answers that session's client on each instance. */
async function signedInOnBoth(overrides: Parameters<typeof insertAccount>[1] = {}) {
  const account = await insertAccount(one.db, { ...PERSONAS.customer, ...overrides });
  const onOne = await signIn(one.client(), account.email);
  const onTwo = new ApiClient(two.baseUrl);
  onTwo.cookie = onOne.cookie;
  // Instance two reads the session once, and then holds it in memory.
  expect((await onTwo.get('/api/account/me')).status).toBe(200);
  const claims = await one.app.tokens.verify(decodeURIComponent(onOne.cookie!.slice('token='.length)));
  expect(sessionCacheOf(two.db)?.get(claims!.sid, Date.now())).toBeDefined();
  return { account, onOne, onTwo };
}

describe('the session cache across instances (LISTEN/NOTIFY)', () => {
  it('answers 401 on the other instance at the next request after a logout on one', async () => {
    const { onOne, onTwo } = await signedInOnBoth();
    expect((await onOne.post('/api/account/logout', {})).status).toBe(200);
    const after = await onTwo.get('/api/account/me');
    expect(after.status).toBe(401);
  });

  it('answers 401 on the other instance once every session of the account is revoked (password change)', async () => {
    const { account, onTwo } = await signedInOnBoth();
    // As the password reset does: revoke, then wait until every instance has heard.
    await revokeAccountSessions(one.db, account.id);
    await sessionChangesHeard(one.db);
    expect((await onTwo.get('/api/account/me')).status).toBe(401);
  });

  it('shows a role or verified change made on one instance at the next request on the other', async () => {
    const { account, onTwo } = await signedInOnBoth({ verified: true });
    const changed = await admin.put(`/api/admin/accounts/${account.id}`, {
      account: { role: Role.Asante, verified: false },
    });
    expect(changed.status).toBe(200);
    const me = await onTwo.get('/api/account/me');
    expect(me.status).toBe(200);
    expect(me.body.account).toMatchObject({ role: Role.Asante, verified: false });
  });

  it('after its LISTEN connection is lost serves nothing from memory, then listens again (every channel) and starts empty', async () => {
    const { account, onOne, onTwo } = await signedInOnBoth({ verified: true });
    const claims = await one.app.tokens.verify(decodeURIComponent(onOne.cookie!.slice('token='.length)));
    const cache = sessionCacheOf(two.db)!;
    const listener = listenClientOf(two.db)!;
    const copies = tableCopiesOf(two.db)!;
    const cached = cache.get(claims!.sid, Date.now())!;
    const readBeforeTheLoss = Date.now();
    // A table copy (as the process catalogue is kept) held before the loss.
    expect(await copies.copyOf('probe', async () => 'before')).toBe('before');
    expect(await copies.copyOf('probe', async () => 'not read')).toBe('before');
    // As when the database restarts: the listening connections are ended by the server.
    await one.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'signshop-listener' and datname = current_database()`,
    );
    const deadline = Date.now() + 10_000;
    while (listener.isListening && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listener.isListening).toBe(false);
    expect(listener.unreachableSince).not.toBeNull();
    expect(cache.get(claims!.sid, Date.now())).toBeUndefined();
    while (!listener.isListening && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listener.isListening).toBe(true);
    expect(listener.unreachableSince).toBeNull();

    // Empty, and a row read before the connection came back is not kept (it may have missed a change).
    expect(cache.get(claims!.sid, Date.now())).toBeUndefined();
    expect(await copies.copyOf('probe', async () => 'after')).toBe('after');
    cache.set(claims!.sid, cached, readBeforeTheLoss);
    expect(cache.get(claims!.sid, Date.now())).toBeUndefined();

    // Subscribed again: a change made on instance one reaches instance two's cache at once.
    expect((await onTwo.get('/api/account/me')).status).toBe(200);
    expect(cache.get(claims!.sid, Date.now())).toBeDefined();
    const changed = await admin.put(`/api/admin/accounts/${account.id}`, { account: { role: Role.Asante } });
    expect(changed.status).toBe(200);
    expect((await onTwo.get('/api/account/me')).body.account.role).toBe(Role.Asante);
  });
});

import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../db/client.ts';
import type { ApiClient, ApiResponse } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';
import { startStreamingPair, type StreamingPair } from '../../../test/support/streaming-replica.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { installTestSchema } from '../../../test/support/test-schema.ts';
import { LSN_COOKIE } from './read-db.ts';
import { READ_APPLICATION_NAME, REPLICA_TIMING } from './read-replicas.ts';

// A real primary and streaming replica; two app instances read from the replica. Short health
// timings keep the file quick; the read-your-writes wait is the shipped 200 ms.
const TIMING = { ...REPLICA_TIMING, maxLagMs: 1_500, downMs: 300, probeMs: 100 };
let pair: StreamingPair;
let database: Database;
let one: TestApp;
let two: TestApp;
let processId: number;
/** A session on instance one (it saves) and the same browser's reads on instance two. */
let writer: ApiClient;
let writerOnTwo: ApiClient;
/** Another staff member's session, which saves nothing. */
let reader: ApiClient;

beforeAll(async () => {
  pair = await startStreamingPair();
  database = connectDatabase(pair.primaryUrl('postgres'), 5);
  await installTestSchema(database);
  const env = { READ_DATABASE_URL: pair.replicaUrl('postgres') };
  one = await startTestApp(env, { database, readReplicaTiming: TIMING });
  two = await startTestApp(env, { database, readReplicaTiming: TIMING });
  processId = await insertExampleProcess(database.db);
  const email = (await insertAccount(database.db, PERSONAS.staff)).email;
  writer = await signIn(one.client(), email);
  writerOnTwo = two.client();
  reader = await signIn(two.client(), (await insertAccount(database.db, PERSONAS.staff)).email);
  await pair.caughtUp();
}, 90_000);

afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.close();
  await pair?.stop();
});

/** The browser's cookies, as it sends them to any instance. */
const sameBrowser = () => {
  writerOnTwo.cookie = writer.cookie;
  for (const [name, pair] of writer.otherCookies) writerOnTwo.otherCookies.set(name, pair);
};

/** Which database answered the request's reads on `t` (by its count of handles given). */
async function servedBy(t: TestApp, request: () => Promise<ApiResponse>) {
  const served = t.app.readReplicas!.served;
  const primaryBefore = served.get('primary') ?? 0;
  const total = () => [...served.values()].reduce((sum, n) => sum + n, 0);
  const before = total();
  const started = performance.now();
  const response = await request();
  const ms = performance.now() - started;
  expect(total() - before).toBe(1);
  return { response, ms, on: (served.get('primary') ?? 0) > primaryBefore ? 'primary' : 'replica' };
}

const uniqueName = () => `Replica job ${crypto.randomBytes(4).toString('hex')}`;
const save = async (jobName: string) => {
  const created = await writer.post('/api/quote', {
    quote: exampleQuoteBody(processId, { job_name: jobName }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created;
};
const listed = (client: ApiClient, jobName: string) => () =>
  client.get(`/api/quote?job_name=${encodeURIComponent(jobName)}`);
const found = (response: ApiResponse) => {
  expect(response.status).toBe(200);
  return (response.body.quotes as Array<{ job_name: string }>).map((quote) => quote.job_name);
};

async function untilServedBy(t: TestApp, client: ApiClient, on: 'primary' | 'replica') {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const read = await servedBy(t, listed(client, 'none'));
    expect(read.response.status).toBe(200);
    if (read.on === on) return;
    if (Date.now() > deadline) throw new Error(`reads never went to the ${on}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('reads on a streaming replica (READ_DATABASE_URL)', () => {
  it('serves the lists from the replica, over its own connections there', async () => {
    const read = await servedBy(two, listed(reader, 'anything'));
    expect(read.on).toBe('replica');
    const handle = await two.app.readReplicas!.handleFor(null);
    const [recovery] = (await handle.execute(sql`SELECT pg_is_in_recovery() AS standby`)).rows;
    expect(recovery).toEqual({ standby: true });
    const readers = `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = '${READ_APPLICATION_NAME}'`;
    expect((await pair.onReplica(readers)).rows[0].n).toBeGreaterThan(0);
    expect((await database.pool.query(readers)).rows[0].n).toBe(0);
    // That the replica answered the reads (not just took connections) shows below: while its replay
    // is paused a list misses a save the primary holds.
  });

  it('remembers the commit of a write in an HttpOnly cookie, and a read records none', async () => {
    const created = await save(uniqueName());
    const cookie = created.headers.getSetCookie().find((c) => c.startsWith(`${LSN_COOKIE}=`));
    expect(cookie).toMatch(
      /^signshop_lsn=[0-9A-F]+\/[0-9A-F]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const reads = [await reader.get('/api/quote'), await reader.post('/api/quote/query', { search: {} })];
    for (const read of reads) {
      expect(read.status).toBe(200);
      expect(read.headers.getSetCookie().filter((c) => c.startsWith(LSN_COOKIE))).toEqual([]);
    }
  });

  it("shows a session its own save at once, on another instance, even while the replica's replay is paused", async () => {
    const first = uniqueName();
    await save(first);
    sameBrowser();
    expect(found((await servedBy(two, listed(writerOnTwo, first))).response)).toEqual([first]);

    await pair.onReplica('SELECT pg_wal_replay_pause()');
    try {
      const second = uniqueName();
      await save(second);
      sameBrowser();
      const own = await servedBy(two, listed(writerOnTwo, second));
      expect(found(own.response)).toEqual([second]);
      expect(own.on).toBe('primary');
      expect(own.ms).toBeGreaterThanOrEqual(TIMING.waitMs - 10);
      expect(own.ms).toBeLessThan(2_000);
      // Another session, which saved nothing, reads the replica meanwhile: the save is not there yet.
      const other = await servedBy(two, listed(reader, second));
      expect(other.on).toBe('replica');
      expect(found(other.response)).toEqual([]);
      expect(other.ms).toBeLessThan(TIMING.waitMs);
      // Past the lag bound the replica is skipped for everyone.
      await untilServedBy(two, reader, 'primary');
      expect(found((await servedBy(two, listed(reader, second))).response)).toEqual([second]);
    } finally {
      await pair.onReplica('SELECT pg_wal_replay_resume()');
    }
    await untilServedBy(two, reader, 'replica');
  });

  it('answers every read from the primary while the replica is stopped, and uses it again once it is back', async () => {
    // Readers on both instances keep reading while the replica stops under them: no read fails.
    let loading = true;
    const statuses: number[] = [];
    const readLoop = async (client: ApiClient) => {
      while (loading) statuses.push((await client.get('/api/production/ready?page=0&page_count=10')).status);
    };
    const loops = [reader, reader, writer, writer].map(readLoop);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await pair.stopReplica();
    await new Promise((resolve) => setTimeout(resolve, 500));
    loading = false;
    await Promise.all(loops);
    expect(statuses.length).toBeGreaterThan(8);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    try {
      const jobName = uniqueName();
      await save(jobName);
      const reads = [await listed(writer, jobName)(), await listed(reader, jobName)()];
      expect(reads.map(found)).toEqual([[jobName], [jobName]]);
      const reports = await Promise.all(
        ['/api/production/ready', '/api/production/released', '/api/board'].map((url) => reader.get(url)),
      );
      expect(reports.map((report) => report.status)).toEqual([200, 200, 200]);
      await untilServedBy(two, reader, 'primary');
    } finally {
      await pair.startReplica();
    }
    await untilServedBy(two, reader, 'replica');
  });

  it('reads the board, which live events refresh, from a replica only once it holds every commit made before the read', async () => {
    await pair.caughtUp();
    const board = () => reader.get('/api/board');
    expect((await servedBy(two, board)).on).toBe('replica');
    await pair.onReplica('SELECT pg_wal_replay_pause()');
    try {
      // Another person's save (a live event tells the board to refetch): the board waits, then reads the primary.
      await save(uniqueName());
      const behind = await servedBy(two, board);
      expect([behind.response.status, behind.on]).toEqual([200, 'primary']);
      expect(behind.ms).toBeGreaterThanOrEqual(TIMING.waitMs - 10);
      // The reader's quote list, which no event refreshes, reads the replica meanwhile.
      expect((await servedBy(two, listed(reader, 'x'))).on).toBe('replica');
    } finally {
      await pair.onReplica('SELECT pg_wal_replay_resume()');
    }
  });

  it('takes the healthy replicas in turn', async () => {
    const url = pair.replicaUrl('postgres');
    const t = await startTestApp(
      { READ_DATABASE_URL: `${url},${url}` },
      { database, readReplicaTiming: TIMING },
    );
    try {
      const staff = await signIn(t.client(), (await insertAccount(database.db, PERSONAS.staff)).email);
      staff.otherCookies.clear(); // a session with no write to wait for
      for (let read = 0; read < 4; read++) expect((await listed(staff, 'x')()).status).toBe(200);
      const served = [...t.app.readReplicas!.served].filter(([name]) => name !== 'primary');
      expect(served.map(([name, reads]) => [name.slice(0, 'replica n'.length), reads])).toEqual([
        ['replica 1', 2],
        ['replica 2', 2],
      ]);
    } finally {
      await t.close();
    }
  });

  it('takes a forged position as no position, and one far ahead as a wait then the primary', async () => {
    const forged = two.client();
    forged.cookie = reader.cookie;
    forged.otherCookies.set(LSN_COOKIE, `${LSN_COOKIE}=not-a-position`);
    const ignored = await servedBy(two, listed(forged, 'x'));
    expect([ignored.response.status, ignored.on]).toEqual([200, 'replica']);
    forged.otherCookies.set(LSN_COOKIE, `${LSN_COOKIE}=FFFFFFFF/FFFFFFFF`);
    const ahead = await servedBy(two, listed(forged, 'x'));
    expect([ahead.response.status, ahead.on]).toEqual([200, 'primary']);
    expect(ahead.ms).toBeLessThan(2_000);
  });
});

describe('without READ_DATABASE_URL', () => {
  it('reads everything on the primary and records no commit position', async () => {
    const t = await startTestApp();
    try {
      expect(t.app.readReplicas).toBeNull();
      const staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
      const created = await staff.post('/api/quote', {
        quote: exampleQuoteBody(await insertExampleProcess(t.db), { job_name: 'Primary only' }),
      });
      expect(created.status).toBe(201);
      expect(created.headers.getSetCookie().filter((c) => c.startsWith(LSN_COOKIE))).toEqual([]);
      expect(found(await staff.get('/api/quote?job_name=Primary%20only'))).toEqual(['Primary only']);
    } finally {
      await t.close();
    }
  });
});

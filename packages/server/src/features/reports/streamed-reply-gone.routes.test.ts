import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertQuote } from '../../../test/support/factories.ts';
import { startStreamingApp } from '../../../test/support/streamed-reply.ts';
import type { TestApp } from '../../../test/support/test-app.ts';

/** Tiny batches and one reader at a time: a reply takes many turns, and the test can hold the only one. */
const BATCH = 3;
const JOBS = 120;

let t: TestApp;
let staff: ApiClient;
let closed = false;

beforeAll(async () => {
  ({ t, staff } = await startStreamingApp(
    { SHOP_TIME_ZONE: 'America/Los_Angeles', batch: BATCH, readers: 1 },
    'staff',
  ));
  for (let index = 0; index < JOBS; index++) await insertQuote(t.db, { job_name: `Job ${index}` });
});
afterAll(async () => {
  if (!closed) await t.close();
});

/** The unpaged customer report (every job), uncompressed (each batch reaches the client as it is written). */
const askEvery = (signal: AbortSignal) =>
  fetch(`${t.baseUrl}/api/customerreport`, {
    headers: { 'accept-encoding': 'identity', cookie: staff.cookie! },
    signal,
  });

/** The only read turn, held by the test until `release()` (`run`: the turns' own, when a spy stands in). */
function holdTheTurn(run = t.app.streamReads.run.bind(t.app.streamReads)) {
  let release!: () => void;
  const held = run(new AbortController().signal, async () => {
    await new Promise<void>((resolve) => (release = resolve));
  });
  return { release: async () => (release(), await held) };
}

const pool = () => t.database.pool;
/** Connections taken from the app's pool and not given back (the live-event listener keeps one). */
const checkedOut = () => pool().totalCount - pool().idleCount;
const soon = { timeout: 3000, interval: 5 };

/** What the app's other connections are doing: none may be left in a transaction, nor reading jobs. */
async function othersBusy(): Promise<string[]> {
  const { rows } = await t.database.pool.query<{ state: string; query: string }>(
    `SELECT state, query FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()
        AND (state LIKE 'idle in transaction%' OR (state = 'active' AND query ILIKE '%job_rows%'))`,
  );
  return rows.map((row) => `${row.state}: ${row.query}`);
}

describe('a streamed reply whose client goes away', () => {
  it('mid-stream: its next batch leaves the queue, no connection is kept, nothing idle in transaction', async () => {
    const before = checkedOut();
    // Once the reply's first batch is read, the test takes the only turn: the reply's second
    // batch waits for it, mid-stream.
    const turns = t.app.streamReads;
    const run = turns.run.bind(turns);
    let turn: ReturnType<typeof holdTheTurn> | undefined;
    let reads = 0;
    vi.spyOn(turns, 'run').mockImplementation((signal, read, first) => {
      if (++reads === 2) turn = holdTheTurn(run);
      return run(signal, read, first);
    });
    const client = new AbortController();
    const response = await askEvery(client.signal);
    expect(response.status).toBe(200);
    const first = await response.body!.getReader().read();
    expect(first.done).toBe(false);
    await vi.waitUntil(() => turns.waiting === 1, soon);
    vi.mocked(turns.run).mockRestore();
    // While it waits, the reply holds no connection.
    expect(checkedOut()).toBe(before);

    client.abort();
    await vi.waitUntil(() => turns.waiting === 0, soon);
    await turn!.release();
    expect(turns.reading).toBe(0);
    expect(checkedOut()).toBe(before);
    expect(pool().waitingCount).toBe(0);
    expect(await othersBusy()).toEqual([]);
  });

  it('before its first byte: its first read leaves the queue, and the app answers the next reader', async () => {
    const before = checkedOut();
    const turn = holdTheTurn();
    const client = new AbortController();
    const asked = askEvery(client.signal).catch((error: Error) => error.name);
    await vi.waitUntil(() => t.app.streamReads.waiting === 1, soon);

    client.abort();
    expect(await asked).toBe('AbortError');
    await vi.waitUntil(() => t.app.streamReads.waiting === 0, soon);
    await turn.release();
    expect(checkedOut()).toBe(before);
    expect(await othersBusy()).toEqual([]);

    const next = await staff.get('/api/customerreport');
    expect(next.status).toBe(200);
    expect(next.body.jobs).toHaveLength(JOBS);
  });

  it('the app then closes promptly', async () => {
    const client = new AbortController();
    const reader = (await askEvery(client.signal)).body!.getReader();
    await reader.read();
    client.abort();
    const started = performance.now();
    closed = true;
    await t.close();
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

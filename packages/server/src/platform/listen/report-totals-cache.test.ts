import { describe, expect, it } from 'vitest';
import { ReportTotalsCache, type Listener, type TotalsQuery } from './report-totals-cache.ts';

/** A listen client in memory: its barrier passes on the next turn; `change()` is a commit heard. */
function fakeListener() {
  const channels = new Map<string, (payload: string | null) => void>();
  const listener: Listener & { isListening: boolean; change(): void; drop(): void } = {
    isListening: true,
    subscribe: (channel, hear) => void channels.set(channel, hear),
    heardEverythingBefore: () => new Promise((resolve) => setImmediate(() => resolve(true))),
    change: () => channels.get('report_changes')?.('job_rows'),
    drop() {
      for (const hear of channels.values()) hear(null);
    },
  };
  return listener;
}

/** A totals query answering `value()` each time it is read, counting the reads. */
function countingQuery(key: string, value: () => number) {
  const query = {
    reads: 0,
    toSQL: () => ({ sql: 'select count(*) from job_rows where x = $1', params: [key] }),
    then<R>(resolve: (totals: number) => R) {
      query.reads += 1;
      return Promise.resolve(value()).then(resolve);
    },
  };
  return query as TotalsQuery<number> & { reads: number };
}

describe('the report totals cache', () => {
  it('answers the same totals from memory until a change is heard, then reads them again', async () => {
    const listener = fakeListener();
    const cache = new ReportTotalsCache(listener);
    let count = 7;
    const query = countingQuery('a', () => count);
    expect(await cache.totals(query)).toBe(7);
    expect(await cache.totals(query)).toBe(7);
    expect(query.reads).toBe(1);
    count = 8;
    listener.change();
    expect(await cache.totals(query)).toBe(8);
    expect(query.reads).toBe(2);
  });

  it("keeps a replica's totals only when the replica had caught up with the primary before its query", async () => {
    const listener = fakeListener();
    const cache = new ReportTotalsCache(listener);
    const replica = {
      primary: {} as never,
      caughtUp: false,
      caughtUpWithPrimary: async () => replica.caughtUp,
    };
    let count = 3;
    const query = countingQuery('a', () => count);
    // Behind: a commit already heard may be missing from its answer, which is given and not kept.
    expect(await cache.totals(query, replica)).toBe(3);
    count = 4;
    expect(await cache.totals(query, replica)).toBe(4);
    expect(query.reads).toBe(2);
    expect(cache.size).toBe(0);
    replica.caughtUp = true;
    expect(await cache.totals(query, replica)).toBe(4);
    expect(await cache.totals(query)).toBe(4);
    expect(query.reads).toBe(3);
  });

  it('does not keep totals read while a change was heard (the generation is read before the query)', async () => {
    const listener = fakeListener();
    const cache = new ReportTotalsCache(listener);
    let count = 1;
    const racing = countingQuery('a', () => {
      // A write commits while the totals are being read: its notification arrives afterwards.
      listener.change();
      return count;
    });
    expect(await cache.totals(racing)).toBe(1);
    count = 2;
    expect(await cache.totals(countingQuery('a', () => count))).toBe(2);
  });

  it('shares one read among requests asking for the same key at once', async () => {
    const cache = new ReportTotalsCache(fakeListener());
    let reads = 0;
    let finish = (_value: number) => {};
    const read = () => {
      reads += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const first = cache.read('board', read);
    await new Promise((resolve) => setImmediate(resolve));
    const others = Promise.all([cache.read('board', read), cache.read('board', read)]);
    await new Promise((resolve) => setImmediate(resolve));
    finish(5);
    expect([await first, ...(await others)]).toEqual([5, 5, 5]);
    expect(reads).toBe(1);
  });

  it('does not share a read that started before a change this request must see', async () => {
    const listener = fakeListener();
    const cache = new ReportTotalsCache(listener);
    const finishers: Array<(value: number) => void> = [];
    const read = () => new Promise<number>((resolve) => finishers.push(resolve));
    const before = cache.read('board', read);
    await new Promise((resolve) => setImmediate(resolve));
    listener.change();
    const after = cache.read('board', read);
    await new Promise((resolve) => setImmediate(resolve));
    expect(finishers).toHaveLength(2);
    finishers[0]!(1);
    finishers[1]!(2);
    expect([await before, await after]).toEqual([1, 2]);
  });

  it('keeps at most its bound, forgetting the least recently used first', async () => {
    const cache = new ReportTotalsCache(fakeListener(), 2);
    const [a, b, c] = ['a', 'b', 'c'].map((key) => countingQuery(key, () => 1));
    await cache.totals(a!);
    await cache.totals(b!);
    await cache.totals(a!);
    await cache.totals(c!);
    expect(cache.size).toBe(2);
    await cache.totals(a!);
    await cache.totals(b!);
    expect([a!.reads, b!.reads, c!.reads]).toEqual([1, 2, 1]);
  });

  it('serves nothing from memory without its connection, and forgets everything when it is lost', async () => {
    const listener = fakeListener();
    const cache = new ReportTotalsCache(listener);
    const query = countingQuery('a', () => 1);
    await cache.totals(query);
    listener.drop();
    expect(cache.size).toBe(0);
    listener.isListening = false;
    await cache.totals(query);
    await cache.totals(query);
    expect(query.reads).toBe(3);
  });
});

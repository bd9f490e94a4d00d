import { describe, expect, it } from 'vitest';
import type { Listener } from '../../platform/listen/report-totals-cache.ts';
import { AgingCache } from './aging-cache.ts';

/** A listen client in memory: its barrier passes on the next turn; `heard()` is a commit's notification. */
function fakeListener() {
  const channels = new Map<string, (payload: string | null) => void>();
  const listener: Listener & { isListening: boolean; heard(payload: string | null): void } = {
    isListening: true,
    subscribe: (channel, hear) => void channels.set(channel, hear),
    heardEverythingBefore: () => new Promise((resolve) => setImmediate(() => resolve(true))),
    heard: (payload) => channels.get('aging_changes')?.(payload),
  };
  return listener;
}

interface Line {
  key: string;
  balance: number;
}

/** The "database": a balance per company key, and every read made of it (null: every company). */
function fakeDatabase(balances: Record<string, number>) {
  const reads: Array<string[] | null> = [];
  const read = async (_asOf: string, keys: readonly string[] | null): Promise<Line[]> => {
    reads.push(keys && [...keys]);
    await new Promise((resolve) => setImmediate(resolve));
    return Object.entries(balances)
      .filter(([key, balance]) => balance > 0 && (keys === null || keys.includes(key)))
      .map(([key, balance]) => ({ key, balance }));
  };
  return { balances, reads, read };
}

const DAY = '2026-03-20';

describe('the aging cache', () => {
  it('reads every company once, then only the companies a change names; the others stay as read', async () => {
    const listener = fakeListener();
    const db = fakeDatabase({ bolt: 300, acme: 100, cedar: 50 });
    const cache = new AgingCache(listener, db.read);
    const first = await cache.lines(DAY);
    expect(first.map((line) => line.key)).toEqual(['acme', 'bolt', 'cedar']);
    expect(await cache.lines(DAY)).toBe(first);

    db.balances.acme = 120;
    db.balances.cedar = 0;
    listener.heard('acme\ncedar');
    const after = await cache.lines(DAY);
    expect(after).toEqual([
      { key: 'acme', balance: 120 },
      { key: 'bolt', balance: 300 },
    ]);
    expect(after[1]).toBe(first[1]);
    expect(db.reads).toEqual([null, ['acme', 'cedar']]);
  });

  it('reads a company again when its change is heard while it is being read', async () => {
    const listener = fakeListener();
    const db = fakeDatabase({ acme: 100 });
    const cache = new AgingCache(listener, async (asOf, keys) => {
      const lines = await db.read(asOf, keys);
      // A payment commits while the lines are being read: its notification arrives afterwards.
      if (db.reads.length === 1) {
        db.balances.acme = 40;
        listener.heard('acme');
      }
      return lines;
    });
    expect(await cache.lines(DAY)).toEqual([{ key: 'acme', balance: 100 }]);
    expect(await cache.lines(DAY)).toEqual([{ key: 'acme', balance: 40 }]);
    expect(db.reads).toEqual([null, ['acme']]);
  });

  it('shares one read among requests arriving together, and serves each request every change heard before it', async () => {
    const listener = fakeListener();
    const db = fakeDatabase({ acme: 100, bolt: 5 });
    const cache = new AgingCache(listener, db.read);
    const together = await Promise.all([cache.lines(DAY), cache.lines(DAY), cache.lines(DAY)]);
    expect(db.reads).toEqual([null]);
    expect(together[1]).toBe(together[0]);

    db.balances.acme = 1;
    listener.heard('acme');
    const one = cache.lines(DAY);
    db.balances.bolt = 2;
    listener.heard('bolt');
    const two = cache.lines(DAY);
    expect((await two).map((line) => line.balance)).toEqual([1, 2]);
    expect((await one).map((line) => line.balance)).toEqual([1, 2]);
  });

  it("forgets every day on '*' or a lost connection, and reads without keeping while not listening", async () => {
    const listener = fakeListener();
    const db = fakeDatabase({ acme: 100 });
    const cache = new AgingCache(listener, db.read);
    await cache.lines(DAY);
    listener.heard('*');
    await cache.lines(DAY);
    listener.heard(null);
    await cache.lines(DAY);
    listener.isListening = false;
    await cache.lines(DAY);
    await cache.lines(DAY);
    expect(db.reads).toEqual([null, null, null, null, null]);
  });

  it("reads one company's line alone while its day is not kept, from the kept day once it is", async () => {
    const listener = fakeListener();
    const db = fakeDatabase({ acme: 100, bolt: 7 });
    const cache = new AgingCache(listener, db.read);
    expect(await cache.line(DAY, 'bolt')).toEqual({ key: 'bolt', balance: 7 });
    expect(await cache.line(DAY, 'nobody')).toBeUndefined();
    await cache.lines(DAY);
    db.balances.bolt = 8;
    listener.heard('bolt');
    expect(await cache.line(DAY, 'bolt')).toEqual({ key: 'bolt', balance: 8 });
    expect(db.reads).toEqual([['bolt'], ['nobody'], null, ['bolt']]);
  });

  it('keeps the days read most recently, and forgets a day whose read failed', async () => {
    const listener = fakeListener();
    const db = fakeDatabase({ acme: 100 });
    let failing = true;
    const cache = new AgingCache(
      listener,
      async (asOf, keys) => {
        if (failing && asOf === 'broken') throw new Error('connection reset');
        return db.read(asOf, keys);
      },
      2,
    );
    await expect(cache.lines('broken')).rejects.toThrow('connection reset');
    failing = false;
    expect(await cache.lines('broken')).toEqual([{ key: 'acme', balance: 100 }]);
    await cache.lines('2026-03-01');
    await cache.lines('2026-03-02');
    await cache.lines('broken');
    expect(db.reads).toEqual([null, null, null, null]);
  });
});

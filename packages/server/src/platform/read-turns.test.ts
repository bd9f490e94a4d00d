import { describe, expect, it } from 'vitest';
import { ReadTurns } from './read-turns.ts';

/** A read that runs until the test ends it. */
function pending() {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return { read: () => ended, end };
}
const never = new AbortController().signal;
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ReadTurns', () => {
  it('runs at most `size` reads at once, the others in the order they came', async () => {
    const turns = new ReadTurns(2);
    const reads = [pending(), pending(), pending(), pending()];
    const order: number[] = [];
    const runs = reads.map((read, index) =>
      turns.run(never, async () => {
        order.push(index);
        await read.read();
      }),
    );
    await tick();
    expect([turns.reading, turns.waiting, order]).toEqual([2, 2, [0, 1]]);
    reads[1]!.end();
    await tick();
    expect([turns.reading, turns.waiting, order]).toEqual([2, 1, [0, 1, 2]]);
    for (const read of reads) read.end();
    await Promise.all(runs);
    expect([turns.reading, turns.waiting, order]).toEqual([0, 0, [0, 1, 2, 3]]);
  });

  it("a reply's first read goes before the later reads already waiting, first reads in their order", async () => {
    const turns = new ReadTurns(1);
    const running = pending();
    const order: string[] = [];
    const runs = [
      turns.run(never, running.read),
      ...['later 1', 'first 1', 'later 2', 'first 2'].map((name) =>
        turns.run(never, async () => void order.push(name), name.startsWith('first')),
      ),
    ];
    await tick();
    expect(turns.waiting).toBe(4);
    running.end();
    await Promise.all(runs);
    expect(order).toEqual(['first 1', 'first 2', 'later 1', 'later 2']);
  });

  it('a read whose signal aborts while it waits leaves the queue and never runs', async () => {
    const turns = new ReadTurns(1);
    const first = pending();
    const running = turns.run(never, first.read);
    const gone = new AbortController();
    let ran = false;
    const waiting = turns.run(gone.signal, async () => void (ran = true));
    await tick();
    expect(turns.waiting).toBe(1);
    gone.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    expect(turns.waiting).toBe(0);
    first.end();
    await running;
    expect([ran, turns.reading]).toEqual([false, 0]);
  });

  it('a read already aborted is refused at once; a read that fails gives its turn back', async () => {
    const turns = new ReadTurns(1);
    const gone = new AbortController();
    gone.abort(new Error('gone'));
    await expect(turns.run(gone.signal, async () => 1)).rejects.toThrow('gone');
    await expect(turns.run(never, () => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    expect(await turns.run(never, async () => 2)).toBe(2);
    expect(turns.reading).toBe(0);
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { LISTENER_APPLICATION_NAME, listenClientOf } from './listen-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Counts the statements running at once on listening connections while `run` runs. */
async function mostAtOnce(run: () => Promise<unknown>): Promise<number> {
  const query = pg.Client.prototype.query;
  let running = 0;
  let most = 0;
  const patched = function (this: pg.Client, ...args: unknown[]) {
    const listening =
      (this as unknown as { connectionParameters?: { application_name?: string } }).connectionParameters
        ?.application_name === LISTENER_APPLICATION_NAME;
    const result = (query as (...a: unknown[]) => unknown).apply(this, args);
    if (!listening || !(result instanceof Promise)) return result;
    most = Math.max(most, ++running);
    return result.finally(() => (running -= 1));
  };
  pg.Client.prototype.query = patched as typeof query;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = query;
  }
  return most;
}

describe('the listen client', () => {
  it('runs its statements one at a time, however many barriers and subscriptions arrive together', async () => {
    const listener = listenClientOf(t.db)!;
    expect(listener.isListening).toBe(true);
    let heard: boolean[] = [];
    const most = await mostAtOnce(async () => {
      const channels = Array.from({ length: 5 }, (_, i) => `listen_client_probe_${i}`);
      for (const channel of channels) listener.subscribe(channel, () => undefined);
      const local = Array.from({ length: 10 }, () => new Promise((resolve) => setImmediate(resolve)));
      heard = await Promise.all(
        local.map(async (turn) => {
          await turn;
          return listener.heardEverythingBefore();
        }),
      );
      await Promise.all(Array.from({ length: 5 }, () => listener.everyInstanceHeard(t.db)));
    });
    expect(heard.every(Boolean)).toBe(true);
    expect(most).toBe(1);
  });
});

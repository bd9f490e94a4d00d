import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postmasterPidOf, startEmbeddedCluster } from './embedded.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signshop-embedded-'));
fs.chmodSync(dataDir, 0o755); // as root, the embedded PostgreSQL runs as its own user and must enter it
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('an embedded PostgreSQL that cannot start', () => {
  it('fails with one message saying what failed and what to do, with its last log lines', async () => {
    const dir = path.join(dataDir, 'postgres');
    const cluster = await startEmbeddedCluster({ dir, ephemeral: true });
    await cluster.stop();
    fs.appendFileSync(path.join(dir, 'postgresql.conf'), '\nno_such_setting_xyz = 1\n');
    const failure = await startEmbeddedCluster({ dir, ephemeral: true }).then(
      () => new Error('it started'),
      (error: unknown) => error as Error,
    );
    expect(failure.message).toMatch(
      new RegExp(`^The embedded PostgreSQL in ${dir} did not start.*Fix what its last lines say`, 's'),
    );
    expect(failure.message).toContain('no_such_setting_xyz');
  }, 60_000);
});

describe('an embedded PostgreSQL that dies while the server runs', () => {
  it('is started again on the same port, or given up on after its attempts', async () => {
    const dir = path.join(dataDir, 'restarted');
    const events: string[] = [];
    let up: () => void = () => undefined;
    let gaveUp: (error: Error) => void = () => undefined;
    const cluster = await startEmbeddedCluster({
      dir,
      ephemeral: true,
      restart: {
        delaysMs: [100, 200, 400],
        onDown: (reason) => events.push(reason),
        onUp: (attempt) => (events.push(`up after attempt ${attempt}`), up()),
        onGiveUp: (error) => gaveUp(error),
      },
    });
    try {
      const query = async () => {
        const client = new pg.Client({ connectionString: cluster.urlFor('postgres') });
        await client.connect();
        try {
          return (await client.query<{ n: number }>('select 1 as n')).rows[0]!.n;
        } finally {
          await client.end();
        }
      };
      expect(await query()).toBe(1);

      const back = new Promise<void>((resolve) => (up = resolve));
      process.kill((await postmasterPidOf(dir))!, 'SIGKILL');
      await back;
      expect(events[0]).toMatch(/^The embedded PostgreSQL stopped unexpectedly \(signal SIGKILL\)/);
      expect(events.at(-1)).toMatch(/^up after attempt [1-3]$/);
      expect(await query()).toBe(1);

      // A folder PostgreSQL no longer accepts: every attempt fails, then the owner is told.
      const givenUp = new Promise<Error>((resolve) => (gaveUp = resolve));
      const pid = (await postmasterPidOf(dir))!;
      process.kill(pid, 'SIGKILL');
      fs.rmSync(path.join(dir, 'PG_VERSION'));
      const error = await givenUp;
      expect(error.message).toMatch(new RegExp(`^The embedded PostgreSQL in ${dir} did not start`));
    } finally {
      await cluster.stop(); // ends at once: nothing is running any more
    }
  }, 60_000);
});

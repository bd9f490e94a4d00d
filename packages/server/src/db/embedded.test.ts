import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedCluster } from './embedded.ts';

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

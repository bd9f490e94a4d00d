import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { connectDatabase } from '../db/client.ts';
import { findFreePort } from '../db/embedded.ts';
import { openDatabase } from '../db/open-database.ts';
import { accounts, quotes } from '../db/schema/index.ts';
import { collectOutput, spawnServerScript, waitUntilOk } from '../../test/support/processes.ts';
import { DEMO_EMAIL_DOMAIN } from './demo-accounts.ts';

// `npm run demo` as a person runs it: main.ts --demo, a real process on its own data dir.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signshop-demo-start-'));
fs.chmodSync(dataDir, 0o755); // as root, the embedded PostgreSQL runs as its own user and must enter it
const running: Array<ReturnType<typeof spawnServerScript>> = [];
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function startDemo() {
  const port = await findFreePort();
  const child = spawnServerScript('main.ts', ['--demo'], {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_FORMAT: 'json',
  });
  running.push(child);
  const output = collectOutput(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output, exited, baseUrl: `http://127.0.0.1:${port}` };
}

async function until(condition: () => boolean, what: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What the demo's database holds, read with the server stopped. */
async function stored() {
  const opened = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
  const database = connectDatabase(opened.url, 1);
  try {
    const [q] = await database.db.select({ n: count() }).from(quotes);
    const emails = (await database.db.select({ email: accounts.email }).from(accounts)).map((a) => a.email);
    return { quotes: q!.n, emails };
  } finally {
    await database.close();
    await opened.close();
  }
}

const filesIn = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];

describe('npm run demo', () => {
  it('stops within seconds on SIGTERM during its seed, leaving no half seed; the next start seeds it whole and logs no secret', async () => {
    const first = await startDemo();
    await until(() => first.output.stdout.includes('Demo mode: data in'), 'the seed started');
    // Well into the seed (it takes ~20 s): its jobs' files are being written.
    await until(() => filesIn(path.join(dataDir, 'files')).length > 0, 'the first job file');
    expect(first.child.exitCode).toBeNull();
    const signalAt = Date.now();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const stopMs = Date.now() - signalAt;
    expect(stopMs, `SIGTERM sent at ${signalAt}\n${first.output.stdout}`).toBeLessThan(3_000);
    expect(first.output.stdout).not.toContain('Seeded the demo shop');
    // Rolled back: no quote, no account, and no job file left behind.
    expect(await stored()).toEqual({ quotes: 0, emails: [] });
    expect(filesIn(path.join(dataDir, 'files'))).toEqual([]);
    expect(first.output.stdout).not.toMatch(/password/i);

    const second = await startDemo();
    await waitUntilOk(`${second.baseUrl}/api/ready`, second.child, 150_000);
    await until(
      () => second.output.stdout.includes('Demo accounts (password for all:'),
      'the accounts printed',
    );
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const log = second.output.stdout + second.output.stderr;
    expect(log).toMatch(/Seeded the demo shop in [\d.]+ s: \d+ quotes/);
    // The demo's accounts are its only accounts: no first admin with a generated password.
    const { quotes: seededQuotes, emails } = await stored();
    expect(seededQuotes).toBeGreaterThan(100);
    expect(emails.filter((email) => !email.endsWith(`@${DEMO_EMAIL_DOMAIN}`))).toEqual([]);
    expect(log).not.toMatch(/first admin created/);
    expect(log).not.toMatch(/"password"/);
  }, 240_000);
});

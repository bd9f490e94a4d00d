import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { exampleQuoteBody } from '../fixtures/quote-fixtures.ts';
import { ApiClient } from '../support/api-client.ts';
import { signIn } from '../support/factories.ts';
import { NO_LOST_WRITES, NO_SERVER_ERRORS, reportFigure } from './proof-report.ts';
import {
  isAlive,
  postmasterPid,
  PROCESS_ADMIN,
  startServerProcess,
  type ServerProcess,
} from './server-process.ts';

/** How many times the embedded PostgreSQL is killed under the writes: DB_AWAY_KILLS=5 for a longer run. */
const KILLS = Number(process.env.DB_AWAY_KILLS ?? 1);
const WRITERS = 3;

const dataDirs: string[] = [];
function newDataDir() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signshop-db-away-'));
  fs.chmodSync(dataDir, 0o755); // as root, the embedded PostgreSQL runs as its own user and must enter it
  dataDirs.push(dataDir);
  return dataDir;
}
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop().catch(() => undefined);
  server = undefined;
});
afterAll(() => {
  for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  sentAt: number;
  status: number;
  retryAfter: string | null;
  body: unknown;
}

/**
 * Writers creating quotes, one after another each, through the server's HTTP API until stopped,
 * whatever the answers; each acknowledged quote (201) is remembered with the comment it was sent.
 */
function startWriters(client: ApiClient, signType: number) {
  const answers: Answer[] = [];
  const acknowledged = new Map<number, string>();
  let stopped = false;
  let n = 0;
  const done = Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (!stopped) {
        const comments = `write ${++n}`;
        const sentAt = Date.now();
        // A network error (the server gone) counts as status 0: the check below fails on it.
        const response = await client
          .post('/api/quote', { quote: exampleQuoteBody(signType, { comments }) })
          .catch((error: unknown) => ({ status: 0, body: String(error), headers: new Headers() }));
        answers.push({
          sentAt,
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: response.body,
        });
        if (response.status === 201) acknowledged.set(response.body.quote.id as number, comments);
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }),
  );
  return {
    answers,
    acknowledged,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the embedded PostgreSQL killed alone (SIGKILL of the postmaster) while the server takes writes', () => {
  it('answers 503 with Retry-After (never 500) while it is away, brings it back keeping every acknowledged write, or exits 1 when it cannot', async () => {
    const dataDir = newDataDir();
    server = await startServerProcess(dataDir);
    const running = server;
    const client = await signIn(new ApiClient(running.baseUrl), PROCESS_ADMIN.email, PROCESS_ADMIN.password);
    const signType = (await client.get('/api/quote/signtypes')).body.types[0].id as number;
    const writers = startWriters(client, signType);
    const recoveries: number[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      const before = writers.acknowledged.size;
      await until('writes acknowledged before the kill', () => writers.acknowledged.size >= before + 5);
      const pid = postmasterPid(dataDir)!;
      const killedAt = Date.now();
      process.kill(pid, 'SIGKILL');
      // Back when a write sent after the kill is acknowledged, by a new PostgreSQL.
      await until('a write acknowledged after the kill', () =>
        writers.answers.some((a) => a.sentAt > killedAt && a.status === 201),
      );
      recoveries.push(Date.now() - killedAt);
      expect(isAlive(pid)).toBe(false);
      expect(isAlive(postmasterPid(dataDir))).toBe(true);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    await writers.stop();

    const refused = writers.answers.filter((a) => a.status !== 201);
    expect(refused.length, 'requests refused while the database was away').toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect((answer.body as { err: string }).err).toMatch(/^The database is not available/);
    }
    // The server came back whole: healthy, ready, listening again (its session cache's LISTEN).
    expect(running.child.exitCode).toBeNull();
    expect((await fetch(`${running.baseUrl}/api/health`)).status).toBe(200);
    expect((await fetch(`${running.baseUrl}/api/ready`)).status).toBe(200);
    const missing: string[] = [];
    for (const [id, comments] of writers.acknowledged) {
      const response = await client.get(`/api/quote/${id}`);
      if (response.status !== 200 || response.body.quote.comments !== comments)
        missing.push(`quote ${id}: ${response.status} ${response.body.quote?.comments}`);
    }
    expect(missing).toEqual([]);
    expect(running.output()).toMatch(/the embedded PostgreSQL is running again/);

    const scenario = `SIGKILL of the embedded PostgreSQL alone, ${KILLS} time(s), under ${WRITERS} writers creating quotes`;
    reportFigure({ scenario, metric: 'writes acknowledged', value: writers.acknowledged.size });
    reportFigure({
      scenario,
      metric: 'acknowledged writes missing afterwards',
      value: missing.length,
      goal: NO_LOST_WRITES,
    });
    reportFigure({ scenario, metric: 'requests answered 503 while it was away', value: refused.length });
    reportFigure({
      scenario,
      metric: 'answers other than 201 or 503',
      value: refused.filter((a) => a.status !== 503).length,
      goal: NO_SERVER_ERRORS,
    });
    reportFigure({
      scenario,
      metric: 'time from kill to the next acknowledged write, ms (each)',
      value: recoveries.join(', '),
    });

    // Killed again, its folder no longer one PostgreSQL starts on: after its restart attempts the
    // server exits 1 (for systemd or the container runtime to restart it), answering 503 until then.
    let code: number | null | undefined;
    running.child.once('exit', (exitCode) => (code = exitCode));
    const killedAt = Date.now();
    process.kill(postmasterPid(dataDir)!, 'SIGKILL');
    fs.rmSync(path.join(dataDir, 'postgres', 'PG_VERSION'));
    const statuses = new Set<number>();
    while (code === undefined) {
      const status = await fetch(`${running.baseUrl}/api/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: PROCESS_ADMIN }),
      }).then(
        (response) => response.status,
        () => 0, // refused: it is exiting
      );
      if (status) statuses.add(status);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(code, running.output()).toBe(1);
    expect([...statuses]).toEqual([503]);
    expect(running.output()).toMatch(/the embedded PostgreSQL could not be restarted: exiting \(code 1\)/);
    reportFigure({
      scenario: 'SIGKILL of the embedded PostgreSQL alone, its folder then unusable',
      metric: 'time from kill to exit 1, ms',
      value: Date.now() - killedAt,
    });
  }, 120_000);
});

import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from './platform/config.ts';
import { connectDatabase } from './db/client.ts';
import { findFreePort } from './db/embedded.ts';
import { migrationJournal } from './db/migrate.ts';
import { reachDatabase } from './db/open-database.ts';
import { SEED_PROCESSES } from './job-core/seed/reference-data.ts';
import { uploadFile } from './features/files/multipart-upload.ts';
import { withDatabase } from '../test/support/database-url.ts';
import { insertQuote } from '../test/support/factories.ts';
import { collectOutput, runServerScript, spawnServerScript, waitUntilOk } from '../test/support/processes.ts';

// The server as operations run it: real processes started by main.ts.
const ADMIN = { ADMIN_EMAIL: 'owner@shop.test', ADMIN_PASSWORD: 'owner-password-123' };
const SECRETS = {
  SESSION_SECRET: 'one-secret-shared-by-every-instance-000000',
  MACHINE_INGEST_TOKEN: 'one-machine-token-for-every-instance',
};
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signshop-main-'));
  fs.chmodSync(dir, 0o755); // as root, the embedded PostgreSQL runs as its own user
  dirs.push(dir);
  return dir;
}

async function startServer(env: Record<string, string>) {
  const port = await findFreePort();
  const child = spawnServerScript('main.ts', [], { HOST: '127.0.0.1', PORT: String(port), ...ADMIN, ...env });
  children.push(child);
  const output = collectOutput(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const logLines = () =>
    output.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { child, port, baseUrl: `http://127.0.0.1:${port}`, output, exited, logLines };
}

/** A new, empty database on the test PostgreSQL server. */
async function emptyDatabaseUrl(): Promise<string> {
  const serverUrl = inject('testServerUrl');
  const name = `empty_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return withDatabase(serverUrl, name);
}

describe('several instances starting at once on an empty database', () => {
  it(
    'migrate once (one waits for the other), seed once, and both become ready',
    { timeout: 120_000 },
    async () => {
      const databaseUrl = await emptyDatabaseUrl();

      const [a, b] = await Promise.all([
        startServer({ DATABASE_URL: databaseUrl, DATA_DIR: tempDir(), ...SECRETS }),
        startServer({ DATABASE_URL: databaseUrl, DATA_DIR: tempDir(), ...SECRETS }),
      ]);
      await Promise.all([a, b].map((s) => waitUntilOk(`${s.baseUrl}/api/ready`, s.child)));

      const applied = [a, b].map((s) => s.logLines().find((line) => 'applied' in line)?.applied).sort();
      expect(applied).toEqual([0, migrationJournal().length]);
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        const count = async (sql: string) => Number((await db.query(sql)).rows[0].n);
        expect(await count('select count(*) as n from drizzle.__drizzle_migrations')).toBe(
          migrationJournal().length,
        );
        expect(await count('select count(*) as n from accounts')).toBe(1);
        expect(await count('select count(*) as n from sign_types')).toBe(SEED_PROCESSES.length);
      } finally {
        await db.end();
      }
      for (const s of [a, b]) s.child.kill('SIGTERM');
      expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);
    },
  );
});

/** One request on its own connection: its status, or the network error's code. */
function request(baseUrl: string, pathname: string, body?: unknown): Promise<number | string> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${baseUrl}${pathname}`,
      {
        method: payload ? 'POST' : 'GET',
        agent: false,
        headers: payload ? { 'content-type': 'application/json' } : {},
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end(payload);
  });
}

/** A body that arrives slowly: `chunks` of 64 KB, one every `everyMs`. */
function slowBody(chunks: number, everyMs: number) {
  return Readable.from(
    (async function* () {
      for (let i = 0; i < chunks; i++) {
        await new Promise((resolve) => setTimeout(resolve, everyMs));
        yield Buffer.alloc(65536, i);
      }
    })(),
  );
}

describe('one server on its embedded database', () => {
  it(
    'is backed up while it runs, then stops on SIGTERM answering every request it accepted, exit 0',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDir();
      const server = await startServer({ DATA_DIR: dataDir });
      await waitUntilOk(`${server.baseUrl}/api/ready`, server.child, 90_000);

      const backup = await runServerScript('scripts/backup.ts', ['--out', path.join(dataDir, 'b.tar.gz')], {
        DATA_DIR: dataDir,
      });
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain("Using the running server's embedded PostgreSQL");

      const login = { account: { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD } };
      const signedIn = await fetch(`${server.baseUrl}/api/account/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(login),
      });
      const cookie = signedIn.headers.getSetCookie()[0]!.split(';')[0]!;
      const quote = await fetch(`${server.baseUrl}/api/quote`, { headers: { cookie } }).then((r) => r.status);
      expect(quote).toBe(200);

      // Uploads that are still arriving when the signal comes, and a stream of sign-ins around it.
      const reached = await reachDatabase(loadConfig({ DATA_DIR: dataDir }));
      const database = connectDatabase(reached.url, 2);
      const job = await insertQuote(database.db);
      await database.close();
      const slowUploads = [1, 2].map(() =>
        uploadFile({
          baseUrl: server.baseUrl,
          path: `/api/file/${job.id}`,
          cookie,
          filename: 'slow.bin',
          content: slowBody(8, 100),
        }),
      );
      // Refused before its body is read (no such job): its connection must not keep the server up.
      const refusedUpload = uploadFile({
        baseUrl: server.baseUrl,
        path: '/api/file/999999',
        cookie,
        filename: 'refused.bin',
        content: slowBody(8, 100),
      });
      const results: Array<{ sentAt: number; outcome: number | string }> = [];
      let signalAt = Infinity;
      let streaming = true;
      const workers = [1, 2, 3].map(async () => {
        while (streaming) {
          const sentAt = Date.now();
          const outcome = await request(server.baseUrl, '/api/account/login/', login);
          results.push({ sentAt, outcome });
          if (outcome === 'ECONNREFUSED') break;
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 400));
      signalAt = Date.now();
      server.child.kill('SIGTERM');
      const code = await server.exited;
      expect(code).toBe(0);
      streaming = false;
      await Promise.all(workers);

      // The uploads were still arriving at the signal: each was stored and answered.
      for (const upload of await Promise.all(slowUploads)) {
        expect(upload.status).toBe(200);
        expect(upload.body.file.size).toBe(8 * 65536);
      }
      expect((await refusedUpload).status).toBe(404);
      const stored = fs.readdirSync(path.join(dataDir, 'files', 'jobs', String(job.id)));
      expect(
        stored.map((key) => fs.statSync(path.join(dataDir, 'files', 'jobs', String(job.id), key)).size),
      ).toEqual([8 * 65536, 8 * 65536]);
      const before = results.filter((r) => r.sentAt < signalAt - 50);
      expect(before.length).toBeGreaterThan(2);
      expect(before.map((r) => r.outcome)).toEqual(before.map(() => 200));
      const inFlight = results.filter((r) => r.sentAt < signalAt && r.outcome === 200);
      expect(inFlight.length).toBeGreaterThan(0);
      // After the signal a new request is refused, or answered; never half answered.
      for (const r of results.filter((r) => r.sentAt >= signalAt))
        expect([200, 503, 'ECONNREFUSED', 'ECONNRESET']).toContain(r.outcome);

      const logs = server.logLines();
      expect(logs.some((line) => line.signal === 'SIGTERM')).toBe(true);
      expect(logs.at(-1)).toMatchObject({ msg: 'SignShop stopped', exitCode: 0 });
      expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'signshop.pid'))).toBe(false);
    },
  );
});

describe('LOG_FORMAT=pretty (what a person at a terminal sees)', () => {
  it(
    'prints readable lines, not JSON: where the app runs, the first admin, and the stop',
    { timeout: 120_000 },
    async () => {
      const server = await startServer({
        DATABASE_URL: await emptyDatabaseUrl(),
        DATA_DIR: tempDir(),
        LOG_FORMAT: 'pretty',
        ...SECRETS,
      });
      await waitUntilOk(`${server.baseUrl}/api/ready`, server.child);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      const stdout = server.output.stdout;
      expect(stdout).toMatch(
        new RegExp(
          `^\\[\\d\\d:\\d\\d:\\d\\d\\] INFO: SignShop is running at http://localhost:${server.port}$`,
          'm',
        ),
      );
      expect(stdout).toMatch(
        /^\[[\d:]{8}\] WARN: first admin created with the ADMIN_PASSWORD you set\n {4}email: "owner@shop.test"$/m,
      );
      expect(stdout).toMatch(/^\[[\d:]{8}\] INFO: SignShop stopped$/m);
      expect(server.logLines()).toEqual([]);
    },
  );
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { connectDatabase } from '../../db/client.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS } from '../../db/database-unavailable.ts';
import { migrationJournal } from '../../db/migrate.ts';
import { capturedLog } from '../../../test/support/log-lines.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { DATABASE_AWAY_GRACE_MS } from './health.service.ts';

const { log, lines: logLines } = capturedLog();

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { log });
});
afterAll(() => t.close());

const latest = migrationJournal().at(-1)!.tag;

describe('GET /api/health', () => {
  it('answers anyone, signed out, that the process is up', async () => {
    const response = await t.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });
});

describe('GET /api/ready', () => {
  it('is ready when the database answers and has every migration', async () => {
    const response = await t.client().get('/api/ready');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ready', migration: latest });
  });

  it('is not ready (503) while the newest migration is missing', async () => {
    const [row] = (
      await t.db.execute<{ id: number; hash: string; created_at: string }>(
        sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )
    ).rows;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row!.id}`);
    try {
      const response = await t.client().get('/api/ready');
      expect(response.status).toBe(503);
      expect(response.body.status).toBe('not ready');
      expect(response.body.reason).toContain(`not ${latest}`);
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row!.id}, ${row!.hash}, ${row!.created_at}::bigint)`,
      );
    }
    expect((await t.client().get('/api/ready')).status).toBe(200);
  });

  it('is not ready (503) when the database does not answer; health turns 503 after its grace, and requests answer 503 with Retry-After', async () => {
    const unreachable = connectDatabase('postgres://nobody:x@127.0.0.1:1/none', 2);
    const app = await buildApp(t.config, {
      db: unreachable.db,
      mailer: { send: async () => undefined },
      sessionSecret: 'test-session-secret-that-is-long-enough-123',
      logger: false,
    });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().reason).toMatch(/^The database does not answer/);
      // Within the grace (a restart takes a few seconds) the process still says it is fine.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      // Any request that needs the database: 503 with a sentence and when to try again, never 500.
      const login = await app.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: { account: { email: 'someone@shop.test', password: 'a-password-1' } },
      });
      expect(login.statusCode).toBe(503);
      expect(login.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(login.json()).toEqual({ err: DATABASE_UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' });

      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + DATABASE_AWAY_GRACE_MS + 1_000 });
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(health.json()).toEqual({
        status: 'unhealthy',
        reason: expect.stringMatching(/^The database has not answered for 1[01] s\.$/),
      });
    } finally {
      vi.useRealTimers();
      await app.close();
      await unreachable.close();
    }
  });
});

describe('request ids', () => {
  it("returns the caller's x-request-id and logs the request under it, as JSON", async () => {
    const response = await fetch(`${t.baseUrl}/api/account/me`, {
      headers: { 'x-request-id': 'lb-trace-42' },
    });
    expect(response.headers.get('x-request-id')).toBe('lb-trace-42');
    const lines = logLines.filter((line) => line.reqId === 'lb-trace-42');
    // One line per request: its id, method and path, status and time.
    expect(lines.map((line) => line.msg)).toEqual(['request completed']);
    expect(lines[0]).toMatchObject({
      req: { method: 'GET', url: '/api/account/me' },
      res: { statusCode: 401 },
      responseTime: expect.any(Number),
    });
  });

  it('makes a new id when none (or a malformed one) is sent', async () => {
    const plain = await fetch(`${t.baseUrl}/api/health`);
    const odd = await fetch(`${t.baseUrl}/api/health`, {
      headers: { 'x-request-id': 'has spaces\tand tabs' },
    });
    for (const response of [plain, odd])
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(plain.headers.get('x-request-id')).not.toBe(odd.headers.get('x-request-id'));
  });
});

import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/platform/config.ts';
import type { Database, Db } from '../../src/db/client.ts';
import type { ReplicaTiming } from '../../src/platform/read-replicas/read-replicas.ts';
import { createMailer } from '../../src/platform/mail/mailer.ts';
import { ApiClient } from './api-client.ts';
import { startMailbox, type Mailbox, type MailboxOptions } from './mailbox.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_PUBLIC_URL = 'http://signshop.test';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The pool behind `db`: pass it to another startTestApp to run a second instance on the same data. */
  database: Database;
  baseUrl: string;
  mailbox: Mailbox;
  config: AppConfig;
  /** A new signed-out client. */
  client(): ApiClient;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Run on this (another instance's) database instead of a fresh one; it stays open on close. */
  database?: Database;
  /** A logger to read what the app logs. */
  log?: FastifyBaseLogger;
  /** How the test's SMTP server answers (it may refuse messages). */
  mailbox?: MailboxOptions;
  /** How long reads wait for and skip the read replicas (READ_DATABASE_URL). */
  readReplicaTiming?: ReplicaTiming;
}

/** The real app on a fresh database and a real SMTP mailbox, listening on a free loopback port. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const mailbox = await startMailbox(options.mailbox);
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), 'signshop-test'),
    PUBLIC_URL: TEST_PUBLIC_URL,
    SMTP_URL: mailbox.url,
    WEB_DIST: path.join(os.tmpdir(), 'signshop-test-no-web'),
    // Tests run the scan for due messages when they mean to (POST /api/admin/reminders/scan).
    REMINDER_SCAN_CRON: 'off',
    // and the stage notification scan (POST /api/admin/notifications/scan).
    NOTIFICATION_SCAN_CRON: 'off',
    ...env,
  });
  const app = await buildApp(config, {
    db: database.db,
    mailer: createMailer({ smtpUrl: mailbox.url, from: config.mailFrom, outboxDir: '' }),
    sessionSecret: 'test-session-secret-that-is-long-enough-123',
    logger: env.LOG_LEVEL ? { level: env.LOG_LEVEL } : false,
    log: options.log,
    readReplicaTiming: options.readReplicaTiming,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    db: database.db,
    database,
    baseUrl,
    mailbox,
    config,
    client: () => new ApiClient(baseUrl),
    async close() {
      await app.close();
      await mailbox.close();
      if (!options.database) await database.close();
    },
  };
}

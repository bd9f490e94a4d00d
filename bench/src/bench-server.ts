import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@signshop/server/app.ts';
import { loadConfig } from '@signshop/server/platform/config.ts';
import { connectDatabase } from '@signshop/server/db/client.ts';
import { startEmbeddedCluster } from '@signshop/server/db/embedded.ts';
import { migrateDatabase } from '@signshop/server/db/migrate.ts';
import { seedReferenceData } from '@signshop/server/job-core/seed/reference-data.ts';
import { createMailer } from '@signshop/server/platform/mail/mailer.ts';
import { createLogger } from '@signshop/server/platform/plugins/logging.ts';

/** The real app on a throw-away embedded PostgreSQL, listening on a free loopback port (with the built SPA when `webDist` is given). */
export async function startBenchServer(options: { webDist?: string } = {}) {
  const dir = path.resolve(import.meta.dirname, '../../.test-data/bench');
  await fs.rm(dir, { recursive: true, force: true });
  // Durable, as a shop runs it: fsync, synchronous_commit and full_page_writes at their defaults (on).
  const cluster = await startEmbeddedCluster({ dir: path.join(dir, 'postgres') });
  await cluster.createDatabase('bench');
  const config = loadConfig({ DATA_DIR: dir, WEB_DIST: options.webDist ?? path.join(os.tmpdir(), 'no-web') });
  // The pool a default start has (DB_POOL_SIZE), so the figures are those of the shipped set-up.
  const database = connectDatabase(cluster.urlFor('bench'), config.dbPoolSize);
  await migrateDatabase(database.db);
  await seedReferenceData(database.db);
  const app = await buildApp(config, {
    db: database.db,
    mailer: createMailer({ from: config.mailFrom, outboxDir: path.join(dir, 'outbox') }),
    sessionSecret: 'bench-session-secret-long-enough-0123456789',
    // The shipped logger: JSON lines, one per request, written asynchronously (to a file, not the console).
    log: createLogger({ level: config.logLevel, format: 'json', destination: path.join(dir, 'server.log') }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    app,
    db: database.db,
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      await app.close();
      await database.close();
      await cluster.stop();
    },
  };
}

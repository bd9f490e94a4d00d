import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { connectDatabase } from './db/client.ts';
import { startEmbeddedCluster, type EmbeddedCluster } from './db/embedded.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedReferenceData } from './db/seed/reference-data.ts';
import { seedFirstAdmin } from './features/accounts/seed-admin.ts';
import { createMailer } from './mail/mailer.ts';
import { MACHINE_INGEST_TOKEN_FILE, resolveSecret, SESSION_SECRET_FILE } from './data-dir-secrets.ts';
import { demoEnvironment, isDemoRun, printDemoAccounts, seedDemoShopFor } from './demo/demo-mode.ts';

const EMBEDDED_DATABASE = 'signshop';

/** Starts the whole application: database (embedded unless DATABASE_URL), migrations, first admin, HTTP. */
async function main() {
  const demo = isDemoRun();
  const config = loadConfig(demo ? demoEnvironment(process.env) : process.env);
  const cleanups: Array<() => Promise<void> | void> = [];
  const shutdown = async (code: number) => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
    process.exit(code);
  };
  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      cleanups.push(lockDataDir(config.dataDir));
      console.log(`Starting the embedded PostgreSQL in ${path.join(config.dataDir, 'postgres')} …`);
      const cluster: EmbeddedCluster = await startEmbeddedCluster({
        dir: path.join(config.dataDir, 'postgres'),
      });
      cleanups.push(() => cluster.stop());
      await cluster.createDatabase(EMBEDDED_DATABASE).catch(() => undefined); // exists after the first run
      databaseUrl = cluster.urlFor(EMBEDDED_DATABASE);
    }
    const database = connectDatabase(databaseUrl);
    cleanups.push(() => database.close());
    await migrateDatabase(database.db);
    await seedReferenceData(database.db);
    const admin = await seedFirstAdmin(database.db, config.adminEmail, config.adminPassword);
    const demoShop = demo ? await seedDemoShopFor(database.db, config) : null;

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
    });
    cleanups.push(() => app.close());
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        console.log(`\n${signal}: stopping SignShop and its database …`);
        void shutdown(0);
      });
    }
    await app.listen({ port: config.port, host: config.host });
    console.log(`\nSignShop is running at http://localhost:${config.port}`);
    if (admin) {
      console.log(`Sign in as the admin: ${admin.email}`);
      console.log(
        admin.generated
          ? `Password (shown only this once): ${admin.password}`
          : 'Password: the ADMIN_PASSWORD you set.',
      );
    }
    if (demoShop) printDemoAccounts(demoShop);
    if (!config.smtpUrl)
      console.log(`Mail is written to ${path.join(config.dataDir, 'outbox')} (set SMTP_URL to send it).`);
  } catch (error) {
    console.error(`\nSignShop could not start: ${(error as Error).message}`);
    await shutdown(1);
  }
}

await main();

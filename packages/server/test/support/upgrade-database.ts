import crypto from 'node:crypto';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { withDatabase } from './database-url.ts';
import { onServer } from './server-statement.ts';

/** A database of its own for a migration test: migrated up to a tag, filled, then migrated on. */
export interface UpgradeDatabase {
  database: Database;
  /** What the migrations said (RAISE NOTICE), in order. */
  notices: string[];
  /** Runs the remaining migrations. */
  migrateRest(): Promise<void>;
  drop(): Promise<void>;
}

/**
 * A shop's database as an older version left it: a new database on the test server with the
 * migrations up to and including `upTo`, so a test can store what the old code stored and then
 * watch the later migrations repair it.
 */
export async function databaseUpTo(upTo: string): Promise<UpgradeDatabase> {
  const name = `test_upgrade_${crypto.randomBytes(6).toString('hex')}`;
  const serverUrl = inject('testServerUrl');
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const database = connectDatabase(withDatabase(serverUrl, name), 1);
  const notices: string[] = [];
  database.pool.on('connect', (client) =>
    client.on('notice', (notice) => notices.push(notice.message ?? '')),
  );
  await migrateDatabase(database.db, { upTo });
  return {
    database,
    notices,
    migrateRest: async () => {
      await migrateDatabase(database.db);
    },
    drop: async () => {
      await database.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Db } from './client.ts';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

let journal: JournalEntry[] | undefined;

/** The committed migrations, oldest first (drizzle-kit's journal; read once, /api/ready asks often). */
export function migrationJournal(): JournalEntry[] {
  journal ??= (
    JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;
  return journal;
}

/**
 * Applies the committed drizzle-kit SQL migrations that have not run yet; with `upTo`, only those
 * up to and including that tag (a restore loads an older backup at its own level first).
 * Returns how many it applied.
 */
export async function migrateDatabase(db: Db, options: { upTo?: string } = {}): Promise<number> {
  const before = await appliedMigrationCount(db);
  if (!options.upTo) {
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    const folder = await migrationsFolderUpTo(options.upTo);
    try {
      await migrate(db, { migrationsFolder: folder });
    } finally {
      await fsp.rm(folder, { recursive: true, force: true });
    }
  }
  return (await appliedMigrationCount(db)) - before;
}

async function migrationsFolderUpTo(tag: string): Promise<string> {
  const entries = migrationJournal();
  const last = entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`This SignShop does not know the migration ${tag}.`);
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'signshop-migrations-'));
  await fsp.mkdir(path.join(folder, 'meta'));
  const kept = entries.slice(0, last + 1);
  for (const entry of kept)
    await fsp.copyFile(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  const original = JSON.parse(await fsp.readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
  await fsp.writeFile(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ ...original, entries: kept }),
  );
  return folder;
}

async function hasMigrationsTable(db: Db): Promise<boolean> {
  const result = await db.execute<{ exists: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  return Boolean(result.rows[0]?.exists);
}

/** How many migrations this database has applied (0 when it has never been migrated). */
export async function appliedMigrationCount(db: Db): Promise<number> {
  if (!(await hasMigrationsTable(db))) return 0;
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** The tag of the newest migration this database has applied, or null. */
export async function currentMigrationTag(db: Db): Promise<string | null> {
  if (!(await hasMigrationsTable(db))) return null;
  const result = await db.execute<{ created_at: string | null }>(
    sql`select max(created_at)::text as created_at from drizzle.__drizzle_migrations`,
  );
  const when = result.rows[0]?.created_at;
  if (when == null) return null;
  return migrationJournal().find((entry) => String(entry.when) === when)?.tag ?? `unknown (${when})`;
}

/** Any 64-bit number fixed for SignShop: the advisory lock its instances take around start-up work. */
const START_UP_LOCK = 7_153_410_881_266;

/**
 * Runs `work` (migrate and seed) while holding a PostgreSQL advisory lock, on a connection of its
 * own: when several instances start at once, one does the work and the others wait, then find
 * nothing left to do.
 */
export async function withStartUpLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK]).catch(() => undefined);
    await client.end();
  }
}

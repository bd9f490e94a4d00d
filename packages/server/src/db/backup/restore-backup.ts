import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import * as tar from 'tar';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { connectDatabase } from '../client.ts';
import { currentMigrationTag, migrateDatabase, migrationJournal } from '../migrate.ts';
import { sha256OfFile } from './create-backup.ts';
import { MANIFEST_FILE, storedFile, tableFile, type BackupManifest } from './manifest.ts';
import { listTables, quoteIdent } from './tables.ts';

export interface RestoreOptions {
  archive: string;
  databaseUrl: string;
  storage: FileStorage;
  /** Replace what the database and storage hold instead of refusing. */
  force?: boolean;
  log?: (message: string) => void;
}

/** The target is not empty (and --force was not given): nothing was changed. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/**
 * Restores an archive of createBackup: checks every checksum first, migrates the database to the
 * archive's level, loads the tables in one transaction (parents first, sequences moved past the
 * restored ids), migrates to this build's level, then puts the files back into storage.
 */
export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  const log = options.log ?? (() => undefined);
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'signshop-restore-'));
  const database = connectDatabase(options.databaseUrl, 2);
  try {
    await tar.extract({ file: options.archive, cwd: work, strict: true });
    const manifest = await readVerifiedManifest(work);
    const journal = migrationJournal().map((entry) => entry.tag);
    if (!journal.includes(manifest.migration))
      throw new Error(
        `The backup is at migration ${manifest.migration}, which this SignShop does not know: upgrade first.`,
      );

    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    try {
      const current = await currentMigrationTag(database.db);
      const occupied = [
        ...(await nonEmptyTables(client)),
        ...((await hasAnyFile(options.storage)) ? ['file storage'] : []),
      ];
      if (occupied.length && !options.force)
        throw new RestoreRefused(
          `The target is not empty (${occupied.join(', ')}): restore into an empty database and storage, or pass --force to replace them.`,
        );
      if (current && journal.indexOf(current) > journal.indexOf(manifest.migration) && occupied.length)
        throw new RestoreRefused(
          `The database is at a newer schema (${current}) than the backup (${manifest.migration}): restore into an empty database.`,
        );
      if (occupied.length) {
        log(`--force: emptying ${occupied.join(', ')}`);
        await emptyTarget(client, options.storage);
      }
      await migrateDatabase(database.db, { upTo: manifest.migration });
      await loadTables(client, work, manifest);
      log(`tables: ${manifest.tables.map((t) => `${t.name} ${t.rows}`).join(', ')}`);
    } finally {
      await client.end();
    }
    const applied = await migrateDatabase(database.db);
    if (applied) log(`applied ${applied} newer migrations`);
    for (const file of manifest.files)
      await options.storage.put(file.key, createReadStream(path.join(work, storedFile(file.key))));
    log(`files: ${manifest.files.length}`);
    return manifest;
  } finally {
    await database.close();
    await fs.rm(work, { recursive: true, force: true });
  }
}

async function readVerifiedManifest(work: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await fs.readFile(path.join(work, MANIFEST_FILE), 'utf8')) as BackupManifest;
  if (manifest.format !== 'signshop-backup' || manifest.version !== 1)
    throw new Error('This is not a SignShop backup archive (version 1).');
  const checks = [
    ...manifest.tables.map((t) => ({ what: `table ${t.name}`, file: tableFile(t.name), sha256: t.sha256 })),
    ...manifest.files.map((f) => ({ what: `file ${f.key}`, file: storedFile(f.key), sha256: f.sha256 })),
  ];
  for (const check of checks) {
    const actual = await sha256OfFile(path.join(work, check.file)).catch(() => 'missing');
    if (actual !== check.sha256)
      throw new Error(`The archive is damaged: ${check.what} does not match its checksum.`);
  }
  return manifest;
}

async function nonEmptyTables(client: pg.ClientBase): Promise<string[]> {
  const occupied: string[] = [];
  for (const table of await listTables(client)) {
    const { rows } = await client.query(`select 1 from ${quoteIdent(table.name)} limit 1`);
    if (rows.length) occupied.push(`table ${table.name}`);
  }
  return occupied;
}

async function hasAnyFile(storage: FileStorage): Promise<boolean> {
  for await (const _file of storage.list()) return true;
  return false;
}

async function emptyTarget(client: pg.ClientBase, storage: FileStorage) {
  const tables = await listTables(client);
  if (tables.length)
    await client.query(
      `TRUNCATE ${tables.map((t) => quoteIdent(t.name)).join(', ')} RESTART IDENTITY CASCADE`,
    );
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  for (const key of keys) await storage.delete(key);
}

async function loadTables(client: pg.ClientBase, work: string, manifest: BackupManifest) {
  await client.query('BEGIN');
  try {
    // Migrations may seed rows (quote_count's counter), and user triggers would recount what is
    // loaded: empty the tables and load them as archived, with user triggers off until COMMIT.
    const names = manifest.tables.map((table) => quoteIdent(table.name));
    if (names.length) await client.query(`TRUNCATE ${names.join(', ')}`);
    for (const name of names) await client.query(`ALTER TABLE ${name} DISABLE TRIGGER USER`);
    for (const table of manifest.tables) {
      const columns = table.columns.map(quoteIdent).join(', ');
      const target = client.query(copyFrom(`COPY ${quoteIdent(table.name)} (${columns}) FROM STDIN`));
      await pipeline(createReadStream(path.join(work, tableFile(table.name))), target);
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from ${quoteIdent(table.name)}`,
      );
      if (rows[0]?.n !== table.rows)
        throw new Error(`Table ${table.name} has ${rows[0]?.n} rows after the restore, not ${table.rows}.`);
    }
    for (const name of names) await client.query(`ALTER TABLE ${name} ENABLE TRIGGER USER`);
    await resetSequences(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** Moves every column's sequence past the highest restored value, so new rows get new ids. */
async function resetSequences(client: pg.ClientBase) {
  const { rows } = await client.query<{ table_name: string; column_name: string; sequence: string }>(`
    select c.relname as table_name, a.attname as column_name,
      pg_get_serial_sequence(quote_ident(c.relname), a.attname) as sequence
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p')
      and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`);
  for (const row of rows) {
    await client.query(
      `select setval($1, coalesce((select max(${quoteIdent(row.column_name)}) from ${quoteIdent(row.table_name)}), 0) + 1, false)`,
      [row.sequence],
    );
  }
}

import crypto from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import * as tar from 'tar';
import { StoredFileMissing, type FileStorage } from '../../platform/storage/storage.ts';
import { migrationJournal } from '../migrate.ts';
import { MANIFEST_FILE, storedFile, tableFile, type BackupManifest } from './manifest.ts';
import { dumpTable, listTables } from './tables.ts';

export interface BackupOptions {
  databaseUrl: string;
  storage: FileStorage;
  /** The .tar.gz to write; it appears only once complete. */
  out: string;
  log?: (message: string) => void;
}

/**
 * Writes one archive: every table as of one moment (a single repeatable-read, read-only
 * transaction, so the app keeps serving), the stored files, and a manifest with the migration
 * level, row counts and checksums. Works in a folder beside `out`, streaming throughout.
 */
export async function createBackup(options: BackupOptions): Promise<BackupManifest> {
  const log = options.log ?? (() => undefined);
  const work = `${options.out}.partial-${crypto.randomBytes(4).toString('hex')}`;
  await fs.mkdir(path.join(work, 'tables'), { recursive: true });
  await fs.mkdir(path.join(work, 'files'), { recursive: true });
  try {
    const snapshot = await snapshotTables(options.databaseUrl, work);
    log(`tables: ${snapshot.tables.map((t) => `${t.name} ${t.rows}`).join(', ')}`);
    const files = await copyStoredFiles(options.storage, work);
    const stored = new Set(files.map((file) => file.key));
    const manifest: BackupManifest = {
      format: 'signshop-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      migration: snapshot.migration,
      tables: snapshot.tables,
      files,
      missingFiles: snapshot.referencedKeys.filter((key) => !stored.has(key)),
    };
    if (manifest.missingFiles.length)
      log(`warning: ${manifest.missingFiles.length} file(s) were deleted while the backup ran`);
    log(`files: ${files.length} (${files.reduce((sum, f) => sum + f.size, 0)} bytes)`);
    await fs.writeFile(path.join(work, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    await fs.mkdir(path.dirname(path.resolve(options.out)), { recursive: true });
    const partialArchive = `${work}.tar.gz`;
    await tar.create({ gzip: true, cwd: work, file: partialArchive, portable: true }, [
      MANIFEST_FILE,
      'tables',
      'files',
    ]);
    await fs.rename(partialArchive, options.out);
    return manifest;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
    await fs.rm(`${work}.tar.gz`, { force: true });
  }
}

async function snapshotTables(databaseUrl: string, work: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const migration = await snapshotMigration(client);
    const tables: BackupManifest['tables'] = [];
    for (const table of await listTables(client)) {
      const dump = await dumpTable(client, table, createWriteStream(path.join(work, tableFile(table.name))));
      tables.push({ name: table.name, columns: table.columns, ...dump });
    }
    const referenced = await client.query<{ key: string }>(`select storage_key as key from job_files`);
    await client.query('COMMIT');
    return { migration, tables, referencedKeys: referenced.rows.map((row) => row.key) };
  } finally {
    await client.end();
  }
}

async function snapshotMigration(client: pg.ClientBase): Promise<string> {
  const { rows } = await client.query<{ when: string | null }>(
    'select max(created_at)::text as when from drizzle.__drizzle_migrations',
  );
  const entry = migrationJournal().find((e) => String(e.when) === rows[0]?.when);
  if (!entry)
    throw new Error('The database has no migration this SignShop knows: is it a SignShop database?');
  return entry.tag;
}

async function copyStoredFiles(storage: FileStorage, work: string): Promise<BackupManifest['files']> {
  const files: BackupManifest['files'] = [];
  for await (const { key } of storage.list()) {
    const target = path.join(work, storedFile(key));
    await fs.mkdir(path.dirname(target), { recursive: true });
    const hash = crypto.createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(await storage.get(key), meter, createWriteStream(target));
    } catch (error) {
      if (error instanceof StoredFileMissing) continue; // deleted since it was listed
      throw error;
    }
    files.push({ key, size, sha256: hash.digest('hex') });
  }
  return files;
}

/** sha256 of a file on disk, streamed. */
export async function sha256OfFile(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config.ts';
import { createBackup } from '../db/backup/create-backup.ts';
import { reachDatabase } from '../db/open-database.ts';
import { createStorage } from '../platform/storage/create-storage.ts';

// `npm run backup [-- --out <file>]`: one .tar.gz with every table (one consistent snapshot, the
// app keeps serving) and every stored file. Same configuration (env) as the server.
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
const out = path.resolve(
  values.out ?? path.join('backups', `signshop-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`),
);
const database = await reachDatabase(config, console.log);
try {
  const manifest = await createBackup({
    databaseUrl: database.url,
    storage: createStorage(config),
    out,
    log: console.log,
  });
  console.log(`Backup written to ${out} (schema ${manifest.migration}).`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}

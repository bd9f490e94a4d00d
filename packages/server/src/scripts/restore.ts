import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config.ts';
import { restoreBackup } from '../db/backup/restore-backup.ts';
import { openDatabase } from '../db/open-database.ts';
import { createStorage } from '../platform/storage/create-storage.ts';

// `npm run restore <archive> [-- --force]`: loads a backup into the configured database and
// storage, which must be empty unless --force (then they are replaced). With the embedded
// database, stop the server first.
const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const [archive] = positionals;
if (!archive || positionals.length > 1) {
  console.error('Usage: npm run restore <archive.tar.gz> [-- --force]');
  process.exit(2);
}
const config = loadConfig();
let failed = false;
try {
  const database = await openDatabase(config, console.log);
  try {
    await restoreBackup({
      archive: path.resolve(archive),
      databaseUrl: database.url,
      storage: createStorage(config),
      force: values.force,
      log: console.log,
    });
    console.log(`Restored ${archive}.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  failed = true;
}
process.exit(failed ? 1 : 0);

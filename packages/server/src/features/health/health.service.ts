import type { Db } from '../../db/client.ts';
import { currentMigrationTag, migrationJournal } from '../../db/migrate.ts';

export type Readiness = { ready: true; migration: string } | { ready: false; reason: string };

/** Ready when the database answers and has applied every migration this build carries. */
export async function databaseReadiness(db: Db): Promise<Readiness> {
  let current: string | null;
  try {
    current = await currentMigrationTag(db);
  } catch (error) {
    return { ready: false, reason: `The database does not answer: ${(error as Error).message}` };
  }
  const latest = migrationJournal().at(-1)!.tag;
  if (current !== latest)
    return { ready: false, reason: `The database is at migration ${current ?? 'none'}, not ${latest}.` };
  return { ready: true, migration: latest };
}

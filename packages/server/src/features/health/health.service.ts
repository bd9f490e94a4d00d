import type { Db } from '../../db/client.ts';
import { currentMigrationTag, migrationJournal } from '../../db/migrate.ts';
import { listenClientOf } from '../../platform/listen/listen-client.ts';

/**
 * How long the database may be unreachable before the instance says it is unhealthy: long enough
 * for a database restart (the embedded one is restarted within about 8 s, and requests meanwhile
 * answer 503), short enough that a supervisor replaces an instance whose database stays away.
 */
export const DATABASE_AWAY_GRACE_MS = 10_000;

/**
 * Why this instance is unhealthy: its database has been unreachable for longer than the grace
 * (as its LISTEN connection, tried again every second, finds); undefined while healthy.
 */
export function unhealthyReason(db: Db, now = Date.now()): string | undefined {
  const since = listenClientOf(db)?.unreachableSince;
  if (since === null || since === undefined || now - since < DATABASE_AWAY_GRACE_MS) return undefined;
  return `The database has not answered for ${Math.round((now - since) / 1000)} s.`;
}

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

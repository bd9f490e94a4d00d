import type { Db } from '../../db/client.ts';
import type { AccountRow, SessionRow } from '../../db/schema/index.ts';
import { listenClientOf, type ListenClient } from './listen-client.ts';

/** How long a live session is served from memory before the database is asked again. */
export const SESSION_CACHE_MS = 5_000;
/** Sent at commit by the session and account triggers (db/sql): 's:<session id>', 'a:<account id>' or '*'. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

type Cached = { session: SessionRow; account: AccountRow; cachedAt: number };

/**
 * Live sessions held in memory for SESSION_CACHE_MS, forgotten at once when PostgreSQL says a
 * session or account changed on any instance. Serves nothing unless the listen client is
 * listening, so a lost connection means asking the database each time, never a stale answer.
 */
export class SessionCache {
  private readonly entries = new Map<string, Cached>();

  constructor(private readonly listener: Pick<ListenClient, 'isListening' | 'listeningSince' | 'subscribe'>) {
    listener.subscribe(SESSION_CHANGES_CHANNEL, (payload) => this.forget(payload ?? '*'));
  }

  get(sessionId: string, now: number): Cached | undefined {
    const entry = this.listener.isListening ? this.entries.get(sessionId) : undefined;
    if (entry && now - entry.cachedAt < SESSION_CACHE_MS) return entry;
    if (entry) this.entries.delete(sessionId);
    return undefined;
  }

  /** Keeps a row read at `now`, unless the connection came back after it (the row may be stale). */
  set(sessionId: string, row: { session: SessionRow; account: AccountRow }, now: number): void {
    if (this.listener.isListening && now >= this.listener.listeningSince)
      this.entries.set(sessionId, { ...row, cachedAt: now });
  }

  /** A payload of the session changes: 's:<session id>', 'a:<account id>' or '*'. */
  forget(payload: string): void {
    if (payload.startsWith('s:')) this.entries.delete(payload.slice(2));
    else if (payload.startsWith('a:')) {
      const accountId = Number(payload.slice(2));
      for (const [id, entry] of this.entries) if (entry.account.id === accountId) this.entries.delete(id);
    } else this.entries.clear();
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The session cache of a database, on its listen client (created before the client starts). */
export function createSessionCache(db: Db, listener: ListenClient): SessionCache {
  const cache = new SessionCache(listener);
  caches.set(db, cache);
  return cache;
}

export const sessionCacheOf = (db: Db): SessionCache | undefined => caches.get(db);

/** After a commit that revokes sessions or changes accounts: every instance has forgotten them. */
export async function sessionChangesHeard(db: Db): Promise<void> {
  await listenClientOf(db)?.everyInstanceHeard(db);
}

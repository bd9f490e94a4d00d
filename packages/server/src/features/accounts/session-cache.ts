import crypto from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../db/client.ts';
import type { AccountRow, SessionRow } from '../../db/schema/index.ts';

/** How long a live session is served from memory before the database is asked again. */
export const SESSION_CACHE_MS = 5_000;
/** The longest a revoking request waits for every instance to say it has heard. */
const HEARD_WAIT_MS = 1_000;
const APPLICATION_NAME = 'signshop-session-cache';
const RECONNECT_MS = 1_000;

type Cached = { session: SessionRow; account: AccountRow; cachedAt: number };

/**
 * Live sessions held in memory for SESSION_CACHE_MS, forgotten at once when PostgreSQL says a
 * session or account changed (channel session_changes, sent at commit by the triggers of
 * migration session_notify) on any instance. Serves nothing unless its LISTEN connection is up,
 * so a lost connection means asking the database each time, never a stale answer.
 * The same connection keeps named copies of small tables fresh (`copyOf`): 'copy:<name>' on the
 * channel forgets one, so allHeard covers their changes too.
 */
export class SessionCache {
  private readonly entries = new Map<string, Cached>();
  private listener: pg.Client | null = null;
  private listening = false;
  /** When the connection last came up: a row read before then may have missed a change. */
  private listeningSince = 0;
  private lostSince: number | null = null;
  private readonly waiting = new Map<string, { left: number; done: () => void }>();
  /** Other channels heard on the same connection (the report totals' report_changes), by name. */
  private readonly channels = new Map<string, (payload: string | null) => void>();
  private readonly copies = new Map<string, unknown>();
  /** Goes up whenever a copy may have gone stale, so a read that started before is not kept. */
  private copiesGeneration = 0;

  constructor(private readonly connection: pg.ClientConfig) {}

  private closed = false;

  /**
   * Connects and listens. A database that does not answer leaves the cache serving nothing (every
   * request asks the database) and tries again every RECONNECT_MS, as it does after a lost connection.
   */
  async start(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client(this.connection);
    this.listener = client;
    let stopped = false;
    const stop = () => {
      this.listening = false;
      if (!this.closed) this.lostSince ??= Date.now();
      this.entries.clear();
      // What was heard before may have missed a change: each channel starts again from nothing.
      for (const hear of this.channels.values()) hear(null);
      this.forgetCopies();
      if (stopped || this.closed) return;
      stopped = true;
      client.end().catch(() => undefined);
      setTimeout(() => void this.start(), RECONNECT_MS).unref();
    };
    client.on('error', stop);
    client.on('end', stop);
    client.on('notification', (message) => {
      const payload = message.payload ?? '*';
      const channel = this.channels.get(message.channel);
      if (channel) channel(payload);
      else if (message.channel === 'session_heard') this.heard(payload);
      else if (payload.startsWith('sync:'))
        // Every change committed before the marker has been forgotten here: say so.
        client.query('SELECT pg_notify($1, $2)', ['session_heard', payload.slice(5)]).catch(stop);
      else this.forget(payload);
    });
    try {
      await client.connect();
      await client.query('LISTEN session_changes');
      await client.query('LISTEN session_heard');
      for (const name of this.channels.keys()) await client.query(`LISTEN ${name}`);
      // Re-subscribed to every channel: from now on what is read can be kept.
      this.listening = !this.closed;
      this.listeningSince = Date.now();
      this.lostSince = null;
    } catch {
      stop();
    }
  }

  /**
   * Waits (HEARD_WAIT_MS at most) until every instance's cache has forgotten what the caller
   * committed: notifications reach each listener in commit order, so an instance that answers the
   * marker sent after the commit has heard the change. A revoking request calls this before it
   * answers, so the user's next request, on any instance, finds the session gone.
   */
  async allHeard(db: Db): Promise<void> {
    if (!this.listening) return;
    const nonce = crypto.randomBytes(9).toString('base64url');
    const { rows } = await (db as Db & { $client: pg.Pool }).$client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
      [APPLICATION_NAME],
    );
    const listeners = rows[0]?.n ?? 0;
    if (listeners === 0) return;
    const answered = new Promise<void>((resolve) =>
      this.waiting.set(nonce, { left: listeners, done: resolve }),
    );
    await this.listener!.query('SELECT pg_notify($1, $2)', ['session_changes', `sync:${nonce}`]);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([answered, new Promise((resolve) => (timer = setTimeout(resolve, HEARD_WAIT_MS)))]);
    clearTimeout(timer);
    this.waiting.delete(nonce);
  }

  /**
   * Since when the database has not been reachable on this connection (it was lost, or could not be
   * made), or null while listening: it is tried again every RECONNECT_MS.
   */
  get unreachableSince(): number | null {
    return this.lostSince;
  }

  /** Whether notifications are being heard now (false: connecting, or the connection was lost). */
  get isListening(): boolean {
    return this.listening;
  }

  /**
   * Hears another channel on this connection, in commit order with every other notification; the
   * handler gets null when the connection is lost (what it heard before may have missed a change).
   */
  async listen(channel: string, hear: (payload: string | null) => void): Promise<void> {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    this.channels.set(channel, hear);
    if (this.listening) await this.listener!.query(`LISTEN ${channel}`);
  }

  /** Sends a notification from the listening connection (a marker its own LISTEN hears after every earlier commit). */
  async notify(channel: string, payload: string): Promise<void> {
    await this.listener!.query('SELECT pg_notify($1, $2)', [channel, payload]);
  }

  private heard(nonce: string): void {
    const wait = this.waiting.get(nonce);
    if (wait && --wait.left <= 0) wait.done();
  }

  get(sessionId: string, now: number): Cached | undefined {
    const entry = this.listening ? this.entries.get(sessionId) : undefined;
    if (entry && now - entry.cachedAt < SESSION_CACHE_MS) return entry;
    if (entry) this.entries.delete(sessionId);
    return undefined;
  }

  /** Keeps a row read at `now`, unless the connection came back after it (the row may be stale). */
  set(sessionId: string, row: { session: SessionRow; account: AccountRow }, now: number): void {
    if (this.listening && now >= this.listeningSince) this.entries.set(sessionId, { ...row, cachedAt: now });
  }

  /**
   * What `read` gives, held in memory under `name` until a notification 'copy:<name>' (sent at
   * commit by a trigger on the table read) or '*' arrives, or the connection is lost; read each
   * time while not listening. Callers must not change what it returns.
   */
  async copyOf<T>(name: string, read: () => Promise<T>): Promise<T> {
    if (!this.listening) return read();
    if (this.copies.has(name)) return this.copies.get(name) as T;
    const generation = this.copiesGeneration;
    const value = await read();
    if (this.listening && generation === this.copiesGeneration) this.copies.set(name, value);
    return value;
  }

  private forgetCopies(name?: string): void {
    this.copiesGeneration++;
    if (name === undefined) this.copies.clear();
    else this.copies.delete(name);
  }

  /** A payload of the session_changes channel: 's:<session id>', 'a:<account id>', 'copy:<name>' or '*'. */
  forget(payload: string): void {
    if (payload.startsWith('copy:')) this.forgetCopies(payload.slice(5));
    else if (payload.startsWith('s:')) this.entries.delete(payload.slice(2));
    else if (payload.startsWith('a:')) {
      const accountId = Number(payload.slice(2));
      for (const [id, entry] of this.entries) if (entry.account.id === accountId) this.entries.delete(id);
    } else {
      this.entries.clear();
      this.forgetCopies();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    this.entries.clear();
    this.forgetCopies();
    await this.listener?.end().catch(() => undefined);
  }
}

const caches = new WeakMap<Db, SessionCache>();

/**
 * Starts the session cache of a database (one per pool), listening on its own connection; a
 * database without a pool (the OpenAPI document's stand-in) gets one that serves nothing.
 */
export async function startSessionCache(db: Db): Promise<SessionCache> {
  const pool = (db as Db & { $client?: pg.Pool }).$client;
  const cache = new SessionCache({ ...pool?.options, application_name: APPLICATION_NAME });
  if (!pool) return cache;
  await cache.start();
  caches.set(db, cache);
  return cache;
}

export const sessionCacheOf = (db: Db): SessionCache | undefined => caches.get(db);

/** After a commit that revokes sessions or changes accounts: every instance has forgotten them. */
export async function sessionChangesHeard(db: Db): Promise<void> {
  await caches.get(db)?.allHeard(db);
}

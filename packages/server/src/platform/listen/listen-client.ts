import crypto from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../db/client.ts';

/** How the listening connections of every instance show in pg_stat_activity (they are counted). */
export const LISTENER_APPLICATION_NAME = 'signshop-listener';
const RECONNECT_MS = 1_000;
/** The longest a barrier waits for its marker to come back; after that it gives up. */
const HEARD_WAIT_MS = 1_000;
/** An instance asks every listener to answer a marker (on EVERY_INSTANCE_ANSWER) once it has heard it. */
const EVERY_INSTANCE_ASK = 'listeners_marker';
const EVERY_INSTANCE_ANSWER = 'listeners_marker_heard';

/** Gets each notification's payload in commit order; null when the connection is lost or closed. */
export type ChannelHandler = (payload: string | null) => void;

/**
 * The one LISTEN connection of an instance. Caches subscribe to the channels their tables' triggers
 * notify at commit; PostgreSQL delivers every notification on one connection in commit order.
 * Losing the connection calls every handler with null (what was heard may have missed a change) and
 * it is made again every RECONNECT_MS. Its statements run one after another: a pg client must not be
 * handed a query while it is executing another.
 *
 * The barrier, written once here: a marker notified after a commit comes back on a listening
 * connection only after every notification committed before it. So once a marker is heard, every
 * earlier commit has been heard (and handled, handlers being synchronous).
 */
export class ListenClient {
  private client: pg.Client | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private listening = false;
  private closed = false;
  private since = 0;
  private lostSince: number | null = null;
  private readonly handlers = new Map<string, ChannelHandler[]>();
  /** Markers sent and not yet answered, by nonce: how many answers are still missing. */
  private readonly markers = new Map<string, { left: number; done: (heard: boolean) => void }>();
  private readonly ownChannel = `heard_${crypto.randomBytes(6).toString('hex')}`;
  private nextOwnMarker: Promise<boolean> | null = null;

  constructor(private readonly connection: pg.ClientConfig | null) {
    this.subscribe(this.ownChannel, (nonce) => (nonce === null ? this.dropMarkers() : this.answered(nonce)));
    this.subscribe(EVERY_INSTANCE_ASK, (nonce) => {
      if (nonce !== null)
        this.query('SELECT pg_notify($1, $2)', [EVERY_INSTANCE_ANSWER, nonce]).catch(() => {});
    });
    this.subscribe(EVERY_INSTANCE_ANSWER, (nonce) => nonce !== null && this.answered(nonce));
  }

  /** Whether notifications are being heard now (false: connecting, the connection was lost, or closed). */
  get isListening(): boolean {
    return this.listening;
  }

  /** When the connection last came up: a row read before then may have missed a change. */
  get listeningSince(): number {
    return this.since;
  }

  /** Since when the database has not been reachable on this connection, or null while listening. */
  get unreachableSince(): number | null {
    return this.lostSince;
  }

  /** Hears a channel from now on (LISTEN at once while connected, else on connecting). */
  subscribe(channel: string, handler: ChannelHandler): void {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    const known = this.handlers.get(channel);
    if (known) return void known.push(handler);
    this.handlers.set(channel, [handler]);
    if (this.listening) this.query(`LISTEN ${channel}`).catch(() => this.lose());
  }

  /**
   * Connects and listens on every subscribed channel. A database that does not answer leaves the
   * client not listening and tries again every RECONNECT_MS, as after a lost connection. Without a
   * connection (a database with no pool) it never listens.
   */
  async start(): Promise<void> {
    if (this.closed || !this.connection) return;
    const client = new pg.Client({ ...this.connection, application_name: LISTENER_APPLICATION_NAME });
    this.client = client;
    this.queue = Promise.resolve();
    let stopped = false;
    const stop = () => {
      this.listening = false;
      if (!this.closed) this.lostSince ??= Date.now();
      this.hearAll(null);
      if (stopped || this.closed) return;
      stopped = true;
      client.end().catch(() => undefined);
      setTimeout(() => void this.start(), RECONNECT_MS).unref();
    };
    this.lose = stop;
    client.on('error', stop);
    client.on('end', stop);
    client.on('notification', (message) => {
      for (const hear of this.handlers.get(message.channel) ?? []) hear(message.payload ?? '*');
    });
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await this.query(`LISTEN ${channel}`);
      // Listening on every channel: from now on what is read can be kept.
      this.listening = !this.closed;
      this.since = Date.now();
      this.lostSince = null;
    } catch {
      stop();
    }
  }

  /**
   * True once every notification committed before this call has been heard here; false if that is
   * not known within HEARD_WAIT_MS. Callers arriving together share one marker.
   */
  heardEverythingBefore(): Promise<boolean> {
    if (!this.listening) return Promise.resolve(false);
    if (this.nextOwnMarker) return this.nextOwnMarker;
    const nonce = crypto.randomBytes(9).toString('base64url');
    const heard = this.awaitMarker(nonce, 1);
    this.nextOwnMarker = heard;
    setImmediate(() => {
      // Callers arriving from now on need a marker sent after them.
      this.nextOwnMarker = null;
      this.query('SELECT pg_notify($1, $2)', [this.ownChannel, nonce]).catch(() =>
        this.markers.get(nonce)?.done(false),
      );
    });
    return heard;
  }

  /**
   * Waits (HEARD_WAIT_MS at most) until every instance's listener has heard what the caller
   * committed. A request that revokes or changes what other instances keep calls this before it
   * answers, so the user's next request, on any instance, finds the change.
   */
  async everyInstanceHeard(db: Db): Promise<void> {
    if (!this.listening) return;
    const { rows } = await (db as Db & { $client: pg.Pool }).$client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
      [LISTENER_APPLICATION_NAME],
    );
    const listeners = rows[0]?.n ?? 0;
    if (listeners === 0) return;
    const nonce = crypto.randomBytes(9).toString('base64url');
    const heard = this.awaitMarker(nonce, listeners);
    await this.query('SELECT pg_notify($1, $2)', [EVERY_INSTANCE_ASK, nonce]).catch(() =>
      this.markers.get(nonce)?.done(false),
    );
    await heard;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    this.hearAll(null);
    await this.client?.end().catch(() => undefined);
  }

  /** Ends the current connection as lost (replaced by each connection attempt). */
  private lose: () => void = () => undefined;

  /** Runs a statement on the listening connection once the statements before it are done. */
  private query(text: string, values?: unknown[]): Promise<unknown> {
    const client = this.client;
    if (!client) return Promise.reject(new Error('Not connected'));
    const result = this.queue.then(() => client.query(text, values));
    this.queue = result.catch(() => undefined);
    return result;
  }

  private hearAll(payload: null): void {
    for (const handlers of this.handlers.values()) for (const hear of handlers) hear(payload);
  }

  private awaitMarker(nonce: string, answers: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => done(false), HEARD_WAIT_MS).unref();
      const done = (heard: boolean) => {
        clearTimeout(timer);
        this.markers.delete(nonce);
        resolve(heard);
      };
      this.markers.set(nonce, { left: answers, done });
    });
  }

  private answered(nonce: string): void {
    const marker = this.markers.get(nonce);
    if (marker && --marker.left <= 0) marker.done(true);
  }

  private dropMarkers(): void {
    for (const marker of [...this.markers.values()]) marker.done(false);
  }
}

const clients = new WeakMap<Db, ListenClient>();

/**
 * The listen client of a database (one per pool), not yet started: caches subscribe first, then
 * app.ts starts it. A database without a pool (the OpenAPI document's stand-in) gets one that never listens.
 */
export function createListenClient(db: Db): ListenClient {
  const pool = (db as Db & { $client?: pg.Pool }).$client;
  const client = new ListenClient(pool ? { ...pool.options } : null);
  clients.set(db, client);
  return client;
}

export const listenClientOf = (db: Db): ListenClient | undefined => clients.get(db);

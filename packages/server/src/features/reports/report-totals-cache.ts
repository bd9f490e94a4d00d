import crypto from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { sessionCacheOf, type SessionCache } from '../accounts/session-cache.ts';

/** What the cache needs of the listening connection (the session cache's). */
export type Listener = Pick<SessionCache, 'isListening' | 'listen' | 'notify'>;

/** How many reports' totals (one per normalised filter and reader scope) an instance keeps. */
export const REPORT_TOTALS_ENTRIES = 500;
/** The longest a cached answer waits to learn it is current; after that the totals are read again. */
const HEARD_WAIT_MS = 1_000;
/** Sent at commit by the statement triggers of migration report_notify (job_rows, schedule_lines). */
const CHANGES_CHANNEL = 'report_changes';

/** A query whose SQL text and parameters name the totals it answers (a Drizzle select). */
export interface TotalsQuery<T> extends PromiseLike<T> {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * The whole-result totals of the reports (count, money), kept per query (its SQL text and
 * parameters: the report, its normalised filter and the reader's scope) so a page asks PostgreSQL
 * for its rows only. Bounded (least recently used go first).
 *
 * Why an answer is never older than the request that gets it:
 * - Every commit that changes the rows under the totals sends report_changes; this instance hears
 *   it on the session cache's LISTEN connection and bumps `generation`, forgetting every entry.
 * - A notification arrives after its commit, so a request racing a write may read a generation the
 *   write has not bumped yet and then totals that already hold the write, or the reverse. An entry
 *   stores the generation read *before* its query, and is stored only if no change was heard while
 *   the query ran: a write committed after the generation was read always makes the entry stale.
 * - Before a cached entry is served, a marker is sent on this instance's own channel from the same
 *   connection and awaited: notifications reach a listener in commit order, so once the marker is
 *   back every commit made before this request (the user's own save, on any instance) has bumped
 *   the generation. Requests arriving together share one marker.
 * - With the connection down (or not yet up) nothing is served from memory; losing it forgets all.
 */
export class ReportTotalsCache {
  private generation = 0;
  private readonly entries = new Map<string, { generation: number; totals: unknown }>();
  private readonly markerChannel = `report_heard_${crypto.randomBytes(6).toString('hex')}`;
  private readonly markers = new Map<string, (heard: boolean) => void>();
  private nextMarker: Promise<boolean> | null = null;

  constructor(
    private readonly listener: Listener,
    private readonly maxEntries = REPORT_TOTALS_ENTRIES,
  ) {}

  async start(): Promise<void> {
    await this.listener.listen(CHANGES_CHANNEL, () => this.forgetAll());
    await this.listener.listen(this.markerChannel, (nonce) => {
      if (nonce === null) for (const done of [...this.markers.values()]) done(false);
      else this.markers.get(nonce)?.(true);
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The query's totals: from memory when nothing under them changed since, else read (and kept). */
  async totals<T>(query: TotalsQuery<T>): Promise<T> {
    if (!this.listener.isListening) return query;
    const { sql, params } = query.toSQL();
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    if (this.entries.has(key) && (await this.heardEverythingBefore())) {
      const entry = this.entries.get(key);
      if (entry && entry.generation === this.generation) {
        this.entries.delete(key);
        this.entries.set(key, entry);
        return entry.totals as T;
      }
    }
    const generation = this.generation;
    const totals = await query;
    if (generation === this.generation && this.listener.isListening) this.keep(key, generation, totals);
    return totals;
  }

  private keep(key: string, generation: number, totals: unknown): void {
    this.entries.delete(key);
    this.entries.set(key, { generation, totals });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  private forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * True once a marker sent after this call has come back on the listening connection (so every
   * notification committed before it has been heard); false if it does not within HEARD_WAIT_MS.
   */
  private heardEverythingBefore(): Promise<boolean> {
    if (this.nextMarker) return this.nextMarker;
    const nonce = crypto.randomBytes(9).toString('base64url');
    const heard = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => done(false), HEARD_WAIT_MS).unref();
      const done = (answer: boolean) => {
        clearTimeout(timer);
        this.markers.delete(nonce);
        resolve(answer);
      };
      this.markers.set(nonce, done);
    });
    this.nextMarker = heard;
    setImmediate(() => {
      // Requests arriving from now on need a marker sent after them.
      this.nextMarker = null;
      this.listener.notify(this.markerChannel, nonce).catch(() => this.markers.get(nonce)?.(false));
    });
    return heard;
  }
}

const caches = new WeakMap<Db, ReportTotalsCache>();

/** Starts the report totals cache of a database, on its session cache's LISTEN connection. */
export async function startReportTotalsCache(db: Db): Promise<void> {
  const listener = sessionCacheOf(db);
  if (!listener || caches.has(db)) return;
  const cache = new ReportTotalsCache(listener);
  caches.set(db, cache);
  await cache.start();
}

export const reportTotalsCacheOf = (db: Db): ReportTotalsCache | undefined => caches.get(db);

/** A report's whole-result totals (or a page costly to work out), from the cache when the database has one. */
export function reportTotals<T>(db: Db, query: TotalsQuery<T>): Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.totals(query) : Promise.resolve(query);
}

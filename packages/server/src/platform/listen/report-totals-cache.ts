import type { Db } from '../../db/client.ts';
import { parseLiveEvent } from '@signshop/domain';
import { FLOOR_CHANGES_CHANNEL } from '../live/live-events.ts';
import type { ListenClient } from './listen-client.ts';
import { readSourceOf, type ReadSource } from '../read-replicas/read-replicas.ts';

/** What the cache needs of the listen client. */
export type Listener = Pick<ListenClient, 'isListening' | 'subscribe' | 'heardEverythingBefore'>;

/** How many reports' totals (one per normalised filter and reader scope) an instance keeps. */
export const REPORT_TOTALS_ENTRIES = 500;
/** Sent at commit by the statement triggers of db/sql/report-changes.sql (job_rows, schedule_lines, company_infos, a quote's signs). */
const CHANGES_CHANNEL = 'report_changes';

/**
 * Whether a shop-floor event (db/sql/floor-changes.sql) changes what the cache keeps: a task timer
 * does (the quoted-vs-actual report reads them); a stage or schedule change already came as
 * report_changes. A payload that does not parse (or a lost connection's null) forgets all.
 */
const changesKeptReads = (payload: string | null) => {
  const event = payload === null ? null : parseLiveEvent(payload);
  return event === null || event.kind === 'timer';
};

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
 *   it on the instance's listen client and bumps `generation`, forgetting every entry.
 * - A notification arrives after its commit, so a request racing a write may read a generation the
 *   write has not bumped yet and then totals that already hold the write, or the reverse. An entry
 *   stores the generation read *before* its query, and is stored only if no change was heard while
 *   the query ran: a write committed after the generation was read always makes the entry stale.
 * - Before a cached entry is served, the listen client's barrier is awaited (heardEverythingBefore):
 *   once it passes, every commit made before this request (the user's own save, on any instance)
 *   has bumped the generation. If it does not pass in time the totals are read again.
 * - With the connection down (or not yet up) nothing is served from memory; losing it forgets all.
 * - A read on a replica (READ_DATABASE_URL) may predate a commit whose notification was heard
 *   before the generation was read, and would be kept under a generation that already counts it.
 *   So after reading the generation, the primary's WAL position is read (every commit heard by
 *   then is at or before it), and the answer is kept (or shared) only if the replica had replayed
 *   that position before its query started; otherwise it is answered and forgotten.
 */
export class ReportTotalsCache {
  private generation = 0;
  private readonly entries = new Map<string, { generation: number; totals: unknown }>();
  private readonly reading = new Map<string, { generation: number; answer: Promise<unknown> }>();
  constructor(
    private readonly listener: Listener,
    private readonly maxEntries = REPORT_TOTALS_ENTRIES,
  ) {
    listener.subscribe(CHANGES_CHANNEL, () => this.forgetAll());
    listener.subscribe(FLOOR_CHANGES_CHANNEL, (payload) => {
      if (changesKeptReads(payload)) this.forgetAll();
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The query's totals: from memory when nothing under them changed since, else read (and kept). */
  totals<T>(query: TotalsQuery<T>, source?: ReadSource): Promise<T> {
    const { sql, params } = query.toSQL();
    return this.read(`${sql}\u0000${JSON.stringify(params)}`, () => query, source);
  }

  /**
   * What `read` answers, kept under `key` (which must name everything the answer depends on) while
   * no job row or schedule line changed: from memory when nothing changed since, else read (and
   * kept). Requests asking for the same key while it is being read share that one read, when it
   * started after every change this request must see (the same generation test as a kept entry).
   * `source`: the replica `read` runs on (none: the primary).
   */
  async read<T>(key: string, read: () => PromiseLike<T>, source?: ReadSource): Promise<T> {
    if (!this.listener.isListening) return read();
    if ((this.entries.has(key) || this.reading.has(key)) && (await this.listener.heardEverythingBefore())) {
      const entry = this.entries.get(key);
      if (entry && entry.generation === this.generation) {
        this.entries.delete(key);
        this.entries.set(key, entry);
        return entry.totals as T;
      }
      const shared = this.reading.get(key);
      if (shared && shared.generation === this.generation) return shared.answer as Promise<T>;
    }
    const generation = this.generation;
    if (source && !(await source.caughtUpWithPrimary())) return read();
    const answer = Promise.resolve(read());
    this.reading.set(key, { generation, answer });
    try {
      const totals = await answer;
      if (generation === this.generation && this.listener.isListening) this.keep(key, generation, totals);
      return totals;
    } finally {
      if (this.reading.get(key)?.answer === answer) this.reading.delete(key);
    }
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
}

const caches = new WeakMap<Db, ReportTotalsCache>();

/** The report totals cache of a database, on its listen client (created before the client starts). */
export function createReportTotalsCache(db: Db, listener: ListenClient): ReportTotalsCache {
  const cache = new ReportTotalsCache(listener);
  caches.set(db, cache);
  return cache;
}

export const reportTotalsCacheOf = (db: Db): ReportTotalsCache | undefined => caches.get(db);

/** The cache `db` reads into: a replica's read handle uses its primary's, with the replica as the source. */
function cacheFor(db: Db): { cache?: ReportTotalsCache; source?: ReadSource } {
  const source = readSourceOf(db);
  return { cache: caches.get(source?.primary ?? db), source };
}

/** A report's whole-result totals (or a page costly to work out), from the cache when the database has one. */
export function reportTotals<T>(db: Db, query: TotalsQuery<T>): Promise<T> {
  const { cache, source } = cacheFor(db);
  return cache ? cache.totals(query, source) : Promise.resolve(query);
}

/** What `read` answers, kept under `key` like the totals (a page costly to work out; `key` names all it depends on). */
export function reportRead<T>(db: Db, key: string, read: () => PromiseLike<T>): Promise<T> {
  const { cache, source } = cacheFor(db);
  return cache ? cache.read(key, read, source) : Promise.resolve(read());
}

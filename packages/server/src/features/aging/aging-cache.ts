import type { JustDate } from '@signshop/domain';
import type { Db } from '../../db/client.ts';
import { listenClientOf } from '../../platform/listen/listen-client.ts';
import type { Listener } from '../../platform/listen/report-totals-cache.ts';

/** Sent at commit by the triggers of migration aging_changes: the company keys changed, one a line, or '*'. */
const CHANGES_CHANNEL = 'aging_changes';
/** How many as-of days an instance keeps (today and the few days a bookkeeper looks back on). */
export const AGING_DAYS_KEPT = 8;

/** A company's aging line, with the company_key it is kept under. */
export interface KeyedLine {
  key: string;
}

/** Reads the lines of the companies `keys` (every company when null) as of a day. */
export type ReadLines<L extends KeyedLine> = (asOf: JustDate, keys: readonly string[] | null) => Promise<L[]>;

/** The lines of one as-of day: kept per company, with the companies changed since they were read. */
interface KeptDay<L> {
  /** Each company's line, and its key's UTF-8 bytes (the order PostgreSQL's "C" collation sorts them in). */
  lines: Map<string, { line: L; bytes: Buffer }>;
  changed: Set<string>;
  /** The reads queued for this day, one after another: the first of every line, then the changed companies. */
  ready: Promise<void>;
  /** The lines in company_key byte order (as the SQL orders them), until a line changes. */
  sorted: L[] | null;
}

/**
 * The aging lines of every company as of a day, kept per company so that a change to one job reads
 * again one company's invoices, not every open invoice.
 *
 * Why a line served is never older than the request that gets it:
 * - Every commit that changes job rows or company records notifies aging_changes with the companies
 *   it touched; this instance hears it and marks those companies changed on every kept day.
 * - Before serving, the listen client's barrier is awaited (heardEverythingBefore): once it passes,
 *   every commit made before this request has been heard, so its companies are marked changed.
 * - The request then queues a read of the companies marked (unmarking them) behind the reads already
 *   queued for the day, and waits for the queue. A read starts after the marks it takes were heard,
 *   so after their commits: it sees them. A commit heard while a read runs marks its company again,
 *   for the next request. A day's first read of every line is queued when the day is created, and a
 *   commit heard from then on is marked on it.
 * - Hearing '*' (many companies, a table emptied) or losing the connection forgets every day; with
 *   the connection down, or the barrier not passing in time, every line is read and nothing kept.
 */
export class AgingCache<L extends KeyedLine> {
  private readonly days = new Map<JustDate, KeptDay<L>>();
  constructor(
    private readonly listener: Listener,
    private readonly read: ReadLines<L>,
    private readonly maxDays = AGING_DAYS_KEPT,
  ) {
    listener.subscribe(CHANGES_CHANNEL, (payload) => this.heard(payload));
  }

  /** Every company's line as of `asOf`, in company_key byte order: the same array until a line changes. */
  async lines(asOf: JustDate): Promise<readonly L[]> {
    if (!(await this.trusted())) return this.read(asOf, null);
    const day = await this.current(asOf, true);
    day!.sorted ??= [...day!.lines.values()]
      .sort((a, b) => Buffer.compare(a.bytes, b.bytes))
      .map((kept) => kept.line);
    return day!.sorted;
  }

  /** The line of the company `key` as of `asOf` (undefined when it owes nothing); reads that company alone when the day is not kept. */
  async line(asOf: JustDate, key: string): Promise<L | undefined> {
    const day = (await this.trusted()) ? await this.current(asOf, false) : null;
    return day ? day.lines.get(key)?.line : (await this.read(asOf, [key]))[0];
  }

  /** Whether kept lines may be served: listening, and every commit before this call heard. */
  private async trusted(): Promise<boolean> {
    return this.listener.isListening && (await this.listener.heardEverythingBefore());
  }

  /** The kept day brought up to date with every change heard so far (created when `create`, else null if not kept). */
  private async current(asOf: JustDate, create: boolean): Promise<KeptDay<L> | null> {
    let day = this.days.get(asOf);
    if (!day && !create) return null;
    if (!day) {
      const created: KeptDay<L> = {
        lines: new Map(),
        changed: new Set(),
        ready: Promise.resolve(),
        sorted: null,
      };
      created.ready = this.read(asOf, null).then((lines) => this.store(created, lines, null));
      day = created;
    } else if (day.changed.size > 0) {
      const keys = [...day.changed];
      const kept = day;
      day.changed = new Set();
      day.ready = day.ready.then(async () => this.store(kept, await this.read(asOf, keys), keys));
    }
    // Most recently read last; the least recently read day goes first.
    this.days.delete(asOf);
    this.days.set(asOf, day);
    while (this.days.size > this.maxDays) this.days.delete(this.days.keys().next().value!);
    const ready = day.ready;
    try {
      await ready;
    } catch (error) {
      // A failed read leaves the day unknown: forgotten, so the next request reads it afresh.
      if (this.days.get(asOf) === day) this.days.delete(asOf);
      throw error;
    }
    return day;
  }

  /** Replaces the lines of `keys` (every line when null) with those read. */
  private store(day: KeptDay<L>, lines: readonly L[], keys: readonly string[] | null): void {
    if (keys === null) day.lines.clear();
    else for (const key of keys) day.lines.delete(key);
    for (const line of lines) day.lines.set(line.key, { line, bytes: Buffer.from(line.key) });
    day.sorted = null;
  }

  private heard(payload: string | null): void {
    if (payload === null || payload === '*') return this.days.clear();
    const keys = payload.split('\n');
    for (const day of this.days.values()) for (const key of keys) day.changed.add(key);
  }
}

const caches = new WeakMap<Db, AgingCache<KeyedLine>>();

/**
 * The aging cache of a database on its listen client (null for a database without one), made on
 * first use: its LISTEN goes on the listen connection before the marker of its first barrier, so
 * once a barrier passes it hears every later commit.
 */
export function agingCacheOf<L extends KeyedLine>(db: Db, read: ReadLines<L>): AgingCache<L> | null {
  let cache = caches.get(db);
  if (!cache) {
    const listener = listenClientOf(db);
    if (!listener) return null;
    cache = new AgingCache<KeyedLine>(listener, read as ReadLines<KeyedLine>);
    caches.set(db, cache);
  }
  return cache as AgingCache<L>;
}

import type { FastifyBaseLogger } from 'fastify';
import { connectDatabase, drizzleOn, type Database, type Db } from '../../db/client.ts';
import { lastRecordEnd, parseLsn } from './lsn.ts';
import { ReplicaFallbackPool, replicaIsAway } from './replica-pool.ts';

/** The primary as the replicas need it: its handle, and its pool (for positions, and the reads a replica cannot answer). */
export type Primary = Pick<Database, 'db' | 'pool'>;

/** How the replicas' connections show in pg_stat_activity. */
export const READ_APPLICATION_NAME = 'signshop-read';

export interface ReplicaTiming {
  /** The longest a read waits for its replica to replay the session's last commit before reading the primary. */
  waitMs: number;
  /** How often that wait asks the replica where it is. */
  pollMs: number;
  /** A replica that has not replayed, this long after, what the primary had flushed is lagging. */
  maxLagMs: number;
  /** How long a replica found away or lagging is skipped; then a probe must pass before it serves again. */
  downMs: number;
  /** How often each replica's position is probed (started by the reads, never awaited by them). */
  probeMs: number;
  /** The longest a new connection to a replica may take. */
  connectTimeoutMs: number;
}

export const REPLICA_TIMING: ReplicaTiming = {
  waitMs: 200,
  pollMs: 10,
  maxLagMs: 5_000,
  downMs: 3_000,
  probeMs: 1_000,
  connectTimeoutMs: 1_000,
};

/** Where a replica is in the WAL; a server that is not in recovery answers its own written position. */
const REPLAYED_SQL =
  'SELECT (CASE WHEN pg_is_in_recovery() THEN pg_last_wal_replay_lsn() ELSE pg_current_wal_lsn() END)::text AS lsn';
/**
 * The primary's insert position, read after a commit: it is at or past that commit's record
 * whatever synchronous_commit is (the write position, pg_current_wal_lsn, may not be yet when
 * commits do not wait for the flush). Taken back to the last record's end (lastRecordEnd).
 */
const INSERTED_SQL = 'SELECT pg_current_wal_insert_lsn()::text AS lsn';
const WAL_SIZES_SQL = `SELECT current_setting('wal_block_size')::bigint::text AS block,
  (SELECT setting FROM pg_settings WHERE name = 'wal_segment_size') AS segment`;
/** What the primary has flushed, which a replica can replay: what the lag probe holds it to. */
const FLUSHED_SQL = 'SELECT pg_current_wal_flush_lsn()::text AS lsn';

/** What a cache filled through a replica's handle needs: the primary, and whether the replica has caught up with it. */
export interface ReadSource {
  primary: Db;
  caughtUpWithPrimary(): Promise<boolean>;
}

const readSources = new WeakMap<Db, ReadSource>();

/** The replica behind a read handle, or undefined for the primary's own handle. */
export const readSourceOf = (db: Db): ReadSource | undefined => readSources.get(db);

class Replica {
  readonly pool: ReplicaFallbackPool;
  readonly db: Db;
  /** What this replica is known to have replayed (0 after it was away: it may be another server). */
  replayed = 0n;
  healthy = true;
  /** Skipped until then (when not healthy). */
  downUntil = 0;
  lastProbe = 0;
  probing = false;
  /** A primary position the replica must reach within maxLagMs of `at`, or it is lagging. */
  lagTarget: { lsn: bigint; at: number } | null = null;

  constructor(
    readonly name: string,
    readonly database: Database,
    primary: Primary,
    away: (replica: Replica, reason: string) => void,
  ) {
    this.pool = new ReplicaFallbackPool(database.pool, primary.pool, (error) =>
      away(this, error instanceof Error ? error.message : String(error)),
    );
    this.db = drizzleOn(this.pool.asPool());
  }
}

/**
 * The streaming replicas the read-only routes read from (READ_DATABASE_URL), round-robin over the
 * healthy ones, with read-your-writes: a session whose last commit is at WAL position `needed`
 * reads a replica only once that replica has replayed it (waiting at most waitMs), else the primary.
 *
 * Health: a replica that fails a query or a probe for being away (refused, timed out, shutting
 * down) or lags past maxLagMs is skipped for downMs; then a probe (started by the next read, never
 * awaited by one) must pass before it serves again. A query it cannot answer is asked of the
 * primary, so no request fails because a replica is away; with every replica down all reads go to
 * the primary.
 */
export class ReadReplicas {
  private readonly replicas: Replica[];
  private next = 0;
  /** The primary's wal_block_size and wal_segment_size, read once. */
  private walSizes: Promise<{ block: bigint; segment: bigint }> | null = null;
  /** Reads handed to each: 'primary' or a replica's name (read by the tests and the logs). */
  readonly served = new Map<string, number>();

  constructor(
    private readonly primary: Primary,
    urls: string[],
    private readonly log: FastifyBaseLogger,
    poolSize: number,
    private readonly timing: ReplicaTiming = REPLICA_TIMING,
  ) {
    this.replicas = urls.map((url, index) => {
      const database = connectDatabase(url, poolSize, {
        applicationName: READ_APPLICATION_NAME,
        connectTimeoutMs: timing.connectTimeoutMs,
      });
      const replica = new Replica(
        `replica ${index + 1} (${new URL(url).host})`,
        database,
        primary,
        (r, reason) => this.markDown(r, reason),
      );
      readSources.set(replica.db, {
        primary: primary.db,
        caughtUpWithPrimary: () => this.caughtUpWithPrimary(replica),
      });
      return replica;
    });
  }

  /**
   * The handle a read uses: a healthy replica that has replayed `needed` (the session's last
   * commit, null when none is remembered), else the primary. `current`: the replica must also hold
   * every commit made before now (one small query on the primary).
   */
  async handleFor(needed: bigint | null, current = false): Promise<Db> {
    if (current) {
      const now = await this.commitMark().catch(() => null);
      if (now === null) return this.count(null);
      if (needed === null || now > needed) needed = now;
    }
    const replica = this.pick(needed);
    if (!replica) return this.count(null);
    const ready = needed === null || replica.replayed >= needed || (await this.waitFor(replica, needed));
    return this.count(ready ? replica : null);
  }

  /** The position a session's next reads must see, read on the primary just after its commit. */
  async commitMark(): Promise<bigint | null> {
    const sizes = await (this.walSizes ??= this.primary.pool
      .query<{ block: string; segment: string }>(WAL_SIZES_SQL)
      .then(({ rows }) => ({ block: BigInt(rows[0]!.block), segment: BigInt(rows[0]!.segment) }))
      .catch((error: unknown) => {
        this.walSizes = null;
        throw error;
      }));
    const inserted = await this.positionOf(this.primary, INSERTED_SQL);
    return inserted === null ? null : lastRecordEnd(inserted, sizes.block, sizes.segment);
  }

  async close(): Promise<void> {
    await Promise.all(this.replicas.map((replica) => replica.database.close()));
  }

  private count(replica: Replica | null): Db {
    const name = replica?.name ?? 'primary';
    this.served.set(name, (this.served.get(name) ?? 0) + 1);
    return replica?.db ?? this.primary.db;
  }

  /** The next healthy replica in turn, one already known to hold `needed` first; probes those due. */
  private pick(needed: bigint | null): Replica | undefined {
    const now = Date.now();
    for (const replica of this.replicas)
      if (!replica.probing && now - replica.lastProbe >= this.timing.probeMs && now >= replica.downUntil)
        void this.probe(replica);
    const healthy = this.replicas.filter((replica) => replica.healthy);
    if (!healthy.length) return undefined;
    const start = this.next++ % healthy.length;
    const inTurn = [...healthy.slice(start), ...healthy.slice(0, start)];
    return inTurn.find((replica) => needed !== null && replica.replayed >= needed) ?? inTurn[0];
  }

  /** Whether the replica replays `needed` within waitMs (asking it after 1, 2, 4 … ms, then every pollMs). */
  private async waitFor(replica: Replica, needed: bigint): Promise<boolean> {
    const deadline = Date.now() + this.timing.waitMs;
    for (let pause = 1; ; pause = Math.min(pause * 2, this.timing.pollMs)) {
      const replayed = await this.replayedBy(replica);
      if (replayed === null) return false;
      if (replayed >= needed) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
    }
  }

  /**
   * For the report cache: whether the replica has replayed everything the primary holds now (a
   * commit already notified is in it). Asked of the replica only when not known already.
   */
  private async caughtUpWithPrimary(replica: Replica): Promise<boolean> {
    const mark = await this.commitMark().catch(() => null);
    if (mark === null) return false;
    if (replica.replayed >= mark) return true;
    const replayed = await this.replayedBy(replica);
    return replayed !== null && replayed >= mark;
  }

  /** The replica's replayed position (asked of the replica itself, never the primary); null when away. */
  private async replayedBy(replica: Replica): Promise<bigint | null> {
    try {
      const replayed = (await this.positionOf(replica.database, REPLAYED_SQL)) ?? 0n;
      if (replayed > replica.replayed) replica.replayed = replayed;
      return replayed;
    } catch (error) {
      if (replicaIsAway(error)) this.markDown(replica, (error as Error).message);
      return null;
    }
  }

  /**
   * Looks at where the replica is: away marks it down; not having replayed, maxLagMs later, what
   * the primary had flushed marks it lagging; else it serves (again).
   */
  private async probe(replica: Replica): Promise<void> {
    replica.probing = true;
    replica.lastProbe = Date.now();
    try {
      const replayed = await this.replayedBy(replica);
      if (replayed === null) return;
      const target = replica.lagTarget;
      if (target && replayed >= target.lsn) replica.lagTarget = null;
      else if (target && Date.now() - target.at > this.timing.maxLagMs)
        return this.markDown(
          replica,
          `it has not replayed in ${this.timing.maxLagMs} ms what the primary had written`,
        );
      if (!replica.healthy) this.log.info(`read replica ${replica.name} is back: reads go to it again`);
      replica.healthy = true;
      if (replica.lagTarget) return;
      const at = Date.now();
      const flushed = await this.positionOf(this.primary, FLUSHED_SQL).catch(() => null);
      if (flushed !== null && flushed > replayed) replica.lagTarget = { lsn: flushed, at };
    } finally {
      replica.probing = false;
    }
  }

  private markDown(replica: Replica, reason: string): void {
    if (replica.healthy)
      this.log.warn(`read replica ${replica.name} skipped for ${this.timing.downMs} ms: ${reason}`);
    replica.healthy = false;
    replica.replayed = 0n;
    replica.downUntil = Date.now() + this.timing.downMs;
  }

  private async positionOf(database: Primary, sql: string): Promise<bigint | null> {
    const { rows } = await database.pool.query<{ lsn: string | null }>(sql);
    return parseLsn(rows[0]?.lsn);
  }
}

import type pg from 'pg';
import { isDatabaseUnavailable } from '../../db/database-unavailable.ts';

/**
 * Whether an error says the replica is away rather than the query wrong: it could not be reached
 * (refused, timed out, connection lost), it is shutting down or starting, it has no connection to
 * spare (what would answer 503 on the primary). Such a replica is skipped for a while.
 */
export const replicaIsAway = isDatabaseUnavailable;

/**
 * Whether the primary should answer a read the replica could not: the replica is away, or it
 * cancelled the query for a conflict with its recovery (40001: a long report meeting the vacuum
 * the primary replayed), which the primary has not.
 */
const primaryShouldAnswer = (error: unknown) =>
  replicaIsAway(error) || (error as { code?: unknown }).code === '40001';

/**
 * What Drizzle sees as a replica's pool: queries go to the replica, and one the replica cannot
 * answer (away, or its query cancelled by recovery) is asked of the primary instead, so no read
 * fails because a replica is away. Only read-only routes use it, so asking again is safe. A
 * connection taken for a transaction or a cursor (`connect`) comes from the primary when the
 * replica cannot give one; one lost midway fails its request, as it would on the primary.
 * Drizzle runs transactions on `connect()` because this class's name contains "Pool".
 */
export class ReplicaFallbackPool {
  constructor(
    private readonly replica: pg.Pool,
    private readonly primary: pg.Pool,
    private readonly replicaAway: (error: unknown) => void,
  ) {}

  async query(config: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    try {
      return await this.replica.query(config, values);
    } catch (error) {
      if (!primaryShouldAnswer(error)) throw error;
      if (replicaIsAway(error)) this.replicaAway(error);
      return this.primary.query(config, values);
    }
  }

  async connect(): Promise<pg.PoolClient> {
    try {
      return await this.replica.connect();
    } catch (error) {
      if (!replicaIsAway(error)) throw error;
      this.replicaAway(error);
      return this.primary.connect();
    }
  }

  /** As a pool: drizzle(pool) is typed for pg's. */
  asPool(): pg.Pool {
    return this as unknown as pg.Pool;
  }
}

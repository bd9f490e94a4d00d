import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  /** The connection string the pool uses. */
  url: string;
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export interface PoolOptions {
  /** How its connections show in pg_stat_activity. */
  applicationName?: string;
  /** The longest a new connection may take before the query fails (default: no limit). */
  connectTimeoutMs?: number;
}

/** Opens a pool to the database at `url` with Drizzle on top. */
export function connectDatabase(url: string, max = 10, options: PoolOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: options.applicationName,
    connectionTimeoutMillis: options.connectTimeoutMs,
  });
  // A client losing its server (a restart, a crash) must not crash the process. The pool listens
  // on idle clients only: one checked out between two queries of a transaction would emit
  // 'error' to nobody, which throws. Its next query then fails (the request answers 503) and the
  // pool drops it on release.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return { url, db: drizzleOn(pool), pool, close: () => pool.end() };
}

/** Drizzle over a pool, or over an object that answers like one (a read replica's, see platform/read-replicas). */
export function drizzleOn(pool: pg.Pool): Db {
  return drizzle(pool, { schema });
}

/** A transaction handle; functions that may run inside one take `Executor`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

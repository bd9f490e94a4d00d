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

/** Opens a pool to the database at `url` with Drizzle on top. */
export function connectDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its server (e.g. a restart) must not crash the process.
  pool.on('error', () => undefined);
  return { url, db: drizzle(pool, { schema }), pool, close: () => pool.end() };
}

/** A transaction handle; functions that may run inside one take `Executor`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

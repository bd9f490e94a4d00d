import pg from 'pg';
import { drizzleOn, type Db } from './client.ts';

/** Raw values read as Drizzle reads them: dates as 'yyyy-mm-dd' text, numerics as numbers. */
const types = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') => {
    if (typeId === pg.types.builtins.DATE) return (value: string) => value;
    if (typeId === pg.types.builtins.NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(typeId, format);
  },
};

/**
 * What `read` yields, read in a read-only transaction (`begin`) on a connection of its own,
 * released when the reader stops, finishes or fails.
 */
async function* onReadOnlyConnection<T>(
  db: Db,
  begin: string,
  read: (client: pg.PoolClient) => AsyncGenerator<T>,
): AsyncGenerator<T> {
  // drizzle(pool) keeps its pool as $client; the Db type leaves it out.
  const client = await (db as unknown as { $client: pg.Pool }).$client.connect();
  let failed = false;
  try {
    await client.query(begin);
    yield* read(client);
    await client.query('COMMIT');
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    if (failed) client.release(true);
    else {
      // A reader that stopped early leaves the transaction open: end it before the pool reuses the connection.
      await client.query('ROLLBACK').catch(() => undefined);
      client.release();
    }
  }
}

/**
 * Every row of a query, read through a server-side cursor `batch` rows at a time, so an export
 * of the whole result never holds it in memory. The query's selected keys must be its column
 * names (the raw rows are not renamed).
 */
export function streamRows<Row extends pg.QueryResultRow>(
  db: Db,
  query: { toSQL(): { sql: string; params: unknown[] } },
  batch = 500,
): AsyncGenerator<Row[]> {
  const { sql, params } = query.toSQL();
  return onReadOnlyConnection(db, 'BEGIN READ ONLY', async function* (client) {
    await client.query({ text: `DECLARE export_rows NO SCROLL CURSOR FOR ${sql}`, values: params });
    for (;;) {
      const { rows } = await client.query<Row>({ text: `FETCH ${batch} FROM export_rows`, types });
      if (rows.length) yield rows;
      if (rows.length < batch) break;
    }
  });
}

/**
 * The pages of a query (its own Drizzle reads, rows mapped as it likes), `batch` rows at a time
 * up to `most`, all read in one snapshot (repeatable read), so no row moves from one page to the next.
 */
export function streamPages<Row>(
  db: Db,
  readPage: (snapshot: Db, page: { limit: number; offset: number }) => Promise<Row[]>,
  batch: number,
  most: number,
): AsyncGenerator<Row[]> {
  return onReadOnlyConnection(
    db,
    'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY',
    async function* (client) {
      // Drizzle on the one connection (it reads a client as it reads a pool).
      const snapshot = drizzleOn(client as unknown as pg.Pool);
      for (let offset = 0; offset < most; offset += batch) {
        const limit = Math.min(batch, most - offset);
        const rows = await readPage(snapshot, { limit, offset });
        if (rows.length) yield rows;
        if (rows.length < limit) break;
      }
    },
  );
}

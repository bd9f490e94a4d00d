import pg from 'pg';
import type { Db } from './client.ts';

/** Raw values read as Drizzle reads them: dates as 'yyyy-mm-dd' text, numerics as numbers. */
const types = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') => {
    if (typeId === pg.types.builtins.DATE) return (value: string) => value;
    if (typeId === pg.types.builtins.NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(typeId, format);
  },
};

/**
 * Every row of a query, read through a server-side cursor `batch` rows at a time, so an export
 * of the whole result never holds it in memory. The query's selected keys must be its column
 * names (the raw rows are not renamed). The cursor lives in a read-only transaction on its own
 * connection, released when the reader stops, finishes or fails.
 */
export async function* streamRows<Row extends pg.QueryResultRow>(
  db: Db,
  query: { toSQL(): { sql: string; params: unknown[] } },
  batch = 500,
): AsyncGenerator<Row[]> {
  const { sql, params } = query.toSQL();
  // drizzle(pool) keeps its pool as $client; the Db type leaves it out.
  const client = await (db as unknown as { $client: pg.Pool }).$client.connect();
  let failed = false;
  try {
    await client.query('BEGIN READ ONLY');
    await client.query({ text: `DECLARE export_rows NO SCROLL CURSOR FOR ${sql}`, values: params });
    for (;;) {
      const { rows } = await client.query<Row>({ text: `FETCH ${batch} FROM export_rows`, types });
      if (rows.length) yield rows;
      if (rows.length < batch) break;
    }
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

/**
 * How a streamed list reads its batches: how many rows at a time, and a turn for each batch's
 * query (it waits while other streams read, the first batch before later ones of other streams,
 * and fails once the reader's client has gone).
 */
export interface BatchReads {
  rows: number;
  run<T>(read: () => Promise<T>, first: boolean): Promise<T>;
}

/** The first batch is short, so the first byte comes after a short read, whatever the batch size. */
const FIRST_BATCH_ROWS = 50;

/**
 * Every row of a list in its order, `reads.rows` at a time (at most `most` in all), each batch its
 * own short query on a pooled connection: the rows after the last one read (`after` its key, in the
 * list's order; undefined for the first batch). No connection and no snapshot is held between two
 * batches, so a slow client holds nothing but the batch it is being written; a row changed
 * meanwhile shows as it is when its batch is read, and no row is read twice. The list's order must
 * be total (its last key unique) and served by an index, so a batch reads its rows only.
 */
export async function* keysetBatches<Row, Key>(
  reads: BatchReads,
  readBatch: (after: Key | undefined, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  most = Number.POSITIVE_INFINITY,
): AsyncGenerator<Row[]> {
  let after: Key | undefined;
  for (let read = 0; read < most;) {
    const limit = Math.min(read === 0 ? FIRST_BATCH_ROWS : Number.POSITIVE_INFINITY, reads.rows, most - read);
    const rows = await reads.run(() => readBatch(after, limit), read === 0);
    if (rows.length) yield rows;
    if (rows.length < limit) return;
    read += rows.length;
    after = keyOf(rows.at(-1)!);
  }
}

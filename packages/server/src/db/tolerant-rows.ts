import { readListRow } from '@signshop/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

/**
 * The rows of a list, search, report or billing page, each read by the page's row schema (a list never
 * dies for one row). A malformed stored row is shown with what can be read, flagged with its
 * `unreadable` fields and logged, rather than failing the whole page with a 500; a row that cannot be shown at all is left out, and logged.
 */
export function tolerantRows<T extends object>(
  log: FastifyBaseLogger,
  list: string,
  schema: z.ZodObject,
  rows: readonly T[],
): Array<T & { unreadable?: string[] }> {
  const shown: Array<T & { unreadable?: string[] }> = [];
  for (const row of rows) {
    const read = readListRow(schema, row);
    const id = (row as { id?: unknown }).id;
    if (read === null) {
      log.error({ list, id }, 'A stored row cannot be read at all; it is left out of the list.');
      continue;
    }
    if (read.unreadable)
      log.warn(
        { list, id, unreadable: read.unreadable },
        'A stored row has unreadable fields; shown blank and flagged.',
      );
    shown.push(read);
  }
  return shown;
}

/** The batches of a streamed list, each read as tolerantRows reads a page. */
export async function* tolerantBatches<T extends object>(
  log: FastifyBaseLogger,
  list: string,
  schema: z.ZodObject,
  batches: AsyncIterable<readonly T[]>,
): AsyncGenerator<Array<T & { unreadable?: string[] }>> {
  for await (const rows of batches) yield tolerantRows(log, list, schema, rows);
}

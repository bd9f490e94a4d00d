import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** The JSON document around a streamed array: what is written before its rows, and after the last one. */
export interface JsonFrame {
  head: string;
  /** Asked once every row is written (a document's totals come after its rows). */
  tail(): string;
}

/** A bare array: `[` rows `]`. */
export const jsonArray: JsonFrame = { head: '[', tail: () => ']' };

/** An object whose first key holds the rows: `{"jobs":[` rows `]` and then the fields `after` gives, `}`. */
export function jsonObjectOf(key: string, after: () => Record<string, unknown> = () => ({})): JsonFrame {
  return {
    head: `{${JSON.stringify(key)}:[`,
    tail: () => {
      const fields = JSON.stringify(after());
      return fields === '{}' ? ']}' : `],${fields.slice(1)}`;
    },
  };
}

/**
 * Answers a JSON document whose rows are written batch by batch as they are read (chunked), so
 * the server holds one batch, never the whole result. The rows are written with JSON.stringify,
 * as the routes' typed reply serializer writes them: each must already be in its schema's shape.
 * The first batch is read before anything is sent, so a read that fails at once still answers an
 * error reply; a client that goes away stops the reading (and frees its connection).
 */
export async function sendJsonRows<Row>(
  reply: FastifyReply,
  batches: AsyncIterable<Row[]>,
  frame: JsonFrame,
): Promise<FastifyReply> {
  const rows = batches[Symbol.asyncIterator]();
  const first = await rows.next();
  async function* text(): AsyncGenerator<string> {
    yield frame.head;
    let separator = '';
    for (let batch = first; !batch.done; batch = await rows.next()) {
      if (!batch.value.length) continue;
      yield separator + batch.value.map((row) => JSON.stringify(row)).join(',');
      separator = ',';
    }
    yield frame.tail();
  }
  const body = Readable.from(text());
  // However the body ends (written, failed, or the client gone, even before its first byte),
  // the reading is stopped and its connection freed.
  body.once('close', () => void rows.return?.(undefined).catch(() => undefined));
  return reply.type('application/json; charset=utf-8').send(body);
}

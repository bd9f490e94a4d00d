import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BatchReads } from '../db/keyset-batches.ts';
import { ReadTurns } from './read-turns.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The turns of the streamed replies' batch reads on this instance (STREAM_READERS at once). */
    streamReads: ReadTurns;
  }
}

export function registerStreamReads(app: FastifyInstance): void {
  app.decorate('streamReads', new ReadTurns(app.config.streamReaders));
}

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

class ClientGone extends Error {
  constructor() {
    super('The client went away before its reply was read.');
  }
}

/** A reply's batch reads: in the app's turns, and given up as soon as its client goes away. */
function batchReadsOf(reply: FastifyReply, gone: AbortSignal): BatchReads {
  const turns = reply.server.streamReads;
  return {
    rows: reply.server.config.streamBatchRows,
    run: (read, first) => turns.run(gone, read, first),
  };
}

/**
 * Answers text written batch by batch as the batches are read (chunked): the next batch is read
 * only once the client has taken the last one (the body is pulled one chunk at a time, and the
 * socket's backpressure pauses the pull), so the server holds about one batch per reply, never the
 * whole result. The first batch is read before anything is sent, so a read that fails at once
 * still answers an error reply. A client that goes away, even before the first byte, ends the
 * reading at once: a read waiting for its turn leaves the queue, and no further batch is read.
 */
export async function sendBatches<Row>(
  reply: FastifyReply,
  type: string,
  open: (reads: BatchReads) => AsyncIterable<Row[]>,
  write: (batches: AsyncIterable<Row[]>) => AsyncIterable<string>,
): Promise<FastifyReply> {
  const gone = new AbortController();
  // 'close' also comes after a reply written whole; aborting then stops nothing.
  reply.raw.once('close', () => gone.abort(new ClientGone()));
  const rows = open(batchReadsOf(reply, gone.signal))[Symbol.asyncIterator]();
  let first: IteratorResult<Row[]>;
  try {
    first = await rows.next();
  } catch (error) {
    // Nobody is left to answer: the request ends here, unanswered.
    if (error instanceof ClientGone) return reply.hijack();
    throw error;
  }
  async function* batches(): AsyncGenerator<Row[]> {
    for (let batch = first; !batch.done; batch = await rows.next()) yield batch.value;
  }
  const body = Readable.from(write(batches()), { highWaterMark: 1 });
  // However the body ends (written, failed, or the client gone), the reading is stopped.
  body.once('close', () => void rows.return?.(undefined).catch(() => undefined));
  return reply.type(type).send(body);
}

/**
 * Answers a JSON document whose rows are written batch by batch as they are read (see
 * sendBatches). The rows are written with JSON.stringify, as the routes' typed reply serializer
 * writes them: each must already be in its schema's shape.
 */
export function sendJsonRows<Row>(
  reply: FastifyReply,
  open: (reads: BatchReads) => AsyncIterable<Row[]>,
  frame: JsonFrame,
): Promise<FastifyReply> {
  return sendBatches(reply, 'application/json; charset=utf-8', open, async function* (batches) {
    yield frame.head;
    let separator = '';
    for await (const batch of batches) {
      if (!batch.length) continue;
      yield separator + batch.map((row) => JSON.stringify(row)).join(',');
      separator = ',';
    }
    yield frame.tail();
  });
}

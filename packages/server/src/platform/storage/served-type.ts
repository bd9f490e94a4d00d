import { Readable } from 'node:stream';
import { FILE_TYPE_HEAD_BYTES, fileTypeOf, type ServedFileType } from '@signshop/domain';

/**
 * A stored file's content with the type read from its first bytes: the head is read ahead, then
 * given back in front of the rest, so the file still streams. Stopping the returned stream stops
 * the stored one.
 */
export async function withTypeFromBytes(
  content: Readable,
): Promise<{ type: ServedFileType; content: Readable }> {
  const chunks = content[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headBytes = 0;
  while (headBytes < FILE_TYPE_HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(Buffer.from(next.value));
    headBytes += next.value.length;
  }
  const rest = async function* () {
    try {
      yield* head;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    } finally {
      await chunks.return?.();
    }
  };
  return { type: fileTypeOf(Buffer.concat(head)), content: Readable.from(rest(), { objectMode: false }) };
}

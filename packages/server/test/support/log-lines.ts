import { Writable } from 'node:stream';
import pino from 'pino';

/** A logger for startTestApp whose lines (parsed JSON) land in `lines`, for tests that read the log. */
export function capturedLog() {
  const lines: Array<Record<string, unknown>> = [];
  const log = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    }),
  );
  return { log, lines };
}

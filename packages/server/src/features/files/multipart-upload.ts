import http from 'node:http';
import { Readable } from 'node:stream';

export interface UploadAnswer {
  status: number;
  body: any;
  /** Settles once the connection is no longer busy with this upload: closed, or the whole body taken. */
  connectionFreed: Promise<'closed' | 'body taken'>;
}

/**
 * Test helper: uploads a file as multipart/form-data over real HTTP, streaming `content` so that
 * even a very large file is never held in memory by the client. Resolves as soon as the answer has
 * arrived, even when the server answered before reading the whole body.
 */
export async function uploadFile(options: {
  baseUrl: string;
  path: string;
  cookie?: string;
  folder?: string;
  filename: string;
  /** The type the client claims for the file (application/octet-stream unless given). */
  contentType?: string;
  content: Readable | Buffer | string;
  /** A keep-alive agent, to see what happens to the connection after the answer. */
  agent?: http.Agent;
}): Promise<UploadAnswer> {
  const boundary = `----signshop${Date.now()}`;
  const head =
    (options.folder === undefined
      ? ''
      : `--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\n${options.folder}\r\n`) +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.filename}"\r\n` +
    `Content-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const content =
    typeof options.content === 'string' || Buffer.isBuffer(options.content)
      ? Readable.from([options.content])
      : options.content;
  const body = Readable.from(
    (async function* () {
      yield Buffer.from(head);
      for await (const chunk of content) yield chunk as Buffer;
      yield Buffer.from(tail);
    })(),
  );
  const url = new URL(options.path, options.baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      agent: options.agent,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
        ...(options.cookie && { cookie: options.cookie }),
      },
    });
    const connectionFreed = new Promise<'closed' | 'body taken'>((freed) => {
      request.on('finish', () => freed('body taken'));
      // Only a caller's own agent: sockets of the shared one serve many requests.
      if (options.agent) request.on('socket', (socket) => socket.on('close', () => freed('closed')));
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text || 'null'), connectionFreed }),
      );
    });
    // Once answered, a write failing on a connection the server closed is expected.
    request.on('error', reject);
    body.pipe(request);
  });
}

/** A stream of `bytes` bytes made of one reused 1 MiB chunk (no large buffer anywhere). */
export function zeroStream(bytes: number): Readable {
  const chunk = Buffer.alloc(1024 * 1024, 7);
  let left = bytes;
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const size = Math.min(left, chunk.length);
      left -= size;
      this.push(size === chunk.length ? chunk : chunk.subarray(0, size));
    },
  });
}

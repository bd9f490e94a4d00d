import { pdfPages } from '../support/pdf-test-helpers.ts';

export interface RawResponse {
  status: number;
  contentType: string;
  /** The body as a person or a search would read it: JSON or text as is, a PDF's page text. */
  text: string;
  json: any;
}

/** One request over real HTTP with an optional cookie and headers; the body is sent as JSON unless it is a string. */
export async function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; contentType?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
  const response = await fetch(baseUrl + path, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const contentType = response.headers.get('content-type') ?? '';
  const bytes = contentType.startsWith('text/event-stream')
    ? await firstChunk(response)
    : new Uint8Array(await response.arrayBuffer());
  const text = contentType.includes('application/pdf')
    ? (await pdfPages(bytes)).join('\n')
    : Buffer.from(bytes).toString('utf8');
  let json: any = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, contentType, text, json };
}

/** What an event stream (which stays open) has sent first; the stream is then closed. */
async function firstChunk(response: Response): Promise<Uint8Array> {
  const reader = response.body!.getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return value ?? new Uint8Array();
}

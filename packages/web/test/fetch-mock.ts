import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
}

/** A JSON Response as the server would send it. */
export function jsonResponse({ status = 200, body }: MockReply) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text || null, { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replace fetch with a table of `METHOD /path` → reply (or a function of the request, e.g. to
 * answer by its body); unknown calls get 404. Returns the mock, whose calls can be inspected.
 */
export function mockApi(routes: Record<string, MockReply | ((init?: RequestInit) => MockReply)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const reply = routes[key];
    if (!reply) return jsonResponse({ status: 404, body: { err: `No mock for ${key}` } });
    return jsonResponse(typeof reply === 'function' ? reply(init) : reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body of the n-th call to the mock. */
export function bodyOf(fetchMock: ReturnType<typeof mockApi>, index: number): unknown {
  const init = fetchMock.mock.calls[index]?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

/** The JSON bodies of every call to one URL, in order. */
export function bodiesOf(fetchMock: ReturnType<typeof mockApi>, url: string): unknown[] {
  return fetchMock.mock.calls.flatMap(([called], index) =>
    String(called) === url ? [bodyOf(fetchMock, index)] : [],
  );
}

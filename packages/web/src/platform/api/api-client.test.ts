import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock.ts';
import { ApiError, api, earlyReadsWaiting, readEarly, setApiErrorHandler } from './api-client.ts';
import { runningCalls } from './running-calls.ts';

async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api-client', () => {
  it("says 'Could not connect.' when there is no response", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failureOf(api.get('/api/account/me'));
    expect(error.message).toBe('Could not connect.');
    expect(error.status).toBe(0);
  });

  it("shows the server's err text when present", async () => {
    mockApi({
      'POST /api/account/login/': { status: 401, body: { err: 'Wrong email or password.', code: 'X' } },
    });
    const error = await failureOf(api.post('/api/account/login/', { account: {} }));
    expect(error.message).toBe('Wrong email or password.');
    expect(error.status).toBe(401);
    expect(error.code).toBe('X');
  });

  it('falls back to the returned data as text', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('Gateway is down', { status: 502 })));
    expect((await failureOf(api.get('/api/x'))).message).toBe('Gateway is down');
  });

  it('turns JSON without err into text', async () => {
    mockApi({ 'GET /api/x': { status: 400, body: { reason: 'bad' } } });
    expect((await failureOf(api.get('/api/x'))).message).toBe('{"reason":"bad"}');
  });

  it('sends JSON with same-origin credentials and returns the parsed body', async () => {
    const fetchMock = mockApi({ 'PUT /api/account/settings': { body: { account: { id: 1 } } } });
    await expect(api.put('/api/account/settings', { settings: { a: 1 } })).resolves.toEqual({
      account: { id: 1 },
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"settings":{"a":1}}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('counts running calls and is back to zero after success and failure', async () => {
    let resolve: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (resolve = r))),
    );
    const call = api.get('/api/x');
    expect(runningCalls()).toBe(1);
    resolve(jsonResponse({ status: 500, body: { err: 'Boom' } }));
    await call.catch(() => {});
    expect(runningCalls()).toBe(0);
  });

  it('reports failures to the error handler unless silent', async () => {
    const handler = vi.fn();
    setApiErrorHandler(handler);
    mockApi({ 'GET /api/x': { status: 403, body: { err: 'Nope' } } });
    await api.get('/api/x').catch(() => {});
    await api.get('/api/x', { silent: true }).catch(() => {});
    expect(handler).toHaveBeenCalledTimes(1);
    expect((handler.mock.calls[0]?.[0] as ApiError).message).toBe('Nope');
  });

  it('answers the first identical call from an early read, and the next one from the server', async () => {
    const fetchMock = mockApi({ 'POST /api/x': { body: { rows: [1] } } });
    readEarly('POST', '/api/x', { page: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(api.post('/api/x', { page: 0 })).resolves.toEqual({ rows: [1] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(earlyReadsWaiting()).toEqual([]);
    await api.post('/api/x', { page: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends a call again when its early read got no answer, and leaves other calls alone', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    readEarly('GET', '/api/x');
    const fetchMock = mockApi({ 'GET /api/x': { body: { ok: true } } });
    await expect(api.get('/api/x')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

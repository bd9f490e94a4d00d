import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema/index.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let staff: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
});
afterAll(() => t.close());

const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  fetch(`${t.baseUrl}${path}`, {
    method,
    headers: { cookie: staff.cookie!, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const newQuote = { quote: { job_name: 'Cross-site' } };
const quoteCount = async () => (await t.db.select({ id: quotes.id }).from(quotes)).length;

describe('cross-site writes', () => {
  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }, 'https://evil.example'],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }, 'another site'],
    ['the opaque Origin null', { origin: 'null' }, 'null'],
  ])('refuses a POST with %s with 403 and writes nothing', async (_case, headers, source) => {
    const before = await quoteCount();
    const response = await send('POST', '/api/quote', headers, newQuote);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { err: string }).err).toBe(
      `Refused: this change was sent from ${source}, not from this app.`,
    );
    expect(await quoteCount()).toBe(before);
  });

  it('refuses a cross-site logout: the session stays', async () => {
    expect((await send('POST', '/api/account/logout', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await staff.get('/api/account/me')).status).toBe(200);
  });

  it("lets the app's own pages write: same origin, the public URL, same-site fetches and no Origin", async () => {
    const own = new URL(t.baseUrl);
    const sources: Array<Record<string, string>> = [
      { origin: own.origin, 'sec-fetch-site': 'same-origin' },
      { origin: t.config.publicUrl },
      {},
    ];
    for (const headers of sources) {
      const response = await send('POST', '/api/quote', headers, newQuote);
      expect(response.status, JSON.stringify(headers)).not.toBe(403);
    }
  });

  it('lets another site read (GET changes nothing)', async () => {
    const response = await send('GET', '/api/account/me', {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).toBe(200);
  });
});

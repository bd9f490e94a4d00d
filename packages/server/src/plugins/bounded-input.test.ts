import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, PERSONAS, signIn } from '../../test/support/factories.ts';
import type { ApiClient } from '../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../test/support/test-app.ts';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth.ts';

let t: TestApp;
let staff: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
});
afterAll(() => t.close());

const nested = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);

describe('JSON depth limit', () => {
  it('measures nesting of objects and arrays, not of strings', () => {
    expect(nestedDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestedDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
    expect(nestedDeeperThan('[[[[[[', 1)).toBe(false);
    expect(nestedDeeperThan(JSON.parse(nested(MAX_JSON_DEPTH)), MAX_JSON_DEPTH)).toBe(false);
  });

  it('refuses settings nested 50,000 deep with 400 and keeps the settings', async () => {
    const before = (await staff.get('/api/account/me')).body.account.settings;
    const response = await staff.request('PUT', '/api/account/settings', `{"settings":${nested(50_000)}}`);
    expect(response.status).toBe(400);
    expect(response.body.err).toBe(`body: nested more than ${MAX_JSON_DEPTH} levels deep.`);
    expect((await staff.get('/api/account/me')).body.account.settings).toEqual(before);
  });
});

describe('string lengths', () => {
  it.each([
    [
      'a purchase order note',
      'POST',
      '/api/purchase_order/purchase_order',
      { purchase_order: { notes: 'x'.repeat(20_001) } },
      'notes',
    ],
    [
      'a purchase order vendor',
      'POST',
      '/api/purchase_order/purchase_order',
      { purchase_order: { vendor_name: 'x'.repeat(2001) } },
      'vendor_name',
    ],
    [
      'a vendor search',
      'POST',
      '/api/purchase_order/search/all',
      { search: { like_vendor_name: 'x'.repeat(201) } },
      'like_vendor_name',
    ],
    [
      'a quote search field',
      'POST',
      '/api/quote/query',
      { search: { job_name: 'x'.repeat(201) } },
      'job_name',
    ],
    [
      'the quote number prefix',
      'PUT',
      '/api/account/settings',
      { settings: { quote_number_prefix: 'x'.repeat(21) } },
      'quote_number_prefix',
    ],
  ] as const)(
    'refuses %s over its maximum with 400 naming the field',
    async (_case, method, path, body, field) => {
      const response = await staff.request(method, path, body);
      expect(response.status).toBe(400);
      expect(response.body.err).toContain(field);
    },
  );
});

import { TEXT_MAX } from '@signshop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, quotes } from '../../db/schema/index.ts';
import { insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';
import { insertAccount, insertQuote, PERSONAS, signIn } from '../../../test/support/factories.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
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
    expect(response.body.err).toBe(`The request is nested more than ${MAX_JSON_DEPTH} levels deep.`);
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
      'Notes can be at most 20000 characters long.',
    ],
    [
      'a purchase order vendor',
      'POST',
      '/api/purchase_order/purchase_order',
      { purchase_order: { vendor_name: 'x'.repeat(2001) } },
      'Vendor Name can be at most 2000 characters long.',
    ],
    [
      'a vendor search',
      'POST',
      '/api/purchase_order/search/all',
      { search: { like_vendor_name: 'x'.repeat(201) } },
      'Like Vendor Name can be at most 200 characters long.',
    ],
    [
      'a quote search field',
      'POST',
      '/api/quote/query',
      { search: { job_name: 'x'.repeat(201) } },
      'Job Name can be at most 200 characters long.',
    ],
    [
      'the quote number prefix',
      'PUT',
      '/api/account/settings',
      { settings: { quote_number_prefix: 'x'.repeat(21) } },
      'Quote Number Prefix can be at most 20 characters long.',
    ],
  ] as const)(
    'refuses %s over its maximum with 400 naming the field',
    async (_case, method, path, body, field) => {
      const response = await staff.request(method, path, body);
      expect(response.status).toBe(400);
      expect(response.body.err).toBe(field);
    },
  );
});

/**
 * Every string a request may carry has a maximum length. The rule, read from the served
 * OpenAPI document: each string schema of a request body (properties at any depth, array items,
 * union members, record values), query parameter or path parameter has `maxLength`. Exempt, as
 * their bound is inherent: `enum` and `const` strings, and the formats date, date-time, time and
 * uuid. Headers are not request data the app stores, and are not walked.
 */
describe('the OpenAPI document', () => {
  type Schema = Record<string, any>;
  const INHERENTLY_BOUNDED_FORMATS = new Set(['date', 'date-time', 'time', 'uuid']);

  function unboundedStrings(doc: Schema): string[] {
    const found: string[] = [];
    const resolve = (ref: string) =>
      ref
        .split('/')
        .slice(1)
        .reduce((node: Schema, key) => node[key], doc);
    const walk = (schema: Schema | undefined, where: string, refs: ReadonlySet<string>): void => {
      if (!schema || typeof schema !== 'object') return;
      if (schema.$ref) {
        if (refs.has(schema.$ref)) return; // recursive (a sign's subsigns): walked once
        return walk(resolve(schema.$ref), where, new Set([...refs, schema.$ref]));
      }
      const isString = [schema.type].flat().includes('string');
      const inherent = schema.enum || 'const' in schema || INHERENTLY_BOUNDED_FORMATS.has(schema.format);
      if (isString && !inherent && schema.maxLength === undefined) found.push(where);
      for (const [key, value] of Object.entries<Schema>(schema.properties ?? {})) {
        walk(value, `${where}.${key}`, refs);
      }
      walk(schema.items, `${where}[]`, refs);
      for (const member of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
        walk(member, where, refs);
      }
      if (typeof schema.additionalProperties === 'object')
        walk(schema.additionalProperties, `${where}{}`, refs);
    };
    for (const [path, operations] of Object.entries<Schema>(doc.paths)) {
      for (const [method, operation] of Object.entries<Schema>(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in !== 'header')
            walk(parameter.schema, `${route} ${parameter.in} ${parameter.name}`, new Set());
        }
        for (const content of Object.values<Schema>(operation.requestBody?.content ?? {})) {
          walk(content.schema, `${route} body`, new Set());
        }
      }
    }
    return found;
  }

  it('gives every request string a maximum length', async () => {
    const doc = (await t.client().get('/api/openapi.json')).body;
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
    expect(unboundedStrings(doc)).toEqual([]);
  });

  it('would name a string without a maximum (the walk finds them at any depth)', () => {
    const doc = {
      paths: {
        '/x/{id}': {
          put: {
            parameters: [{ in: 'path', name: 'id', schema: { type: 'string' } }],
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      list: { type: 'array', items: { anyOf: [{ type: 'number' }, { $ref: '#/$defs/s' }] } },
                      pick: { type: 'string', enum: ['a', 'b'] },
                      ok: { type: 'string', maxLength: 3 },
                    },
                  },
                },
              },
            },
          },
        },
      },
      $defs: { s: { type: 'object', properties: { deep: { type: ['string', 'null'] } } } },
    };
    expect(unboundedStrings(doc)).toEqual(['PUT /x/{id} path id', 'PUT /x/{id} body.list[].deep']);
  });
});

describe('over-long text changes nothing', () => {
  it('refuses a job name over its maximum with 400 naming it, and keeps the quote', async () => {
    const quote = await insertQuote(t.db, { job_name: 'Lobby signs' });
    const response = await staff.put(`/api/quote/${quote.id}`, {
      job_name: 'x'.repeat(TEXT_MAX.label + 1),
    });
    expect(response.status).toBe(400);
    expect(response.body.err).toBe('Job Name can be at most 200 characters long.');
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row?.job_name).toBe('Lobby signs');
  });

  it('refuses a settings contact name over its maximum with 400 naming it, and keeps the settings', async () => {
    const before = (await staff.get('/api/account/me')).body.account.settings;
    const response = await staff.put('/api/account/settings', {
      settings: { contact_info: { first_name: 'x'.repeat(TEXT_MAX.settingsContact + 1) } },
    });
    expect(response.status).toBe(400);
    expect(response.body.err).toBe(`First Name can be at most ${TEXT_MAX.settingsContact} characters long.`);
    expect((await staff.get('/api/account/me')).body.account.settings).toEqual(before);
  });

  it('refuses an over-long sign-up name with 400 naming it, and creates nothing', async () => {
    const response = await t.client().post('/api/account', {
      account: {
        first_name: 'x'.repeat(TEXT_MAX.personName + 1),
        email: 'long-name@x.com',
        password: 'long-enough',
        confirmpassword: 'long-enough',
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.err).toBe(`First Name can be at most ${TEXT_MAX.personName} characters long.`);
    expect(await t.db.select().from(accounts).where(eq(accounts.email, 'long-name@x.com'))).toEqual([]);
  });
});

describe('shown text without bidi controls', () => {
  it('stores a job name, a sign label and a contact without the controls that would disguise them', async () => {
    const quote = await insertQuote(t.db, { job_name: 'Lobby signs' });
    const type = await insertExampleProcess(t.db);
    const response = await staff.put(`/api/quote/${quote.id}`, {
      job_name: 'report\u202Egnp',
      contact_info: { first_name: '\u2067Ann\u2069' },
      signs: [{ given_id: 'A\u202D', type, quantity: 1 }],
    });
    expect(response.status).toBe(200);
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row?.job_name).toBe('reportgnp');
    expect(row?.contact_info).toMatchObject({ first_name: 'Ann' });
    expect(row?.signs).toMatchObject([{ given_id: 'A' }]);
  });

  it("stores a user's settings contact names without them", async () => {
    const response = await staff.put('/api/account/settings', {
      settings: { contact_info: { first_name: 'Pat\u202E', company: 'Harbor\u200F Hotel' } },
    });
    expect(response.status).toBe(200);
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, response.body.account.id));
    expect(row?.settings).toMatchObject({ contact_info: { first_name: 'Pat', company: 'Harbor Hotel' } });
  });
});

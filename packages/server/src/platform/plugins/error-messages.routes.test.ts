import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertExampleProcess, exampleQuoteBody } from '../../../test/fixtures/quote-fixtures.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let everyone: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  // Every role, so each route's schema is reached (validation runs before the handler's checks).
  everyone = await signIn(t.client(), (await insertAccount(t.db, { role: 63, verified: true })).email);
});
afterAll(() => t.close());

/** zod's own wording, or a field as the code names it (nick_name, signs.0.tactile, toEmail). */
const UNREADABLE =
  /Invalid (input|option|string|number|key|value)|Too (small|big)|expected (string|number|object|array|boolean)|Unrecognized key|Invalid request|\b[a-z_]+\.\d+\b|\b[a-z]+_[a-z_]+\b|\b[a-z]+[A-Z]\w*\b/;

type Schema = Record<string, any>;
type Key = string | number;
const holding = (path: Key[], value: unknown): unknown => {
  if (!path.length) return value;
  const [key, ...rest] = path;
  return typeof key === 'number' ? [holding(rest, value)] : { [key!]: holding(rest, value) };
};

describe('every route refuses bad input in sentences a person can read', () => {
  it('walks each request body field and query parameter of the OpenAPI document with bad values', async () => {
    const doc: Schema = (await t.client().get('/api/openapi.json')).body;
    const resolve = (schema: Schema): Schema =>
      schema?.$ref
        ? resolve(
            schema.$ref
              .split('/')
              .slice(1)
              .reduce((n: Schema, k: string) => n[k], doc),
          )
        : schema;
    const leaves = (schema: Schema | undefined, at: Key[], depth: number): Key[][] => {
      const node = schema && resolve(schema);
      if (!node || depth > 6) return [at];
      const members = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
      const objects = members.map(resolve).filter((member: Schema) => member.properties);
      if (!node.properties && objects.length) return objects.flatMap((o: Schema) => leaves(o, at, depth));
      if (node.properties)
        return [
          at,
          ...Object.entries<Schema>(node.properties).flatMap(([k, v]) => leaves(v, [...at, k], depth + 1)),
        ];
      if (node.items) return [at, ...leaves(node.items, [...at, 0], depth + 1)];
      return [at];
    };
    const bad = [{ not: 'a value' }, 'x'.repeat(30_000), -1e15, ''];
    const said = new Map<string, string>();
    let refused = 0;
    for (const [route, operations] of Object.entries<Schema>(doc.paths)) {
      const path = route.replace(/\{[^}]+\}/g, '1');
      for (const [method, operation] of Object.entries<Schema>(operations)) {
        const body = operation.requestBody?.content?.['application/json']?.schema;
        const queries = (operation.parameters ?? []).filter((p: Schema) => p.in === 'query');
        const requests: [string, unknown][] = [];
        if (body)
          for (const at of leaves(body, [], 0))
            for (const value of bad) requests.push([path, JSON.stringify(holding(at, value))]);
        for (const query of queries) requests.push([`${path}?${query.name}=${'x'.repeat(3000)}`, undefined]);
        for (const [url, sent] of requests) {
          const response = await everyone.request(method.toUpperCase(), url, sent);
          if (response.status !== 400 || typeof response.body?.err !== 'string') continue;
          refused += 1;
          said.set(response.body.err, `${method} ${url} ${String(sent).slice(0, 200)}`);
        }
      }
    }
    expect(refused).toBeGreaterThan(500);
    for (const [message, request] of said) {
      expect(message, request).not.toMatch(UNREADABLE);
      expect(message, request).toMatch(/^[A-Z].*[.!?)]$/);
    }
  }, 300_000);
});

describe('the two messages people could not read', () => {
  it("names a custom add-on's bad rate once, as Square Inch Price, with its sign and line", async () => {
    const processId = await insertExampleProcess(t.db);
    const items = [{ label: 'Gold', square_inch_price_no_size: -1, square_inch_price: -1 }];
    const quote = exampleQuoteBody(processId, {
      signs: [
        { given_id: 'A', type: processId, width: 10, height: 10, quantity: 1, custom_addons: { items } },
      ],
    });
    const response = await everyone.post('/api/quote', { quote });
    expect(response.status).toBe(400);
    expect(response.body.err).toBe(
      'Sign 1, Custom Add-on 1: Square Inch Price must be a number from 0 to 100,000,000.',
    );
  });

  it('names the empty fields of a bank by their labels, never as nick_name with zod wording', async () => {
    const response = await everyone.post('/api/bank/', {
      nick_name: '',
      account_title: '',
      account_number: '',
      ada_routing_number: '',
    });
    expect(response.status).toBe(400);
    expect(response.body.err).toBe(
      'Nick Name is required. ADA Routing Number is required. Account Number is required. Account Title is required.',
    );
  });
});

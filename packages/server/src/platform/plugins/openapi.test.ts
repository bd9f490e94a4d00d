import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOpenApiDocument, OPENAPI_FILE } from '../../scripts/openapi-document.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let doc: any;
beforeAll(async () => {
  t = await startTestApp();
  doc = (await t.client().get('/api/openapi.json')).body;
});
afterAll(() => t.close());

const documented = (route: { url: string }) =>
  !route.url.startsWith('/api/docs') && route.url !== '/api/openapi.json';
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '') || '/';
const operationOf = (route: { method: string; url: string }) =>
  doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()] ??
  doc.paths[`${openApiPath(route.url)}/`]?.[route.method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and its UI is served at /api/docs', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const ui = await fetch(`${t.baseUrl}/api/docs/`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });

  it('describes every /api route with its request, its replies, the error shape and who may call it', () => {
    const routes = t.app.accessTable.filter(documented);
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const operation = operationOf(route);
      expect(operation, `${route.method} ${route.url} is missing`).toBeDefined();
      const success = Object.keys(operation.responses).filter((status) => /^[23]/.test(status));
      expect(success, `${route.method} ${route.url} has no success reply schema`).not.toHaveLength(0);
      if (!success.includes('302')) {
        const [mediaType] = Object.values(operation.responses[success[0]!].content) as Array<{
          schema: unknown;
        }>;
        expect(mediaType?.schema, `${route.method} ${route.url} reply schema`).toBeDefined();
      }
      expect(operation.responses['4XX'].content['application/json'].schema.required).toEqual(['err', 'code']);
      expect(operation['x-access']).toEqual(route.access);
      expect(operation.description).toMatch(/^Who may call it: /);
      if (route.url.includes(':'))
        expect(operation.parameters?.length, `${route.url} params`).toBeGreaterThan(0);
      if (['POST', 'PUT'].includes(route.method) && !route.url.includes(':')) {
        expect(operation.requestBody, `${route.method} ${route.url} body`).toBeDefined();
      }
    }
  });

  it('never lets a password, hash or token out in any reply schema', () => {
    const names: string[] = [];
    const collect = (schema: unknown) => {
      if (!schema || typeof schema !== 'object') return;
      const properties = (schema as { properties?: Record<string, unknown> }).properties;
      if (properties) names.push(...Object.keys(properties));
      Object.values(schema).forEach(collect);
    };
    for (const methods of Object.values(doc.paths) as Array<Record<string, { responses: unknown }>>) {
      for (const operation of Object.values(methods)) collect(operation.responses);
    }
    expect(names).toContain('email');
    expect(names.filter((name) => /password|hash|token|secret/i.test(name))).toEqual([]);
  });

  it('keeps the committed openapi.json in step with the routes (run `npm run openapi`)', async () => {
    expect(fs.readFileSync(OPENAPI_FILE, 'utf8')).toBe(await generateOpenApiDocument());
  });
});

describe('account replies', () => {
  it('never carry a password hash or reset token, whatever the route', async () => {
    const admin = await insertAccount(t.db, PERSONAS.admin);
    const client = await signIn(t.client(), admin.email);
    const replies = [
      await client.post('/api/account/login/', {
        account: { email: admin.email, password: 'correct-horse-battery' },
      }),
      await client.get('/api/account/me'),
      await client.put('/api/account/settings', { settings: {} }),
      await client.get('/api/admin/accounts'),
      await client.put(`/api/admin/accounts/${admin.id}`, { account: { company: 'Shop' } }),
      await t.client().post('/api/account', {
        account: { email: 'new@x.test', password: 'long-enough', confirmpassword: 'long-enough' },
      }),
    ];
    for (const reply of replies) {
      expect(reply.status).toBeLessThan(300);
      const text = JSON.stringify(reply.body);
      expect(text).not.toMatch(/argon2|password|token_hash/i);
    }
  });
});

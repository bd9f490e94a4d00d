import { refusalOf } from '@signshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { startProofApp } from './proof-app.ts';
import { createPersonas, PERSONA_NAMES, type MatrixPersona, type SignedInPersona } from './personas.ts';
import { rawRequest } from './raw-request.ts';
import { requestFor } from './route-fixtures.ts';
import { B_MARKER, seedTwoCompanies, type SeededRecords } from './seed.ts';

let t: TestApp;
let personas: Record<MatrixPersona, SignedInPersona>;
let seeded: SeededRecords;
beforeAll(async () => {
  t = await startProofApp();
  personas = await createPersonas(t);
  seeded = await seedTwoCompanies(t);
});
afterAll(() => t.close());

const EXPECTED_STATUS = { 'signed-out': 401, forbidden: 403 } as const;

/** Every /api route from the server's own table (the API docs UI's assets aside). */
const apiRoutes = () => t.app.accessTable.filter((route) => !route.url.startsWith('/api/docs'));

// The customer of company A goes first: later personas may delete B's records (an allowed
// DELETE), and A's requests must meet B's data still there.
const ORDER: MatrixPersona[] = ['customerOfA', ...PERSONA_NAMES.filter((name) => name !== 'customerOfA')];

describe('the access matrix (every route × every persona, from app.accessTable)', () => {
  it('has a way to call every route (path parameters of seeded records)', () => {
    const problems = apiRoutes().flatMap((route) => {
      try {
        requestFor(route.method, route.url, seeded);
        return [];
      } catch (error) {
        return [(error as Error).message];
      }
    });
    expect(problems).toEqual([]);
  });

  it.each(ORDER)('answers %s as each route declares, and a customer of A never sees B', async (name) => {
    const persona = personas[name];
    const wrong: string[] = [];
    for (const route of apiRoutes()) {
      const call = requestFor(route.method, route.url, seeded);
      const response = await rawRequest(t.baseUrl, route.method, call.path, {
        cookie: await persona.freshCookie(),
        body: call.body,
        headers: call.headers,
      });
      const refusal = refusalOf(persona.user, route.access);
      const said = `${call.key} as ${name} (${route.method} ${call.path}) answered ${response.status} ${response.text.slice(0, 200)}`;
      if (response.status >= 500) wrong.push(`${said}: a server error`);
      else if (refusal && response.status !== EXPECTED_STATUS[refusal])
        wrong.push(`${said}: expected ${EXPECTED_STATUS[refusal]} (${refusal})`);
      else if (refusal && !response.json?.err) wrong.push(`${said}: a refusal without an err message`);
      else if (!refusal && (response.status === 401 || response.status === 403))
        wrong.push(`${said}: the rule ${JSON.stringify(route.access)} lets ${name} in`);
      if (
        !refusal &&
        name === 'customer' &&
        call.ofB === 'scoped' &&
        (response.status < 200 || response.status > 299)
      )
        wrong.push(`${said}: B's own customer must reach B's record`);
      if (name !== 'customerOfA') continue;
      if (response.text.includes(B_MARKER)) wrong.push(`${said}: LEAKS company B's data`);
      if (!refusal && call.ofB === 'scoped' && response.status !== 404 && !isEmptyAnswer(response.json))
        wrong.push(`${said}: expected 404 or an empty answer for company B's record`);
    }
    expect(wrong).toEqual([]);
  });
});

/** The job lists newly opened to customers: each shows B's jobs to B's customer and staff, none to A. */
const JOB_LISTS = [
  ['GET', '/api/backlog/report/In%20Production'],
  ['POST', '/api/backlog/search'],
  ['GET', '/api/production/ready'],
  ['GET', '/api/production/released'],
  ['POST', '/api/dailyschedule'],
  ['GET', '/api/csv/releasedforproduction.csv'],
] as const;

describe("the job lists and daily schedule a customer reaches (its own company's jobs only)", () => {
  it.each(JOB_LISTS)(
    "%s %s shows B's job to B's customer and to staff, and not to A's customer",
    async (method, path) => {
      const answer = async (name: MatrixPersona) => {
        const response = await rawRequest(t.baseUrl, method, path, {
          cookie: await personas[name].freshCookie(),
          body: method === 'POST' ? {} : undefined,
        });
        return `${response.status} ${response.text.includes(B_MARKER) ? 'with' : 'without'} B's job`;
      };
      expect(await answer('customer')).toBe("200 with B's job");
      expect(await answer('staff')).toBe("200 with B's job");
      expect(await answer('customerOfA')).toBe("200 without B's job");
    },
  );
});

/** A 2xx whose lists are all empty (a search or list scoped to the caller's company). */
function isEmptyAnswer(json: unknown): boolean {
  if (Array.isArray(json)) return json.length === 0;
  if (json && typeof json === 'object') return Object.values(json).every(isEmptyAnswer);
  return false;
}

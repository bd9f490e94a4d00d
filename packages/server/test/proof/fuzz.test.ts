import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { startProofApp } from './proof-app.ts';
import { changedTables, checksummedTables, tableChecksums } from './db-checksum.ts';
import { hostileRawBody, hostileScalar } from './hostile-inputs.ts';
import { createPersonas, type MatrixPersona, type SignedInPersona } from './personas.ts';
import { NO_SERVER_ERRORS, reportFigure } from './proof-report.ts';
import { rawRequest } from './raw-request.ts';
import { schemaInput, type JsonSchema } from './schema-inputs.ts';
import { seedTwoCompanies, type SeededRecords } from './seed.ts';

/** Runs per route and persona: FUZZ_RUNS=500 for a long hunt; FUZZ_SEED to replay a reported failure. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

let t: TestApp;
let personas: Record<MatrixPersona, SignedInPersona>;
let seeded: SeededRecords;
let tables: string[];
/** Requests sent and 5xx answers, per persona, for the bench's report of the long run. */
const sent = { admin: { requests: 0, serverErrors: 0 }, customer: { requests: 0, serverErrors: 0 } };
beforeAll(async () => {
  t = await startProofApp();
  personas = await createPersonas(t);
  seeded = await seedTwoCompanies(t);
  tables = await checksummedTables(t.db);
});
afterAll(async () => {
  for (const [persona, counts] of Object.entries(sent)) {
    const scenario = `hostile input to every route with a body, query or path parameter, as ${persona} (${RUNS} runs each)`;
    reportFigure({ scenario, metric: 'requests sent', value: counts.requests });
    reportFigure({ scenario, metric: '5xx answers', value: counts.serverErrors, goal: NO_SERVER_ERRORS });
  }
  await t.close();
});

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Routes with a body, a query or path parameters, with their schemas from the running server's OpenAPI. */
function fuzzableRoutes() {
  const doc = t.app.swagger() as unknown as {
    paths: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const refs = doc.components?.schemas ?? {};
  return t.app.accessTable
    .filter((route) => !route.url.startsWith('/api/docs'))
    .map((route) => {
      const openApiPath = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = doc.paths[openApiPath]?.[route.method.toLowerCase()] ?? {};
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody?.content?.['application/json']?.schema;
      const pathParams = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
      return { route, parameters, body, pathParams, refs };
    })
    .filter((r) => r.pathParams.length > 0 || r.parameters.some((p) => p.in === 'query') || r.body);
}

type Fuzzable = ReturnType<typeof fuzzableRoutes>[number];

/** A request to the route: each path parameter a seeded id or hostile, the query and body schema-shaped with hostile leaves, or a hostile raw body. */
function requestArbitrary(target: Fuzzable) {
  const ids = [
    seeded.quoteOfA,
    seeded.quoteOfB,
    seeded.fileOfB.id,
    seeded.purchaseOrder,
    seeded.scheduleLine,
  ];
  const pathValue = fc.oneof(fc.constantFrom(...ids.map(String), 'HAAS1', 'production.csv'), hostileScalar);
  const query = target.parameters.filter((p) => p.in === 'query');
  return fc.record({
    path: fc.tuple(...target.pathParams.map(() => pathValue)),
    query: fc.record(Object.fromEntries(query.map((p) => [p.name, schemaInput(p.schema, target.refs)])), {
      requiredKeys: [],
    }),
    body: target.body
      ? fc.oneof(
          { arbitrary: schemaInput(target.body, target.refs).map((v) => JSON.stringify(v)), weight: 3 },
          { arbitrary: hostileRawBody, weight: 1 },
        )
      : fc.constant(undefined),
  });
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function urlOf(target: Fuzzable, input: { path: unknown[]; query: Record<string, unknown> }): string {
  let index = 0;
  const path = target.route.url.replace(/:([A-Za-z0-9_]+)/g, () =>
    // a lone surrogate cannot be percent-encoded: it travels as U+FFFD, as a browser would send it
    encodeURIComponent(Buffer.from(asText(input.path[index++]).slice(0, 2000) || 'x').toString()),
  );
  const query = new URLSearchParams(
    Object.entries(input.query).map(([k, v]) => [k, asText(v).slice(0, 4000)]),
  );
  return query.size ? `${path}?${query}` : path;
}

/** Sends one request and says what is wrong with the answer (a 5xx, a refusal without a message or with a write), or null. */
async function problemWith(
  target: Fuzzable,
  persona: MatrixPersona,
  url: string,
  body: string | undefined,
): Promise<string | null> {
  const before = await tableChecksums(t.db, tables);
  const response = await rawRequest(t.baseUrl, target.route.method, url, {
    cookie: await personas[persona].freshCookie(),
    body,
  });
  const counts = sent[persona === 'customer' ? 'customer' : 'admin'];
  counts.requests++;
  if (response.status >= 500) counts.serverErrors++;
  const said = `${target.route.method} ${target.route.url} as ${persona}: ${target.route.method} ${url.slice(0, 200)} answered ${response.status} ${response.text.slice(0, 300)}`;
  if (response.status >= 500) return `${said}: a server error`;
  if (response.status < 400) return null;
  if (typeof response.json?.err !== 'string' || !response.json.err.trim())
    return `${said}: a refusal without a clear err message`;
  const changed = changedTables(before, await tableChecksums(t.db, tables));
  return changed.length ? `${said}: refused, yet changed ${changed.join(', ')}` : null;
}

async function fuzzAs(persona: MatrixPersona): Promise<string[]> {
  const failures: string[] = [];
  for (const target of fuzzableRoutes()) {
    const details = await fc.check(
      fc.asyncProperty(requestArbitrary(target), async (input) => {
        const problem = await problemWith(target, persona, urlOf(target, input), input.body);
        if (problem) throw new Error(problem);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    if (details.failed)
      failures.push(
        `${(details.errorInstance as Error | undefined)?.message} ` +
          `(replay: FUZZ_SEED=${details.seed}, fast-check path ${details.counterexamplePath})`,
      );
  }
  return failures;
}

/** Values every path parameter is tried with, whatever the seed: beyond int4, over the router's length limit, SQL, path, NUL, a lone surrogate. */
const PATH_EDGE_VALUES = [
  '2147483648',
  '-1',
  '0',
  'x'.repeat(101),
  "' OR 1=1 --",
  '../../etc/passwd',
  'a\u0000b',
  '\uD800',
];

describe(`hostile input to every route with a body, query or path parameters (${RUNS} runs each, seed ${SEED})`, () => {
  it('never answers an admin with a 5xx, a refusal without a message, or a write on refusal', async () => {
    expect(await fuzzAs('admin')).toEqual([]);
  }, 600_000);

  it('answers every path parameter edge value (int4 overflow, too long, SQL, NUL) with a 4xx and a message', async () => {
    const failures: string[] = [];
    for (const target of fuzzableRoutes().filter((r) => r.pathParams.length > 0)) {
      for (const value of PATH_EDGE_VALUES) {
        const url = urlOf(target, { path: target.pathParams.map(() => value), query: {} });
        const problem = await problemWith(target, 'admin', url, target.body ? '{}' : undefined);
        if (problem) failures.push(problem);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('never answers a customer with a 5xx, a refusal without a message, or a write on refusal', async () => {
    expect(await fuzzAs('customer')).toEqual([]);
  }, 600_000);

  it('leaves every list, search, report and billing query answering 200 afterwards', async () => {
    const reads: Array<[string, string, string | undefined]> = [
      ['GET', '/api/quote', undefined],
      ['POST', '/api/quote/query', '{"search":{}}'],
      ['GET', '/api/customerreport', undefined],
      ['GET', '/api/production/ready', undefined],
      ['GET', '/api/production/released', undefined],
      ['POST', '/api/job/query', '{}'],
    ];
    for (const [method, url, body] of reads) {
      const response = await rawRequest(t.baseUrl, method, url, {
        cookie: await personas.admin.freshCookie(),
        body,
      });
      expect(`${method} ${url} ${response.status}`).toBe(`${method} ${url} 200`);
    }
  }, 120_000);
});

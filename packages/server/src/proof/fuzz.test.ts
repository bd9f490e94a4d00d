import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { changedTables, checksummedTables, tableChecksums } from './db-checksum.ts';
import { hostileRawBody, hostileScalar } from './hostile-inputs.ts';
import { createPersonas, type MatrixPersona, type SignedInPersona } from './personas.ts';
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
beforeAll(async () => {
  t = await startTestApp();
  personas = await createPersonas(t);
  seeded = await seedTwoCompanies(t);
  tables = await checksummedTables(t.db);
});
afterAll(() => t.close());

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
  const ids = [seeded.quoteOfA, seeded.quoteOfB, seeded.fileOfB.id, seeded.purchaseOrder, seeded.scheduleLine];
  const pathValue = fc.oneof(fc.constantFrom(...ids.map(String), 'HAAS1', 'production.csv'), hostileScalar);
  const query = target.parameters.filter((p) => p.in === 'query');
  return fc.record({
    path: fc.tuple(...target.pathParams.map(() => pathValue)),
    query: fc.record(
      Object.fromEntries(query.map((p) => [p.name, schemaInput(p.schema, target.refs)])),
      { requiredKeys: [] },
    ),
    body: target.body
      ? fc.oneof(
          { arbitrary: schemaInput(target.body, target.refs).map((v) => JSON.stringify(v)), weight: 3 },
          { arbitrary: hostileRawBody, weight: 1 },
        )
      : fc.constant(undefined),
  });
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

function urlOf(target: Fuzzable, input: { path: unknown[]; query: Record<string, unknown> }): string {
  let index = 0;
  const path = target.route.url.replace(/:([A-Za-z0-9_]+)/g, () =>
    encodeURIComponent(asText(input.path[index++]).slice(0, 2000) || 'x'),
  );
  const query = new URLSearchParams(Object.entries(input.query).map(([k, v]) => [k, asText(v).slice(0, 4000)]));
  return query.size ? `${path}?${query}` : path;
}

async function fuzzAs(name: MatrixPersona): Promise<string[]> {
  const failures: string[] = [];
  for (const target of fuzzableRoutes()) {
    const key = `${target.route.method} ${target.route.url}`;
    const details = await fc.check(
      fc.asyncProperty(requestArbitrary(target), async (input) => {
        const before = await tableChecksums(t.db, tables);
        const url = urlOf(target, input);
        const response = await rawRequest(t.baseUrl, target.route.method, url, {
          cookie: await personas[name].freshCookie(),
          body: input.body,
        });
        const said = `${key} as ${name}: ${target.route.method} ${url.slice(0, 300)} answered ${response.status} ${response.text.slice(0, 300)}`;
        if (response.status >= 500) throw new Error(`${said}: a server error`);
        if (response.status >= 400) {
          if (typeof response.json?.err !== 'string' || !response.json.err.trim())
            throw new Error(`${said}: a refusal without a clear err message`);
          const changed = changedTables(before, await tableChecksums(t.db, tables));
          if (changed.length) throw new Error(`${said}: refused, yet changed ${changed.join(', ')}`);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    if (details.failed)
      failures.push(
        `${(details.errorInstance as Error | undefined)?.message ?? key} ` +
          `(replay: FUZZ_SEED=${details.seed}, fast-check path ${details.counterexamplePath})`,
      );
  }
  return failures;
}

describe(`hostile input to every route with a body, query or path parameters (${RUNS} runs each, seed ${SEED})`, () => {
  it('never answers an admin with a 5xx, a refusal without a message, or a write on refusal', async () => {
    expect(await fuzzAs('admin')).toEqual([]);
  }, 600_000);

  it('never answers a customer with a 5xx, a refusal without a message, or a write on refusal', async () => {
    expect(await fuzzAs('customer')).toEqual([]);
  }, 600_000);
});

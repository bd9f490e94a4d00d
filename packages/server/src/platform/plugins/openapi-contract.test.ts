import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, PERSONAS, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { pdfPages } from '../../../test/support/pdf-test-helpers.ts';

/** The API contract checked with tools nobody here wrote, as an integrator would use them. */

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const CLIENT_DIR = path.resolve(import.meta.dirname, '../../../test/openapi-client');

let t: TestApp;
let document: any;
beforeAll(async () => {
  t = await startTestApp();
  document = (await t.client().get('/api/openapi.json')).body;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
  );

describe('the served OpenAPI document', () => {
  it('validates with swagger-parser, its recursive sign schema a named component', async () => {
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['Sign', 'SignInput']));
    expect(document.components.schemas.Sign.properties.subsigns.items).toEqual({
      $ref: '#/components/schemas/Sign',
    });
  });

  it("passes Redocly's recommended rules with zero errors", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'signshop-openapi-')), 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document));
    const cli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
    const { stdout } = await run(process.execPath, [cli, 'lint', file, '--format=json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout: string }) => error);
    const report = JSON.parse(stdout.slice(stdout.indexOf('{')));
    const errors = report.problems.filter((problem: { severity: string }) => problem.severity === 'error');
    expect(errors).toEqual([]);
    const warnings = report.problems.map((problem: { ruleId: string }) => problem.ruleId).sort();
    expect(warnings).toEqual(['info-license', 'no-ambiguous-paths', 'operation-2xx-response']);
  }, 60_000);

  it('names every operation once (verb first), sums it up in a line and tags it with its feature', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { url, method, operation } of operations()) {
      expect(operation.operationId, `${method} ${url}`).toMatch(new RegExp(`^${method}[A-Z]`));
      expect(operation.summary, `${method} ${url}`).toMatch(/^\S.{2,119}$/);
      expect(operation.tags, `${method} ${url}`).toHaveLength(1);
    }
    expect(document.paths['/api/quote/{id}'].get).toMatchObject({
      operationId: 'getQuoteById',
      tags: ['quotes'],
    });
    expect(document.tags.map((tag: { name: string }) => tag.name)).toContain('documents');
  });

  it('marks public routes security: [] and every other one with the session cookie', () => {
    for (const { url, method, operation } of operations()) {
      const expected = operation['x-access'].kind === 'anyone' ? [] : [{ session: [] }];
      expect(operation.security, `${method} ${url}`).toEqual(expected);
    }
    expect(document.paths['/api/account/login'].post.security).toEqual([]);
  });

  it('types downloads by their media type, with their Content-Disposition header', () => {
    const success = (url: string, method = 'get') => document.paths[url][method].responses['200'];
    for (const [url, mediaType] of [
      ['/api/pdf/id/{file}', 'application/pdf'],
      ['/api/pdf/invoice/{id}/{file}', 'application/pdf'],
      ['/api/file/onetimeuse/{id}/{name}', 'application/pdf'],
      ['/api/file/{fileId}/{name}', 'application/octet-stream'],
      ['/api/csv/{name}', 'text/csv'],
    ] as const) {
      expect(Object.keys(success(url).content), url).toEqual([mediaType]);
      expect(success(url).headers['Content-Disposition'], url).toBeDefined();
    }
  });

  it('documents /api/file/{id} once, each operation saying whose id it takes', () => {
    const paths = Object.keys(document.paths).map((url) => url.replace(/\{[^}]+\}/g, '{}'));
    expect(paths.length).toBe(new Set(paths).size);
    const file = document.paths['/api/file/{id}'];
    expect(file.get.parameters[0].description).toMatch(/job/);
    expect(file.put.parameters[0].description).toMatch(/file/);
  });

  it('describes object query parameters as deepObject', () => {
    const quoteDate = document.paths['/api/quote'].get.parameters.find(
      (parameter: { name: string }) => parameter.name === 'quote_date',
    );
    expect(quoteDate).toMatchObject({ in: 'query', style: 'deepObject', explode: true });
  });
});

describe('a client generated from the document (openapi-typescript + openapi-fetch)', () => {
  it('type-checks, then signs in, creates a quote with a sub-part, reads it and downloads its PDF', async () => {
    const types = astToString(await openapiTS(document, { defaultNonNullable: false }));
    fs.mkdirSync(path.join(CLIENT_DIR, 'generated'), { recursive: true });
    fs.writeFileSync(path.join(CLIENT_DIR, 'generated/signshop-api.ts'), types);
    const tsc = require.resolve('typescript/bin/tsc');
    const check = await run(process.execPath, [tsc, '-p', CLIENT_DIR]).catch((error) => error);
    expect(`${check.stdout ?? ''}${check.stderr ?? ''}`).toBe('');

    const staff = await insertAccount(t.db, PERSONAS.staff);
    const processId = await insertExampleProcess(t.db);
    // Imported by its path at run time: the client needs the types generated above, so the package's
    // own type check (which runs before this test, on a fresh clone) must not follow it.
    const clientModule = pathToFileURL(path.join(CLIENT_DIR, 'signshop-client.ts')).href;
    const { runClientFlow } = (await import(clientModule)) as {
      runClientFlow(
        baseUrl: string,
        user: { email: string; password: string },
        processId: number,
      ): Promise<{
        quoteId: number;
        subPartGivenIds: string[];
        totalPrice: number;
        pdf: Uint8Array;
        pdfType: string | null;
      }>;
    };
    const result = await runClientFlow(t.baseUrl, { email: staff.email, password: TEST_PASSWORD }, processId);
    expect(result.subPartGivenIds).toEqual(['A-1']);
    expect(result.totalPrice).toBeGreaterThan(0);
    expect(result.pdfType).toBe('application/pdf');
    const text = (await pdfPages(result.pdf)).join(' ');
    expect(text).toContain('Typed client');
    expect(text).toContain('A-1');
  }, 120_000);
});

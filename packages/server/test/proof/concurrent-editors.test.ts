import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleQuoteBody, insertExampleProcess } from '../fixtures/quote-fixtures.ts';
import type { ApiClient } from '../support/api-client.ts';
import { insertAccount, PERSONAS } from '../support/factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { mintCookie } from './personas.ts';
import { NO_LOST_WRITES, reportFigure } from './proof-report.ts';

const EDITORS = 50;
const ATTEMPTS = 3;

let t: TestApp;
let editors: ApiClient[];
let quoteId: number;
let startVersion: number;
beforeAll(async () => {
  t = await startTestApp();
  const account = await insertAccount(t.db, PERSONAS.staff);
  editors = await Promise.all(
    Array.from({ length: EDITORS }, async () => {
      const client = t.client();
      client.cookie = await mintCookie(t, account);
      return client;
    }),
  );
  const type = await insertExampleProcess(t.db);
  const created = await editors[0]!.post('/api/quote', { quote: exampleQuoteBody(type) });
  quoteId = created.body.quote.id;
  startVersion = created.body.quote.version;
});
afterAll(() => t.close());

interface Save {
  editor: number;
  readVersion: number;
  comments: string;
  status: number;
  savedVersion?: number;
  err?: string;
}

/** One editor: open the quote, change the comment, save with the version read; on 409 reopen and retry. */
async function edit(client: ApiClient, editor: number): Promise<Save[]> {
  const saves: Save[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const opened = await client.get(`/api/quote/${quoteId}`);
    const readVersion = opened.body.quote.version as number;
    const comments = `editor ${editor}, attempt ${attempt}`;
    const response = await client.put(`/api/quote/${quoteId}`, { comments, version: readVersion });
    saves.push({
      editor,
      readVersion,
      comments,
      status: response.status,
      savedVersion: response.body.quote?.version,
      err: response.body.err,
    });
    if (response.status !== 409) break;
  }
  return saves;
}

describe(`${EDITORS} editors saving the same quote at once`, () => {
  it('applies each save on top of the version it read or refuses it with 409; none is lost', async () => {
    const saves = (await Promise.all(editors.map((client, i) => edit(client, i)))).flat();
    const applied = saves.filter((s) => s.status === 200);
    const refused = saves.filter((s) => s.status === 409);
    const final = (await editors[0]!.get(`/api/quote/${quoteId}`)).body.quote;
    const scenario = `${EDITORS} editors saving one quote at once (up to ${ATTEMPTS} attempts each)`;
    reportFigure({
      scenario,
      metric: 'saves applied / refused with 409',
      value: `${applied.length} / ${refused.length}`,
    });
    reportFigure({
      scenario,
      metric: 'saves lost (applied, yet not in the final version count)',
      value: startVersion + applied.length - final.version,
      goal: NO_LOST_WRITES,
    });
    expect(saves.filter((s) => s.status !== 200 && s.status !== 409)).toEqual([]);
    expect(refused.every((s) => s.err && s.err.length > 0)).toBe(true);
    expect(applied.length).toBeGreaterThan(1);
    // Each applied save was made on the latest version: it read v and produced v + 1, and no two
    // saves produced the same version (a lost update would).
    expect(applied.filter((s) => s.savedVersion !== s.readVersion + 1)).toEqual([]);
    const versions = applied.map((s) => s.savedVersion!).sort((a, b) => a - b);
    expect(versions).toEqual(applied.map((_, i) => startVersion + 1 + i));

    expect(final.version).toBe(startVersion + applied.length);
    expect(final.comments).toBe(applied.find((s) => s.savedVersion === final.version)!.comments);
  });
});

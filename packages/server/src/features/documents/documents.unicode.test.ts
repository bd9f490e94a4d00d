import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';
import { fetchBinary, pdfPages } from '../../../test/support/pdf-test-helpers.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';

const JOB = 'Łódź – Škoda № 5 Ωmega';
const CUSTOMER = 'Зелёный Дом';

let t: TestApp;
let staff: ApiClient;
let quoteId: number;
beforeAll(async () => {
  t = await startTestApp();
  const processId = await insertExampleProcess(t.db);
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
  const created = await staff.post('/api/quote', {
    quote: exampleQuoteBody(processId, { job_name: JOB, customer_name: CUSTOMER, given_id: 'PAT-ŁÓDŹ' }),
  });
  expect(created.status).toBe(201);
  quoteId = created.body.quote.id;
});
afterAll(() => t.close());

/** The font dictionaries of a PDF as written (pdfmake writes them uncompressed). */
function fontsOf(pdf: Uint8Array) {
  const text = Buffer.from(pdf).toString('latin1');
  return {
    fonts: [...text.matchAll(/\/Type \/Font\b[^>]*?\/Subtype \/(\w+)/g)].map((match) => match[1]),
    descriptors: text.match(/\/Type \/FontDescriptor/g)?.length ?? 0,
    embeddedFiles: text.match(/\/FontFile2 \d+ 0 R/g)?.length ?? 0,
    baseFonts: [...text.matchAll(/\/BaseFont \/([\w+-]+)/g)].map((match) => match[1]!),
  };
}

describe.each([
  ['quote', () => `/api/pdf/id/${encodeURIComponent(`${JOB}-PAT-ŁÓDŹ.pdf`)}?id=${quoteId}`],
  ['invoice', () => `/api/pdf/invoice/${quoteId}/${encodeURIComponent(`${JOB}-invoice.pdf`)}`],
])('the %s PDF of a job named in Polish, Czech, Greek and Russian', (_kind, path) => {
  it('prints the job and customer names exactly as typed, searchable', async () => {
    const response = await fetchBinary(staff, path());
    expect(response.status).toBe(200);
    const text = (await pdfPages(response.bytes)).join(' ');
    expect(text).toContain(JOB);
    expect(text).toContain(CUSTOMER);
    expect(text).toContain('PAT-ŁÓDŹ');
  });

  it('embeds every font it uses (a subset of DejaVu Sans Condensed, regular and bold), none of the unembedded standard 14', async () => {
    const { fonts, descriptors, embeddedFiles, baseFonts } = fontsOf(
      (await fetchBinary(staff, path())).bytes,
    );
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts).not.toContain('Type1');
    expect(descriptors).toBeGreaterThanOrEqual(2);
    expect(embeddedFiles).toBe(descriptors);
    expect(baseFonts.some((name) => /^[A-Z]{6}\+DejaVuSansCondensed$/.test(name))).toBe(true);
    expect(baseFonts.some((name) => /^[A-Z]{6}\+DejaVuSansCondensed-Bold$/.test(name))).toBe(true);
  });
});

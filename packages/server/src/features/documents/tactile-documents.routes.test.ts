import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn, type Persona } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';
import { fetchBinary, fetchPdfPages } from '../../../test/support/pdf-test-helpers.ts';

let t: TestApp;
let quoteId: number;
const as = {} as Record<'staff' | 'customer' | 'machine', ApiClient>;

// Raised in capitals, translated from the sentence case: one capital sign each.
const ROOM_101 = '⠠⠗⠕⠕⠍⠀⠼⠁⠚⠁';
const WOMEN = '⠠⠺⠕⠍⠢';
const signInAs = async (persona: Persona) =>
  signIn(t.client(), (await insertAccount(t.db, { ...PERSONAS[persona], company: 'Acme Signs' })).email);
const tactile = (...texts: string[]) => ({ lines: texts.map((text) => ({ text, braille: '' })) });
const schedulePath = (id: number) => `/api/pdf/tactileschedule/id/tactile.pdf?id=${id}`;
const text = (pages: string[]) => pages.join(' ');

type LooseSign = Record<string, unknown> & { subsigns?: LooseSign[] };
/** The example quote with tactile lines on sign A and on C's sub-part C-A. */
function quoteWith(processId: number, job_name: string, onA: string[] | null, onSubPart: string[] | null) {
  const body = exampleQuoteBody(processId, { job_name });
  const signs = body.signs as LooseSign[];
  if (onA) signs[0] = { ...signs[0], width: 3, tactile: tactile(...onA) };
  if (onSubPart)
    signs[2] = { ...signs[2], subsigns: [{ ...signs[2]!.subsigns![0], tactile: tactile(...onSubPart) }] };
  return body;
}

beforeAll(async () => {
  t = await startTestApp();
  const processId = await insertExampleProcess(t.db);
  as.staff = await signInAs('staff');
  as.customer = await signInAs('customer');
  as.machine = await signInAs('machine');
  const body = quoteWith(processId, 'Clinic wayfinding', ['ROOM 101'], ['WOMEN']);
  const response = await as.staff.post('/api/quote', { quote: body });
  expect(response.status).toBe(201);
  quoteId = response.body.quote.id;
});
afterAll(() => t.close());

describe('the quote PDF with tactile text', () => {
  it('lists each sign’s text with its Braille cells', async () => {
    const pdf = text(await fetchPdfPages(as.staff, `/api/pdf/id/quote.pdf?id=${quoteId}`));
    expect(pdf).toContain(`ROOM 101 ${ROOM_101}`);
    expect(pdf).toContain(`WOMEN ${WOMEN}`);
  });
});

describe('GET /api/pdf/tactileschedule/id/:file', () => {
  it('gives production each sign’s text, Braille, cell count, length and warnings', async () => {
    const response = await fetchBinary(as.staff, schedulePath(quoteId));
    expect(response.headers.get('content-disposition')).toContain(
      'Clinic wayfinding-PAT-03152026ACM-tactile-schedule.pdf',
    );
    const pdf = text(await fetchPdfPages(as.staff, schedulePath(quoteId)));
    expect(pdf).toContain('TACTILE SCHEDULE');
    // sign A: 3 in wide, 4 in high; 10 cells at 0.241 in = 2.41 in
    expect(pdf).toMatch(new RegExp(`ROOM 101 Room 101 ${ROOM_101} 10 2\\.41`));
    expect(pdf).toContain(
      '§703.3.1 Braille line 1 needs 3.16 in: 2.41 in (10 cells at 0.241 in) + 0.75 in margins; sign 3 in wide',
    );
    // sub-part C-A: 3 × 2 in; 5 cells = 1.21 in; 2.145 in needed in height
    expect(pdf).toMatch(new RegExp(`WOMEN Women ${WOMEN} 5 1\\.2`));
    expect(pdf).toContain('sign 2 in high');
    expect(pdf).not.toContain('8 × 6 in'); // sign B has no tactile text
  });

  it('says so for a job without tactile text', async () => {
    const plain = await as.staff.post('/api/quote', {
      quote: exampleQuoteBody(await insertExampleProcess(t.db)),
    });
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    const pdf = text(await fetchPdfPages(as.staff, schedulePath(plain.body.quote.id)));
    expect(pdf).toContain('No sign of this job has tactile text.');
  });

  it('answers 401 signed out, 403 to a customer and to a machine account, 404 for no such job', async () => {
    expect((await fetchBinary(t.client(), schedulePath(quoteId))).status).toBe(401);
    for (const client of [as.customer, as.machine]) {
      const refused = await fetchBinary(client, schedulePath(quoteId));
      expect(refused.status).toBe(403);
      expect(refused.json().err).toBeTruthy();
    }
    expect((await fetchBinary(as.staff, schedulePath(999_999))).status).toBe(404);
  });

  it('refuses an id that is not a positive whole number with 400 naming it', async () => {
    const response = await fetchBinary(as.staff, '/api/pdf/tactileschedule/id/tactile.pdf?id=abc');
    expect(response.status).toBe(400);
    expect(response.json().err).toBe('ID must be a number.');
  });
});

describe('the daily schedule’s Braille badge', () => {
  it('marks the tasks of a job with tactile text (on a sign or a sub-part) and no other', async () => {
    const processId = await insertExampleProcess(t.db);
    const create = async (body: object) => (await as.staff.post('/api/quote', { quote: body })).body.quote.id;
    const plain = await create(quoteWith(processId, 'Plain job', null, null));
    const blankId = await create(quoteWith(processId, 'Blank tactile job', [' '], null));
    const nestedId = await create(quoteWith(processId, 'Sub-part job', null, ['EXIT']));
    const line = {
      short_description: 'Raster',
      equip: 'Router',
      assign_to: 'Ana',
      process: 'Cut',
      material: 'Acrylic',
    };
    for (const id of [quoteId, plain, blankId, nestedId]) {
      expect((await as.staff.put(`/api/schedule/${id}`, { schedules: [line] })).status).toBe(200);
    }
    const tasks = (await as.staff.post('/api/dailyschedule', { production_state: 'All' })).body
      .tasks as Array<{
      job_name: string;
      has_tactile: boolean;
    }>;
    expect(Object.fromEntries(tasks.map((task) => [task.job_name, task.has_tactile]))).toEqual({
      'Clinic wayfinding': true,
      'Plain job': false,
      'Blank tactile job': false,
      'Sub-part job': true,
    });
  });
});

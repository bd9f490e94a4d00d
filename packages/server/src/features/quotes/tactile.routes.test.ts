import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exampleQuoteBody, insertExampleProcess } from '../../../test/fixtures/quote-fixtures.ts';

let t: TestApp;
let processId: number;
let staff: ApiClient;
let customer: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  processId = await insertExampleProcess(t.db);
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
  const account = await insertAccount(t.db, { ...PERSONAS.customer, company: 'Acme Signs' });
  customer = await signIn(t.client(), account.email);
});
afterAll(() => t.close());

// Raised in capitals, translated from the sentence case ("Room 101"): one capital sign.
const ROOM_101 = '⠠⠗⠕⠕⠍⠀⠼⠁⠚⠁';
const EXIT = { text: 'EXIT', wording: 'Exit', braille: '⠠⠑⠭⠊⠞' };
const tactile = (...texts: string[]) => ({ lines: texts.map((text) => ({ text, braille: '⠿' })) });
const sign = (extra: object) => ({ given_id: 'A', type: 0, width: 3, height: 4, quantity: 1, ...extra });
const bodyWith = (signs: object[]) =>
  exampleQuoteBody(processId, { signs: signs.map((s) => ({ ...sign({}), type: processId, ...s })) });
const storedSigns = async (id: number) =>
  (await t.db.select().from(quotes).where(eq(quotes.id, id)))[0]!.signs;

describe('tactile text on a saved quote', () => {
  it('keeps each line’s text and the server’s Grade 2 Braille on signs and sub-parts, whatever Braille was sent', async () => {
    const body = bodyWith([
      {
        tactile: tactile('ROOM 101'),
        subsigns: [sign({ type: processId, given_id: 'A-A', tactile: tactile('WOMEN') })],
      },
    ]);
    const response = await staff.post('/api/quote', { quote: body });
    expect(response.status).toBe(201);
    const [stored] = await storedSigns(response.body.quote.id);
    expect(stored!.tactile).toEqual({
      lines: [{ text: 'ROOM 101', wording: 'Room 101', braille: ROOM_101 }],
      braille_position: 'below',
    });
    expect(stored!.subsigns[0]!.tactile!.lines).toEqual([
      { text: 'WOMEN', wording: 'Women', braille: '⠠⠺⠕⠍⠢' },
    ]);
    const reloaded = await staff.get(`/api/quote/${response.body.quote.id}`);
    expect(reloaded.body.quote.signs[0].tactile.lines[0]).toEqual({
      text: 'ROOM 101',
      wording: 'Room 101',
      braille: ROOM_101,
    });
  });

  it('translates the Braille wording a person wrote, keeping its capitals (an acronym)', async () => {
    const lines = [{ text: 'ICU WAITING', wording: 'ICU waiting', braille: '' }];
    const response = await staff.post('/api/quote', {
      quote: bodyWith([{ tactile: { lines } }]),
    });
    expect(response.status).toBe(201);
    const [line] = (await storedSigns(response.body.quote.id))[0]!.tactile!.lines;
    expect(line).toMatchObject({ text: 'ICU WAITING', wording: 'ICU waiting' });
    expect(line!.braille.startsWith('⠠⠠⠊⠉⠥⠀')).toBe(true); // ICU as a capitalised word
    expect(line!.braille).not.toContain('⠠⠠⠺'); // waiting in lowercase
  });

  it('translates on update, and keeps the text with a revision and a new job', async () => {
    const created = (await staff.post('/api/quote', { quote: bodyWith([{}]) })).body.quote;
    const saved = await staff.put(`/api/quote/${created.id}`, {
      signs: [{ ...created.signs[0], tactile: tactile('EXIT') }],
      save_as: 'revision',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.quote.signs[0].tactile.lines).toEqual([EXIT]);
    const newJob = await staff.put(`/api/quote/${created.id}`, { job_name: 'Phase 2', save_as: 'new_job' });
    expect((await storedSigns(newJob.body.quote.id))[0]!.tactile!.lines[0]!.text).toBe('EXIT');
  });

  it('lets a customer save tactile text on their own quote', async () => {
    const response = await customer.post('/api/quote', {
      quote: bodyWith([{ tactile: tactile('ROOM 101') }]),
    });
    expect(response.status).toBe(201);
    expect((await storedSigns(response.body.quote.id))[0]!.tactile!.lines[0]!.braille).toBe(ROOM_101);
  });

  it('saves a line the table cannot translate with its text and no Braille (nothing lost)', async () => {
    const response = await staff.post('/api/quote', { quote: bodyWith([{ tactile: tactile('ROOM 中') }]) });
    expect(response.status).toBe(201);
    expect((await storedSigns(response.body.quote.id))[0]!.tactile!.lines).toEqual([
      { text: 'ROOM 中', wording: 'Room 中', braille: '', untranslatable: ['中'] },
    ]);
  });

  it.each([
    ['a control character', tactile('ROOM\u0007'), 'A tactile line cannot hold control characters'],
    ['a 41-character line', tactile('A'.repeat(41)), 'A tactile line has at most 40 characters'],
    ['nine lines', tactile(...Array(9).fill('EXIT')), 'A sign has at most 8 tactile lines'],
    [
      'a Braille wording with a control character',
      { lines: [{ text: 'EXIT', wording: 'Exit\u0007', braille: '' }] },
      'A Braille wording cannot hold control characters',
    ],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_case, bad, message) => {
    const created = (await staff.post('/api/quote', { quote: bodyWith([{ tactile: tactile('EXIT') }]) })).body
      .quote;
    const response = await staff.put(`/api/quote/${created.id}`, {
      signs: [{ ...created.signs[0], tactile: bad }],
    });
    expect(response.status).toBe(400);
    expect(response.body.err).toMatch(/^Sign 1(, Tactile Line 1)?: /);
    expect(response.body.err).toContain(message);
    expect((await storedSigns(created.id))[0]!.tactile!.lines).toEqual([EXIT]);
  });
});

import { QUOTE_ORDER_COLUMNS } from '@signshop/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes, type NewQuoteRow } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import { insertAccount, PERSONAS, signIn } from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { containsPattern } from '../../db/sql-helpers.ts';

let t: TestApp;
let staff: ApiClient;

// Words in several cases, with LIKE's own characters, accents and punctuation, joined by one or
// two spaces: what a job name search must treat exactly as a substring search of the name.
const WORDS = [
  'Lobby',
  'lobby',
  'LOBBYIST',
  'Main',
  'Exit',
  'Suite',
  '50%',
  'a_b',
  'Café',
  'CAFÉ',
  'stair-well',
  'Id',
];
const NAMES = 240;

function generatedQuotes(): NewQuoteRow[] {
  const names = fc.sample(
    fc.tuple(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }), fc.constantFrom(' ', '  ')),
    { numRuns: NAMES, seed: 15 },
  );
  return names.map(([words, gap], i) => ({
    job_name: (i % 7 === 0 ? ' ' : '') + words.join(gap),
    customer_name: `Customer ${i % 9}`,
    given_id: `Q${String(i).padStart(4, '0')}`,
    quote_date: `2026-0${1 + (i % 3)}-${String(1 + ((i * 7) % 28)).padStart(2, '0')}`,
    total_price: (i * 37) % 500,
  }));
}

beforeAll(async () => {
  t = await startTestApp();
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
  await t.db.insert(quotes).values(generatedQuotes());
});
afterAll(() => t.close());

const TERMS = fc.oneof(
  fc.tuple(fc.constantFrom(...WORDS), fc.nat(), fc.nat(), fc.boolean()).map(([word, from, length, upper]) => {
    const start = from % Math.max(1, word.length - 2);
    const piece = word.slice(start, start + 3 + (length % word.length));
    return upper ? piece.toUpperCase() : piece;
  }),
  fc.constantFrom('lobbyist', 'xyz', 'e-w', '0%', '_b', 'afé'),
);

interface Case {
  job_name: string;
  order_by: (typeof QUOTE_ORDER_COLUMNS)[number];
  reverse_order: boolean;
  page: number;
  page_count: number;
  quote_date: { min?: string; max?: string };
}

/** The same search as a plain ILIKE over quote_list: what the word index must answer identically. */
async function expectedPage(search: Case) {
  const direction = sql.raw(search.reverse_order ? 'DESC' : 'ASC');
  const where = sql`job_name ILIKE ${containsPattern(search.job_name)}
    AND quote_date >= ${search.quote_date.min ?? '0001-01-01'} AND quote_date <= ${search.quote_date.max ?? '9999-12-31'}`;
  const { rows } = await t.db.execute<{ id: number }>(
    sql`SELECT id FROM quote_list WHERE ${where} ORDER BY ${sql.identifier(search.order_by)} ${direction}, id ${direction}
        LIMIT ${search.page_count} OFFSET ${search.page * search.page_count}`,
  );
  const { rows: counted } = await t.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM quote_list WHERE ${where}`,
  );
  return { ids: rows.map((row) => row.id), count: counted[0]!.n };
}

describe('job name search through the word index (quote_job_words)', () => {
  it('finds exactly the quotes a substring search finds, in every order, page and date range', async () => {
    const paths = { oneWord: 0, severalWords: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          job_name: TERMS,
          order_by: fc.constantFrom(...QUOTE_ORDER_COLUMNS),
          reverse_order: fc.boolean(),
          page: fc.nat({ max: 4 }),
          page_count: fc.constantFrom(1, 5, 10, 25),
          quote_date: fc.constantFrom({}, { min: '2026-02-01' }, { min: '2026-01-10', max: '2026-02-20' }),
        }),
        async (search) => {
          const expected = await expectedPage(search);
          const reply = await staff.post('/api/quote/query', { search });
          expect(reply.status).toBe(200);
          expect(reply.body.count).toBe(expected.count);
          expect(reply.body.quotes.map((quote: { id: number }) => quote.id)).toEqual(expected.ids);
          const { rows: words } = await t.db.execute<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM job_words WHERE word LIKE lower(${containsPattern(search.job_name)})`,
          );
          if (words[0]!.n > 0) paths[words[0]!.n === 1 ? 'oneWord' : 'severalWords']++;
        },
      ),
      { numRuns: 120, seed: 1523 },
    );
    // Both ways of reading a page were checked: one word's index in order, several words' made distinct.
    expect(paths.oneWord).toBeGreaterThan(5);
    expect(paths.severalWords).toBeGreaterThan(5);
  });

  it('matches whatever the case and takes % and _ literally', async () => {
    const search = async (job_name: string) =>
      (await staff.post('/api/quote/query', { search: { job_name, page_count: 1000 } })).body.quotes.map(
        (quote: { job_name: string }) => quote.job_name,
      ) as string[];
    const lobby = await search('LoBbY');
    expect(lobby.length).toBeGreaterThan(0);
    expect(lobby.every((name) => name.toLowerCase().includes('lobby'))).toBe(true);
    expect((await search('0%')).every((name) => name.includes('50%'))).toBe(true);
    expect(await search('a%b')).toEqual([]);
  });
});

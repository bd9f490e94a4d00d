import { Role } from '@signshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, signIn } from '../support/factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { ACTIONS, runSimulatedUsers } from './simulated-users.ts';

// The quick version of the bench's load test (200 users for 60 s on 100,000 quotes: `npm run bench -- --only load`).
const QUOTES = 400;
const USERS = 20;
const SECONDS = 3;
/** A loaded machine may answer no save in one run: run again (up to this many) until every kind was answered. */
const MOST_RUNS = 4;

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.db.execute(sql`
    INSERT INTO quotes (given_id, job_name, customer_name, quote_date, signs, is_shipped)
    SELECT 'LOAD' || i, 'Lobby sign ' || i, (ARRAY['Harbor Dental', 'Summit Clinic'])[1 + i % 2],
           current_date - i, '[]'::jsonb, i % 3 = 0
    FROM generate_series(1, ${QUOTES}) AS i`);
  // The simulated users open and save quotes by id, 1 to QUOTES.
  const { rows } = await t.db.execute<{ low: number; high: number }>(
    sql`SELECT min(id)::int AS low, max(id)::int AS high FROM quotes`,
  );
  expect(rows[0]).toEqual({ low: 1, high: QUOTES });
  const staff = await insertAccount(t.db, { role: Role.Asante });
  cookie = (await signIn(t.client(), staff.email)).cookie!;
});
afterAll(() => t.close());

describe(`${USERS} simulated users for ${SECONDS} s (search, open, save, report, PDF)`, () => {
  it('get an answer to every request, none a failure', async () => {
    const answered = new Map(ACTIONS.map(({ type }) => [type, 0]));
    for (let run = 0; run < MOST_RUNS && [...answered.values()].includes(0); run += 1) {
      const output = await runSimulatedUsers({
        baseUrl: t.baseUrl,
        cookie,
        users: USERS,
        seconds: SECONDS,
        quoteCount: QUOTES,
        thinkMs: 20,
      });
      expect(output.errors).toEqual([]);
      for (const { type } of ACTIONS) answered.set(type, answered.get(type)! + output.latencies[type].length);
    }
    for (const [type, count] of answered) expect(count, type).toBeGreaterThan(0);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_REASONS } from '@signshop/domain';
import { databaseUpTo, type UpgradeDatabase } from '../../test/support/upgrade-database.ts';
import type { Database } from './client.ts';

// A shop upgrading with duplicate quote numbers stored by the old code (the demo had some): the
// migration quote_numbers_unique renumbers every later duplicate, records it in the job's history,
// and adds the unique index, so the database refuses a duplicate from then on.
let upgrade: UpgradeDatabase;
let database: Database;
let notices: string[];

beforeAll(async () => {
  upgrade = await databaseUpTo('0041_approval_answers_kept');
  ({ database, notices } = upgrade);
  await database.db.execute(sql`
    INSERT INTO quotes (id, given_id, job_name, customer_name, quote_date, is_shipped, shipped_date) VALUES
      (1, 'ALI09092026MET', 'First', 'Metro Transit', '2026-09-09', true, '2026-09-20'),
      (2, 'ALI09092026MET', 'Second', 'Metro Transit', '2026-09-09', true, '2026-09-21'),
      (3, 'ali09092026met ', 'Third', 'Metro Labs', '2026-09-09', false, null),
      (4, 'ALI09092026MET-2', 'Taken already', 'Metro Transit', '2026-09-09', false, null),
      (5, 'X-09', 'Padded', 'Acme', '2026-01-02', false, null),
      (6, 'X-09', 'Padded again', 'Acme', '2026-01-02', false, null),
      (7, '', 'No number', 'Acme', '2026-01-02', false, null),
      (8, '', 'No number either', 'Acme', '2026-01-02', false, null),
      (9, 'UNIQUE-1', 'Alone', 'Acme', '2026-01-02', false, null)`);
  await upgrade.migrateRest();
});
afterAll(() => upgrade?.drop());

const numbers = async (table: 'quotes' | 'quote_list' | 'job_rows') =>
  Object.fromEntries(
    (
      await database.db.execute<{ id: number; given_id: string }>(
        sql`SELECT id, given_id FROM ${sql.identifier(table)} ORDER BY id`,
      )
    ).rows.map((row) => [row.id, row.given_id]),
  );

describe('migration quote_numbers_unique', () => {
  it('keeps the oldest number and gives each later duplicate the next free number of its family', async () => {
    expect(await numbers('quotes')).toEqual({
      1: 'ALI09092026MET',
      2: 'ALI09092026MET-3',
      3: 'ali09092026met-4',
      4: 'ALI09092026MET-2',
      5: 'X-09',
      6: 'X-10',
      7: '',
      8: '',
      9: 'UNIQUE-1',
    });
  });

  it('carries the new numbers into the read tables (quote_list, job_rows)', async () => {
    const quotes = await numbers('quotes');
    expect(await numbers('quote_list')).toEqual(quotes);
    expect(await numbers('job_rows')).toEqual(quotes);
  });

  it("records each renumbering in the job's history and the migration log", async () => {
    const history = await database.db.execute<{
      quote_id: number;
      before: string;
      after: string;
      reason: string;
    }>(
      sql`SELECT quote_id, before, after, reason FROM job_history WHERE field = 'given_id' ORDER BY quote_id`,
    );
    expect(history.rows).toEqual([
      {
        quote_id: 2,
        before: 'ALI09092026MET',
        after: 'ALI09092026MET-3',
        reason: HISTORY_REASONS.renumbered,
      },
      {
        quote_id: 3,
        before: 'ali09092026met',
        after: 'ali09092026met-4',
        reason: HISTORY_REASONS.renumbered,
      },
      { quote_id: 6, before: 'X-09', after: 'X-10', reason: HISTORY_REASONS.renumbered },
    ]);
    expect(notices).toContain('quote_numbers_unique: quote 2 was ALI09092026MET, now ALI09092026MET-3');
  });

  it('has the database refuse a duplicate number from then on, in any case or outer spaces', async () => {
    for (const [id, duplicate] of [
      [100, 'ALI09092026MET'],
      [101, ' unique-1 '],
      [102, 'x-10'],
    ] as const) {
      await expect(
        database.db.execute(
          sql`INSERT INTO quotes (id, given_id, quote_date) VALUES (${id}, ${duplicate}, '2026-01-02')`,
        ),
      ).rejects.toMatchObject({ cause: { constraint: 'quotes_given_id_unique_idx' } });
    }
    await database.db.execute(
      sql`INSERT INTO quotes (id, given_id, quote_date) VALUES (103, '', '2026-01-02')`,
    );
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUpTo, type UpgradeDatabase } from '../../test/support/upgrade-database.ts';
import type { Database } from './client.ts';

// Records that were two companies under the old comparison (lower, trim) and are one under
// company_key (NFKC, spaces collapsed) would break the unique indexes: the migration company_key
// keeps the oldest and renames a later one with its id, logged, for staff to merge by hand.
let upgrade: UpgradeDatabase;
let database: Database;
let notices: string[];

beforeAll(async () => {
  upgrade = await databaseUpTo('0042_quote_numbers_unique');
  ({ database, notices } = upgrade);
  await database.db.execute(sql`
    INSERT INTO company_infos (id, company) VALUES (1, 'Mercy Health Clinic'), (2, 'Mercy  Health Clinic'), (3, 'Bolt Dental')`);
  await database.db.execute(sql`
    INSERT INTO banks (id, company, nick_name) VALUES
      (1, 'Mercy Health Clinic', 'Operating'),
      (2, 'mercy health  clinic', 'Operating'),
      (3, 'Mercy Health Clinic', 'Payroll')`);
  await upgrade.migrateRest();
});
afterAll(() => upgrade?.drop());

const rows = async (query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows;

describe('migration company_key', () => {
  it('keeps the oldest record of a company and renames a later one that is now the same company', async () => {
    expect(await rows(sql`SELECT id, company FROM company_infos ORDER BY id`)).toEqual([
      { id: 1, company: 'Mercy Health Clinic' },
      { id: 2, company: 'Mercy  Health Clinic (duplicate 2)' },
      { id: 3, company: 'Bolt Dental' },
    ]);
    expect(await rows(sql`SELECT id, nick_name FROM banks ORDER BY id`)).toEqual([
      { id: 1, nick_name: 'Operating' },
      { id: 2, nick_name: 'Operating (2)' },
      { id: 3, nick_name: 'Payroll' },
    ]);
    expect(notices.filter((notice) => notice.startsWith('company_key:'))).toHaveLength(2);
  });

  it('compares companies as the domain does, and refuses a second record of one company', async () => {
    expect(await rows(sql`SELECT company_key(${'  ＭＥＲＣＹ\tHealth\u00a0 Clinic '}) AS key`)).toEqual([
      { key: 'mercy health clinic' },
    ]);
    await expect(
      database.db.execute(sql`INSERT INTO company_infos (id, company) VALUES (10, ${' bolt   DENTAL'})`),
    ).rejects.toMatchObject({ cause: { constraint: 'company_infos_company_idx' } });
  });
});

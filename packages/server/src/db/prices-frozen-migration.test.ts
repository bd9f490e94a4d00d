import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../test/support/database-url.ts';
import { onServer } from '../../test/support/server-statement.ts';
import { connectDatabase, type Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';

// A shop upgrading: migration prices_frozen freezes, on every existing quote, the current costs
// of the processes its signs and subsigns use, so no total moves when an admin changes a cost.
const name = `test_frozen_${crypto.randomBytes(6).toString('hex')}`;
const serverUrl = inject('testServerUrl');
let database: Database;

const admin = (statement: string) => onServer(serverUrl, statement);

beforeAll(async () => {
  await admin(`CREATE DATABASE "${name}"`);
  database = connectDatabase(withDatabase(serverUrl, name), 1);
  await migrateDatabase(database.db, { upTo: '0024_payment_keys' });
  await database.db.execute(sql`
    INSERT INTO sign_types (id, label, pdf_label, small_size_cost, medium_size_cost, large_size_cost) VALUES
      (901, 'Raster', 'Raster PDF', 30, 0.9, 0.7), (902, 'Photo', '', 12, 0.4, 0.3), (903, 'Unused', '', 1, 1, 1)`);
  await database.db.execute(sql`
    INSERT INTO quotes (id, job_name, quote_date, total_price, signs, updated_at) VALUES
      (1, 'Two processes', '2026-01-02', 10,
        '[{"type": 901, "subsigns": [{"type": 902, "subsigns": []}]}]'::jsonb, '2026-02-03T10:00:00Z'),
      (2, 'No process', '2026-01-02', 0, '[{"type": null, "subsigns": []}]'::jsonb, '2026-02-03T10:00:00Z')`);
  await migrateDatabase(database.db);
});
afterAll(async () => {
  await database?.close();
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

describe('migration prices_frozen', () => {
  it("freezes each quote's processes as they cost today, dated its last save", async () => {
    const rows = (
      await database.db.execute<{ id: number; priced_processes: unknown; prices_from: string }>(
        sql`SELECT id, priced_processes, prices_from::text FROM quotes ORDER BY id`,
      )
    ).rows;
    expect(rows).toEqual([
      {
        id: 1,
        prices_from: '2026-02-03',
        priced_processes: [
          {
            id: 901,
            label: 'Raster',
            pdf_label: 'Raster PDF',
            small_size_cost: 30,
            medium_size_cost: 0.9,
            large_size_cost: 0.7,
          },
          {
            id: 902,
            label: 'Photo',
            pdf_label: '',
            small_size_cost: 12,
            medium_size_cost: 0.4,
            large_size_cost: 0.3,
          },
        ],
      },
      { id: 2, prices_from: '2026-02-03', priced_processes: [] },
    ]);
  });
});

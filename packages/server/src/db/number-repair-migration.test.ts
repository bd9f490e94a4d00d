import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUpTo, type UpgradeDatabase } from '../../test/support/upgrade-database.ts';
import type { Database } from './client.ts';

// A shop upgrading with broken numbers stored by the old code: migration 0022 repairs and logs
// them, then 0023 adds the CHECK constraints, and from then on the database refuses such values.
let upgrade: UpgradeDatabase;
let database: Database;
let notices: string[];

beforeAll(async () => {
  upgrade = await databaseUpTo('0021_quote_job_words_sort_columns_triggers');
  ({ database, notices } = upgrade);
  await database.db.execute(sql`
    INSERT INTO quotes (id, job_name, quote_date, total_price, shipping_cost, left_to_pay) VALUES
      (1, 'Broken total', '2026-01-02', 'NaN', 25, 0),
      (2, 'Negative shipping', '2026-01-02', 100, -1000000000, 0),
      (3, 'Fine', '2026-01-02', 704.64, 25, 0)`);
  await upgrade.migrateRest();
});
afterAll(() => upgrade?.drop());

const row = async (id: number) =>
  (
    await database.db.execute<{ total_price: string; shipping_cost: string }>(
      sql`SELECT total_price::text, shipping_cost::text FROM quotes WHERE id = ${id}`,
    )
  ).rows[0];

describe('migrations number_repair and number_checks', () => {
  it('repairs rows the constraints would refuse, logging each one, and leaves good rows alone', async () => {
    expect(await row(1)).toEqual({ total_price: '0.00', shipping_cost: '25.00' });
    expect(await row(2)).toEqual({ total_price: '100.00', shipping_cost: '0.00' });
    expect(await row(3)).toEqual({ total_price: '704.64', shipping_cost: '25.00' });
    expect(notices).toContain('repair: quotes.total_price of row 1 was NaN, set to 0');
    expect(notices).toContain('repair: quotes.shipping_cost of row 2 was -1000000000.00, set to 0');
    expect(notices.filter((notice) => notice.includes('of row 3'))).toEqual([]);
  });

  it.each([
    ['quotes', `UPDATE quotes SET total_price = 'NaN' WHERE id = 3`, 'quotes_total_price_range'],
    ['quotes', `UPDATE quotes SET shipping_cost = -1 WHERE id = 3`, 'quotes_shipping_cost_range'],
    ['quotes', `UPDATE quotes SET left_to_pay = 1e9 WHERE id = 3`, 'quotes_left_to_pay_range'],
    [
      'sign_types',
      `INSERT INTO sign_types (label, medium_size_cost) VALUES ('x', 'NaN')`,
      'sign_types_medium_size_cost_range',
    ],
    [
      'purchase_orders',
      `INSERT INTO purchase_orders (discount) VALUES (-5)`,
      'purchase_orders_discount_range',
    ],
    [
      'milling_plates',
      `INSERT INTO milling_plates (machine, start_time, width) VALUES ('HAAS5', 1, 'Infinity')`,
      'milling_plates_width_range',
    ],
  ])('%s refuses a bad number: %s', async (_table, statement, constraint) => {
    await expect(database.db.execute(sql.raw(statement))).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint }),
    });
    expect(await row(3)).toEqual({ total_price: '704.64', shipping_cost: '25.00' });
  });
});

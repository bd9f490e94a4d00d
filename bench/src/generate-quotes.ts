import { sql } from 'drizzle-orm';
import type { Db } from '@signshop/server/db/client.ts';

/**
 * Fills the quotes table with `count` generated jobs in one SQL statement: ~400 customers, job
 * names from sign-shop words, the last five years of dates (jobs older than 90 days shipped), 1 to
 * 6 signs each with realistic totals.
 */
export async function generateQuotes(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    WITH words AS (
      SELECT ARRAY['Lobby','Restroom','Room ID','Evac map','Parking','Wayfinding','Directory','Suite','Stair','Elevator',
                   'Exit','Clinic','Campus','Tower','Annex','Wing','Garage','Pool','Library','Office'] AS job,
             ARRAY['Acme','Bolt','Cedar','Delta','Elm','Fox','Granite','Harbor','Iris','Juniper','Keystone','Lumen',
                   'Maple','Nova','Orchid','Pioneer','Quarry','Ridge','Summit','Tidal'] AS first,
             ARRAY['Dental','Medical','Realty','Schools','Hospital','Hotels','Bank','Church','County','Labs',
                   'Clinic','Partners','Group','Offices','Storage','Foods','Motors','Arena','Museum','Airport'] AS second
    )
    INSERT INTO quotes (given_id, job_name, customer_name, quote_date, total_price, shipping_cost, signs, quote_sequence, is_shipped)
    SELECT
      -- Quote numbers are unique (case-insensitive): the auto number, and for the quotes of one day
      -- and customer code after the first the next of its family ('-2', '-3', …), as the app gives them.
      'PAT' || to_char(d, 'MMDDYYYY') || upper(left(c, 3))
        || CASE WHEN row_number() OVER (PARTITION BY d, upper(left(c, 3)) ORDER BY i) > 1
             THEN '-' || row_number() OVER (PARTITION BY d, upper(left(c, 3)) ORDER BY i) ELSE '' END,
      w.job[1 + (i * 7) % 20] || ' ' || w.job[1 + (i * 13) % 20] || ' ' || (i % 97),
      c,
      d,
      round((50 + (i::bigint * 7919) % 5000 + ((i * 31) % 100) / 100.0)::numeric, 2),
      (i % 4) * 12.5,
      (SELECT jsonb_agg(jsonb_build_object('given_id', chr(64 + s), 'type', 1 + (i + s) % 10, 'width', 6 + s,
                                           'height', 4 + (i % 9), 'quantity', 1 + (i + s) % 8, 'addons', '[]'::jsonb,
                                           'subsigns', '[]'::jsonb, 'picks', '[]'::jsonb, 'order_index', s,
                                           'custom_addons', null))
         FROM generate_series(1, 1 + i % 6) AS s),
      1 + (i % 3 = 0)::int,
      (current_date - (i * 37) % 1826) < current_date - 90
    FROM generate_series(1, ${count}) AS i,
         words AS w,
         LATERAL (SELECT w.first[1 + (i * 17) % 20] || ' ' || w.second[1 + (i / 20 * 3) % 20] AS c) AS customer,
         LATERAL (SELECT (current_date - (i * 37) % 1826) AS d) AS day
  `);
  // As autovacuum would on a live shop: statistics and a visibility map (index-only counts).
  await db.execute(sql`VACUUM ANALYZE quotes, quote_list, quote_job_words, job_words`);
}

/** The generated jobs a save may change: the unshipped ones (see UserLoadInput.savableQuoteIds). */
export async function unshippedQuoteIds(db: Db): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT id FROM quotes WHERE NOT is_shipped ORDER BY id`,
  );
  return rows.map((row) => row.id);
}

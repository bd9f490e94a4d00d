import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/**
 * Bookkeeping that legitimately changes on refused requests: sessions (minted per request, last
 * seen), login throttling and approval-link answer throttling (wrong tokens count too).
 */
export const CHECKSUM_EXCLUDED_TABLES = ['sessions', 'login_failures', 'approval_attempts'];

/** Every table of the public schema (so tables added later are covered), minus the bookkeeping ones. */
export async function checksummedTables(db: Db): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(sql`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
    ORDER BY table_name`);
  return result.rows.map((r) => r.table_name).filter((name) => !CHECKSUM_EXCLUDED_TABLES.includes(name));
}

/** An md5 of each table's rows in one round trip: equal checksums mean nothing was written. */
export async function tableChecksums(db: Db, tables: string[]): Promise<Record<string, string>> {
  const columns = tables.map(
    (name) =>
      sql`(SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) FROM ${sql.identifier(name)} t) AS ${sql.identifier(name)}`,
  );
  const result = await db.execute<Record<string, string>>(sql`SELECT ${sql.join(columns, sql`, `)}`);
  return result.rows[0]!;
}

/** The names of the tables whose checksum differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((name) => before[name] !== after[name]);
}

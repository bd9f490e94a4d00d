import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Banks and company information of the demo customers. Billing (issue #12) adds the `banks` and
 * `company_infos` tables; this is filled when billing lands, and does nothing while those tables
 * do not exist.
 */
export async function seedDemoBilling(db: Db): Promise<void> {
  const result = await db.execute<{ banks: string | null; company_infos: string | null }>(
    sql`SELECT to_regclass('banks')::text AS banks, to_regclass('company_infos')::text AS company_infos`,
  );
  const tables = result.rows[0];
  if (!tables?.banks || !tables.company_infos) return;
}

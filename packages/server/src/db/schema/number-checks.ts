import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A CHECK condition: the number column is not NaN and lies in [low, high] (the database
 * refuses what the code must never write). `numeric` and `double precision` both accept 'NaN', and
 * PostgreSQL sorts NaN above every number, so it is excluded by name.
 */
export function numberBetween(column: AnyPgColumn, low: number, high: number): SQL {
  return sql`${column} <> 'NaN' AND ${column} BETWEEN ${sql.raw(String(low))} AND ${sql.raw(String(high))}`;
}

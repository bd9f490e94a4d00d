import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A job's signs' square inches, summed in the query from a quote's signs: each sign's height ×
 * width × quantity, a negative or missing figure counting as 0, as the domain's jobSquareFeet sums
 * them (squareFeetOf turns the sum into square feet). One number per job instead of the signs.
 */
export const jobSquareInchesSql = (signs: AnyPgColumn | SQL) => sql<number>`(SELECT coalesce(sum(
    greatest(0, (s->>'height')::float8) * greatest(0, (s->>'width')::float8) * greatest(0, (s->>'quantity')::float8)
  ), 0)::float8 FROM jsonb_array_elements(${signs}) s)`;

import type { QuoteScope } from '@signshop/domain';
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { quotes } from '../../db/schema/index.ts';

/** The columns the quote scope reads: of quotes, or of its narrow copy quote_list. */
type ScopedTable = { created_by: AnyColumn; customer_name: AnyColumn };

/** The user's quote scope as a WHERE condition, so list queries carry it in the query itself. */
export function scopeCondition(scope: QuoteScope, table: ScopedTable = quotes): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'creator') return eq(table.created_by, scope.accountId);
  return sameCompany(table.customer_name, scope.company);
}

/** A company column equal to `company`, compared as the quote scope does (case and outer spaces ignored). */
export function sameCompany(column: AnyColumn, company: string): SQL {
  return sql`lower(trim(${column})) = lower(trim(${company}))`;
}

/** A LIKE pattern matching `text` anywhere, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A LIKE pattern matching values that start with `text`. */
export function prefixPattern(text: string): string {
  return `${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Quotes whose customer name contains `text`. The shop has a few hundred customers and many
 * quotes each, so the names are matched once each (a skip scan of the name index) and the quotes
 * then found by exact name, which counts from the index alone instead of rechecking every row.
 */
export function customerNameContains(text: string, column: AnyColumn = quotes.customer_name): SQL {
  return sql`${column} IN (
    WITH RECURSIVE names AS (
      (SELECT q.customer_name AS name FROM quotes q ORDER BY q.customer_name LIMIT 1)
      UNION ALL
      SELECT (SELECT q.customer_name FROM quotes q WHERE q.customer_name > names.name
              ORDER BY q.customer_name LIMIT 1)
      FROM names WHERE names.name IS NOT NULL)
    SELECT names.name FROM names WHERE names.name ILIKE ${containsPattern(text)})`;
}

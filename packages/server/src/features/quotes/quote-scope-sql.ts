import type { QuoteScope } from '@signshop/domain';
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { quotes } from '../../db/schema/index.ts';

/** The user's quote scope as a WHERE condition, so list queries carry it in the query itself. */
export function scopeCondition(scope: QuoteScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'creator') return eq(quotes.created_by, scope.accountId);
  return sameCompany(quotes.customer_name, scope.company);
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

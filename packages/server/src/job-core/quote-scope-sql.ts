import { companyKey, type QuoteScope } from '@signshop/domain';
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { accounts, quoteCustomers, quotes } from '../db/schema/index.ts';
import { containsPattern, sameCompany } from '../db/sql-helpers.ts';

/** The columns the quote scope reads: of quotes, or of its narrow copy quote_list. */
type ScopedTable = { created_by: AnyColumn; customer_name: AnyColumn };

/**
 * The user's quote scope as a WHERE condition, so list queries carry it in the query itself. A
 * company's list leaves out quotes of its unverified accounts: the company they typed at sign-up
 * is only a claim until verified (then their quotes join the list).
 */
export function scopeCondition(scope: QuoteScope, table: ScopedTable = quotes): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'creator') return eq(table.created_by, scope.accountId);
  return sql`${sameCompany(table.customer_name, scope.company)} AND NOT EXISTS (SELECT 1 FROM ${accounts}
    WHERE ${accounts.id} = ${table.created_by} AND NOT ${accounts.verified})`;
}

/**
 * Quotes whose customer name contains `text`. The shop has a few hundred customers and many
 * quotes each, so the names are matched in quote_customers (one row per name) and the quotes
 * then found by exact name, which counts from the index alone instead of rechecking every row.
 */
export function customerNameContains(text: string, column: AnyColumn = quotes.customer_name): SQL {
  return sql`${column} IN (SELECT ${quoteCustomers.name} FROM ${quoteCustomers}
    WHERE company_key(${quoteCustomers.name}) LIKE ${containsPattern(companyKey(text))})`;
}

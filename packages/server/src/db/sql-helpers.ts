import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A company column naming the same company as `company`: both through the database's
 * company_key (the domain's companyKey: NFKC, spaces collapsed, trimmed, case ignored), the
 * expression the company indexes are built on. Every company comparison in a query is this one.
 */
export function sameCompany(column: AnyColumn | SQL, company: string | AnyColumn | SQL): SQL {
  return sql`company_key(${column}) = company_key(${company})`;
}

/** The user's text for a LIKE pattern: trimmed, with its \, % and _ taken literally. */
const likeLiteral = (text: string) => text.trim().replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching `text` anywhere, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${likeLiteral(text)}%`;
}

/** A LIKE pattern matching values that start with `text`. */
export function prefixPattern(text: string): string {
  return `${likeLiteral(text)}%`;
}

import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A company column equal to `company`, compared as the quote scope does (case and outer spaces ignored). */
export function sameCompany(column: AnyColumn, company: string): SQL {
  return sql`lower(trim(${column})) = lower(trim(${company}))`;
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

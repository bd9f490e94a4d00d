import type { QuoteSearch } from '@signshop/domain';
import { and, gte, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobWords, quoteCount, quoteJobWords, quoteList } from '../../db/schema/index.ts';
import { listColumns } from './quote-dto.ts';
import { containsPattern } from './quote-scope-sql.ts';

/**
 * The job name term of a search that quote_job_words answers: 3 or more characters without a
 * space, and no other text filter or user scope (those need each quote row anyway).
 */
export function jobWordTerm(search: QuoteSearch, scoped: boolean): string | undefined {
  if (scoped || search.given_id.trim() || search.customer_name.trim()) return undefined;
  const term = search.job_name.trim();
  return term.length >= 3 && !term.includes(' ') ? term : undefined;
}

/**
 * Whether a page of `count` matches among `all` quotes is read by walking the sort order's index
 * (about (offset + page) x all / count rows read) rather than by fetching each match (count rows).
 */
export function walksSortIndex(count: number, all: number, offset: number, pageCount: number): boolean {
  return count * count > (offset + pageCount) * all;
}

interface PageRequest {
  order: SQL[];
  pageCount: number;
  offset: number;
}

/**
 * The quotes whose job name contains `term` within the search's dates: counted from the word
 * index alone, then one page read either by walking the sort order's index and keeping the
 * matches (many matches: the page is found after a few rows) or by fetching every match by id
 * and sorting them (few matches: a walk would read most of the list to fill the page).
 */
export async function searchByJobWords(db: Db, term: string, search: QuoteSearch, page: PageRequest) {
  const matchingWords = db
    .select({ word: jobWords.word })
    .from(jobWords)
    .where(like(jobWords.word, sql`lower(${containsPattern(term)})`));
  const matches = and(
    inArray(quoteJobWords.word, matchingWords),
    search.quote_date.min ? gte(quoteJobWords.quote_date, search.quote_date.min) : undefined,
    search.quote_date.max ? lte(quoteJobWords.quote_date, search.quote_date.max) : undefined,
  );
  const [counted] = await db
    .select({
      count: sql<number>`count(DISTINCT ${quoteJobWords.quote_id})`.mapWith(Number),
      all: sql<number>`(SELECT ${quoteCount.n} FROM ${quoteCount})`.mapWith(Number),
    })
    .from(quoteJobWords)
    .where(matches);
  const count = counted?.count ?? 0;
  if (count === 0 || page.offset >= count) return { quotes: [], count };
  const inMatches = inArray(
    quoteList.id,
    db.select({ id: quoteJobWords.quote_id }).from(quoteJobWords).where(matches),
  );
  const rows = walksSortIndex(count, counted?.all ?? 0, page.offset, page.pageCount)
    ? await db
        .select(listColumns(quoteList))
        .from(quoteList)
        .where(inArray(quoteList.id, pageOfSortIndex(db, inMatches, page)))
        .orderBy(...page.order)
    : await db
        .select(listColumns(quoteList))
        .from(quoteList)
        .where(inMatches)
        .orderBy(...page.order)
        .limit(page.pageCount)
        .offset(page.offset);
  return { quotes: rows, count };
}

/**
 * The ids of one page, walked from the sort order's (column, id) index without reading rows.
 * IS TRUE keeps PostgreSQL from turning the IN into a join: it stays a filter on the walk, one
 * hashed set of the matching ids.
 */
function pageOfSortIndex(db: Db, inMatches: SQL, page: PageRequest) {
  return db
    .select({ id: quoteList.id })
    .from(quoteList)
    .where(sql`(${inMatches}) IS TRUE`)
    .orderBy(...page.order)
    .limit(page.pageCount)
    .offset(page.offset);
}

import type { QuoteSearch } from '@signshop/domain';
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  inArray,
  like,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobWords, quoteJobWords, quoteList } from '../../db/schema/index.ts';
import { listColumns } from './quote-dto.ts';
import { containsPattern } from '../../db/sql-helpers.ts';

/**
 * The job name term of a search that quote_job_words answers: 3 or more characters without a
 * space, and no other text filter or user scope (those need each quote row anyway).
 */
export function jobWordTerm(search: QuoteSearch, scoped: boolean): string | undefined {
  if (scoped || search.given_id.trim() || search.customer_name.trim()) return undefined;
  const term = search.job_name.trim();
  return term.length >= 3 && !term.includes(' ') ? term : undefined;
}

interface PageRequest {
  pageCount: number;
  offset: number;
}

/**
 * The quotes whose job name contains `term` within the search's dates: one page in the search's
 * order and how many there are, read from indexes only. The words containing the term come from
 * the dictionary; one word is then counted and paged straight from its index in the list order,
 * while several words first need their quotes made distinct.
 */
export async function searchByJobWords(db: Db, term: string, search: QuoteSearch, page: PageRequest) {
  const words = (
    await db
      .select({ word: jobWords.word })
      .from(jobWords)
      .where(like(jobWords.word, sql`lower(${containsPattern(term)})`))
  ).map((row) => row.word);
  if (words.length === 0) return { quotes: [], count: 0 };
  const oneWord = words.length === 1;
  const matches = and(
    oneWord ? eq(quoteJobWords.word, words[0]!) : inArray(quoteJobWords.word, words),
    search.quote_date.min ? gte(quoteJobWords.quote_date, search.quote_date.min) : undefined,
    search.quote_date.max ? lte(quoteJobWords.quote_date, search.quote_date.max) : undefined,
  );
  const direction = search.reverse_order ? desc : asc;
  const [[counted], quotes] = await Promise.all([
    db
      .select({ count: oneWord ? count() : countDistinct(quoteJobWords.quote_id) })
      .from(quoteJobWords)
      .where(matches),
    db
      .select(listColumns(quoteList))
      .from(quoteList)
      .where(inArray(quoteList.id, pageOfMatches(db, matches, oneWord, search, page)))
      .orderBy(direction(quoteList[search.order_by]), direction(quoteList.id)),
  ]);
  return { quotes, count: counted?.count ?? 0 };
}

/** The ids of one page of the matching quotes, in the search's order. */
function pageOfMatches(
  db: Db,
  matches: SQL | undefined,
  oneWord: boolean,
  search: QuoteSearch,
  page: PageRequest,
) {
  const direction = search.reverse_order ? desc : asc;
  const key = quoteJobWords[search.order_by];
  if (oneWord)
    return db
      .select({ id: quoteJobWords.quote_id })
      .from(quoteJobWords)
      .where(matches)
      .orderBy(direction(key), direction(quoteJobWords.quote_id))
      .limit(page.pageCount)
      .offset(page.offset);
  const matched = db
    .selectDistinct({ id: quoteJobWords.quote_id, key })
    .from(quoteJobWords)
    .where(matches)
    .as('matched');
  return db
    .select({ id: matched.id })
    .from(matched)
    .orderBy(direction(matched.key), direction(matched.id))
    .limit(page.pageCount)
    .offset(page.offset);
}

import { quoteScopeOf, resolvePageCount, type QuoteSearch, type SessionUser } from '@signshop/domain';
import { and, asc, desc, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quoteCount, quoteCustomers, quoteList } from '../../db/schema/index.ts';
import { listColumns } from './quote-dto.ts';
import { jobWordTerm, searchByJobWords } from './quote-job-word-search.ts';
import { customerNameContains, scopeCondition } from '../../job-core/quote-scope-sql.ts';
import { containsPattern } from '../../db/sql-helpers.ts';
import { approvalStateCondition } from '../../job-core/approval-records.ts';

/**
 * One page of the quotes the user may see, filtered and sorted in the database, with the total
 * count. A staff search by one job name term alone reads the job name word index; every other
 * search reads quote_list, the narrow copy of the list columns, not the wide quote rows.
 */
export async function searchQuotes(db: Db, user: SessionUser, search: QuoteSearch) {
  const scope = scopeCondition(quoteScopeOf(user), quoteList);
  const pageCount = resolvePageCount(search.page_count);
  const offset = search.page * pageCount;
  const reply = { page: search.page, page_count: pageCount };
  const jobWord = jobWordTerm(search, scope !== undefined || search.approval_state !== undefined);
  if (jobWord) return { ...(await searchByJobWords(db, jobWord, search, { pageCount, offset })), ...reply };

  const conditions: Array<SQL | undefined> = [scope];
  if (search.given_id.trim()) conditions.push(ilike(quoteList.given_id, containsPattern(search.given_id)));
  if (search.job_name.trim()) conditions.push(ilike(quoteList.job_name, containsPattern(search.job_name)));
  if (search.quote_date.min) conditions.push(gte(quoteList.quote_date, search.quote_date.min));
  if (search.quote_date.max) conditions.push(lte(quoteList.quote_date, search.quote_date.max));
  conditions.push(approvalStateCondition(search.approval_state, quoteList.id));
  const customer = search.customer_name.trim();
  const where = and(
    ...conditions,
    customer ? ilike(quoteList.customer_name, containsPattern(customer)) : undefined,
  );
  const direction = search.reverse_order ? desc : asc;
  const order = [direction(quoteList[search.order_by]), direction(quoteList.id)];
  // A job name or quote number of 3+ characters is found through its trigram index, and a count
  // rechecks every candidate row anyway: the page and its count come from that one pass.
  if (isTrigramSearch(search)) {
    const total = sql<number>`count(*) over ()`.mapWith(Number);
    const rows = await db
      .select({ ...listColumns(quoteList), total })
      .from(quoteList)
      .where(where)
      .orderBy(...order)
      .limit(pageCount)
      .offset(offset);
    const count = rows[0]?.total ?? (search.page === 0 ? 0 : await countQuotes(db, conditions, customer));
    return { quotes: rows.map(({ total: _total, ...row }) => row), count, ...reply };
  }
  // Otherwise the page and the count run side by side: the page walks an index and stops after one
  // page, which a count(*) over () in the same query would prevent. Both match the customer name
  // the same way; each in the form its plan is fastest with.
  const [rows, count] = await Promise.all([
    db
      .select(listColumns(quoteList))
      .from(quoteList)
      .where(where)
      .orderBy(...order)
      .limit(pageCount)
      .offset(offset),
    countQuotes(db, conditions, customer),
  ]);
  return { quotes: rows, count, ...reply };
}

const isTrigramSearch = (search: QuoteSearch) =>
  search.job_name.trim().length >= 3 || search.given_id.trim().length >= 3;

async function countQuotes(db: Db, conditions: Array<SQL | undefined>, customer: string): Promise<number> {
  const where = and(...conditions);
  // Every quote, or every quote of the matching customer names: the counts the triggers keep
  // (the staff list's first page, opened most often, and its search by customer name).
  if (where === undefined) {
    const [row] = customer
      ? await db
          .select({ n: sql<number>`coalesce(sum(${quoteCustomers.n}), 0)`.mapWith(Number) })
          .from(quoteCustomers)
          .where(ilike(quoteCustomers.name, containsPattern(customer)))
      : await db.select({ n: quoteCount.n }).from(quoteCount);
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(quoteList)
    .where(and(where, customer ? customerNameContains(customer, quoteList.customer_name) : undefined));
  return row?.n ?? 0;
}

import {
  companyKey,
  totalOfLines,
  type AgingCompanyLine,
  type AgingReply,
  type JustDate,
} from '@signshop/domain';
import type { Db } from '../../db/client.ts';
import { agingCacheOf } from './aging-cache.ts';
import { agingLinesSql, companyKeyInSql } from './aging-sql.ts';
import { limitOffset, type ReportPage } from '../../job-core/report-page.ts';

type KeyedAgingLine = AgingCompanyLine & { key: string };

/** The lines of the companies `keys` (every company when null) as of a day, each completed by the domain. */
async function readLines(db: Db, asOf: JustDate, keys: readonly string[] | null): Promise<KeyedAgingLine[]> {
  return (await agingLinesSql(db, asOf, keys)).map(({ key, exemption_expired, ...line }) => ({
    // The domain completes each line (balance, total due) as it does the total.
    ...totalOfLines([{ ...line, balance: 0, total_due: 0 }], line.company),
    exemption_expired,
    key,
  }));
}

/**
 * Every company's aging line as of a day, each flagged when its tax exemption expired by then.
 * Kept per company (aging-cache.ts): after a change only the companies it touched are read again.
 */
async function allLines(db: Db, asOf: JustDate): Promise<readonly KeyedAgingLine[]> {
  const cache = agingCacheOf(db, (day, keys) => readLines(db, day, keys));
  return cache ? cache.lines(asOf) : readLines(db, asOf, null);
}

/** The report of every company (no search), worked out once per set of lines read. */
const wholeReports = new WeakMap<readonly KeyedAgingLine[], Pick<AgingReply, 'companies' | 'total'>>();

function reportOf(lines: readonly KeyedAgingLine[]): Pick<AgingReply, 'companies' | 'total'> {
  const companies = lines.map(({ key: _key, ...line }) => line);
  return { companies, total: totalOfLines(companies) };
}

/** The aging report: the companies whose name holds `search`, one page of them or all, and their total. */
export async function agingReport(
  db: Db,
  asOf: JustDate,
  search: string | undefined,
  page: ReportPage | undefined,
): Promise<AgingReply> {
  const lines = await allLines(db, asOf);
  const needle = companyKey(search ?? '');
  let whole = needle ? undefined : wholeReports.get(lines);
  if (!whole) {
    whole = reportOf(needle ? lines.filter((line) => companyKey(line.company).includes(needle)) : lines);
    if (!needle) wholeReports.set(lines, whole);
  }
  const { companies, total } = whole;
  if (!page) return { as_of: asOf, companies, total };
  const { limit, offset } = limitOffset(page);
  return {
    as_of: asOf,
    companies: companies.slice(offset, offset + limit),
    total,
    count: companies.length,
    ...page,
  };
}

/** A customer's own company's aging line (zero when nothing is open). */
export async function ownAgingLine(db: Db, company: string, asOf: JustDate): Promise<AgingReply['total']> {
  const key = await companyKeyInSql(db, company);
  const cache = agingCacheOf(db, (day, keys) => readLines(db, day, keys));
  const found = cache ? await cache.line(asOf, key) : (await readLines(db, asOf, [key]))[0];
  if (!found) return totalOfLines([], company);
  const { exemption_expired: _flag, key: _key, ...line } = found;
  return line;
}

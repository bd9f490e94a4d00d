import {
  companyKey,
  totalOfLines,
  type AgingCompanyLine,
  type AgingReply,
  type JustDate,
} from '@signshop/domain';
import type { Db } from '../../db/client.ts';
import { jobRows } from '../../db/schema/index.ts';
import { sameCompany } from '../../db/sql-helpers.ts';
import { agingLinesSql } from './aging-sql.ts';
import { limitOffset, type ReportPage } from '../../job-core/report-page.ts';
import { reportTotals } from '../../platform/listen/report-totals-cache.ts';

interface WholeAging {
  companies: AgingCompanyLine[];
  total: AgingReply['total'];
}

/**
 * The aging of every company (or of `company` alone) as of a day, each company flagged when its
 * tax exemption expired by then. Kept with the report totals per day and company (forgotten when
 * job_rows or a company record change), so paging and searching read it from memory.
 */
function wholeAging(db: Db, asOf: JustDate, company: string | null): Promise<WholeAging> {
  const read = async (): Promise<WholeAging> => {
    const scope = company === null ? undefined : sameCompany(jobRows.customer_name, company);
    const companies = (await agingLinesSql(db, asOf, scope)).map(({ exemption_expired, ...line }) => ({
      // The domain completes each line (balance, total due) as it does the total.
      ...totalOfLines([{ ...line, balance: 0, total_due: 0 }], line.company),
      exemption_expired,
    }));
    return { companies, total: totalOfLines(companies) };
  };
  return reportTotals<WholeAging>(db, {
    toSQL: () => ({ sql: '-- receivables aging as of', params: [asOf, company] }),
    then: (resolve, reject) => read().then(resolve, reject),
  });
}

/** The aging report: the companies whose name holds `search`, one page of them or all, and their total. */
export async function agingReport(
  db: Db,
  asOf: JustDate,
  search: string | undefined,
  page: ReportPage | undefined,
): Promise<AgingReply> {
  const whole = await wholeAging(db, asOf, null);
  const needle = companyKey(search ?? '');
  const found = needle
    ? whole.companies.filter((line) => companyKey(line.company).includes(needle))
    : whole.companies;
  const total = needle ? totalOfLines(found) : whole.total;
  if (!page) return { as_of: asOf, companies: found, total };
  const { limit, offset } = limitOffset(page);
  return { as_of: asOf, companies: found.slice(offset, offset + limit), total, count: found.length, ...page };
}

/** A customer's own company's aging line (zero when nothing is open). */
export async function ownAgingLine(db: Db, company: string, asOf: JustDate): Promise<AgingReply['total']> {
  const whole = await wholeAging(db, asOf, company);
  const { exemption_expired: _flag, ...line } = whole.companies[0] ?? {
    ...whole.total,
    company,
    exemption_expired: false,
  };
  return line;
}

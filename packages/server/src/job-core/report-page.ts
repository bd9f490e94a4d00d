import { resolvePageCount, type ReportPageAsk } from '@signshop/domain';
import { sql } from 'drizzle-orm';
import { jobRows } from '../db/schema/index.ts';

export { pagedReplyFields, reportPageSchema, reportPageTerms, type ReportPageAsk } from '@signshop/domain';

export interface ReportPage {
  page: number;
  page_count: number;
}

/** The page asked for, or undefined when the reader asked for every row. */
export function pageAsked(ask: ReportPageAsk): ReportPage | undefined {
  if (ask.page === undefined && ask.page_count === undefined) return undefined;
  return { page: ask.page ?? 0, page_count: resolvePageCount(ask.page_count) };
}

/** LIMIT and OFFSET of a page. */
export const limitOffset = (page: ReportPage) => ({
  limit: page.page_count,
  offset: page.page * page.page_count,
});

/** A stored total that is not a number (a malformed row, shown flagged) adds nothing to a sum. */
const readable = sql`${jobRows.total_price} <> 'NaN'`;
const centsSum = (condition: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(${jobRows.total_price}) filter (where ${condition}), 0)`.mapWith(Number);

/** The whole result's count and money of a job report, summed exactly (numeric) in the database. */
export const jobTotalsColumns = {
  count: sql<number>`count(*)`.mapWith(Number),
  total_price: centsSum(readable),
  engraved: centsSum(sql`${readable} AND NOT ${jobRows.is_thermoformed}`),
  thermoformed: centsSum(sql`${readable} AND ${jobRows.is_thermoformed}`),
};

export { jobTotalsSchema } from '@signshop/domain';

import { resolvePageCount } from '@signshop/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { jobRows } from '../db/schema/index.ts';

/**
 * The paging terms of a report, named as the quote list names them: `page` (from 0) and
 * `page_count` (rows per page, the user's local setting). A report asked with neither answers
 * every row, unpaged; asked with either, one page plus the whole result's
 * count and totals.
 */
export const reportPageTerms = {
  page: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .describe('The page to answer, from 0; with page_count, asks for the paged reply.'),
  page_count: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .optional()
    .describe('Rows per page (default 10); with page, asks for the paged reply.'),
};
export const reportPageSchema = z.object(reportPageTerms);
export type ReportPageAsk = z.infer<typeof reportPageSchema>;

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

/** The paged reply's fields besides the rows, documented once for every report. */
export const pagedReplyFields = {
  count: z.number().int().optional().describe('Paged reply: the rows of the whole result.'),
  page: z.number().int().optional().describe('Paged reply: the page answered.'),
  page_count: z.number().int().optional().describe('Paged reply: rows per page.'),
};

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

export const jobTotalsSchema = z
  .object({ total_price: z.number(), engraved: z.number(), thermoformed: z.number() })
  .describe('Paged reply: the money of the whole result (engraved: jobs not thermoformed).');

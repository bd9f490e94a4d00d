import { z } from 'zod';

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

/** The paged reply's fields besides the rows, documented once for every report. */
export const pagedReplyFields = {
  count: z.number().int().optional().describe('Paged reply: the rows of the whole result.'),
  page: z.number().int().optional().describe('Paged reply: the page answered.'),
  page_count: z.number().int().optional().describe('Paged reply: rows per page.'),
};

export const jobTotalsSchema = z
  .object({ total_price: z.number(), engraved: z.number(), thermoformed: z.number() })
  .describe('Paged reply: the money of the whole result (engraved: jobs not thermoformed).');
export type JobTotals = z.infer<typeof jobTotalsSchema>;
